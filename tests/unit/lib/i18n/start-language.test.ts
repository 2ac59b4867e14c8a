import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@/config/languages';
import { startLanguage, type LanguageSources } from '@/lib/i18n/start-language';

const luckystar = { enabled: ['EN', 'TY', 'CN', 'JA', 'PT-BR', 'UR'] as LanguageCode[], page: 'EN' as LanguageCode };
const decide = (sources: Omit<LanguageSources, 'enabled' | 'page'>) => startLanguage({ ...luckystar, ...sources });

// SPEC 4 "Language": the first row that names a language the merchant enables wins.
describe('the start language (first visit and later)', () => {
  it.each<[string, Omit<LanguageSources, 'enabled' | 'page'>, LanguageCode, string]>([
    ['nothing known: the page language', {}, 'EN', 'page'],
    ['the browser alone', { browser: ['ja-JP', 'en-US'] }, 'JA', 'browser'],
    ['a browser language the merchant lacks, then one it has', { browser: ['de-DE', 'zh-CN'] }, 'CN', 'browser'],
    ['no browser language enabled', { browser: ['de-DE', 'ko-KR'] }, 'EN', 'page'],
    ['a stored choice wins over the browser', { stored: 'TY', browser: ['ja-JP'] }, 'TY', 'stored'],
    ['a stored choice wins over the server language', { stored: 'TY', member: 'JA', browser: ['ja'] }, 'TY', 'stored'],
    ['the server language wins over the browser', { member: 'UR', browser: ['ja-JP'] }, 'UR', 'member'],
    ['a stored choice the merchant no longer enables is skipped', { stored: 'KO', browser: ['ja'] }, 'JA', 'browser'],
    ['a server language the merchant does not enable is skipped', { member: 'VI', browser: ['ja'] }, 'JA', 'browser'],
    ['a stored value that is no code is skipped', { stored: '<script>', member: 'JA' }, 'JA', 'member'],
    ['a server language in lower case', { member: 'pt-br' }, 'PT-BR', 'member'],
    ['a server value that is no string', { member: { language: 'JA' }, browser: ['zh-TW'] }, 'CN', 'browser'],
  ])('%s', (_, sources, language, reason) => {
    expect(decide(sources)).toEqual({ language, reason });
  });

  it("reads the browser's languages in its order, each before its other variant", () => {
    // pt-PT on a merchant with PT-BR only: the reader of one reads the other, before the next language.
    expect(decide({ browser: ['pt-PT', 'en'] })).toEqual({ language: 'PT-BR', reason: 'browser' });
    expect(decide({ browser: 'ur-Latn-PK' })).toEqual({ language: 'UR', reason: 'browser' });
  });
});
