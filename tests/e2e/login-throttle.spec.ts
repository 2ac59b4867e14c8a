// Issue 9 item 8 in the browser: password guessing on the real login page meets the sandbox's throttle,
// and the player reads its message (SPEC 8: a failure with an errorCode shows the server message).
import { expect, test, type Page, type Request } from '@playwright/test';
import { clickUntilRequest, siteUrl } from './harness';
import { createUser, SEEDED_PASSWORD } from './sandbox-control';

const LOGIN = /\/wps\/session\/login$/;
const isLoginPost = (request: Request) => LOGIN.test(request.url()) && request.method() === 'POST';
const code = 'luckystar';

/** The login form's own alert: its only one while the fields are valid. */
const formError = (page: Page) => page.getByRole('form', { name: 'Log in to your account' }).getByRole('alert');

/** Submits the login form once and waits for the sandbox's answer. */
async function submitLogin(page: Page, username: string, password: string) {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  const response = page.waitForResponse((r) => isLoginPost(r.request()));
  await clickUntilRequest(page, page.getByRole('button', { name: 'Log in', exact: true }), isLoginPost);
  return response;
}

test('the 6th wrong password in a row is refused with the throttle message, and so is the right one', async ({
  page,
  request,
}) => {
  // A member of its own: locking a seeded account would break the tests that log in with it.
  const username = `lock${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
  await createUser(request, code, { username, password: SEEDED_PASSWORD, customerName: 'Locked Out' });
  await page.goto(siteUrl(code, '/m/login'));

  for (let attempt = 1; attempt <= 5; attempt++) {
    const response = await submitLogin(page, username, `wrong-guess-${attempt}`);
    expect(response.status()).toBe(400);
    await expect(formError(page)).toHaveText('Wrong user name or password.');
  }

  const locked = await submitLogin(page, username, 'wrong-guess-6');
  expect(locked.status()).toBe(429);
  expect((await locked.json()).errorCode).toBe('login.too.many.attempts');
  await expect(formError(page)).toHaveText(/^Too many failed logins\. Try again in \d+ seconds\.$/);

  expect((await submitLogin(page, username, SEEDED_PASSWORD)).status()).toBe(429);
  await expect(formError(page)).toHaveText(/Too many failed logins/);
  await expect(page).toHaveURL(/\/m\/login$/);
});
