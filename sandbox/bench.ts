// npm run bench:sandbox: N concurrent encrypted logins against an in-process sandbox on loopback, encrypted by
// the app's own src/lib/api/encryption.ts. Prints errors, p50 and p99. Options: --count 200, --bits 2048.
import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { encryptPayload } from '../src/lib/api/encryption';
import { WPS } from './wps-paths';
import { createSandboxServer } from './server';
import { DEFAULT_SCRYPT_COST } from './state/passwords';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '200' },
    bits: { type: 'string', default: '2048' },
    merchant: { type: 'string', default: 'luckystar' },
  },
});
const COUNT = Number(values.count);
const BITS = Number(values.bits);
const HOST = `${values.merchant}.localhost`;
const REQUEST_TIMEOUT_MS = 60_000;
const RUN_LIMIT_MS = 180_000;

// Bounded: whatever happens, the benchmark ends.
const guard = setTimeout(() => {
  console.error(`bench:sandbox: gave up after ${RUN_LIMIT_MS / 1000} s`);
  process.exit(1);
}, RUN_LIMIT_MS);

interface Answer {
  status: number;
  body: string;
  ms: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

function send(
  port: number,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        agent,
        headers: { host: HOST, ...headers },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, body: error.message, ms: performance.now() - started }));
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const setupStart = performance.now();
const { app } = await createSandboxServer({
  distDir: path.join(tmpdir(), 'no-sites'),
  merchantsDir: path.resolve('merchants'),
  mode: 'test',
  rsaBits: BITS,
  log: () => {},
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const startupMs = performance.now() - setupStart;

const key = JSON.parse((await send(port, 'GET', WPS.rsaKey, {})).body) as { value: string };
const bodies = await Promise.all(
  Array.from({ length: COUNT }, () =>
    encryptPayload(
      { username: 'player1', password: 'play1234', type: 'username', loginDeviceId: crypto.randomUUID() },
      key.value,
    ),
  ),
);

const started = performance.now();
const answers = await Promise.all(
  bodies.map((encrypted) => send(port, 'POST', WPS.login, { ...encrypted.headers }, encrypted.body)),
);
const wallMs = performance.now() - started;

const failed = answers.filter((answer) => answer.status !== 200 || !answer.body.includes('"success":true'));
const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
console.log(
  `bench:sandbox: ${COUNT} concurrent encrypted logins on loopback (RSA ${BITS} bits, scrypt N=${DEFAULT_SCRYPT_COST}, Node ${process.version})`,
);
console.log(`  server start-up (key pair + seeded members): ${startupMs.toFixed(0)} ms`);
console.log(
  `  errors: ${failed.length}${failed.length ? ` (first: ${failed[0]?.status} ${failed[0]?.body.slice(0, 200)})` : ''}`,
);
console.log(
  `  p50: ${percentile(sorted, 50).toFixed(0)} ms   p99: ${percentile(sorted, 99).toFixed(0)} ms   max: ${(sorted.at(-1) ?? NaN).toFixed(0)} ms   all done in ${wallMs.toFixed(0)} ms (${((COUNT / wallMs) * 1000).toFixed(1)} logins/s)`,
);

clearTimeout(guard);
agent.destroy();
await app.close();
process.exit(failed.length ? 1 : 0);
