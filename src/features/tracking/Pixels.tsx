import { useEffect } from 'react';
import type { ClientMerchant } from '../../config/client';
import { local, session } from '../../lib/storage/guarded-storage';
import { systemClock } from '../../lib/time/clock';
import { startPixels } from './pixel-runner';
import type { PixelWindow } from './snippets';

interface Props {
  merchant: ClientMerchant;
}

/** The merchant's ad pixels (loaded by IdleParts only for a merchant that sets a pixel id); draws nothing. */
export default function Pixels({ merchant }: Props) {
  useEffect(
    () =>
      startPixels(merchant, {
        page: { win: window as unknown as PixelWindow, doc: document },
        events: window,
        location,
        cookies: {
          read: () => document.cookie,
          write: (cookie) => {
            document.cookie = cookie;
          },
        },
        local: local(),
        session: session(),
        clock: systemClock,
        random: Math.random,
      }),
    [merchant],
  );
  return null;
}
