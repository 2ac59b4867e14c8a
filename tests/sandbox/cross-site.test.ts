// Issue 25 item 4: what a page of another site can make a visitor's browser send without a CORS preflight
// (a form, fetch in no-cors mode, a beacon) changes nothing on /wps; the app's own calls pass.
import { describe, expect, it } from 'vitest';
import { WPS } from '../../sandbox/wps-paths';
import { controlGet, failureOf, LUCKY, post, SAIGON, solvedCaptcha, useSandbox } from './helpers';

const server = useSandbox();
const OWN = `http://${LUCKY}:4321`;

async function smsBody(mobileNum: string) {
  const country = (
    await server.app.inject({ method: 'GET', url: '/wps/system/country', headers: { host: LUCKY } })
  ).json();
  return {
    countryDialingCode: country.value.countryDialingCode as string,
    mobileNum,
    ...(await solvedCaptcha(server.app, LUCKY)),
  };
}

const sendSms = (body: unknown, headers: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url: WPS.smsNoLogin,
    headers: { host: LUCKY, ...headers },
    payload: JSON.stringify(body),
  });

async function smsSentTo(mobileNum: string, countryDialingCode: string): Promise<boolean> {
  const query = `mobileNum=${mobileNum}&countryDialingCode=${encodeURIComponent(countryDialingCode)}`;
  return (await controlGet(server.app, LUCKY, `/__sandbox/sms?${query}`)).statusCode === 200;
}

describe('state-changing /wps calls a foreign page could send', () => {
  it.each([
    ['a text/plain body, as fetch(no-cors) sends it', { 'content-type': 'text/plain;charset=UTF-8' }],
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['a body without a content type', {}],
  ])('refuses %s, even from the merchant own origin, and sends no SMS', async (_, headers) => {
    const body = await smsBody('9171234501');
    const answer = failureOf(await sendSms(body, { origin: OWN, ...headers }));
    expect(answer).toMatchObject({
      status: 403,
      errorCode: 'origin.refused',
      message: expect.stringMatching(/^Content-Type:/),
    });
    expect(await smsSentTo('9171234501', body.countryDialingCode)).toBe(false);
  });

  it.each([
    ['another merchant', `http://${SAIGON}:4321`],
    ['a foreign site', 'https://evil.example'],
    ['an opaque origin (a sandboxed frame, a data: page)', 'null'],
  ])('refuses an Origin of %s, even with the headers of the app', async (_, origin) => {
    const body = await smsBody('9171234502');
    const answer = failureOf(
      await sendSms(body, { origin, 'content-type': 'application/json', merchant: 'LUCKYSTAR' }),
    );
    expect(answer).toMatchObject({
      status: 403,
      errorCode: 'origin.refused',
      message: expect.stringMatching(/^Origin:/),
    });
    expect(await smsSentTo('9171234502', body.countryDialingCode)).toBe(false);
  });

  it('refuses a request marked cross-site by the browser when it sends no Origin', async () => {
    const body = await smsBody('9171234503');
    const answer = await sendSms(body, { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' });
    expect(failureOf(answer).message).toMatch(/^Sec-Fetch-Site:/);
  });

  it("sends the app's own call: its Origin, a JSON body and the Merchant header", async () => {
    const body = await smsBody('9171234504');
    const answer = await sendSms(body, {
      origin: OWN,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
      merchant: 'LUCKYSTAR',
    });
    expect(answer.statusCode).toBe(200);
    expect(await smsSentTo('9171234504', body.countryDialingCode)).toBe(true);
  });

  it('takes the collect beacon (text/plain, no headers) from its own origin only', async () => {
    const beacon = (origin: string) =>
      server.app.inject({
        method: 'POST',
        url: WPS.systemCollect,
        headers: { host: LUCKY, origin, 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({ merchant: 'LUCKYSTAR', value: { event: 'firstOpen' } }),
      });
    expect((await beacon(OWN)).statusCode).toBe(200);
    expect(failureOf(await beacon('https://evil.example')).errorCode).toBe('origin.refused');
    const events = (await controlGet(server.app, LUCKY, '/__sandbox/events')).json().value;
    expect(events).toHaveLength(1);
  });

  it('leaves reads alone: a GET from another site is answered (CORS keeps its answer from that page)', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/wps/system/country',
      headers: { host: LUCKY, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.statusCode).toBe(200);
  });

  it('a plain JSON post from a test client (no Origin, no browser) still works', async () => {
    expect((await post(server.app, LUCKY, WPS.smsNoLogin, await smsBody('9171234505'))).statusCode).toBe(200);
  });
});
