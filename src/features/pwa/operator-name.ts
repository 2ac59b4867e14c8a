// SPEC 7 "System" and SPEC 5: the app's name as the operator's web manifest gives it, for the prompts that name
// the app. Loaded only when such a prompt is about to show, so a first visit without one never fetches it.
import type { ClientMerchant } from '../../config/client';
import { manifestName } from '../../lib/pwa/manifest';
import { systemClock, type Clock, type TimerHandle } from '../../lib/time/clock';
import { operatorManifestCall } from './api';

/** How long a prompt waits for the operator's answer before it names the app by the build's name. */
export const OPERATOR_NAME_WAIT_MS = 1500;
/** The longest name a prompt's one-line title holds. */
export const APP_NAME_MAX_LENGTH = 45;

type NamedMerchant = Pick<ClientMerchant, 'name' | 'shortName' | 'merchantCode' | 'apiBaseUrl'>;

/** A value fit to name the app in one line of text: a string, trimmed, without line breaks, controls or bidi overrides. */
export function appNameText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim();
  return name && name.length <= APP_NAME_MAX_LENGTH && !/[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u.test(name)
    ? name
    : undefined;
}

/** SPEC 5 on the operator's manifest: its name if under 13 characters, else its short name; undefined when unfit. */
export function operatorAppName(manifest: unknown): string | undefined {
  if (typeof manifest !== 'object' || manifest === null) return undefined;
  const { name, short_name: shortName } = manifest as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return appNameText(manifestName(text(name), text(shortName)));
}

/**
 * The app's name from GET /wps/system/manifest.json (plain fetch: the answer is the manifest itself, not the
 * {success, value} envelope the request layer reads), or the build's name by the same rule when the call fails,
 * answers something unfit or takes longer than OPERATOR_NAME_WAIT_MS.
 */
export function fetchAppName(
  merchant: NamedMerchant,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
  clock: Clock = systemClock,
): Promise<string> {
  const buildName = manifestName(merchant.name, merchant.shortName);
  const controller = new AbortController();
  let timer: TimerHandle | undefined;
  const late = new Promise<string>((resolve) => {
    timer = clock.setTimeout(() => {
      controller.abort();
      resolve(buildName);
    }, OPERATOR_NAME_WAIT_MS);
  });
  const query = new URLSearchParams({ merchantCode: merchant.merchantCode, _: String(clock.now()) });
  const answer = fetcher(`${merchant.apiBaseUrl}${operatorManifestCall.path}?${query}`, {
    headers: { Merchant: merchant.merchantCode },
    signal: controller.signal,
  })
    .then(async (response) => (response.ok ? operatorAppName(await response.json()) : undefined) ?? buildName)
    .catch(() => buildName);
  return Promise.race([answer, late]).finally(() => clock.clearTimeout(timer!));
}

let pageAnswer: Promise<string> | undefined;

/** fetchAppName once per page: every prompt of the page names the app alike. */
export const appName = (merchant: NamedMerchant) => (pageAnswer ??= fetchAppName(merchant));
