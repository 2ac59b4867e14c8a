// @vitest-environment happy-dom
// SPEC 4 "Language" at start: a page rendered in the default language switches to the player's language.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from '@/config/languages';
import { PAGE_CATALOGUE_ID } from '@/lib/i18n/page-catalogue';
import { STORAGE_KEYS } from '@/lib/storage/keys';

const merchant = { language: 'EN', languages: ['EN', 'JA', 'TY', 'UR'] } as {
  language: LanguageCode;
  languages: LanguageCode[];
};
const browserSpeaks = (...tags: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(tags);

/** The catalogue loader answers when the test says, recording what was asked (passed in: no module mock). */
const loader = { ensure: (_language: string): Promise<void> => Promise.resolve() };
const load = (language: LanguageCode) => loader.ensure(language);

function controlledCatalogues() {
  const asked: LanguageCode[] = [];
  const answers = new Map<LanguageCode, () => void>();
  loader.ensure = (language) =>
    new Promise<void>((resolve) => {
      asked.push(language as LanguageCode);
      answers.set(language as LanguageCode, resolve);
    });
  return { asked, answer: (language: LanguageCode) => answers.get(language)!() };
}

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  sessionStorage.clear();
  // The page was rendered in English: the store starts with the page's language.
  document.body.innerHTML = `<script type="application/json" id="${PAGE_CATALOGUE_ID}">{"language":"EN","catalogue":{}}</script>`;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('applyLanguage', () => {
  it("loads the language's catalogue, then switches", async () => {
    const catalogues = controlledCatalogues();
    const { $language } = await import('@/stores/language');
    const { applyLanguage } = await import('@/flows/session/language-choice');
    const switched = applyLanguage('JA', load);
    await vi.waitFor(() => expect(catalogues.asked).toEqual(['JA']));
    expect($language.get()).toBe('EN');
    catalogues.answer('JA');
    await switched;
    expect($language.get()).toBe('JA');
  });

  it('lets the later of two switches win, even when the earlier catalogue arrives last', async () => {
    const catalogues = controlledCatalogues();
    const { $language } = await import('@/stores/language');
    const { applyLanguage } = await import('@/flows/session/language-choice');
    const first = applyLanguage('JA', load);
    await vi.waitFor(() => expect(catalogues.asked).toEqual(['JA']));
    const second = applyLanguage('TY', load);
    await vi.waitFor(() => expect(catalogues.asked).toEqual(['JA', 'TY']));
    catalogues.answer('TY');
    await second;
    catalogues.answer('JA');
    await first;
    expect($language.get()).toBe('TY');
  });

  it('keeps the choice the switcher remembers in local storage', async () => {
    const { rememberLanguage } = await import('@/flows/session/language-choice');
    rememberLanguage('TY');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('TY');
  });
});

describe('chooseLanguage', () => {
  it('stores the choice before the catalogue loads: member info arriving meanwhile keeps it', async () => {
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    loader.ensure = (language) => (asked.push(language), loaded);
    const { $language } = await import('@/stores/language');
    const { chooseLanguage } = await import('@/flows/session/language-choice');
    const { $member } = await import('@/stores/session');
    const { followStartLanguage } = await import('@/flows/session/follow-language');
    followStartLanguage(merchant, load);
    const chosen = chooseLanguage('JA', load);
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('JA');
    // The member centre's member info, with the server's language, comes while JA loads.
    $member.set({ language: 'EN' } as never);
    await vi.waitFor(() => expect(asked).toContain('JA'));
    release();
    await chosen;
    await vi.waitFor(() => expect($language.get()).toBe('JA'));
    expect($language.get()).toBe('JA');
  });

  it('puts the earlier choice back when the catalogue fails to load', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'TY');
    loader.ensure = () => Promise.reject(new Error('offline'));
    const { $language } = await import('@/stores/language');
    const { chooseLanguage } = await import('@/flows/session/language-choice');
    await expect(chooseLanguage('JA', load)).rejects.toThrow('offline');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('TY');
    expect($language.get()).toBe('EN');
  });
});

describe('followStartLanguage', () => {
  const start = async () => {
    const catalogues = controlledCatalogues();
    const { $language } = await import('@/stores/language');
    const { $member } = await import('@/stores/session');
    const { followStartLanguage } = await import('@/flows/session/follow-language');
    followStartLanguage(merchant, load);
    return { catalogues, $language, $member };
  };

  it("opens in the browser's language on a first visit, without storing it as the player's choice", async () => {
    browserSpeaks('ja-JP', 'en-US');
    const { catalogues, $language } = await start();
    await vi.waitFor(() => expect(catalogues.asked).toEqual(['JA']));
    catalogues.answer('JA');
    await vi.waitFor(() => expect($language.get()).toBe('JA'));
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
  });

  it('keeps the stored choice over the browser', async () => {
    browserSpeaks('ja-JP');
    localStorage.setItem(STORAGE_KEYS.language, 'TY');
    const { catalogues } = await start();
    await vi.waitFor(() => expect(catalogues.asked).toEqual(['TY']));
  });

  it("follows the member's server language when member info arrives, unless the player chose one", async () => {
    browserSpeaks('en-US');
    const { catalogues, $language, $member } = await start();
    $member.set({ userName: 'player1', language: 'UR' });
    await vi.waitFor(() => expect(catalogues.asked).toEqual(['UR']));
    catalogues.answer('UR');
    await vi.waitFor(() => expect($language.get()).toBe('UR'));

    // The player then chose English with the switcher: a later server language changes nothing.
    localStorage.setItem(STORAGE_KEYS.language, 'EN');
    $member.set({ userName: 'player1', language: 'JA' });
    await vi.waitFor(() => expect(catalogues.asked).toEqual(['UR', 'EN']));
    catalogues.answer('EN');
    await vi.waitFor(() => expect($language.get()).toBe('EN'));
  });

  it("reads this session's stored member info at once when the page has a token", async () => {
    browserSpeaks('en-US');
    sessionStorage.setItem(STORAGE_KEYS.sessionInfo, JSON.stringify({ token: 't1', merchantCode: 'LUCKYSTAR' }));
    sessionStorage.setItem(STORAGE_KEYS.memberInfo, JSON.stringify({ userName: 'player1', language: 'TY' }));
    const { catalogues } = await start();
    await vi.waitFor(() => expect(catalogues.asked).toEqual(['TY']));
  });

  it('loads nothing when the start language is the one shown', async () => {
    browserSpeaks('de-DE');
    const { catalogues, $language } = await start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(catalogues.asked).toEqual([]);
    expect($language.get()).toBe('EN');
  });
});
