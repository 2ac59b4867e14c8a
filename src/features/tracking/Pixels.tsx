import { useEffect } from 'react';
import type { ClientMerchant } from '../../config/client';
import { usePage } from '../../flows/session/usePage';
import { startPixels } from './pixel-runner';
import type { PixelWindow } from './snippets';

interface Props {
  merchant: ClientMerchant;
}

/** The merchant's ad pixels (loaded by IdleParts only for a merchant that sets a pixel id); draws nothing. */
export default function Pixels({ merchant }: Props) {
  const page = usePage();
  useEffect(
    () =>
      startPixels(merchant, {
        page: { win: window as unknown as PixelWindow, doc: document },
        events: window,
        location: page.location,
        cookies: {
          read: () => document.cookie,
          write: (cookie) => {
            document.cookie = cookie;
          },
        },
        local: page.local,
        session: page.session,
        clock: page.clock,
        random: Math.random,
      }),
    [merchant, page],
  );
  return null;
}
