// The stand-ins of the operator's CBS (cashier, inbox: SPEC 7 CBS_launchChat) and of the chat providers
// (SPEC 3 csType), with the chat auth key the app hands the widgets (SPEC 4 "Session and chat").
import { createHash } from 'node:crypto';
import { Script } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { CONTROL, auth, controlGet, failureOf, get, login, LUCKY, post, SIAM, useSandbox } from './helpers';

const server = useSandbox();
const ORIGIN = 'http://luckystar.localhost';
const TEN_MINUTES = 10 * 60_000;

const launch = async (query: string, headers: Record<string, string> = {}, host = LUCKY) =>
  new URL((await get(server.app, host, `/wps/relay/CBS_launchChat${query}`, headers)).json().value.url as string);

/** A member's ticket from CBS_launchChat, as the app opens the cashier. */
const ticketOf = async (token: string, host = LUCKY) => {
  const ticket = (await launch('?title=Cashier', auth(token), host)).searchParams.get('ticket');
  if (!ticket) throw new Error('no ticket');
  return ticket;
};

const cbsPost = (kind: 'deposit' | 'withdraw', form: Record<string, string>, host = LUCKY) =>
  server.app.inject({
    method: 'POST',
    url: `/__cbs/${kind}`,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

const depositCount = async (token: string, host = LUCKY) =>
  (await get(server.app, host, '/wps/member/depositSettings', auth(token))).json().value
    .totalDepositSuccessCount as number;

/** The text of the page's alert (an error page names the parameter). */
const alertOf = (body: string) => /role="alert">([^<]*)</.exec(body)?.[1];

describe('CBS_launchChat and the CBS page', () => {
  it('gives a member a /__cbs/chat URL on the merchant origin with a ticket, and a guest one without', async () => {
    const token = await login(server.app, LUCKY, 'player1');
    const member = await launch('?b2c=1&title=Help&backUrl=%2Fm%2Fmember&language=EN', auth(token));
    expect(member.origin + member.pathname).toBe(`${ORIGIN}/__cbs/chat`);
    expect(member.searchParams.get('backUrl')).toBe('/m/member');
    expect(member.searchParams.get('ticket')).toMatch(/^[\w-]{24}$/);
    expect(member.href).not.toContain(token);
    const guest = await launch('?title=Help');
    expect(guest.pathname).toBe('/__cbs/chat');
    expect(guest.searchParams.has('ticket')).toBe(false);
  });

  it('gives a new ticket for each launch', async () => {
    const token = await login(server.app, LUCKY, 'player1');
    expect(await ticketOf(token)).not.toBe(await ticketOf(token));
  });

  it("shows the member's name with the ticket and asks to log in without it", async () => {
    const token = await login(server.app, LUCKY, 'player1');
    const ticket = await ticketOf(token);
    const page = await get(server.app, LUCKY, `/__cbs/chat?title=Cashier&ticket=${ticket}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<strong data-testid="cbs-member">player1</strong>');
    expect(page.body).toContain('action="/__cbs/deposit"');
    const guest = await get(server.app, LUCKY, '/__cbs/chat?title=Cashier');
    expect(guest.statusCode).toBe(200);
    expect(alertOf(guest.body)).toBe('Log in to the app to use the cashier.');
    expect(guest.body).not.toContain('cbs-member');
    expect(guest.body).not.toContain('action="/__cbs/deposit"');
    const made = await get(server.app, LUCKY, '/__cbs/chat?ticket=made-up-ticket-000000000');
    expect(alertOf(made.body)).toBe('Log in to the app to use the cashier.');
  });

  it('escapes the query it shows', async () => {
    const page = await get(server.app, LUCKY, `/__cbs/chat?title=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(page.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(page.body).not.toContain('<script>alert(1)');
  });

  it('refuses a host that is not a merchant of the sandbox', async () => {
    const page = await get(server.app, 'nobody.localhost', '/__cbs/chat');
    expect(page.statusCode).toBe(400);
    expect(alertOf(page.body)).toMatch(/^Host:/);
  });
});

describe('a deposit at the CBS stand-in', () => {
  it('adds one to the deposit count and goes back to backUrl with the amount (303)', async () => {
    const token = await login(server.app, LUCKY, 'player1');
    const before = await depositCount(token);
    const answer = await cbsPost('deposit', {
      ticket: await ticketOf(token),
      amount: '250',
      backUrl: '/m/member?from=cbs',
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${ORIGIN}/m/member?from=cbs&amount=250`);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(await depositCount(token)).toBe(before + 1);
  });

  it('leaves the deposit count alone for a withdrawal, which still goes back with the amount', async () => {
    const token = await login(server.app, LUCKY, 'player1');
    const before = await depositCount(token);
    const answer = await cbsPost('withdraw', { ticket: await ticketOf(token), amount: '75.5', backUrl: '/m/member' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${ORIGIN}/m/member?amount=75.5`);
    expect(await depositCount(token)).toBe(before);
  });

  it('takes the amount limit itself, 1000000', async () => {
    const token = await login(server.app, LUCKY, 'player1');
    const answer = await cbsPost('deposit', { ticket: await ticketOf(token), amount: '1000000', backUrl: '/m/member' });
    expect(answer.statusCode).toBe(303);
  });

  it.each(['0', '-1', 'x', '', '1000001', 'Infinity', 'NaN'])(
    'answers 400 naming amount for %j and records nothing',
    async (amount) => {
      const token = await login(server.app, LUCKY, 'player1');
      const before = await depositCount(token);
      const answer = await cbsPost('deposit', { ticket: await ticketOf(token), amount, backUrl: '/m/member' });
      expect(answer.statusCode).toBe(400);
      expect(alertOf(answer.body)).toMatch(/^amount:/);
      expect(answer.headers.location).toBeUndefined();
      expect(await depositCount(token)).toBe(before);
    },
  );

  it('answers 400 for an unknown or missing ticket', async () => {
    for (const form of [{ ticket: 'made-up-ticket-000000000' }, {}]) {
      const answer = await cbsPost('deposit', { amount: '100', backUrl: '/m/member', ...form });
      expect(answer.statusCode).toBe(400);
      expect(alertOf(answer.body)).toMatch(/^ticket: unknown or expired/);
    }
  });

  it('answers 400 for a ticket older than 10 minutes, and takes it at 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await login(server.app, LUCKY, 'player1');
    const before = await depositCount(token);
    const onTime = await ticketOf(token);
    const late = await ticketOf(token);
    vi.advanceTimersByTime(TEN_MINUTES);
    expect((await cbsPost('deposit', { ticket: onTime, amount: '100', backUrl: '/m/member' })).statusCode).toBe(303);
    vi.advanceTimersByTime(1);
    const answer = await cbsPost('deposit', { ticket: late, amount: '100', backUrl: '/m/member' });
    expect(answer.statusCode).toBe(400);
    expect(alertOf(answer.body)).toMatch(/^ticket: unknown or expired/);
    expect(await depositCount(token)).toBe(before + 1);
  });

  it('does not take a ticket of one merchant on another', async () => {
    const token = await login(server.app, LUCKY, 'player1');
    const ticket = await ticketOf(token);
    const answer = await cbsPost('deposit', { ticket, amount: '100', backUrl: '/m/member' }, SIAM);
    expect(answer.statusCode).toBe(400);
    expect(alertOf(answer.body)).toMatch(/^ticket:/);
    const page = await get(server.app, SIAM, `/__cbs/chat?ticket=${ticket}`);
    expect(page.body).not.toContain('cbs-member');
    // The ticket still works where it was issued.
    expect((await cbsPost('deposit', { ticket, amount: '100', backUrl: '/m/member' })).statusCode).toBe(303);
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/m//evil.example',
    '/m/\\\\evil.example',
    '/home',
    'm/member',
    '',
  ])('never redirects to the backUrl %j: the deposit is recorded and a page says so', async (backUrl) => {
    const token = await login(server.app, LUCKY, 'player1');
    const before = await depositCount(token);
    const answer = await cbsPost('deposit', { ticket: await ticketOf(token), amount: '100', backUrl });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.body).toContain('deposit recorded.');
    expect(await depositCount(token)).toBe(before + 1);
  });

  it.each(['/m/..//evil.example', '/m/%2F%2Fevil.example', '/m/\t/evil.example'])(
    'keeps a redirect to the /m/ backUrl %j on the merchant origin',
    async (backUrl) => {
      const token = await login(server.app, LUCKY, 'player1');
      const answer = await cbsPost('deposit', { ticket: await ticketOf(token), amount: '100', backUrl });
      expect(answer.statusCode).toBe(303);
      expect(new URL(String(answer.headers.location)).origin).toBe(ORIGIN);
    },
  );
});

describe('GET /wps/member/chat/authKey', () => {
  const authKey = async (token: string) =>
    (await get(server.app, LUCKY, '/wps/member/chat/authKey', auth(token))).json().value.authKey as string;

  it('needs a session', async () => {
    expect(failureOf(await get(server.app, LUCKY, '/wps/member/chat/authKey'))).toMatchObject({
      status: 401,
      errorCode: 'customer.not.login',
    });
    expect(failureOf(await get(server.app, LUCKY, '/wps/member/chat/authKey', auth('made-up'))).status).toBe(401);
  });

  it('gives a 43-character base64url key, the same for one session and another for each session', async () => {
    const first = await login(server.app, LUCKY, 'player1');
    const second = await login(server.app, LUCKY, 'player1');
    const key = await authKey(first);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await authKey(first)).toBe(key);
    expect(await authKey(second)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await authKey(second)).not.toBe(key);
    expect(key).not.toContain(first);
  });
});

describe('chat provider stand-ins', () => {
  it.each(['/__chat/livechat/tracking.js?license=19011101', '/__chat/comm100/livechat.ashx?siteId=10001&planId=vip'])(
    'serves JavaScript at %s',
    async (url) => {
      const answer = await get(server.app, LUCKY, url);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(() => new Script(answer.body)).not.toThrow(); // parses; never run
      expect(answer.body).toContain('LiveChatWidget');
      expect(answer.body).toContain('Comm100API');
    },
  );

  it.each([
    ['miduoke', 'MIDUOKE'],
    ['tx-chat', 'TX-CHAT'],
    ['aican', 'AICAN'],
  ])('serves the visitor page of %s with the login info of its query', async (key, provider) => {
    const query = new URLSearchParams({ user_id: '901', user_name: 'player1', language: 'TH', label_names: 'VIP 3' });
    const page = await get(server.app, LUCKY, `/__chat/frame/${key}?${query}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`<h1>${provider} chat</h1>`);
    expect(page.body).toContain('<span data-field="user_id">901</span>');
    expect(page.body).toContain('<span data-field="user_name">player1</span>');
    expect(page.body).toContain('<span data-field="language">TH</span>');
    expect(page.body).toContain('<span data-field="label_names">VIP 3</span>');
  });

  it.each(['miduoke', 'tx-chat', 'aican'])('escapes the query values on the %s page', async (key) => {
    const query = new URLSearchParams({
      user_name: '<script>alert(1)</script>',
      user_id: '"><img src=x onerror=alert(1)>',
      label_names: "'&",
    });
    const page = await get(server.app, LUCKY, `/__chat/frame/${key}?${query}`);
    expect(page.body).toContain('<span data-field="user_name">&#60;script&#62;alert(1)&#60;/script&#62;</span>');
    expect(page.body).toContain('<span data-field="user_id">&#34;&#62;&#60;img src=x onerror=alert(1)&#62;</span>');
    expect(page.body).toContain('<span data-field="label_names">&#39;&#38;</span>');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('<img');
  });

  it('answers 404 for a provider it has no stand-in of', async () => {
    for (const key of ['zendesk', 'MIDUOKE', 'livechat']) {
      const answer = await get(server.app, LUCKY, `/__chat/frame/${key}`);
      expect(answer.statusCode, key).toBe(404);
      expect(answer.json().error).toBe(`no stand-in for provider "${key}"`);
    }
  });

  // Names every object inherits are not providers: Object.hasOwn, not a plain lookup.
  it.each(['constructor', 'toString', '__proto__'])('answers 404 for the inherited name %s', async (key) => {
    const answer = await get(server.app, LUCKY, `/__chat/frame/${key}`);
    expect(answer.statusCode).toBe(404);
  });
});

describe('the chat call log (/__chat/calls)', () => {
  const record = (body: unknown) => post(server.app, LUCKY, '/__chat/calls', body);

  it('records a valid call, which a control caller reads back', async () => {
    const method = `identify-${Date.now()}`;
    const answer = await record({ provider: 'LIVECHAT', account: '19011101', method, args: [{ user_id: '1' }] });
    expect(answer.statusCode).toBe(204);
    const calls = (await controlGet(server.app, 'localhost', '/__chat/calls')).json() as {
      method: string;
      provider: string;
      account?: string;
      args: unknown[];
      at: number;
    }[];
    expect(calls.filter((call) => call.method === method)).toEqual([
      { provider: 'LIVECHAT', account: '19011101', method, args: [{ user_id: '1' }], at: expect.any(Number) },
    ]);
  });

  it.each([
    ['an empty body', {}],
    ['no method', { provider: 'LIVECHAT', args: [] }],
    ['no args', { provider: 'LIVECHAT', method: 'open' }],
    ['args that are not a list', { provider: 'LIVECHAT', method: 'open', args: 'x' }],
    ['six args', { provider: 'LIVECHAT', method: 'open', args: [1, 2, 3, 4, 5, 6] }],
    ['a long provider', { provider: 'P'.repeat(21), method: 'open', args: [] }],
    ['a long method', { provider: 'LIVECHAT', method: 'm'.repeat(61), args: [] }],
    ['a long account', { provider: 'LIVECHAT', account: 'a'.repeat(101), method: 'open', args: [] }],
    ['a number for the provider', { provider: 7, method: 'open', args: [] }],
    ['a list', [{ provider: 'LIVECHAT', method: 'open', args: [] }]],
  ])('answers 400 for %s and records nothing', async (_name, body) => {
    const before = (await controlGet(server.app, 'localhost', '/__chat/calls')).json().length as number;
    const answer = await record(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toEqual(expect.any(String));
    expect((await controlGet(server.app, 'localhost', '/__chat/calls')).json()).toHaveLength(before);
  });

  it('lets only a control caller read the log: the header, on a loopback host', async () => {
    const refused = async (host: string, headers: Record<string, string>) => {
      const answer = await get(server.app, host, '/__chat/calls', headers);
      expect(answer.statusCode, host).toBe(403);
      expect(answer.body, host).not.toContain('"method"');
      return answer.json().message as string;
    };
    expect(await refused('localhost', {})).toMatch(/^X-Sandbox-Control:/);
    expect(await refused('localhost', { 'x-sandbox-control': '0' })).toMatch(/^X-Sandbox-Control:/);
    expect(await refused('luckystar.example', CONTROL)).toMatch(/^Host: "luckystar.example" is not a loopback host/);
    expect(await refused('evil.example', CONTROL)).toMatch(/^Host:/);
    expect((await get(server.app, LUCKY, '/__chat/calls', CONTROL)).statusCode).toBe(200);
  });
});

describe('the headers of the pages the sandbox serves on merchant origins', () => {
  const scriptHashes = (body: string) =>
    [...body.matchAll(/<script>([^<]*)<\/script>/g)].map(
      (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
    );

  it.each(['/__sandbox/game?name=Fortune%20Dragon', '/__cbs/chat?title=Cashier', '/__chat/frame/miduoke?user_id=9'])(
    '%s runs only its own inline scripts, loads nothing from elsewhere and is not sniffed',
    async (url) => {
      const page = await get(server.app, LUCKY, url);
      expect(page.statusCode).toBe(200);
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("base-uri 'none'");
      const scripts = scriptHashes(page.body);
      expect(policy).toContain(`script-src ${scripts.join(' ') || "'none'"}`);
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('strict-origin');
    },
  );
});
