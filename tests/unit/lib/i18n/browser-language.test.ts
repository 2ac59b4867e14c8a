import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/config/languages';
import { bestEnabledLanguage, languageFromTag } from '@/lib/i18n/browser-language';

/** With every language enabled, the best one is the first of the browser's languages that maps. */
const browserLanguage = (tags: Parameters<typeof bestEnabledLanguage>[0]) => bestEnabledLanguage(tags, LANGUAGE_CODES);

describe('browser language (SPEC 4)', () => {
  it('maps zh to CN', () => {
    expect(browserLanguage('zh')).toBe('CN');
    expect(browserLanguage('zh-CN')).toBe('CN');
    expect(browserLanguage('zh-Hans-SG')).toBe('CN');
    expect(browserLanguage('zh_cn')).toBe('CN');
  });

  it('maps zh-TW to TW', () => {
    expect(browserLanguage('zh-TW')).toBe('TW');
    expect(browserLanguage('zh-Hant-TW')).toBe('TW');
  });

  it('maps zh-HK to TW', () => {
    expect(browserLanguage('zh-HK')).toBe('TW');
    expect(browserLanguage('zh-hk')).toBe('TW');
  });

  it('maps traditional-script Chinese to TW', () => {
    expect(browserLanguage('zh-Hant')).toBe('TW');
  });

  it('maps Philippine (fil, tl) to TY', () => {
    expect(browserLanguage('fil')).toBe('TY');
    expect(browserLanguage('fil-PH')).toBe('TY');
    expect(browserLanguage('tl-PH')).toBe('TY');
  });

  it('maps pt-BR to PT-BR and other Portuguese to PT', () => {
    expect(browserLanguage('pt-BR')).toBe('PT-BR');
    expect(browserLanguage('pt-br')).toBe('PT-BR');
    expect(browserLanguage('pt-PT')).toBe('PT');
    expect(browserLanguage('pt')).toBe('PT');
  });

  it('maps other languages by their primary subtag', () => {
    expect(browserLanguage('en-US')).toBe('EN');
    expect(browserLanguage('vi-VN')).toBe('VI');
    expect(browserLanguage('th')).toBe('TH');
    expect(browserLanguage('ms-MY')).toBe('MS');
    expect(browserLanguage('my-MM')).toBe('MY');
    expect(browserLanguage('ur-Latn-PK')).toBe('UR-LA');
    expect(browserLanguage('ur-PK')).toBe('UR');
  });

  it('reaches every supported code from its own tag', () => {
    const reached = new Set(
      [
        'zh-CN',
        'zh-TW',
        'en',
        'es',
        'hi',
        'id',
        'ja',
        'km',
        'ko',
        'my',
        'ta',
        'th',
        'vi',
        'fil',
        'ur',
        'pt',
        'pt-BR',
        'ms',
        'bn',
        'tr',
        'fr',
        'ne',
        'ur-Latn',
        'te',
        'ru',
        'sw',
        'kk',
        'lo',
      ].map(languageFromTag),
    );
    expect([...reached].sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it('is undefined for unsupported languages', () => {
    expect(browserLanguage('de-DE')).toBeUndefined();
    expect(browserLanguage('ar')).toBeUndefined();
    expect(browserLanguage('')).toBeUndefined();
    expect(browserLanguage('-')).toBeUndefined();
    expect(browserLanguage(undefined)).toBeUndefined();
    expect(browserLanguage(null)).toBeUndefined();
    expect(browserLanguage([])).toBeUndefined();
  });

  it('does not read country-like primaries as spec codes', () => {
    expect(browserLanguage('tw')).toBeUndefined(); // Twi
    expect(browserLanguage('ty')).toBeUndefined(); // Tahitian
    expect(browserLanguage('cn')).toBeUndefined();
  });

  it('takes the first of the browser languages that maps', () => {
    expect(browserLanguage(['de-DE', 'fr-FR', 'en'])).toBe('FR');
    expect(browserLanguage(['ar', 'zh-HK'])).toBe('TW');
  });
});

describe("the merchant's best enabled language for the browser (SPEC 4 first visit)", () => {
  it('takes the first browser language the merchant enables', () => {
    expect(bestEnabledLanguage(['ja-JP', 'en-US'], ['EN', 'JA'])).toBe('JA');
    expect(bestEnabledLanguage(['de-DE', 'en-US'], ['EN', 'JA'])).toBe('EN');
    expect(bestEnabledLanguage('zh-HK', ['EN', 'TW'])).toBe('TW');
  });

  it("falls back to the same language's other variant before the next browser language", () => {
    expect(bestEnabledLanguage(['pt-BR', 'en'], ['EN', 'PT'])).toBe('PT');
    expect(bestEnabledLanguage(['zh-TW', 'en'], ['EN', 'CN'])).toBe('CN');
    expect(bestEnabledLanguage(['ur-PK', 'en'], ['EN', 'UR-LA'])).toBe('UR-LA');
    expect(bestEnabledLanguage(['pt-BR', 'en'], ['EN', 'PT', 'PT-BR'])).toBe('PT-BR');
  });

  it('is undefined when no browser language is enabled, or the list is empty or not strings', () => {
    expect(bestEnabledLanguage(['de', 'ko'], ['EN', 'TH'])).toBeUndefined();
    expect(bestEnabledLanguage([], ['EN'])).toBeUndefined();
    expect(bestEnabledLanguage(undefined, ['EN'])).toBeUndefined();
    expect(bestEnabledLanguage([42 as unknown as string, 'en'], ['EN'])).toBe('EN');
  });
});
