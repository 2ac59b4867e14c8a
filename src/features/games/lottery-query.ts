// SPEC 2 "/m/launchGame" and SPEC 7 "Game launch": the lottery launch payload from the page's query.
// Readings (docs/decisions.md): playType SEA_Tradition_Mobile selects the variant form (lottoMode), any
// other value the LOTT form; prize_mode becomes lottoPrizeMode; the view is the lobby when code is 'lobby',
// else the lottoView parameter, else betting; the language is the page's, VI when none is known.
import { LOTTERY_DEFAULT_LANGUAGE } from '../../config/constants';
import { isLanguageCode } from '../../config/languages';
import type { LaunchQuery } from '../../flows/games/api';
import { safeGoTarget } from '../../lib/routing/go-target';
import { HOME_PATH } from '../../config/routes';

const LOTTERY_AREA = 'VN';
const LOTTERY_LOBBY_CODE = 'lobby';
const SEA_TRADITION_MOBILE = 'SEA_Tradition_Mobile';

export interface LotteryContext {
  /** The language the app shows now; undefined when unknown. */
  language?: string | undefined;
  /** Merchant name, the lottery's page title. */
  title: string;
  /** The member's VIP label name. */
  labelName?: string | undefined;
}

export type LotteryView = 'lobby' | 'betting';

export function lotteryView(code: string, requested: string | null): LotteryView {
  if (code === LOTTERY_LOBBY_CODE) return 'lobby';
  return requested === 'lobby' || requested === 'betting' ? requested : 'betting';
}

export function lotteryLaunchQuery(search: URLSearchParams, context: LotteryContext): LaunchQuery {
  const code = search.get('code')?.trim() || LOTTERY_LOBBY_CODE;
  const variant = search.get('playType') === SEA_TRADITION_MOBILE;
  const requestedLanguage = search.get('language')?.toUpperCase();
  const language = isLanguageCode(requestedLanguage)
    ? requestedLanguage
    : isLanguageCode(context.language)
      ? context.language
      : LOTTERY_DEFAULT_LANGUAGE;
  return {
    lottoArea: LOTTERY_AREA,
    ...(variant ? { lottoMode: SEA_TRADITION_MOBILE } : { launchMode: 'LOTT' }),
    lottoPrizeMode: search.get('prize_mode') || undefined,
    lottoGameCode: code,
    lottoView: lotteryView(code, search.get('lottoView')),
    device: 'MOBILE',
    // The game's back link: only an app path of this site (SPEC 5 deep-link rule).
    backUrl: safeGoTarget(search.get('backUrl')) ?? HOME_PATH,
    hasLobby: true,
    language,
    title: context.title,
    labelName: context.labelName || undefined,
  };
}
