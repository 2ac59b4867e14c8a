// @vitest-environment happy-dom
// Issue 26 item 10: a page opened offline logged React error #418. The failed calls raised their alert before
// the alert island hydrated, so its first render held a dialog the server's HTML did not: it now shows after.
import { act, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import AlertHost from '@/features/status/AlertHost';
import { ALERT_KEYS } from '@/lib/api/api-events';
import { $alerts, $notice } from '@/stores/alerts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  $alerts.set([]);
  $notice.set(undefined);
  document.body.replaceChildren();
});

describe('the alert island', () => {
  it('hydrates without a mismatch when an alert and a notice came first, then shows them', async () => {
    const element = createElement(AlertHost, { language: 'EN' });
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    $alerts.set([{ messageKey: ALERT_KEYS.networkError }]);
    $notice.set({ messageKey: ALERT_KEYS.offline, durationMs: 1_500 });

    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, element, { onRecoverableError: (error) => mismatches.push(error) }),
    );

    expect(mismatches).toEqual([]);
    expect(container.querySelector('#alert-message')?.textContent).not.toBe('');
    expect(container.querySelector('[role="dialog"], dialog')).not.toBeNull();
    expect(container.querySelector('.toast')).not.toBeNull();
    expect(document.activeElement?.textContent).toBe(container.querySelector('button')?.textContent);
    await act(async () => root.unmount());
  });
});
