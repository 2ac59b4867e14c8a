import { describe, expect, it } from 'vitest';
import {
  PIXEL_TRACK_FIELDS,
  pixelTrack,
  pixelTrackQuerySources,
  pixelTrackSettingsSources,
  readFacebookCookies,
} from '@/lib/tracking/pixel-track';

describe('pixelTrack (SPEC 3)', () => {
  it('is null when every id is empty', () => {
    expect(pixelTrack({})).toBeNull();
    expect(pixelTrack({ tid: '', fbc: '   ', fbp: null, gtagId: undefined })).toBeNull();
  });

  it('holds only the ids that are present, trimmed', () => {
    expect(pixelTrack({ tid: ' 42 ', fbc: 'fb.1.2.abc', kw: '', gtmId: 'GTM-1' })).toEqual({
      tid: '42',
      fbc: 'fb.1.2.abc',
      gtmId: 'GTM-1',
    });
  });

  it('is not null with a single id', () => {
    expect(pixelTrack({ utmSource: 'google' })).toEqual({ utmSource: 'google' });
  });

  it('covers every id the spec lists', () => {
    expect(PIXEL_TRACK_FIELDS).toHaveLength(26);
    const all = Object.fromEntries(PIXEL_TRACK_FIELDS.map((field) => [field, `v-${field}`]));
    expect(pixelTrack(all)).toEqual(all);
  });

  it('ignores keys that are not pixelTrack fields', () => {
    expect(pixelTrack({ other: 'x' } as never)).toBeNull();
  });
});

describe('pixelTrack sources', () => {
  it('reads the click ids from the query', () => {
    expect(pixelTrackQuerySources('?tid=7&kwaiclid=k1&kw=word&cid=v9&twclid=t&utm_source=fb&fbclid=ignored')).toEqual({
      tid: '7',
      kwaiClickId: 'k1',
      kw: 'word',
      voluumCid: 'v9',
      twclid: 't',
      utmSource: 'fb',
    });
    expect(pixelTrackQuerySources(new URLSearchParams('obclid=o'))).toEqual({ obclid: 'o' });
  });

  it('reads the pixel ids from the merchant tracking settings', () => {
    const sources = pixelTrackSettingsSources({
      facebookPixelId: 'F',
      tiktokPixelId: '',
      bigoId: 'B',
      propellerId: 'P',
    });
    expect(pixelTrack(sources)).toEqual({ facebookPixelId: 'F', bigo: 'B' });
  });

  it('merges query, cookies and settings into one object', () => {
    const merged = {
      ...pixelTrackSettingsSources({ gtagId: 'G-1' }),
      ...pixelTrackQuerySources('tid=1'),
      ...readFacebookCookies('_fbp=fb.1.1.2'),
    };
    expect(pixelTrack(merged)).toEqual({ gtagId: 'G-1', tid: '1', fbp: 'fb.1.1.2' });
  });
});

describe('readFacebookCookies', () => {
  it('reads _fbc and _fbp', () => {
    expect(readFacebookCookies('a=1; _fbc=fb.1.1700.AbC; _fbp=fb.1.1700.123; b=2')).toEqual({
      fbc: 'fb.1.1700.AbC',
      fbp: 'fb.1.1700.123',
    });
  });

  it('returns nothing when the cookies are absent or empty', () => {
    expect(readFacebookCookies('')).toEqual({});
    expect(readFacebookCookies('_fbc=; x; _fbcx=1; fbp=2')).toEqual({});
  });

  it('decodes encoded values and keeps undecodable ones as they are', () => {
    expect(readFacebookCookies('_fbc=fb.1%2E2; _fbp=%E0%A4%A')).toEqual({ fbc: 'fb.1.2', fbp: '%E0%A4%A' });
  });
});
