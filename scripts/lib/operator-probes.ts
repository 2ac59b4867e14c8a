// What check:operator sends with each declared call that changes no state, or why it does not make it.
// The inputs live here, not in the declarations: every byte of an api.ts ships to phones.
import type { z } from 'zod';
import type { Merchant } from '../../src/config/schema/merchant';
import type { OperatorCall } from '../../src/lib/api/call';
import type { ANSWERS, AnswerName } from '../../src/lib/api/contract/answers';
import { ANNOUNCEMENT_TYPES } from '../../src/lib/api/contract/content-answers';
import type { Query } from '../../src/lib/api/request';
import { captchaCall, countriesCall } from '../../src/features/auth/api';
import { chatAuthKeyCall } from '../../src/features/chat/api';
import { gameMatchesCall, gameVendorsCall } from '../../src/features/games/api';
import { rankListCall } from '../../src/features/home/api';
import { serviceNoticesCall } from '../../src/features/member/api';
import { downloadSettingCall, operatorManifestCall } from '../../src/features/pwa/api';
import { promotionCategoriesCall } from '../../src/features/promotions/api';
import { systemStatusCall } from '../../src/features/status/api';
import { announcementsCall, availablePromotionsCall } from '../../src/flows/content/api';
import {
  customerServiceScriptCall,
  depositSettingsCall,
  launchChatCall,
  unreadCountCall,
} from '../../src/flows/customer-service/api';
import {
  favouriteGamesCall,
  gameListCall,
  hotGamesCall,
  lanesCall,
  launchGameCall,
  recentGamesCall,
  trialLaunchCall,
} from '../../src/flows/games/api';
import { memberInfoCall, rankProgressCall, rsaKeyCall } from '../../src/flows/session/api';
import { domainRouteCall, promoCodeEnableCall, usernameCheckCall } from '../../src/flows/sign-in/api';
import { telegramSettingCall } from '../../src/flows/sign-in/social/api';

type AnswerOf<Call extends OperatorCall> = Call['answer'] extends AnswerName
  ? z.output<(typeof ANSWERS)[Call['answer']]>
  : unknown;

export interface ProbeContext {
  /** The API's base URL as given on the command line. */
  readonly baseUrl: URL;
  readonly language: string;
  readonly now: number;
  /** The merchant's settings when --merchant named a folder of merchants/. */
  readonly merchant: Merchant | undefined;
  /** The value of a call made earlier in this run, when it answered as expected. */
  answerOf<Call extends OperatorCall>(call: Call): AnswerOf<Call> | undefined;
}

/** Why a call is not made: for good, or in this run because its query needs an answer the run did not get. */
export class Skip {
  constructor(readonly reason: string) {}
}

/** A call the check makes with this query (or skips, when the query needs what this run did not get). */
interface Made {
  readonly query: (context: ProbeContext) => Query | Skip;
}

export type Probe = Made | Skip;

const none = { query: () => ({}) } satisfies Made;
const skipped = (reason: string) => new Skip(reason);

/** A user name no member has: the check asks whether it is free (SPEC 4 rules: 4-16 letters and digits). */
const UNUSED_USERNAME = 'checkoperator1';

/** Public calls first, then member calls; a call whose query reads another's answer comes after it. */
export const PROBES: ReadonlyMap<OperatorCall, Probe> = new Map<OperatorCall, Probe>([
  [rsaKeyCall, none],
  [
    systemStatusCall,
    { query: ({ baseUrl }) => ({ device: 'MOBILE', originalDomain: baseUrl.hostname, url: baseUrl.href }) },
  ],
  [domainRouteCall, { query: () => ({ device: 'MOBILE' }) }],
  [countriesCall, none],
  [captchaCall, { query: ({ now }) => ({ t: now }) }],
  [usernameCheckCall, { query: () => ({ username: UNUSED_USERNAME }) }],
  [promoCodeEnableCall, none],
  [
    telegramSettingCall,
    {
      query: ({ merchant }) =>
        merchant && !merchant.flags.TELEGRAMLOGIN3
          ? skipped('the merchant offers no Telegram sign-in (TELEGRAMLOGIN3 is off in its merchant.json)')
          : {},
    },
  ],
  [customerServiceScriptCall, none],
  [announcementsCall, { query: () => ({ types: ANNOUNCEMENT_TYPES.join(','), platform: 'MOBILE' }) }],
  [availablePromotionsCall, none],
  [promotionCategoriesCall, none],
  [downloadSettingCall, { query: ({ baseUrl }) => ({ domain: baseUrl.hostname }) }],
  [lanesCall, { query: () => ({ platform: 'html5' }) }],
  [gameListCall, { query: () => ({ page: 1, size: 50 }) }],
  [hotGamesCall, none],
  [
    gameVendorsCall,
    {
      query: ({ answerOf }) => {
        const category = answerOf(lanesCall)?.[0]?.category;
        return category ? { category } : skipped(`needs a lane's category from ${lanesCall.path}, which gave none`);
      },
    },
  ],
  [gameMatchesCall, none],
  [rankListCall, none],
  [
    trialLaunchCall,
    {
      query: ({ answerOf }) => {
        const game = answerOf(gameListCall)?.list.find((listed) => listed.freeplay);
        return game
          ? { gameId: game.gameId, nodeId: game.nodeId ?? undefined, platform: 'html5' }
          : skipped(`needs a game with trial play from ${gameListCall.path}, which gave none`);
      },
    },
  ],
  [
    operatorManifestCall,
    skipped('a web app manifest outside the {success, value} envelope: the app reads it without the request layer'),
  ],
  [memberInfoCall, none],
  [rankProgressCall, none],
  [unreadCountCall, none],
  [depositSettingsCall, none],
  [recentGamesCall, none],
  [favouriteGamesCall, none],
  [serviceNoticesCall, none],
  [chatAuthKeyCall, none],
  [launchChatCall, { query: ({ language }) => ({ b2c: 1, title: 'Chat', backUrl: '/m/home', language }) }],
  [
    launchGameCall,
    skipped(
      'opens a game session for the member (the sandbox records a recent game); the trial launch checks the same answer',
    ),
  ],
]);
