// SPEC 4 "Tracked events": these file types count as app downloads (downloadApp).
const APP_DOWNLOAD_EXTENSIONS = ['.mobileconfig', '.apk', '.ipa'] as const;

/** Whether the link downloads an app; case-insensitive, query and hash ignored. */
export function isAppDownload(url: string | null | undefined): boolean {
  if (!url) return false;
  const path = url.trim().split(/[?#]/, 1)[0]!.toLowerCase();
  return APP_DOWNLOAD_EXTENSIONS.some((extension) => path.endsWith(extension));
}
