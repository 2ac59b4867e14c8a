// SPEC 4 "Language": the player's choice shows at once and, for a member (not type 4), is kept on the server.
import type { ClientMerchant } from '../../config/client';
import type { LanguageCode } from '../../config/languages';
import { syncsLanguage } from '../../lib/session/session-info';
import { saveMemberLanguage } from './api';
import { apiClient } from './page-client';
import { chooseLanguage } from './language-choice';
import { $member, $session, currentToken } from '../../stores/session';

export async function switchLanguage(
  merchant: Pick<ClientMerchant, 'merchantCode' | 'apiBaseUrl'>,
  language: LanguageCode,
): Promise<void> {
  await chooseLanguage(language);
  const type = $member.get()?.type ?? $session.get()?.type;
  if (currentToken() && syncsLanguage(type)) await saveMemberLanguage(apiClient(merchant), language);
}
