// SPEC 4 "Device id": the first domain's sync page answers only the merchant's own pages that frame it.
import { describe, expect, it } from 'vitest';
import {
  DEVICE_SYNC_COOKIE,
  DEVICE_SYNC_MESSAGE,
  SYNCABLE_DEVICE_ID,
  deviceSyncCookieAttributes,
} from '@/lib/device/device-sync';
import { deviceSyncFrame, type DeviceSyncFrameConfig, type FrameWindow } from '@/lib/device/device-sync-frame';

const KEPT_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const PARENT_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const config: DeviceSyncFrameConfig = {
  origins: ['https://saigonlotto.example', 'https://www.saigonlotto.example', 'https://sgl.example'],
  type: DEVICE_SYNC_MESSAGE,
  cookie: DEVICE_SYNC_COOKIE,
  attributes: deviceSyncCookieAttributes('saigonlotto.example'),
  idPattern: SYNCABLE_DEVICE_ID.source,
};

type Listener = (event: Pick<MessageEvent, 'origin' | 'source' | 'data'>) => void;

/** The frame's window: a parent that records what it is sent, cookies as the frame reads them. */
function frame(options: { cookie?: string; framed?: boolean; run?: typeof deviceSyncFrame } = {}) {
  const sent: [unknown, string][] = [];
  const writes: string[] = [];
  let listener: Listener | undefined;
  const parent = { postMessage: (message: unknown, origin: string) => sent.push([message, origin]) };
  const win = {
    document: {
      get cookie() {
        return options.cookie ?? '';
      },
      set cookie(value: string) {
        writes.push(value);
      },
    },
    addEventListener: (type: string, callback: Listener) => {
      if (type === 'message') listener = callback;
    },
  } as unknown as FrameWindow;
  (win as { parent: unknown }).parent = options.framed === false ? win : parent;
  (options.run ?? deviceSyncFrame)(config, win);
  const message = (event: Partial<Parameters<Listener>[0]>) =>
    listener?.({ origin: 'https://sgl.example', source: win.parent as Window, data: undefined, ...event });
  return { sent, writes, parent, message };
}

const ask = (deviceId: unknown = PARENT_ID) => ({ data: { type: DEVICE_SYNC_MESSAGE, deviceId } });

describe('the sync page', () => {
  it('answers a merchant page that frames it with the id it keeps, to that origin only, and keeps it 365 days', () => {
    const page = frame({ cookie: `a=1; ${DEVICE_SYNC_COOKIE}=${KEPT_ID}; deviceId=x` });
    page.message(ask());
    expect(page.sent).toEqual([[{ type: DEVICE_SYNC_MESSAGE, deviceId: KEPT_ID }, 'https://sgl.example']]);
    expect(page.writes).toEqual([
      `deviceIdSync=${KEPT_ID}; max-age=31536000; path=/; domain=saigonlotto.example; SameSite=None; Secure`,
    ]);
  });

  it("adopts the parent's id when it keeps none (or an invalid one), and answers with it", () => {
    for (const cookie of ['', `${DEVICE_SYNC_COOKIE}=${'x'.repeat(35)}`]) {
      const page = frame({ cookie });
      page.message(ask());
      expect(page.sent).toEqual([[{ type: DEVICE_SYNC_MESSAGE, deviceId: PARENT_ID }, 'https://sgl.example']]);
      expect(page.writes[0]).toMatch(new RegExp(`^deviceIdSync=${PARENT_ID};`));
    }
  });

  it.each([
    ['a foreign origin', { origin: 'https://evil.example' }],
    ['a look-alike origin', { origin: 'https://sgl.example.evil.net' }],
    ['a merchant host over http', { origin: 'http://sgl.example' }],
    ['a merchant host on another port', { origin: 'https://sgl.example:444' }],
    ['a window that is not its parent (an opener, another frame)', { source: {} as Window }],
  ])('gives %s nothing and stores nothing', (_name, event) => {
    const page = frame({ cookie: `${DEVICE_SYNC_COOKIE}=${KEPT_ID}` });
    page.message({ ...ask(), ...event });
    expect(page.sent).toEqual([]);
    expect(page.writes).toEqual([]);
  });

  it('answers nothing when it is not in a frame at all', () => {
    const page = frame({ cookie: `${DEVICE_SYNC_COOKIE}=${KEPT_ID}`, framed: false });
    page.message(ask());
    expect(page.sent).toEqual([]);
  });

  it.each([
    ['an id of 35 characters', ask(PARENT_ID.slice(1))],
    ['36 characters of cookie syntax', ask(`${'a'.repeat(31)}; x=y`)],
    ['an id in an array', ask([PARENT_ID])],
    ['another message type', { data: { type: 'other', deviceId: PARENT_ID } }],
    ['a bare string', { data: PARENT_ID }],
    ['null', { data: null }],
  ])('adopts no id from %s', (_name, event) => {
    const page = frame();
    page.message(event);
    expect(page.sent).toEqual([]);
    expect(page.writes).toEqual([]);
  });

  it('uses nothing outside itself, so the text the page carries runs on its own', () => {
    const run = new Function(`return (${deviceSyncFrame.toString()})`)() as typeof deviceSyncFrame;
    const page = frame({ run });
    page.message(ask());
    expect(page.sent).toEqual([[{ type: DEVICE_SYNC_MESSAGE, deviceId: PARENT_ID }, 'https://sgl.example']]);
  });
});
