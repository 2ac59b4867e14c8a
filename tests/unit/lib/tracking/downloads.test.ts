import { describe, expect, it } from 'vitest';
import { isAppDownload } from '@/lib/tracking/downloads';

describe('app downloads (SPEC 4)', () => {
  it.each([
    'https://cdn.example.com/app.apk',
    'https://x.test/profile.mobileconfig',
    'https://x.test/App.IPA',
    '/files/game.APK',
  ])('counts %s', (url) => {
    expect(isAppDownload(url)).toBe(true);
  });

  it('ignores the query and the hash', () => {
    expect(isAppDownload('https://x.test/app.apk?v=2#top')).toBe(true);
    expect(isAppDownload('https://x.test/app.ipa#x')).toBe(true);
    expect(isAppDownload('https://x.test/page?file=app.apk')).toBe(false);
    expect(isAppDownload('https://x.test/page#app.ipa')).toBe(false);
  });

  it('does not count other files or an empty url', () => {
    expect(isAppDownload('https://x.test/app.apk.html')).toBe(false);
    expect(isAppDownload('https://apps.apple.com/app/id1')).toBe(false);
    expect(isAppDownload('https://x.test/app.zip')).toBe(false);
    expect(isAppDownload('')).toBe(false);
    expect(isAppDownload(undefined)).toBe(false);
    expect(isAppDownload(null)).toBe(false);
  });
});
