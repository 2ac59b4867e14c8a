// Issue 27 "a country picker with dialing codes on phone fields": the forms call GET /wps/system/country (SPEC 7,
// cached) and put the operator's countries before every mobile number. Saigon Lotto (Vietnamese, every captcha
// on) offers three countries in its sandbox.json; the SMS code, the login and the registration go to the number
// under the picked dialing code, and without the country call the field keeps merchant.json's.
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Request } from '@playwright/test';
import { captchaRenewed, catalogueText, hydrated, sampleSettings, siteUrl, typeCaptcha } from './harness';
import { lastSms } from './sandbox-control';

const CODE = 'saigonlotto';
const COUNTRY_CALL = /\/wps\/system\/country(\?|$)/;
const SMS_CALL = /\/wps\/verification\/sms\/noLogin$/;
const sandboxCountries = (
  JSON.parse(readFileSync(`merchants/${CODE}/sandbox.json`, 'utf8')) as {
    countries: { code: string; dialingCode: string; name: string }[];
  }
).countries;
const own = sampleSettings(CODE).country;
const foreign = sandboxCountries.filter((country) => country.dialingCode !== own.dialingCode);

/** A number of its own per test: the sandbox sends one code per number every 30 s. */
const freshNumber = () => `9${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;

/**
 * Sends the SMS code for `mobileNum` from the open form and returns the request's body once the form has put a
 * new puzzle in the used one's place (typed before, the old answer would go with the next call and fail).
 */
async function sendCode(page: Page, form: 'login' | 'register', mobileNum: string) {
  await page.locator(`#${form}-mobile`).fill(mobileNum);
  const used = await typeCaptcha(page, `${form}-captcha`);
  const sent = page.waitForRequest((request: Request) => SMS_CALL.test(request.url()) && request.method() === 'POST');
  await page.getByRole('button', { name: catalogueText(CODE, 'auth.sms.send') }).click();
  const body = (await sent).postDataJSON() as { countryDialingCode: string; mobileNum: string };
  await captchaRenewed(page, `${form}-captcha`, used);
  return body;
}

async function openSmsLogin(page: Page) {
  await page.goto(siteUrl(CODE, '/m/login'));
  const tab = await hydrated(page.getByRole('tab', { name: catalogueText(CODE, 'auth.login.bySms') }));
  await tab.click();
  await expect(page.locator('#login-mobile')).toBeVisible();
}

test("the SMS login offers the sandbox's countries, starts on the merchant's, and the code goes to the picked one", async ({
  page,
  request,
}) => {
  expect(foreign.length).toBeGreaterThan(0);
  const answered = page.waitForResponse(COUNTRY_CALL);
  await openSmsLogin(page);
  expect((await answered).ok()).toBe(true);
  const picker = page.locator('#login-country');
  // Each option reads "+84 Việt Nam": the dialing code and the country as the API names it.
  await expect(picker.locator('option')).toHaveText(
    sandboxCountries.map((country) => `${country.dialingCode} ${country.name}`),
  );
  await expect(picker).toHaveValue(own.code);
  const label = catalogueText(CODE, 'auth.fields.dialingCode');
  await expect(picker).toHaveAccessibleName(label.replace('{{code}}', own.dialingCode));
  const prefix = page.locator('#login-mobile-prefix');
  await expect(prefix).toHaveText(own.dialingCode);

  const picked = foreign[0]!;
  await picker.selectOption(picked.code);
  await expect(prefix).toHaveText(picked.dialingCode);
  await expect(picker).toHaveAccessibleName(label.replace('{{code}}', picked.dialingCode));
  const mobileNum = freshNumber();
  expect(await sendCode(page, 'login', `0${mobileNum}`)).toMatchObject({
    countryDialingCode: picked.dialingCode,
    mobileNum,
  });
  // The sandbox sent the code to the number under the picked country's code.
  await expect.poll(() => lastSms(request, CODE, mobileNum, picked.dialingCode).then(Boolean, () => false)).toBe(true);
});

test('a mobile registration under another country verifies the code sent to that number', async ({ page, request }) => {
  const picked = foreign.at(-1)!;
  await page.goto(siteUrl(CODE, '/m/register'));
  const tab = await hydrated(page.getByRole('tab', { name: catalogueText(CODE, 'auth.register.byMobile') }));
  await tab.click();
  const picker = page.locator('#register-country');
  await expect(picker).toHaveValue(own.code);
  await picker.selectOption(picked.code);
  const mobileNum = freshNumber();
  expect(await sendCode(page, 'register', mobileNum)).toMatchObject({
    countryDialingCode: picked.dialingCode,
    mobileNum,
  });
  await expect.poll(() => lastSms(request, CODE, mobileNum, picked.dialingCode).then(Boolean, () => false)).toBe(true);
  const sms = await lastSms(request, CODE, mobileNum, picked.dialingCode);
  await page.locator('#register-sms-code').fill(sms.code);
  await typeCaptcha(page, 'register-captcha');
  await page.locator('form[aria-labelledby="register-title"] button[type="submit"]').click();
  // The sandbox checks the code against the number under the dialing code the registration sent: only the
  // picked one passes. Without a password the new member goes on to set one (docs/api.md).
  await expect(page).toHaveURL(/\/m\/changePsw/);
});

test("without the country call the field keeps the merchant's dialing code and still sends codes", async ({
  page,
  request,
}) => {
  await page.route(COUNTRY_CALL, (route) => route.abort());
  const failed = page.waitForEvent('requestfailed', (failure) => COUNTRY_CALL.test(failure.url()));
  await openSmsLogin(page);
  await failed;
  await expect(page.locator('#login-country')).toHaveCount(0);
  await expect(page.locator('#login-mobile-prefix')).toHaveText(own.dialingCode);
  const mobileNum = freshNumber();
  expect(await sendCode(page, 'login', mobileNum)).toMatchObject({ countryDialingCode: own.dialingCode, mobileNum });
  await expect.poll(() => lastSms(request, CODE, mobileNum).then(Boolean, () => false)).toBe(true);
});

test("the home page's first visit neither calls for countries nor loads the picker", async ({ page }) => {
  const calls: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on('request', (sent) => {
    if (COUNTRY_CALL.test(sent.url())) calls.push(sent.url());
  });
  page.on('response', (response) => {
    if (/\/_astro\/.+\.js$/.test(response.url())) scripts.push(response.text().catch(() => ''));
  });
  await page.goto(siteUrl(CODE, '/m/home'), { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((text) => text.includes('/wps/system/country') || text.includes('dialing-pick'))).toEqual([]);
});
