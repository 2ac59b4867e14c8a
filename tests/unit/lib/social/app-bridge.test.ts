// @vitest-environment happy-dom
// Issue 27 item 1, SPEC 8 "Social failures from the app bridge (begin with the word Failure) | Alert": what the
// native app shell reports back is alerted when it is a failure, with the shell's text; nothing else is.
import { afterEach, describe, expect, it } from 'vitest';
import { createApiEvents, type ApiAlert } from '@/lib/api/api-events';
import { APP_FAILURE_TITLE_KEY, appFailureText, shellLineAccessToken, watchAppBridge } from '@/lib/social/app-bridge';

describe('appFailureText: a failure report of the shell', () => {
  it('is a string beginning with the word Failure, kept whole', () => {
    expect(appFailureText('Failure: Google sign-in was cancelled')).toBe('Failure: Google sign-in was cancelled');
    expect(appFailureText('Failure')).toBe('Failure');
    expect(appFailureText('  Failure - no network\n')).toBe('Failure - no network');
  });

  it('is not a success or any other text, nor a word that only starts like it', () => {
    for (const text of ['Success: token abc', 'failure: lower case', 'Failures: 2', 'FailureX', 'The Failure', ''])
      expect(appFailureText(text), text).toBeUndefined();
  });

  it('is not anything but a string', () => {
    for (const data of [undefined, null, 1, { message: 'Failure: x' }, ['Failure: x'], new String('Failure: x')])
      expect(appFailureText(data)).toBeUndefined();
  });

  it('is at most 500 characters: a longer message is refused, not cut', () => {
    const text = (length: number) => `Failure: ${'x'.repeat(length - 'Failure: '.length)}`;
    expect(appFailureText(text(500))).toBe(text(500));
    expect(appFailureText(text(501))).toBeUndefined();
  });
});

describe('watchAppBridge: the shell message event', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  function watched() {
    const events = createApiEvents();
    const alerts: ApiAlert[] = [];
    events.on('alert', (alert) => alerts.push(alert));
    stops.push(watchAppBridge(window, events));
    return alerts;
  }
  const send = (data: unknown, init: MessageEventInit = {}) =>
    window.dispatchEvent(new MessageEvent('message', { data, ...init }));

  it('alerts a failure the shell dispatched on the page, titled by a translation key, the text as it came', () => {
    const alerts = watched();
    send('Failure: <b>LINE</b> sign-in failed');
    expect(alerts).toEqual([{ titleKey: APP_FAILURE_TITLE_KEY, message: 'Failure: <b>LINE</b> sign-in failed' }]);
    expect(APP_FAILURE_TITLE_KEY).toBe('social.appFailure');
  });

  it('alerts a failure the page posted to itself (window.postMessage from the shell)', () => {
    const alerts = watched();
    send('Failure: cancelled', { origin: location.origin, source: window });
    expect(alerts).toHaveLength(1);
  });

  it('shows nothing for other reports', () => {
    const alerts = watched();
    send('Success');
    send({ type: 'telegram-auth', telegramAuth: 'x' });
    expect(alerts).toEqual([]);
  });

  it('ignores other windows: a frame or popup of another origin, or one of this origin that is not the page', () => {
    const alerts = watched();
    send('Failure: phishing', { origin: 'https://evil.example', source: null });
    send('Failure: phishing', { origin: 'https://evil.example', source: window });
    // Another window of this origin (a frame, a popup) stands for itself as the source, never as this page.
    const other = new MessageChannel();
    send('Failure: from another window', { origin: location.origin, source: other.port1 });
    other.port1.close();
    expect(alerts).toEqual([]);
  });

  it('hands on a LINE access token the shell sends as {lineAccessToken}, from the shell only, and nothing else', () => {
    const tokens: string[] = [];
    const events = createApiEvents();
    stops.push(watchAppBridge(window, events, (token) => tokens.push(token)));
    send({ lineAccessToken: 'eyJhbGciOi.J9-_x' });
    send({ lineAccessToken: 'from-a-frame' }, { origin: 'https://evil.example', source: null });
    for (const data of [{ lineAccessToken: 'has space' }, { lineAccessToken: 7 }, 'eyJhbGciOi', ['x'], null])
      send(data);
    expect(tokens).toEqual(['eyJhbGciOi.J9-_x']);
    expect(shellLineAccessToken({ lineAccessToken: 'x'.repeat(2049) })).toBeUndefined();
  });

  it('stops listening when stopped', () => {
    const alerts = watched();
    stops.pop()!();
    send('Failure: late');
    expect(alerts).toEqual([]);
  });
});
