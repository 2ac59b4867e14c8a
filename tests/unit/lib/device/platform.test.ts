import { describe, expect, it } from 'vitest';
import { inNativeApp, iosVersion, isIPad, isStandalone } from '@/lib/device/platform';

const ios = (version: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.4 Mobile/15E148 Safari/604.1`;
const ipad = (version: string) => `Mozilla/5.0 (iPad; CPU OS ${version} like Mac OS X) AppleWebKit/605.1.15`;
const android =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15';

describe('iOS version from the user agent', () => {
  it('reads iPhone, iPad and iPod versions', () => {
    expect(iosVersion(ios('16_4'))).toEqual([16, 4]);
    expect(iosVersion(ipad('13_2_1'))).toEqual([13, 2]);
    expect(iosVersion('Mozilla/5.0 (iPod touch; CPU iPhone OS 12 like Mac OS X)')).toEqual([12, 0]);
  });

  it('is undefined on other platforms, including desktop Safari', () => {
    expect(iosVersion(android)).toBeUndefined();
    expect(iosVersion(mac)).toBeUndefined();
  });
});

describe('iPad', () => {
  it('is an iPad user agent, or a Mac with a touch screen (iPadOS 13+)', () => {
    expect(isIPad(ipad('12_0'), 0)).toBe(true);
    expect(isIPad(mac, 5)).toBe(true);
    expect(isIPad(mac, 0)).toBe(false);
    expect(isIPad(ios('17_0'), 5)).toBe(false);
  });
});

describe('native app shell', () => {
  it('is inApp=1 or inApp=true, and nothing else', () => {
    expect(inNativeApp('?inApp=1')).toBe(true);
    expect(inNativeApp('?a=b&inApp=true')).toBe(true);
    for (const search of ['', '?inApp=0', '?inApp=false', '?inapp=1', '?inApp='])
      expect(inNativeApp(search), search).toBe(false);
  });
});

describe('installed PWA', () => {
  const win = (standaloneMode: boolean, iosStandalone?: boolean) =>
    ({
      matchMedia: (query: string) => ({ matches: standaloneMode && query === '(display-mode: standalone)' }),
      navigator: { standalone: iosStandalone },
    }) as unknown as Window;
  it('is display-mode standalone or iOS navigator.standalone', () => {
    expect(isStandalone(win(true))).toBe(true);
    expect(isStandalone(win(false, true))).toBe(true);
    expect(isStandalone(win(false, false))).toBe(false);
    expect(isStandalone(win(false))).toBe(false);
  });
});
