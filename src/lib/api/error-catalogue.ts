// SPEC 8 "Error catalogue" as one table: from errorCode / HTTP status / connectivity to a behaviour.
// The request layer acts on the behaviour by raising typed events (api-events.ts); features render them.

export const LOGIN_NOT_SESSION = 'login.not.session';
export const CUSTOMER_NOT_LOGIN = 'customer.not.login';
export const USER_OR_TOKEN_INVALID = 'user.or.token.invalid';
/** Forced logout: session storage cleared, alert in_pls_login, /m/login on confirm (with HTTP 401). */
export const FORCED_LOGOUT_CODES = [
  LOGIN_NOT_SESSION,
  CUSTOMER_NOT_LOGIN,
  USER_OR_TOKEN_INVALID,
  'CUSTOMER_NOT_LOGIN',
] as const;
export const DOMAIN_NOT_AVAILABLE = 'domain_not_available';
export const TOO_MANY_REQUESTS_PREFIX = 'TOO_MANY_REQUEST';

export const LINE_INVALID_TOKEN = 'line_invalid_token';
export const LOGIN_VERIFY_REQUIRED = 'login_verify_required';
export const BIND_CUSTOMER_REQUIRED = 'bind_customer_required';
export const NOT_EXISTS_USER = 'not.exists.user';
export const TELEGRAM_VALIDATE_FAILED = 'telegram_validate_failed';
export const LOGIN_CRED_ERR = 'login.cred.err';
export const TOKEN_IP_DIFFERENT = 'token_ip_different';
/** docs/api.md 2FA verification: a wrong code (value.wrong lists which), or no verification pending. */
export const LOGIN_VERIFY_CODE_ERR = 'login.verify.code.err';
export const LOGIN_VERIFY_EXPIRED = 'login.verify.expired';

/** Codes whose handling belongs to the feature that made the call (SPEC 8 rows for login and social sign-in). */
export const CALLER_HANDLED_CODES = [
  LINE_INVALID_TOKEN,
  LOGIN_VERIFY_REQUIRED,
  BIND_CUSTOMER_REQUIRED,
  NOT_EXISTS_USER,
  TELEGRAM_VALIDATE_FAILED,
  LOGIN_CRED_ERR,
  TOKEN_IP_DIFFERENT,
] as const;

// SPEC 8's push and installations errors: src/lib/pwa/push-errors.ts, which loads with push only.

// SPEC 8 translation keys of the messages the rows show; features import these, never the strings.
export const UNKNOWN_ERROR_KEY = 'unknown_error';
export const NETWORK_OFFLINE_KEY = 'network_offline';
export const NETWORK_ERROR_KEY = 'network_cors_error';
export const PLEASE_LOGIN_KEY = 'in_pls_login';
export const LAUNCH_TIMEOUT_KEY = 'timeout_retry_please';
export const START_GAME_ERROR_KEY = 'label_start_game_error';
export const NOT_SUPPORT_INCOGNITO = 'not_support_incognito';
export const COMING_SOON_KEY = 'coming_soon';
export const POPUP_BLOCKED_KEY = 'popup_blocked';
export const NOTIFICATION_REQUEST_TIPS_KEY = 'notification_request_tips';

export type FailureBehaviour =
  | 'forcedLogout'
  | 'rejectSilently' // HTTP 502
  | 'notAlerted' // TOO_MANY_REQUEST*
  | 'domainNotAvailable'
  | 'handledByCaller'
  | 'notice' // alert titled Notice with the server message, else "Internet lost, please refresh the page"
  | 'networkError' // alert "Network Error / CORS Errors", rethrown
  | 'offlineNotice' // https: network_offline for 1.5 s
  | 'retryThenNotice'; // other failures: retried every 1 s up to 3 times, then the server message or unknown_error

export interface FailureFacts {
  status?: number | undefined;
  errorCode?: string | undefined;
  /** fetch itself failed (DNS, CORS, connection refused). */
  networkFailure?: boolean | undefined;
  online: boolean;
  /** location.protocol of the page, e.g. "https:". */
  protocol: string;
}

const includes = (list: readonly string[], value: string | undefined) => value !== undefined && list.includes(value);

/** SPEC 8's forced-logout row: HTTP 401 or one of its error codes. */
export const isForcedLogout = ({ status, errorCode }: Pick<FailureFacts, 'status' | 'errorCode'>) =>
  status === 401 || includes(FORCED_LOGOUT_CODES, errorCode);

/** The SPEC 8 row that applies, first match wins (the rows are ordered from most to least specific). */
export function classifyFailure(facts: FailureFacts): FailureBehaviour {
  const { status, errorCode } = facts;
  const https = facts.protocol === 'https:';
  if (!facts.online) return https ? 'offlineNotice' : 'networkError';
  if (isForcedLogout(facts)) return 'forcedLogout';
  if (status === 502) return 'rejectSilently';
  if (errorCode?.startsWith(TOO_MANY_REQUESTS_PREFIX)) return 'notAlerted';
  if (errorCode === DOMAIN_NOT_AVAILABLE) return 'domainNotAvailable';
  if (includes(CALLER_HANDLED_CODES, errorCode)) return 'handledByCaller';
  if (!facts.protocol.startsWith('http')) return 'notice';
  if (facts.networkFailure) return 'networkError';
  if (errorCode) return 'notice';
  return 'retryThenNotice';
}
