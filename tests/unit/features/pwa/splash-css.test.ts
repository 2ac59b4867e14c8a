import { describe, expect, it } from 'vitest';
import { SPLASH_FADE_MS, SPLASH_MIN_MS } from '@/config/constants';
import { SPLASH_CSS, SPLASH_DONE_ATTRIBUTE } from '@/features/pwa/splash/splash-css';
import { STARTUP_SCREENS, startupImageMedia, startupImageUrl } from '@/lib/pwa/startup-images';

describe('the splash (SPEC 9 "Splash hide": minimum 1200 ms plus 200)', () => {
  it('uses the spec values', () => {
    expect(SPLASH_MIN_MS).toBe(1200);
    expect(SPLASH_FADE_MS).toBe(200);
  });

  it('stays 1200 ms, then fades over 200 ms, in a standalone window only, on its first page only', () => {
    expect(SPLASH_CSS).toContain('animation:pwa-splash-out 200ms ease-in 1200ms forwards');
    expect(SPLASH_CSS).toMatch(/^\.pwa-splash\{display:none\}@media \(display-mode:standalone\)\{/);
    expect(SPLASH_CSS).toContain(`html:not([${SPLASH_DONE_ATTRIBUTE}]) .pwa-splash{display:flex`);
  });

  it('names one iOS startup image per screen, outside the service worker scope', () => {
    expect(startupImageUrl(STARTUP_SCREENS[0])).toBe('/startup/startup-1290x2796.jpg');
    expect(startupImageMedia({ width: 375, height: 667, ratio: 2 })).toBe(
      '(device-width: 375px) and (device-height: 667px) and (-webkit-device-pixel-ratio: 2) and (orientation: portrait)',
    );
    expect(new Set(STARTUP_SCREENS.map(startupImageUrl)).size).toBe(STARTUP_SCREENS.length);
  });
});
