// SPEC section 9 "Business constants and limits": every number, named once. Times are in milliseconds.

/** Device id length; a stored id of any other length is regenerated. */
export const DEVICE_ID_LENGTH = 36;
/** Device id cookie lifetime in days (SameSite=Lax, on the parent domain). */
export const DEVICE_ID_COOKIE_DAYS = 365;
/**
 * The device-id sync frame is given up after this long (not in SPEC 9: our choice). It is a new origin's DNS,
 * TCP and TLS plus one page of about 1 KB and one message each way: a few round trips, about 2 s on a slow 3G
 * link; 10 s, as SPEC 9's game launch timeout, leaves room for a busy phone, and the frame hides nothing meanwhile.
 */
export const DEVICE_SYNC_TIMEOUT_MS = 10_000;
/** Storage writes larger than this many bytes are refused (1.5 MB). */
export const STORAGE_WRITE_CAP_BYTES = 1.5 * 1024 * 1024;

export const REQUEST_TIMEOUT_MS = 30_000;
export const GAME_LAUNCH_TIMEOUT_MS = 10_000;
export const GAME_LAUNCH_DELAY_MS = 150;
export const PING_ABORT_MS = 15_000;

/** Session cache: default age of an entry, item cap, cleanup period and first cleanup. */
export const SESSION_CACHE_TTL_MS = 180_000;
export const API_CACHE_MAX_ITEMS = 30;
export const API_CACHE_CLEANUP_INTERVAL_MS = 300_000;
export const API_CACHE_FIRST_CLEANUP_MS = 60_000;

/** Login and registration re-entry guard: released this long after the call finishes. */
export const SUBMIT_GUARD_MS = 500;
/**
 * "Remember me" waits this long for IndexedDB and WebCrypto before the page moves on without a saved password (not
 * in SPEC 9: our choice). They answer in milliseconds; a browser where IndexedDB hangs must not hold the login.
 */
export const SAVED_PASSWORD_WAIT_MS = 3_000;

export const BOTTOM_PROMPT_DELAY_MS = 1_000;
export const BOTTOM_PROMPT_TRANSITION_MS = 250;

/** Status and performance timing: reported after, hard stop at. */
export const STATUS_TIMING_REPORT_MS = 5_000;
export const STATUS_TIMING_HARD_STOP_MS = 15_000;

/** Layout: column width = min(window width, height x 9/16) above the desktop breakpoint. */
export const LAYOUT_RATIO = 9 / 16;
export const DESKTOP_BREAKPOINT_PX = 768;

export const MARQUEE_SPEED = 60;
/** Chat setup retries after start. */
export const CHAT_SETUP_RETRIES_MS = [1_000, 3_000] as const;
export const CUSTOMER_SERVICE_SCRIPT_DELAY_MS = 500;
/** Project choice: how long a tap on customer service waits for the page's chat part (idle load + 500 ms) before the operator's chat page. */
export const CHAT_PART_WAIT_MS = 5_000;
export const PUSH_REGISTRATION_DELAY_MS = 10_000;
export const PUSH_TOKEN_REFRESH_AGE_MS = 604_800_000;
export const INSTALLATION_TOKEN_RETRY_MS = 100;
export const INSTALLATION_PENDING_EXPIRY_MS = 10_000;
/** Notification permission is asked at most once per this period (a day). */
export const NOTIFICATION_PROMPT_INTERVAL_MS = 86_400_000;

/** Rate limiter for asynchronous GETs on /wps/*. */
export const RATE_LIMIT_MIN_GAP_MS = 120;
export const RATE_LIMIT_SLACK_MS = 30;
export const RATE_LIMIT_MAX_TRACKED_PATHS = 100;
export const RATE_LIMIT_MAX_CACHED_PATTERNS = 50;
export const RATE_LIMIT_MAX_PATH_LENGTH = 200;

/** Asset hash check: first after start, then hourly (and on return to the tab). */
export const ASSET_CHECK_FIRST_MS = 1_500;
export const ASSET_CHECK_INTERVAL_MS = 3_600_000;

/** Forced refresh: pages that do not reload in place are replaced by /m/home after this delay. */
export const PAGE_REFRESH_DELAY_MS = 200;
/** Loading notices. */
export const LOADING_NOTICE_MS = [5_000, 10_000] as const;
export const INSTALL_PROMPT_POLL_TRIES = 20;
export const INSTALL_PROMPT_POLL_INTERVAL_MS = 150;
/** The manual-install modal (no browser prompt) returns this long after it was closed, not every session. */
export const INSTALL_MODAL_PAUSE_MS = 7 * 24 * 60 * 60 * 1000;
export const FULLSCREEN_CLICK_DEBOUNCE_MS = 250;
export const VISIBILITY_REFRESH_DEBOUNCE_MS = 300;
export const POPUP_WINDOW_WIDTH = 500;
export const POPUP_WINDOW_HEIGHT = 600;
export const POPUP_CLOSE_DETECTION_MS = 8_000;
/** Splash screen: hidden no sooner than this, plus the fade. */
export const SPLASH_MIN_MS = 1_200;
export const SPLASH_FADE_MS = 200;

/** Event tracking: retries with exponential backoff from a base plus random jitter, then the ping fallback. */
export const TRACKING_RETRIES = 3;
export const TRACKING_BACKOFF_BASE_MS = 1_000;
export const TRACKING_MAX_JITTER_MS = 500;
export const TRACKING_FALLBACK_RETRIES = 5;

export const FACEBOOK_COOKIE_DAYS = 90;
export const PUSH_HEARTBEAT_DAYS = 30;
export const PUSH_HEARTBEAT_HEADER_MAX_BYTES = 1_024;
export const SOCIAL_SDK_VERSION = 'v23.0';

export const CONCURRENCY_LIMIT = 10;
export const GAME_LIST_CONCURRENCY_LIMIT = 2;
export const PROFILE_ICON_COUNT_DEFAULT = 9;
export const APP_UPDATE_VERSION_THRESHOLD = '2.4.39';
export const CAPTCHA_MOCK_REFRESH_MS = 60_000;
export const AUTH_TOKEN_MAX_AGE_DEFAULT_S = 300;

/** Popup banners on the home screen (SPEC 2 "Lazily loaded screens"). */
export const POPUP_BANNER_DELAY_MS = 20_000;
export const POPUP_BANNER_GROUPS = ['m_popup1', 'm_popup2'] as const;

/** Lottery launch default language (SPEC 9). */
export const LOTTERY_DEFAULT_LANGUAGE = 'VI';
/** Game category ordinals: first and step (SPEC 9). */
export const CATEGORY_ORDINAL_START = 100;
export const CATEGORY_ORDINAL_STEP = 100;
/** ELOTT also maps ELOTTO and SEA_LOTT at +5; LOTT maps VIETNAM_LOTTO at +1. */
export const ELOTT_ALIAS_OFFSET = 5;
export const LOTT_ALIAS_OFFSET = 1;
/** Captcha language code: at most this many letters, digits or hyphens. */
export const CAPTCHA_LANGUAGE_MAX_LENGTH = 6;
/** Offline notice display time (SPEC 8 "Offline over https"). */
export const OFFLINE_NOTICE_MS = 1_500;
/** How long the a2hs_installing notice shows after the install prompt was accepted (not in SPEC 9: our choice). */
export const INSTALLING_NOTICE_MS = 3_000;
/** "Other failures" are retried this often, this far apart (SPEC 8). */
export const FAILURE_RETRIES = 3;
export const FAILURE_RETRY_INTERVAL_MS = 1_000;
/**
 * Mobile registration default password (SPEC 9 gives it as {secret}: the operator's value is not published).
 * The app and the sandbox share this one; a login with it forces /m/changePsw.
 */
export const MOBILE_DEFAULT_PASSWORD = 'Mobile123';
/** Identity-provider password policy minimum length default. */
export const PASSWORD_MIN_LENGTH_DEFAULT = 6;
/** Replay window of encrypted requests (PROTOCOL.md). */
export const ENCRYPTION_TS_WINDOW_MS = 300_000;

/** The notification-permission modal waits this long on /m/home after the member's page settles (app choice). */
export const NOTIFICATION_PROMPT_DELAY_MS = 3_000;
/** The push topic every member's token is subscribed to (SPEC 4 "token binding (token, 'ALL')"). */
export const PUSH_TOPIC_ALL = 'ALL';
/** An explicit logout waits at most this long for the push unsubscribe that needs the token (app choice). */
export const LOGOUT_PUSH_WAIT_MS = 3_000;

/** A beforeunload whose page is still here this long after was not a leaving (issue 44; app choice). */
export const FIELD_LEAVING_RESET_MS = 10_000;
/** The web-vitals library loads when idle this long after the page, past the first tap's budget (issue 44). */
export const FIELD_VITALS_DELAY_MS = 10_000;
