// Issue 44: what an ops view shows of a merchant's field reports: how many errors, which ones most, and the
// 75th percentile of each web vital (the figure Core Web Vitals are judged by), over the recent page views.
import type { RecordedFieldReport } from './api/field-reports';
import { VITAL_NAMES, type FieldErrorKind, type VitalName } from '../src/lib/field/report';

/** The errors shown of a merchant, by how often they happened. */
const TOP_ERRORS = 5;

interface TopError {
  kind: FieldErrorKind;
  message: string;
  count: number;
  routes: string[];
  engines: string[];
}

export interface FieldSummary {
  /** Every error occurrence reported. */
  errorCount: number;
  topErrors: TopError[];
  /** Page views that reported their vitals. */
  pageViews: number;
  /** The 75th percentile of each vital reported (ms; CLS unitless). */
  p75: Partial<Record<VitalName, number>>;
}

/** The value at or below which 75 % of `values` lie (nearest rank), undefined for none. */
export function percentile75(values: number[]): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}

export function summariseField(reports: readonly RecordedFieldReport[]): FieldSummary {
  const errors = new Map<string, TopError>();
  const vitals = new Map<VitalName, number[]>();
  let pageViews = 0;
  for (const report of reports) {
    if (report.type === 'vitals') {
      pageViews += 1;
      for (const name of VITAL_NAMES) {
        const value = report.vitals[name];
        if (value !== undefined) vitals.set(name, [...(vitals.get(name) ?? []), value]);
      }
      continue;
    }
    for (const { kind, message, count } of report.errors) {
      const key = `${kind}\n${message}`;
      const known = errors.get(key) ?? { kind, message, count: 0, routes: [], engines: [] };
      known.count += count;
      if (!known.routes.includes(report.route)) known.routes.push(report.route);
      if (!known.engines.includes(report.engine)) known.engines.push(report.engine);
      errors.set(key, known);
    }
  }
  const all = [...errors.values()].sort((a, b) => b.count - a.count);
  const p75: FieldSummary['p75'] = {};
  for (const [name, values] of vitals) p75[name] = percentile75(values) ?? 0;
  return {
    errorCount: all.reduce((sum, error) => sum + error.count, 0),
    topErrors: all.slice(0, TOP_ERRORS),
    pageViews,
    p75,
  };
}
