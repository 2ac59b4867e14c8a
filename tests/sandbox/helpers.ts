// Shared by the sandbox tests: an in-process server (fastify.inject, no network) and request shortcuts.
import { tmpdir } from 'node:os';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CONTROL_HEADER, CONTROL_HEADER_VALUE } from '../../sandbox/control-guard';
import { createSandboxServer, type ServerOptions } from '../../sandbox/server';
import type { Sandbox } from '../../sandbox/state/sandbox';
import { encryptPayload, type EncryptionDeps } from '@/lib/api/encryption';

export const MERCHANTS_DIR = path.resolve('merchants');
export const LUCKY = 'luckystar.localhost';
export const SAIGON = 'saigonlotto.localhost';
export const SIAM = 'siamarena.localhost';
export const DEVICE_ID = '0123456789abcdef0123456789abcdef0123';
export const PASSWORD = 'play1234';

export interface TestServer {
  app: FastifyInstance;
  sandbox: Sandbox;
  logs: string[];
}

/** A sandbox with a small key and cheap hashing, so each file starts in well under a second. */
export async function startSandbox(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const logs: string[] = [];
  const { app, sandbox } = await createSandboxServer({
    distDir: path.join(tmpdir(), 'sandbox-tests-no-dist'),
    merchantsDir: MERCHANTS_DIR,
    mode: 'test',
    rsaBits: 1024,
    scryptCost: 1024,
    log: (line) => logs.push(line),
    ...options,
  });
  return { app, sandbox, logs };
}

type Headers = Record<string, string>;

export const get = (app: FastifyInstance, host: string, url: string, headers: Headers = {}) =>
  app.inject({ method: 'GET', url, headers: { host, ...headers } });

export const post = (app: FastifyInstance, host: string, url: string, body?: unknown, headers: Headers = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { host, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** What a test script sends to reach the control API (docs/api.md "Control API"). */
export const CONTROL = { [CONTROL_HEADER]: CONTROL_HEADER_VALUE };
export const controlGet = (app: FastifyInstance, host: string, url: string) => get(app, host, url, CONTROL);
export const controlPost = (app: FastifyInstance, host: string, url: string, body?: unknown) =>
  post(app, host, url, body, CONTROL);
export const controlDelete = (app: FastifyInstance, host: string, url: string) =>
  app.inject({ method: 'DELETE', url, headers: { host, ...CONTROL } });

export async function publicKey(app: FastifyInstance, host = LUCKY): Promise<string> {
  return (await get(app, host, '/wps/session/key/rsa')).json().value as string;
}

/** POSTs `payload` encrypted exactly as the app does it (src/lib/api/encryption.ts). */
export async function postEncrypted(
  app: FastifyInstance,
  host: string,
  url: string,
  payload: object,
  headers: Headers = {},
  deps?: Partial<EncryptionDeps>,
): Promise<LightMyRequestResponse> {
  const encrypted = await encryptPayload(
    payload,
    await publicKey(app, host),
    deps
      ? { now: () => Date.now(), randomBytes: (n) => crypto.getRandomValues(new Uint8Array(n)), ...deps }
      : undefined,
  );
  return app.inject({
    method: 'POST',
    url,
    headers: { host, ...encrypted.headers, ...headers },
    payload: encrypted.body,
  });
}

/** A caller with its own address (request.ip) and clock, for the per-client limits. */
export interface Client {
  address: string;
  now: () => number;
}

/** postEncrypted from `client`: its address reaches the server as the socket's, its clock stamps `ts`. */
export async function postEncryptedFrom(
  app: FastifyInstance,
  client: Client,
  host: string,
  url: string,
  payload: object,
  headers: Headers = {},
): Promise<LightMyRequestResponse> {
  const encrypted = await encryptPayload(payload, await publicKey(app, host), {
    now: client.now,
    randomBytes: (n) => crypto.getRandomValues(new Uint8Array(n)),
  });
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: client.address,
    headers: { host, ...encrypted.headers, ...headers },
    payload: encrypted.body,
  });
}

export const loginBody = (username: string, password = PASSWORD, extra: object = {}) => ({
  username,
  password,
  type: 'username',
  loginDeviceId: DEVICE_ID,
  ...extra,
});

export async function login(
  app: FastifyInstance,
  host: string,
  username: string,
  password = PASSWORD,
): Promise<string> {
  const response = await postEncrypted(app, host, '/wps/session/login', loginBody(username, password));
  if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.body}`);
  return response.json().value.token as string;
}

/** The fields of a solved captcha, from the control API. */
export async function solvedCaptcha(app: FastifyInstance, host: string): Promise<Record<string, string>> {
  return (await controlPost(app, host, '/__sandbox/captcha/solve', {})).json().value;
}

export const reset = (app: FastifyInstance) => controlPost(app, 'localhost', '/__sandbox/reset', {});

export function failureOf(response: LightMyRequestResponse): { status: number; errorCode: string; message: string } {
  const body = response.json() as { success: boolean; errorCode: string; message: string };
  if (body.success !== false) throw new Error(`expected a failure, got ${response.body}`);
  return { status: response.statusCode, errorCode: body.errorCode, message: body.message };
}

/** One sandbox for the test file: reset before each test, real timers restored after it. */
export function useSandbox(options: Partial<ServerOptions> = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startSandbox(options));
  });
  afterAll(() => server.app.close());
  beforeEach(() => reset(server.app));
  afterEach(() => vi.useRealTimers());
  return server;
}
