import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/config/languages';
import { captchaLanguage, isCaptchaLanguageCode } from '@/lib/i18n/captcha-language';

describe('captcha language code (SPEC 5)', () => {
  it('is at most 6 characters of letters, digits or hyphens', () => {
    expect(isCaptchaLanguageCode('zh-cn')).toBe(true);
    expect(isCaptchaLanguageCode('zho-hk')).toBe(true);
    expect(isCaptchaLanguageCode('abc123')).toBe(true);
    expect(isCaptchaLanguageCode('zh-cn-x')).toBe(false);
    expect(isCaptchaLanguageCode('zh_cn')).toBe(false);
    expect(isCaptchaLanguageCode('en<>')).toBe(false);
    expect(isCaptchaLanguageCode('')).toBe(false);
    expect(isCaptchaLanguageCode(undefined)).toBe(false);
  });

  it('always yields a valid code for every spec language, in both versions', () => {
    for (const code of LANGUAGE_CODES) {
      expect(isCaptchaLanguageCode(captchaLanguage(code))).toBe(true);
      expect(isCaptchaLanguageCode(captchaLanguage(code, 'v4'))).toBe(true);
    }
  });
});

describe('captcha languages (SPEC 9)', () => {
  it.each([
    ['CN', 'zh-cn'],
    ['TW', 'zh-tw'],
    ['EN', 'en'],
    ['JA', 'ja'],
    ['KO', 'ko'],
    ['ID', 'id'],
    ['ES', 'es'],
    ['TH', 'th'],
    ['VI', 'vi'],
    ['TA', 'ta'],
    ['RU', 'ru'],
    ['PT', 'pt-pt'],
    ['PT-BR', 'pt-pt'],
    ['FR', 'fr'],
    ['TR', 'tr'],
    ['BN', 'bn'],
  ])('maps %s to %s', (code, expected) => {
    expect(captchaLanguage(code)).toBe(expected);
  });

  it('accepts spec codes in any case', () => {
    expect(captchaLanguage(' cn ')).toBe('zh-cn');
    expect(captchaLanguage('pt-br')).toBe('pt-pt');
  });

  it('passes the vendor codes no spec code reaches, like zh-hk', () => {
    expect(captchaLanguage('zh-HK')).toBe('zh-hk');
    expect(captchaLanguage('ar')).toBe('ar');
  });

  it('falls back to en for languages the captcha lacks and for invalid values', () => {
    for (const value of [
      'HI',
      'KM',
      'MY',
      'TY',
      'UR',
      'UR-LA',
      'MS',
      'NE',
      'TE',
      'SW',
      'KK',
      'LO',
      'xx',
      'zh-cn-extra',
      '<script>',
      '',
      '  ',
      undefined,
      null,
    ]) {
      expect(captchaLanguage(value)).toBe('en');
    }
  });

  it('uses the three-letter codes for captcha v4, else eng', () => {
    expect(captchaLanguage('CN', 'v4')).toBe('zho');
    expect(captchaLanguage('TW', 'v4')).toBe('zho-tw');
    expect(captchaLanguage('JA', 'v4')).toBe('jpn');
    expect(captchaLanguage('zho-hk', 'v4')).toBe('zho-hk');
    expect(captchaLanguage('TH', 'v4')).toBe('eng');
    expect(captchaLanguage('zh-cn', 'v4')).toBe('eng');
    expect(captchaLanguage(undefined, 'v4')).toBe('eng');
  });
});
