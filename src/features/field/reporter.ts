// Issue 44: the page's field reports (docs/api.md "Field reports"): the errors the page met and its web vitals,
// sent to the operator through the collect beacon when the page hides; loaded by FieldWatch.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { ClientMerchant } from '../../config/client';
import { collectUrl } from '../../flows/tracking/api';
import { FIELD_ERROR_EVENT, fieldBuffer } from '../../lib/field/capture';
import {
  buildFingerprint,
  engineOf,
  FieldErrorLog,
  type FieldContext,
  type FieldReport,
  type VitalsReport,
} from '../../lib/field/report';
import { pageBuild } from '../../lib/pwa/missing-chunk';
import { collectBody } from '../../lib/tracking/beacon';

type Merchant = Pick<ClientMerchant, 'merchantCode' | 'apiBaseUrl'>;

/** Starts the page's reports; the caller has decided that this page view reports (sampling). */
export function startFieldReports(merchant: Merchant, routePath: string): void {
  const context: FieldContext = {
    route: routePath,
    build: buildFingerprint(pageBuild(document)),
    engine: engineOf(navigator.userAgent),
  };
  const send = (report: FieldReport) =>
    navigator.sendBeacon(collectUrl(merchant), collectBody(merchant.merchantCode, report));

  const log = new FieldErrorLog();
  const buffer = fieldBuffer();
  const drain = () => {
    for (const captured of buffer.errors.splice(0)) log.add(captured);
  };
  drain();
  addEventListener(FIELD_ERROR_EVENT, drain);

  const vitals: VitalsReport['vitals'] = {};
  const keep = (metric: Metric) => {
    vitals[metric.name] = metric.name === 'CLS' ? Number(metric.value.toFixed(4)) : Math.round(metric.value);
  };
  // web-vitals reports LCP, CLS and INP when the page hides, in its own listeners: ours come after them.
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(keep);
  let vitalsSent = false;
  const flush = () => {
    drain();
    const errors = log.take();
    if (errors.length) send({ type: 'errors', ...context, errors });
    // Once a page view: what a player saw until they first left it.
    if (!vitalsSent && Object.keys(vitals).length) {
      vitalsSent = true;
      send({ type: 'vitals', ...context, vitals });
    }
  };
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  // A page left by a navigation may not turn hidden first.
  addEventListener('pagehide', flush);
}
