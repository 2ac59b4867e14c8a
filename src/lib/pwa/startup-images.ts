// iOS startup images (apple-touch-startup-image): iOS shows the one whose media query matches the device
// while a home-screen app starts. Made at build from the merchant's splash, portrait only.

/** iPhone screens in CSS pixels and their pixel ratio; the common ones keep the build short. */
export const STARTUP_SCREENS = [
  { width: 430, height: 932, ratio: 3 },
  { width: 428, height: 926, ratio: 3 },
  { width: 393, height: 852, ratio: 3 },
  { width: 390, height: 844, ratio: 3 },
  { width: 414, height: 896, ratio: 2 },
  { width: 375, height: 812, ratio: 3 },
  { width: 375, height: 667, ratio: 2 },
] as const;

export type StartupScreen = (typeof STARTUP_SCREENS)[number];

/** Outside /m/ on purpose: the service worker precaches /m/, and these are for iOS's launch only. */
export const startupImageUrl = ({ width, height, ratio }: StartupScreen) =>
  `/startup/startup-${width * ratio}x${height * ratio}.jpg`;

export const startupImageMedia = ({ width, height, ratio }: StartupScreen) =>
  `(device-width: ${width}px) and (device-height: ${height}px) and (-webkit-device-pixel-ratio: ${ratio}) and (orientation: portrait)`;
