import { useEffect, useState } from 'react';
import type { Translate } from '../../lib/i18n/translator';

interface Props {
  t: Translate;
  /** Sends the code; resolves to the wait in ms before another may be sent, or rejects. */
  send: () => Promise<number | undefined>;
  disabled?: boolean;
}

/** "Send code" with a visible countdown while another code may not be sent. */
export function SmsCodeButton({ t, send, disabled }: Props) {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));

  const counting = seconds > 0;
  useEffect(() => {
    if (!counting) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const onClick = async () => {
    setSending(true);
    try {
      const wait = await send();
      if (wait) {
        setNow(Date.now());
        setUntil(Date.now() + wait);
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
