// The server's check of what ops are typing (the form's settings, or a broken file's text): asked a moment
// after the last change, and only the latest answer counts.
import { useEffect, useRef } from 'react';
import { studioCall } from './api';

/** How long the page waits after a keystroke before it asks for a check. */
const CHECK_DELAY_MS = 300;

/**
 * Checks `body` for merchant `code` each time `value` changes; nothing while `value` is undefined.
 * @param body what is sent for `value` ({ settings } or { text })
 */
export function useCheck<V, T>(
  code: string,
  value: V | undefined,
  body: (value: V) => unknown,
  onAnswer: (answer: T) => void,
  onFailure: (message: string) => void,
): void {
  const asked = useRef(0);
  const latest = useRef({ body, onAnswer, onFailure });
  latest.current = { body, onAnswer, onFailure };
  useEffect(() => {
    if (value === undefined) return;
    const call = ++asked.current;
    const timer = setTimeout(() => {
      studioCall<T>('POST', `/merchants/${code}/check`, latest.current.body(value))
        .then((answer) => call === asked.current && latest.current.onAnswer(answer))
        .catch((error: Error) => call === asked.current && latest.current.onFailure(error.message));
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [code, value]);
}
