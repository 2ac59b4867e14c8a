// Issue 9 item 8 in the browser: password guessing on the real login page meets the sandbox's throttle,
// and the player reads its message (SPEC 8: a failure with an errorCode shows the server message).
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from './harness';
import { createUser, SEEDED_PASSWORD } from './sandbox-control';

const LOGIN = /\/wps\/session\/login$/;
const code = 'luckystar';

/** Submits the login form once and waits for the sandbox's answer. */
async function submitLogin(page: Page, username: string, password: string) {
  await page.locator('#login-username').fill(username);
  await page.locator('#login-password').fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => LOGIN.test(r.url()) && r.request().method() === 'POST'),
    page.locator('form[aria-labelledby="login-title"] button[type="submit"]').click(),
  ]);
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
    await expect(page.locator('.form-error')).toHaveText('Wrong user name or password.');
    // The form's double-submit guard holds for 500 ms after an answer (SPEC 4).
    await page.waitForTimeout(600);
  }

  const locked = await submitLogin(page, username, 'wrong-guess-6');
  expect(locked.status()).toBe(429);
  expect((await locked.json()).errorCode).toBe('login.too.many.attempts');
  await expect(page.locator('.form-error')).toHaveText(/^Too many failed logins\. Try again in \d+ seconds\.$/);
  await page.waitForTimeout(600);

  expect((await submitLogin(page, username, SEEDED_PASSWORD)).status()).toBe(429);
  await expect(page.locator('.form-error')).toHaveText(/Too many failed logins/);
  await expect(page).toHaveURL(/\/m\/login$/);
});
