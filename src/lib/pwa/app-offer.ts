// template.desktop_app_feature: on which devices the install prompt and the download bar offer the app.
import { DESKTOP_BREAKPOINT_PX } from '../../config/constants';

/** A phone or tablet; a desktop (SPEC 9: no phone/tablet user agent, viewport wider than 768); a narrow desktop window. */
export type AppDevice = 'phone' | 'desktop' | 'narrowWindow';

/** `phone` from mobilePlatform() (lib/device/mobile.ts), `viewportWidth` from innerWidth. */
export function appDevice(phone: boolean, viewportWidth: number): AppDevice {
  if (phone) return 'phone';
  return viewportWidth > DESKTOP_BREAKPOINT_PX ? 'desktop' : 'narrowWindow';
}

/** The install prompt: everywhere but on a desktop whose merchant leaves desktop_app_feature off. */
export const installOfferedOn = (device: AppDevice, desktopAppFeature: boolean) =>
  device !== 'desktop' || desktopAppFeature;

/** The download bar: phones and tablets (where the native apps run), and desktops with desktop_app_feature on. */
export const downloadBarOfferedOn = (device: AppDevice, desktopAppFeature: boolean) =>
  device === 'phone' || (device === 'desktop' && desktopAppFeature);
