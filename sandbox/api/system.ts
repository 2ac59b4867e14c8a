// /wps/v2/system/status and /wps/system/*: status, country, domain route, manifest, ping and collect.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildWebManifest } from '../../src/lib/pwa/manifest';
import type { Sandbox } from '../state/sandbox';
import { merchantOf, originOf, parse, queryOf, readBody } from './context';
import { ApiError, ok } from './errors';
import { WPS } from '../wps-paths';
import { fieldReportSchema, isFieldReport } from './field-reports';
import { DOMAIN_NOT_AVAILABLE } from '../../src/lib/api/error-catalogue';

const statusQuery = z.object({
  device: z.literal('MOBILE').optional(),
  track: z.string().optional(),
  originalDomain: z.string().optional(),
  url: z.string().optional(),
});
const collectSchema = z.object({ merchant: z.string().min(1), value: z.unknown() });

export function registerSystem(app: FastifyInstance, sandbox: Sandbox): void {
  app.get(WPS.systemStatus, async (request, reply) => {
    parse(statusQuery, queryOf(request), 'query');
    const { status, merchant } = merchantOf(request);
    reply.header('cache-control', 'no-store');
    if (status.domainNotAvailable)
      throw new ApiError(
        403,
        DOMAIN_NOT_AVAILABLE,
        `${request.hostname} is not available for ${merchant.name}; use another domain`,
      );
    return ok({
      maintenance: status.maintenance,
      maintenanceEnd: status.maintenanceEnd,
      regionRestriction: status.regionRestriction,
      ip: status.ip ?? request.ip,
      whitelabelVal: status.whitelabelVal,
    });
  });

  app.get(WPS.systemCountry, async (request) => {
    const { merchant, data } = merchantOf(request);
    return ok({
      countryCode: merchant.country.code,
      countryDialingCode: merchant.country.dialingCode,
      currency: merchant.currency.code,
      currencySymbol: merchant.currency.symbol,
      currencyPosition: merchant.currency.position,
      countries: data.countries.length
        ? data.countries
        : [{ code: merchant.country.code, dialingCode: merchant.country.dialingCode, name: merchant.country.code }],
      ip: request.ip,
    });
  });

  // The host's affiliate and the merchant's speed domains come from sandbox.json "domainRoute".
  app.get(WPS.systemDomainRoute, async (request) => {
    parse(z.object({ device: z.literal('MOBILE').optional() }), queryOf(request), 'query');
    const { merchant, data } = merchantOf(request);
    const affiliate = data.domainRoute.affiliates.find((row) => row.host === request.hostname.toLowerCase());
    return ok({
      domains: merchant.domains.map((host) => `https://${host}`),
      canonical: `https://${merchant.domains[0]}`,
      imageCDNs: [originOf(request)],
      apiBaseUrl: merchant.api.baseUrl,
      affiliateCode: affiliate?.affiliateCode ?? null,
      referralCode: affiliate?.referralCode ?? null,
      speedDomains: data.domainRoute.speedDomains,
    });
  });

  // The web app manifest itself (not in the envelope), as the app reads short_name from it.
  app.get(WPS.systemManifest, async (request, reply) => {
    const { merchantCode } = parse(
      z.object({ merchantCode: z.string().optional(), _: z.string().optional() }),
      queryOf(request),
      'query',
    );
    const { merchant, data } = merchantOf(request);
    if (merchantCode !== undefined && merchantCode !== merchant.merchantCode)
      throw new ApiError(400, 'bad.request', `merchantCode: "${merchantCode}" is not the merchant of this host`);
    // An operator may name the app otherwise than the build did (sandbox.json "manifest").
    return reply.type('application/manifest+json').send({ ...buildWebManifest(merchant), ...data.manifest });
  });

  // Fallback of event tracking (SPEC 4): the query carries the event; it is kept for GET /__sandbox/events.
  app.get(WPS.systemTestPing, async (request) => {
    merchantOf(request).record({ at: sandbox.now(), via: 'ping', data: queryOf(request) });
    return ok({ pong: true, time: sandbox.now() });
  });

  // navigator.sendBeacon posts text/plain JSON {merchant, value}.
  app.post(WPS.systemCollect, async (request) => {
    const state = merchantOf(request);
    const input = parse(collectSchema, readBody(request, sandbox));
    if (input.merchant !== state.merchant.merchantCode)
      throw new ApiError(400, 'bad.request', `merchant: "${input.merchant}" is not the merchant of this host`);
    // Field reports (issue 44) are kept apart from the tracked events, as an operator's backend files them.
    if (isFieldReport(input.value))
      state.recordField({ at: sandbox.now(), ...parse(fieldReportSchema, input.value, 'value') });
    else state.record({ at: sandbox.now(), via: 'collect', data: input.value });
    return ok(true);
  });
}
