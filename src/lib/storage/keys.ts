// SPEC 3 "Stored browser state": every key the app stores, named once.
export const STORAGE_KEYS = {
  // localStorage
  deviceId: 'deviceId',
  regInfo: 'reg_info',
  affiliateInfo: 'affiliate_info',
  s2sInfo: 's2s_info',
  trackingId: 'tid',
  updateHash: 'update_hash',
  webclip: 'WEBCLIP',
  imageFormat: 'image_format',
  lineSessionToken: 'line_session_token',
  telegramAuth: 'telegram_auth',
  savedLogin: 'saved_login',
  autoLoginOff: 'auto_login_off',
  /** The language the player chose with the switcher. */
  language: 'language',
  /** Prefix of one-time tracked events: tracked_<event>[_<customerId>]. */
  trackedPrefix: 'tracked_',
  /** The push registration token bound to a member, and when it was bound (refreshed after 7 days). */
  pushToken: 'push_token',
  /** When the notification-permission modal was last offered (at most once a day). */
  notificationPromptAt: 'notification_prompt_at',
  /** SPEC 4 "Install prompt": the appinstalled event fired in this browser. */
  installDone: 'a2hs_installed',
  /** When the player last closed the manual-install modal (a browser without the install prompt). */
  installModalClosedAt: 'a2hs_modal_closed_at',
  /** The ad click ids of the visit that brought the player (fbclid, gclid, ttclid, kwaiclid, twclid). */
  clickIds: 'click_ids',
  /** When this browser last logged out explicitly: tabs whose session began before end theirs. */
  loggedOutAt: 'logged_out_at',
  /** The operator's run-time switches of the last status answer, applied from the next page on. */
  runTimeFlags: 'run_time_flags',
  // sessionStorage
  sessionInfo: 'session_info',
  memberInfo: 'member_info',
  /** The login answer's customer-service items and the token of the session they belong to. */
  customerServiceScripts: 'cs_scripts',
  /** Why /m/changePsw must be passed before anything else (SPEC 4 "Login" 3): every page leads back to it. */
  passwordChange: 'password_change_reason',
  goTarget: 'go',
  hideDownloadBar: 'hide_download_bar',
  installDeclined: 'a2hs_declined',
  installDismissals: 'a2hs_dismiss_count',
  /** The player closed a non-mandatory app-upgrade modal in this session. */
  appUpgradeClosed: 'app_upgrade_closed',
  /** The device-id sync frame ran in this session (SPEC 4 "Device id"): at most once a session. */
  deviceSync: 'device_sync',
  /** The splash showed on this standalone window's first page. */
  splashShown: 'splash_shown',
  apiCache: 'api_cache',
  /** Popup banners m_popup1 / m_popup2 were shown in this session. */
  popupBannersShown: 'popup_banners_shown',
  /** The state and nonce of the LINE authorize redirect under way (SPEC 9). */
  lineSso: 'line_sso',
  /** The cashier visit under way (deposit or withdraw, and the deposit count before it). */
  cashierVisit: 'cashier_visit',
  /** A social identity no member is bound to yet: sent with the next login or registration to bind it. */
  socialIdentity: 'social_identity',
  /** Tracked events the ad pixels have not been told of yet (they load once the page is idle). */
  pixelQueue: 'pixel_queue',
  /** The build this tab last refreshed away from for a missing chunk (issue 41): it is not offered again. */
  missingChunkRefresh: 'missing_chunk_refresh',
} as const;
