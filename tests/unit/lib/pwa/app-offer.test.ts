import { describe, expect, it } from 'vitest';
import { appDevice, downloadBarOfferedOn, installOfferedOn } from '@/lib/pwa/app-offer';

describe('the device (SPEC 9: desktop breakpoint width above 768)', () => {
  it('a phone or tablet is one at any width', () => {
    expect(appDevice(true, 360)).toBe('phone');
    expect(appDevice(true, 1280)).toBe('phone');
  });

  it('anything else is a desktop above 768, a narrow window at 768 or less', () => {
    expect(appDevice(false, 769)).toBe('desktop');
    expect(appDevice(false, 1280)).toBe('desktop');
    expect(appDevice(false, 768)).toBe('narrowWindow');
    expect(appDevice(false, 360)).toBe('narrowWindow');
  });
});

describe('template.desktop_app_feature', () => {
  it('the install prompt shows on a desktop only with the setting on', () => {
    expect(installOfferedOn('desktop', true)).toBe(true);
    expect(installOfferedOn('desktop', false)).toBe(false);
  });

  it('the install prompt shows on phones and narrow windows either way', () => {
    for (const feature of [true, false]) {
      expect(installOfferedOn('phone', feature)).toBe(true);
      expect(installOfferedOn('narrowWindow', feature)).toBe(true);
    }
  });

  it('the download bar shows on a desktop only with the setting on, on a phone always', () => {
    expect(downloadBarOfferedOn('desktop', true)).toBe(true);
    expect(downloadBarOfferedOn('desktop', false)).toBe(false);
    expect(downloadBarOfferedOn('phone', false)).toBe(true);
    expect(downloadBarOfferedOn('phone', true)).toBe(true);
  });

  it('the download bar never shows in a narrow desktop window (no native app for it, no desktop offer)', () => {
    expect(downloadBarOfferedOn('narrowWindow', true)).toBe(false);
    expect(downloadBarOfferedOn('narrowWindow', false)).toBe(false);
  });
});
