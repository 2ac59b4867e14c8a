// SPEC 9 "Business constants and limits", written here as the spec writes them: a constant that drifts
// fails this file even when every test that reads the constant still passes.
import { describe, expect, it } from 'vitest';
import * as C from '@/config/constants';

const SECOND = 1_000;
const MB = 1024 * 1024;

describe('SPEC 9 constants', () => {
  it.each([
    ['Device id length', C.DEVICE_ID_LENGTH, 36],
    ['Device id cookie (days)', C.DEVICE_ID_COOKIE_DAYS, 365],
    ['Storage write cap', C.STORAGE_WRITE_CAP_BYTES, 1.5 * MB],
    ['Request default timeout', C.REQUEST_TIMEOUT_MS, 30 * SECOND],
    ['Game launch timeout', C.GAME_LAUNCH_TIMEOUT_MS, 10000],
    ['Game launch delay', C.GAME_LAUNCH_DELAY_MS, 150],
    ['Ping abort', C.PING_ABORT_MS, 15 * SECOND],
    ['Session cache default', C.SESSION_CACHE_TTL_MS, 180 * SECOND],
    ['API cache items', C.API_CACHE_MAX_ITEMS, 30],
    ['API cache cleanup', C.API_CACHE_CLEANUP_INTERVAL_MS, 300000],
    ['API cache first cleanup', C.API_CACHE_FIRST_CLEANUP_MS, 60 * SECOND],
    ['Login and registration re-entry guard', C.SUBMIT_GUARD_MS, 500],
    ['Bottom prompt delay', C.BOTTOM_PROMPT_DELAY_MS, 1000],
    ['Bottom prompt transition', C.BOTTOM_PROMPT_TRANSITION_MS, 250],
    ['Status and performance timing: reported after', C.STATUS_TIMING_REPORT_MS, 5 * SECOND],
    ['Status and performance timing: hard stop', C.STATUS_TIMING_HARD_STOP_MS, 15 * SECOND],
    ['Layout ratio', C.LAYOUT_RATIO, 9 / 16],
    ['Desktop breakpoint (width above)', C.DESKTOP_BREAKPOINT_PX, 768],
    ['Marquee speed', C.MARQUEE_SPEED, 60],
    ['Customer-service script injection', C.CUSTOMER_SERVICE_SCRIPT_DELAY_MS, 500],
    ['Push registration delay after login', C.PUSH_REGISTRATION_DELAY_MS, 10 * SECOND],
    ['Push token refresh age', C.PUSH_TOKEN_REFRESH_AGE_MS, 604800000],
    ['Installation token retry wait', C.INSTALLATION_TOKEN_RETRY_MS, 100],
    ['Installation registration pending expiry', C.INSTALLATION_PENDING_EXPIRY_MS, 10 * SECOND],
    ['Notification prompt (once per day)', C.NOTIFICATION_PROMPT_INTERVAL_MS, 24 * 60 * 60 * SECOND],
    ['Rate limiter minimum gap', C.RATE_LIMIT_MIN_GAP_MS, 120],
    ['Rate limiter slack', C.RATE_LIMIT_SLACK_MS, 30],
    ['Rate limiter tracked paths', C.RATE_LIMIT_MAX_TRACKED_PATHS, 100],
    ['Rate limiter cached patterns', C.RATE_LIMIT_MAX_CACHED_PATTERNS, 50],
    ['Rate limiter skipped path length (over)', C.RATE_LIMIT_MAX_PATH_LENGTH, 200],
    ['Asset hash check: first', C.ASSET_CHECK_FIRST_MS, 1.5 * SECOND],
    ['Asset hash check: hourly', C.ASSET_CHECK_INTERVAL_MS, 3600000],
    ['Page refresh delay', C.PAGE_REFRESH_DELAY_MS, 200],
    ['Install prompt polling tries', C.INSTALL_PROMPT_POLL_TRIES, 20],
    ['Install prompt polling interval', C.INSTALL_PROMPT_POLL_INTERVAL_MS, 150],
    ['Home-screen fullscreen click debounce', C.FULLSCREEN_CLICK_DEBOUNCE_MS, 250],
    ['Data-refresh debounce on tab visibility', C.VISIBILITY_REFRESH_DEBOUNCE_MS, 300],
    ['Popup window width', C.POPUP_WINDOW_WIDTH, 500],
    ['Popup window height', C.POPUP_WINDOW_HEIGHT, 600],
    ['Popup close detection', C.POPUP_CLOSE_DETECTION_MS, 8 * SECOND],
    ['Splash hide minimum', C.SPLASH_MIN_MS, 1200],
    ['Splash hide plus', C.SPLASH_FADE_MS, 200],
    ['Event tracking retries', C.TRACKING_RETRIES, 3],
    ['Event tracking backoff start', C.TRACKING_BACKOFF_BASE_MS, 1000],
    ['Event tracking jitter (up to)', C.TRACKING_MAX_JITTER_MS, 500],
    ['Event tracking fallback retries', C.TRACKING_FALLBACK_RETRIES, 5],
    ['Facebook cookies _fbc and _fbp (days)', C.FACEBOOK_COOKIE_DAYS, 90],
    ['Push heartbeat kept (days)', C.PUSH_HEARTBEAT_DAYS, 30],
    ['Push heartbeat header (bytes, at most)', C.PUSH_HEARTBEAT_HEADER_MAX_BYTES, 1024],
    ['Social SDK version', C.SOCIAL_SDK_VERSION, 'v23.0'],
    ['Concurrency limit', C.CONCURRENCY_LIMIT, 10],
    ['Concurrency limit of the game list call', C.GAME_LIST_CONCURRENCY_LIMIT, 2],
    ['Profile icon count default', C.PROFILE_ICON_COUNT_DEFAULT, 9],
    ['App update version threshold', C.APP_UPDATE_VERSION_THRESHOLD, '2.4.39'],
    ['Captcha mock refresh', C.CAPTCHA_MOCK_REFRESH_MS, 60 * SECOND],
    ['Auth token max age default (s)', C.AUTH_TOKEN_MAX_AGE_DEFAULT_S, 300],
    ['Lottery launch default language', C.LOTTERY_DEFAULT_LANGUAGE, 'VI'],
    ['Game category ordinals start', C.CATEGORY_ORDINAL_START, 100],
    ['Game category ordinals step', C.CATEGORY_ORDINAL_STEP, 100],
    ['ELOTT alias offset (ELOTTO, SEA_LOTT)', C.ELOTT_ALIAS_OFFSET, 5],
    ['LOTT alias offset (VIETNAM_LOTTO)', C.LOTT_ALIAS_OFFSET, 1],
    ['Identity provider password minimum length', C.PASSWORD_MIN_LENGTH_DEFAULT, 6],
  ] as const)('%s', (_name, actual, spec) => {
    expect(actual).toBe(spec);
  });

  it.each([
    ['Chat setup retries', C.CHAT_SETUP_RETRIES_MS, [1 * SECOND, 3 * SECOND]],
    ['Loading notices', C.LOADING_NOTICE_MS, [5 * SECOND, 10 * SECOND]],
  ] as const)('%s', (_name, actual, spec) => {
    expect(actual).toEqual(spec);
  });
});
