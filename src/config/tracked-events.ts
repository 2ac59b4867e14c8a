// SPEC 4 "Tracked events": the twelve event names, in the spec's order (settings name them too).
export const TRACKED_EVENTS = [
  'firstOpen',
  'a2hsFirstOpen',
  'viewContent',
  'register',
  'depositSubmit',
  'firstDeposit',
  'deposit',
  'redeposit',
  'withdraw',
  'login',
  'gameLaunch',
  'downloadApp',
] as const;

export type TrackedEventName = (typeof TRACKED_EVENTS)[number];
