// npm run check:operator against the sandbox on a real port: it passes as the sandbox answers, and names each
// call and field the control API's faults break (docs/api.md "Faults"), exit 1.
import { execFile } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { DECLARED_CALLS } from '@/lib/api/contract/declared';
import { unreadCountCall } from '@/flows/customer-service/api';
import { gameListCall, trialLaunchCall } from '@/flows/games/api';
import { loginCall } from '@/flows/sign-in/api';
import { rankListCall } from '@/features/home/api';
import { systemStatusCall } from '@/features/status/api';
import { loopbackFetch } from '../../scripts/lib/loopback-fetch';
import { runCheckOperator } from '../../scripts/lib/operator-check-cli';
import { PROBES, Skip } from '../../scripts/lib/operator-probes';
import { controlPost, LUCKY, MERCHANTS_DIR, PASSWORD, useSandbox } from './helpers';

const server = useSandbox();
let port = 0;
beforeAll(async () => {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
});

// The seeded normal member of every sample merchant (docs/api.md "Seeded data").
const member = ['--user', 'player1', '--password', PASSWORD];

async function check(host: string, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCheckOperator([`http://${host}:${port}`, ...argv], {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    fetch: loopbackFetch,
    merchantsDir: MERCHANTS_DIR,
  });
  return { code, out, err };
}

const made = DECLARED_CALLS.filter((call) => !call.changesState);
const probed = made.filter((call) => !(PROBES.get(call) instanceof Skip));
const publicCalls = probed.filter((call) => !call.member).length;
const memberCalls = probed.filter((call) => call.member).length;
const fault = (body: object) => controlPost(server.app, LUCKY, '/__sandbox/faults', body);

describe('check:operator against the sandbox', () => {
  it('passes for luckystar without a member: every public call answered, the member calls skipped', async () => {
    const { code, out, err } = await check(LUCKY, '--merchant', 'luckystar');
    expect(err).toEqual([]);
    expect(out[0]).toBe(`check:operator http://${LUCKY}:${port}/ (merchant LUCKYSTAR, no member)`);
    expect(out.filter((line) => /^(mismatch|failed)/.test(line))).toEqual([]);
    expect(out).toContain(`ok        GET ${gameListCall.path}`);
    expect(out).toContain(
      `skipped   GET /wps/member/info: a member call: give --user and --password of a test member to make it`,
    );
    expect(out.at(-1)).toBe(
      `${publicCalls} calls answered as expected, 0 did not, ${made.length - publicCalls} skipped`,
    );
    expect(code).toBe(0);
  });

  it('passes for luckystar with the seeded member, logged in with the encrypted login', async () => {
    const { code, out } = await check(LUCKY, '--merchant', 'luckystar', ...member);
    expect(out[0]).toBe(`check:operator http://${LUCKY}:${port}/ (merchant LUCKYSTAR, member player1)`);
    expect(out).toContain('ok        POST /wps/session/login');
    expect(out).toContain(`ok        GET ${unreadCountCall.path}`);
    const changing = DECLARED_CALLS.filter((call) => call.changesState).length;
    expect(out.slice(-2)).toEqual([
      `${changing - 1} declared calls change state and were not made.`,
      `${publicCalls + memberCalls + 1} calls answered as expected, 0 did not, ${made.length - publicCalls - memberCalls} skipped`,
    ]);
    expect(code).toBe(0);
  });

  it('names each call and field of a wrong answer, and an HTTP failure with its terminal escapes shown', async () => {
    await fault({
      path: gameListCall.path,
      value: { list: [{ gameId: 'g1', gameName: 7, vendor: 'PG' }], total: 1, page: 1, size: 50 },
    });
    await fault({
      path: systemStatusCall.path,
      value: { maintenance: 'no', maintenanceEnd: null, regionRestriction: false, ip: null },
    });
    await fault({ path: unreadCountCall.path, value: { count: 'three' } });
    await fault({ path: rankListCall.path, status: 500, message: 'down\u001b[2J for now' });
    const { code, out } = await check(LUCKY, '--merchant', 'LUCKYSTAR', ...member);
    expect(out.filter((line) => /^(mismatch|failed)/.test(line))).toEqual([
      `mismatch  GET ${systemStatusCall.path}: value.maintenance: expected boolean, received string`,
      `mismatch  GET ${gameListCall.path}: value.list.0.gameName: expected string, received number`,
      `failed    GET ${rankListCall.path}: HTTP 500 sandbox.fault: down\\u{1b}[2J for now`,
      `mismatch  GET ${unreadCountCall.path}: value.count: expected number, received string`,
    ]);
    expect(out).toContain(
      `skipped   GET ${trialLaunchCall.path}: needs a game with trial play from ${gameListCall.path}, which gave none`,
    );
    expect(out.at(-1)).toBe(
      `${publicCalls + memberCalls + 1 - 5} calls answered as expected, 4 did not, ${made.length - publicCalls - memberCalls + 1} skipped`,
    );
    expect(code).toBe(1);
  });

  it('says why it makes no member call when the login asks for a captcha (saigonlotto)', async () => {
    const { code, out } = await check('saigonlotto.localhost', '--merchant', 'saigonlotto', ...member);
    expect(out).toContain(
      'skipped   POST /wps/session/login: the login asks for a captcha, which a script cannot solve: give a member the login lets in without one',
    );
    expect(out).toContain('skipped   GET /wps/member/info: (the same)');
    expect(code).toBe(0);
  });

  it('reports a refused login as a failure of the login call, exit 1', async () => {
    const { code, out } = await check(LUCKY, '--merchant', 'luckystar', '--user', 'player1', '--password', 'wrong1');
    expect(out).toContain('failed    POST /wps/session/login: HTTP 400 login.cred.err: Wrong user name or password.');
    expect(code).toBe(1);
  });

  it("reads an errorCode of the API as data: 'constructor' is a failed login, not one of Object's members", async () => {
    await fault({ path: loginCall.path, status: 400, errorCode: 'constructor' });
    const { code, out } = await check(LUCKY, '--merchant', 'luckystar', ...member);
    expect(out).toContain('failed    POST /wps/session/login: HTTP 400 constructor: Injected fault: HTTP 400');
    expect(code).toBe(1);
  });

  it('reports an API that does not answer, by call', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port: closedPort } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const out: string[] = [];
    const code = await runCheckOperator([`http://127.0.0.1:${closedPort}`, '--merchant', 'LUCKYSTAR'], {
      out: (line) => out.push(line),
      err: () => {},
      fetch: loopbackFetch,
      merchantsDir: MERCHANTS_DIR,
    });
    expect(out[1]).toBe('failed    GET /wps/session/key/rsa: no answer: fetch failed: ECONNREFUSED');
    expect(code).toBe(1);
  });

  it('runs as `npm run check:operator`: exit 0 against the sandbox, 2 on a usage error', async () => {
    const npm = (...argv: string[]) =>
      promisify(execFile)('npm', ['run', '--silent', 'check:operator', '--', ...argv]).then(
        ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    const passed = await npm(`http://${LUCKY}:${port}`, '--merchant', 'luckystar');
    expect(passed.stdout.trim().split('\n').at(-1)).toBe(
      `${publicCalls} calls answered as expected, 0 did not, ${made.length - publicCalls} skipped`,
    );
    expect(passed.code).toBe(0);
    const refused = await npm('not a url', '--merchant', 'luckystar');
    expect(refused.stderr.split('\n')[0]).toBe(
      'check:operator: base URL: "not a url" is not a URL (like https://api.example.com)',
    );
    expect(refused.code).toBe(2);
  }, 60_000);
});
