// SPEC 4 "Device id": the script of the first domain's sync page (/device-sync), which the merchant's pages
// on its other registrable domains load in a hidden frame. The page carries it inline, as the text of
// `deviceSyncFrame` (src/pages/[merchant]/device-sync.astro), so the function uses nothing outside itself:
// everything it needs comes in its config.

export interface DeviceSyncFrameConfig {
  /** The merchant's origins (https://<domain>): the only parents answered, by exact match. */
  origins: string[];
  /** DEVICE_SYNC_MESSAGE. */
  type: string;
  /** DEVICE_SYNC_COOKIE. */
  cookie: string;
  /** deviceSyncCookieAttributes() of the first domain's registrable domain. */
  attributes: string;
  /** SYNCABLE_DEVICE_ID's source. */
  idPattern: string;
}

/** What the function touches of the frame's window. */
export type FrameWindow = Pick<Window, 'addEventListener' | 'parent'> & { document: Pick<Document, 'cookie'> };

/**
 * Answers the parent page's message with this domain's id, kept in the SameSite=None copy: the stored one when
 * it is valid, else the parent's (adopted). A message from any other origin, from anything but the parent
 * (an opener, another frame), or outside a frame, gets nothing.
 */
export function deviceSyncFrame(config: DeviceSyncFrameConfig, win: FrameWindow = window): void {
  const pattern = new RegExp(config.idPattern);
  const valid = (id: unknown): id is string => typeof id === 'string' && pattern.test(id);
  const stored = () => {
    for (const part of win.document.cookie.split(';')) {
      const [name, value] = part.trim().split('=');
      if (name === config.cookie) return value;
    }
    return undefined;
  };
  win.addEventListener('message', (event: MessageEvent) => {
    if (win.parent === win || event.source !== win.parent || !config.origins.includes(event.origin)) return;
    const data = event.data as { type?: unknown; deviceId?: unknown } | null;
    if (typeof data !== 'object' || data === null || data.type !== config.type) return;
    const own = stored();
    const id = valid(own) ? own : valid(data.deviceId) ? data.deviceId : undefined;
    if (id === undefined) return;
    // Written on every answer: the 365 days run from the last sync.
    win.document.cookie = `${config.cookie}=${id}${config.attributes}`;
    win.parent.postMessage({ type: config.type, deviceId: id }, event.origin);
  });
}
