// SPEC 3 "Analytics event payload" and SPEC 4 "Tracked events": what every pixel and the ping receive.

/** SPEC 3: the payload of a tracked event. Monetary fields are absent for events without an amount. */
export interface AnalyticsPayload {
  customerId?: string;
  customerName?: string;
  revenue?: number;
  value?: number;
  amount?: number;
  currency?: string;
  af_revenue?: number;
  af_currency?: string;
  /** Deduplication id shared by the browser pixel and the server-side event. */
  eventID: string;
}

export interface AnalyticsInput {
  customerId?: string | number | undefined;
  customerName?: string | undefined;
  amount?: number | undefined;
  currency?: string | undefined;
}

// SPEC 4: TLB is reported as PHP.
const CURRENCY_ALIASES: Readonly<Record<string, string>> = { TLB: 'PHP' };
const TRACKING_CURRENCY_LENGTH = 3;

/** SPEC 4: TLB becomes PHP; any other code is cut to its first 3 letters (USDT -> USD). */
export function trackingCurrency(code: string | undefined): string | undefined {
  const normalized = code?.trim().toUpperCase();
  if (!normalized) return undefined;
  return CURRENCY_ALIASES[normalized] ?? normalized.slice(0, TRACKING_CURRENCY_LENGTH);
}

/** A random UUID v4; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function randomEventId(
  cryptoSource: Pick<Crypto, 'getRandomValues'> & { randomUUID?: Crypto['randomUUID'] } = globalThis.crypto,
): string {
  if (typeof cryptoSource.randomUUID === 'function') return cryptoSource.randomUUID();
  const bytes = cryptoSource.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** SPEC 3: one payload; the amount is repeated under each name a pixel reads (revenue, value, af_revenue). */
export function analyticsPayload(input: AnalyticsInput, newEventId: () => string = randomEventId): AnalyticsPayload {
  const payload: AnalyticsPayload = { eventID: newEventId() };
  if (input.customerId !== undefined && input.customerId !== '') payload.customerId = String(input.customerId);
  if (input.customerName) payload.customerName = input.customerName;
  if (input.amount !== undefined && Number.isFinite(input.amount)) {
    payload.revenue = input.amount;
    payload.value = input.amount;
    payload.amount = input.amount;
    payload.af_revenue = input.amount;
  }
  const currency = trackingCurrency(input.currency);
  if (currency) {
    payload.currency = currency;
    payload.af_currency = currency;
  }
  return payload;
}
