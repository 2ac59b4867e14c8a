// @vitest-environment happy-dom
// The phone fields' country picker: the build's dialing code at once, a labelled native select of the operator's
// countries ("+84 Việt Nam") once GET /wps/system/country answers, and the build's code still when it fails.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientMerchant } from '@/config/client';
import { Field } from '@/components/Field';
import { DialingCodePick } from '@/features/auth/DialingCodePick';
import { useCountryChoice } from '@/features/auth/useCountryChoice';
import type { Api } from '@/flows/sign-in/api';
import type { Translate } from '@/lib/i18n/translator';
import { h, render } from '../render';

const t: Translate = (key, options) => `t:${key}:${String(options?.['code'] ?? '')}`;
const merchant = { country: { code: 'VN', dialingCode: '+84' } } as ClientMerchant;
const answer = {
  countryCode: 'VN',
  countryDialingCode: '+84',
  countries: [
    { code: 'VN', dialingCode: '+84', name: 'Việt Nam' },
    { code: 'KH', dialingCode: '+855', name: '<b>Campuchia</b>' },
    { code: 'LA', dialingCode: 'x', name: 'Lào' },
  ],
};
let view: Awaited<ReturnType<typeof render>> | undefined;
afterEach(() => view?.unmount());

/** The forms' phone field: the chosen dialing code as its prefix, the picker over it once there is a choice. */
function Form({ api }: { api: Api }) {
  const pick = useCountryChoice(api, merchant);
  return h(
    'div',
    null,
    h(Field, {
      id: 'mobile',
      label: 'Mobile',
      prefix: pick.dialingCode,
      prefixPicker: pick.countries.length > 1 && h(DialingCodePick, { id: 'country', pick, t }),
    }),
    h('output', null, pick.dialingCode),
  );
}

async function form(get: () => Promise<unknown>) {
  let answered: (() => void) | undefined;
  const api = { get: vi.fn(() => get().finally(() => answered?.())) } as unknown as Api;
  const done = new Promise<void>((resolve) => (answered = resolve));
  view = await render(h(Form, { api }));
  const select = () => view!.container.querySelector<HTMLSelectElement>('#country');
  const sent = () => view!.container.querySelector('output')!.textContent;
  return { api, done, select, sent, prefix: () => view!.container.querySelector('#mobile-prefix')!.textContent };
}

describe('the dialing code picker', () => {
  it("offers the operator's good rows as text, labelled, starting on the answer's code; a pick changes what is sent", async () => {
    const { done, select, sent, prefix } = await form(async () => answer);
    await done;
    await view!.until(() => select() !== null);
    const options = [...select()!.options].map((option) => [option.value, option.textContent]);
    expect(options).toEqual([
      ['VN', '+84 Việt Nam'],
      ['KH', '+855 <b>Campuchia</b>'],
    ]);
    expect(select()!.querySelector('b')).toBeNull();
    expect(select()!.value).toBe('VN');
    expect(select()!.getAttribute('aria-label')).toBe('t:auth.fields.dialingCode:+84');
    expect(sent()).toBe('+84');
    expect(prefix()).toBe('+84');
    expect(view!.container.querySelector('#mobile')!.getAttribute('aria-describedby')).toBe('mobile-prefix');
    await view!.act(() => {
      select()!.value = 'KH';
      select()!.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(sent()).toBe('+855');
    expect(prefix()).toBe('+855');
    expect(select()!.getAttribute('aria-label')).toBe('t:auth.fields.dialingCode:+855');
  });

  it("shows the build's code as text while the call runs and after it fails", async () => {
    let fail: (error: Error) => void = () => undefined;
    const { done, select, sent, prefix } = await form(() => new Promise((_, reject) => (fail = reject)));
    expect(prefix()).toBe('+84');
    expect(select()).toBeNull();
    await view!.act(() => {
      fail(new Error('offline'));
      return done.catch(() => undefined);
    });
    expect(prefix()).toBe('+84');
    expect(select()).toBeNull();
    expect(sent()).toBe('+84');
  });
});
