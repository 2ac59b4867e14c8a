// SPEC 4 "Language": which language a page shows at start. Pages are rendered in the merchant's default
// language; this decides whether the page switches, and why.
import { isLanguageCode, type LanguageCode } from '../../config/languages';
import { bestEnabledLanguage } from './browser-language';

export interface LanguageSources {
  /** The merchant's languages (the default among them). */
  enabled: readonly LanguageCode[];
  /** The merchant's default language, the one the page was rendered in. */
  page: LanguageCode;
  /** The player's choice with the switcher (local storage), as read: anything. */
  stored?: unknown;
  /** A logged-in member's server language (member info `language`), as answered: anything. */
  member?: unknown;
  /** The browser's languages (navigator.languages). */
  browser?: string | readonly string[] | null;
}

/** Why a language was chosen: the first source of the decision table that names an enabled language. */
export type LanguageReason = 'stored' | 'member' | 'browser' | 'page';

const enabledCode = (value: unknown, enabled: readonly LanguageCode[]): LanguageCode | undefined => {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : undefined;
  return isLanguageCode(code) && enabled.includes(code) ? code : undefined;
};

/**
 * The decision table, first match wins: the player's stored choice; else the logged-in member's server
 * language (type 4 members too: theirs is never overwritten, SPEC 6); else the browser's best enabled
 * language; else the page's. A value the merchant does not enable is skipped, never shown.
 */
export function startLanguage({ enabled, page, stored, member, browser }: LanguageSources): {
  language: LanguageCode;
  reason: LanguageReason;
} {
  const chosen = enabledCode(stored, enabled);
  if (chosen) return { language: chosen, reason: 'stored' };
  const server = enabledCode(member, enabled);
  if (server) return { language: server, reason: 'member' };
  const fromBrowser = bestEnabledLanguage(browser, enabled);
  if (fromBrowser) return { language: fromBrowser, reason: 'browser' };
  return { language: page, reason: 'page' };
}
