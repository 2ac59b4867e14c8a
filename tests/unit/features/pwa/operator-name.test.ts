// @vitest-environment happy-dom
// Issue 27: the prompts name the app as the operator's manifest does (SPEC 7 "System", SPEC 5's 13-character
// rule), validated for a one-line title, else by the build's name; never waiting more than 1.5 s for it.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { h } from '../../features/render';
import BottomPrompt from '@/features/pwa/install/BottomPrompt';
import {
  APP_NAME_MAX_LENGTH,
  OPERATOR_NAME_WAIT_MS,
  appNameText,
  fetchAppName,
  operatorAppName,
} from '@/features/pwa/operator-name';

const merchant = { name: 'Saigon Lotto Club', shortName: 'SaigonLotto', merchantCode: 'SGLOTTO', apiBaseUrl: '' };
const BUILD_NAME = 'SaigonLotto';

describe("the operator's name by SPEC 5", () => {
  it('takes a name of 12 characters in full, and the short name for one of 13', () => {
    expect(operatorAppName({ name: 'Twelve chars', short_name: 'Short' })).toBe('Twelve chars');
    expect(operatorAppName({ name: 'Thirteen char', short_name: 'Short' })).toBe('Short');
    expect(operatorAppName({ name: '  Twelve chars  ', short_name: 'Short' })).toBe('Twelve chars');
  });

  it('names nothing when the manifest does not: not an object, no name, a long name without a short name', () => {
    for (const manifest of [null, 'Lucky', 42, [], {}, { name: 7, short_name: 'Short' }, { name: 'Thirteen char' }])
      expect(operatorAppName(manifest)).toBeUndefined();
  });
});

describe('a name fit for a one-line title', () => {
  it('is a trimmed string of 1 to 45 characters', () => {
    expect(appNameText(' Arena TH ')).toBe('Arena TH');
    expect(appNameText('x'.repeat(APP_NAME_MAX_LENGTH))).toHaveLength(45);
    expect(APP_NAME_MAX_LENGTH).toBe(45);
    for (const hostile of ['x'.repeat(46), 'x'.repeat(1000), '', '   ', undefined, null, 12, { name: 'x' }, ['x']])
      expect(appNameText(hostile)).toBeUndefined();
  });

  it('has no line breaks, control characters or bidi overrides', () => {
    for (const hostile of ['Lucky\nStar', 'Lucky\r\nStar', 'Lucky\u2028Star', 'Lucky\u0000Star', 'Lucky\u202EStar'])
      expect(appNameText(hostile)).toBeUndefined();
    expect(appNameText('ลัคกี้ สตาร์')).toBe('ลัคกี้ สตาร์');
  });

  it('keeps markup as text, which the prompt renders escaped', () => {
    const markup = '<img src=x onerror=alert(1)>';
    expect(operatorAppName({ name: 'A very long operator name', short_name: markup })).toBe(markup);
    const html = renderToStaticMarkup(
      h(BottomPrompt, {
        name: markup,
        t: (key, values) => `${key} ${values?.['name']}`,
        leaving: false,
        onCancel() {},
        onAgree() {},
      }),
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
  });
});

describe('GET /wps/system/manifest.json', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_700_000_000_000 }));
  afterEach(() => vi.useRealTimers());

  const answering = (body: string, status = 200) =>
    vi.fn<typeof fetch>(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));

  it("is asked with merchantCode, a cache-busting _ and the Merchant header; the operator's name wins", async () => {
    const fetcher = answering(JSON.stringify({ name: 'Saigon Lotto VN', short_name: 'SGL' }));
    await expect(fetchAppName({ ...merchant, apiBaseUrl: 'https://api.example' }, fetcher)).resolves.toBe('SGL');
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe('https://api.example/wps/system/manifest.json?merchantCode=SGLOTTO&_=1700000000000');
    expect(init?.headers).toEqual({ Merchant: 'SGLOTTO' });
  });

  it("falls back to the build's name by the same rule: failure, error status, non-JSON, unfit answer", async () => {
    const failing = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchAppName(merchant, failing)).resolves.toBe(BUILD_NAME);
    await expect(fetchAppName(merchant, answering('{"name":"Other"}', 500))).resolves.toBe(BUILD_NAME);
    await expect(fetchAppName(merchant, answering('<html>oops</html>'))).resolves.toBe(BUILD_NAME);
    await expect(fetchAppName(merchant, answering('{"name":"Evil\\nName"}'))).resolves.toBe(BUILD_NAME);
    const short = { ...merchant, name: 'Siam Arena', shortName: 'SiamArena' };
    await expect(fetchAppName(short, answering('null'))).resolves.toBe('Siam Arena');
  });

  it("waits 1500 ms at most, then names the app by the build's name and aborts the call", async () => {
    let signal: AbortSignal | undefined;
    const hanging = vi.fn<typeof fetch>((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    let named: string | undefined;
    void fetchAppName(merchant, hanging).then((name) => (named = name));
    await vi.advanceTimersByTimeAsync(OPERATOR_NAME_WAIT_MS - 1);
    expect(named).toBeUndefined();
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(named).toBe(BUILD_NAME);
    expect(signal?.aborted).toBe(true);
    expect(OPERATOR_NAME_WAIT_MS).toBe(1500);
  });
});
