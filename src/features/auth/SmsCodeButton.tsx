import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../../lib/i18n/translator';
import { systemClock, type Clock } from '../../lib/time/clock';
import { startCountdown } from './sms-countdown';

interface Props {
  t: Translate;
  /** Sends the code; resolves to the wait in ms before another may be sent, or rejects. */
  send: () => Promise<number | undefined>;
  disabled?: boolean;
  clock?: Clock;
}

/** "Send code" with a visible countdown while another code may not be sent. */
export function SmsCodeButton({ t, send, disabled, clock = systemClock }: Props) {
  const [seconds, setSeconds] = useState(0);
  const [sending, setSending] = useState(false);
  const stopCountdown = useRef<() => void>(undefined);
  useEffect(() => () => stopCountdown.current?.(), []);

  const onClick = async () => {
    setSending(true);
    try {
      const wait = await send();
      if (wait) {
        stopCountdown.current?.();
        stopCountdown.current = startCountdown(wait, clock, setSeconds);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      className="button button--ghost"
      type="button"
      onClick={() => void onClick()}
      disabled={disabled || sending || seconds > 0}
      aria-live="polite"
    >
      {seconds > 0 ? t('auth.sms.resendIn', { seconds }) : t(sending ? 'auth.sms.sending' : 'auth.sms.send')}
    </button>
  );
}
