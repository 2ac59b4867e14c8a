// @vitest-environment happy-dom
// SPEC 4 2FA: the verify dialog asks for the codes the login listed; login.verify.code.err's value.wrong
// (docs/api.md) puts a translated error on each wrong field, never the server's "codes.email: wrong code".
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerifyLoginDialog, type VerifyFailure } from '@/features/auth/VerifyLoginDialog';
import type { VerificationDetails } from '@/flows/sign-in/api';
import { h, render, type } from '../render';

const t = (key: string) => `t:${key}`;
const details: VerificationDetails = { required: ['email', 'authenticator', 'sms'], email: 'p***@example.com' };
let view: Awaited<ReturnType<typeof render>> | undefined;
afterEach(() => view?.unmount());

async function dialogAnswering(failure: VerifyFailure | undefined) {
  const verify = vi.fn(async () => failure);
  view = await render(h(VerifyLoginDialog, { t, details, verify, onClose: () => undefined }));
  const input = (kind: string) => view!.container.querySelector<HTMLInputElement>(`#verify-${kind}`)!;
  const errorOf = (kind: string) => view!.container.querySelector(`#verify-${kind}-error`)?.textContent ?? null;
  const submit = async () => {
    for (const kind of details.required) await view!.act(() => type(input(kind), '123456'));
    await view!.act(() => view!.container.querySelector('form')!.requestSubmit());
  };
  return { verify, input, errorOf, submit, formError: () => view!.container.querySelector('.form-error')!.textContent };
}

describe('the 2FA verify dialog', () => {
  it('puts the translated wrong-code error on each wrong field, and on no other', async () => {
    const dialog = await dialogAnswering({ wrong: ['email', 'sms'] });
    await dialog.submit();
    expect(dialog.verify).toHaveBeenCalledWith({ email: '123456', authenticator: '123456', sms: '123456' });
    expect(dialog.errorOf('email')).toBe('t:auth.verify.wrongCode');
    expect(dialog.errorOf('sms')).toBe('t:auth.verify.wrongCode');
    expect(dialog.errorOf('authenticator')).toBeNull();
    expect(dialog.input('email').getAttribute('aria-invalid')).toBe('true');
    expect(dialog.formError()).toBe('');
  });

  it('clears a field error once the player types that code again', async () => {
    const dialog = await dialogAnswering({ wrong: ['email'] });
    await dialog.submit();
    await view!.act(() => type(dialog.input('email'), '654321'));
    expect(dialog.errorOf('email')).toBeNull();
  });

  it('shows any other failure above the fields', async () => {
    const dialog = await dialogAnswering({ message: 't:auth.verify.expired' });
    await dialog.submit();
    expect(dialog.formError()).toBe('t:auth.verify.expired');
    expect(dialog.errorOf('email')).toBeNull();
  });

  it('asks for every code before sending', async () => {
    const dialog = await dialogAnswering(undefined);
    await view!.act(() => view!.container.querySelector('form')!.requestSubmit());
    expect(dialog.verify).not.toHaveBeenCalled();
    expect(dialog.formError()).toBe('t:auth.errors.codes');
  });
});
