// Every route is a static page rendered in the merchant's default language; at start each page switches to
// the language SPEC 4 gives the player (lib/i18n/start-language.ts). Only the switcher stores a choice
// (rememberLanguage). Loaded by page-start after the first paint: no page needs it to show.
import type { ClientMerchant } from '../../config/client';
import { startLanguage } from '../../lib/i18n/start-language';
import type { MemberInfo } from '../../lib/session/session-info';
import { local, session } from '../../lib/storage/guarded-storage';
import { STORAGE_KEYS } from '../../lib/storage/keys';
import { applyLanguage, loadCatalogue, type CatalogueLoader } from './language-choice';
import { $member, currentToken } from '../../stores/session';

type Languages = Pick<ClientMerchant, 'language' | 'languages'>;

/** Switches to the start language; a catalogue that fails to load leaves the page as it is. */
function follow(merchant: Languages, member: MemberInfo | undefined, load: CatalogueLoader): Promise<void> {
  const { language } = startLanguage({
    enabled: merchant.languages,
    page: merchant.language,
    stored: local().getItem(STORAGE_KEYS.language),
    member: member?.language,
    browser: navigator.languages,
  });
  return applyLanguage(language, load).catch(() => undefined);
}

/**
 * The page's start language, then the member's server language whenever member info arrives (a login, the
 * member centre): the stored member info of this session is read at once, so a logged-in page needs no call.
 * Settles once the page shows the start language (or kept its own).
 */
export function followStartLanguage(merchant: Languages, load: CatalogueLoader = loadCatalogue): Promise<void> {
  $member.listen((member) => void (member && follow(merchant, member, load)));
  return follow(
    merchant,
    $member.get() ?? (currentToken() ? session().readJson<MemberInfo>(STORAGE_KEYS.memberInfo) : undefined),
    load,
  );
}
