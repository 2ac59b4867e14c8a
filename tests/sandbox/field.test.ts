// Issue 44: the collect beacon's field reports, kept apart from the tracked events, validated as an operator's
// backend would, and summarised for an ops view (GET /__sandbox/field).
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { percentile75 } from '../../sandbox/field-summary';
import { controlGet, failureOf, LUCKY, startSandbox, useSandbox } from './helpers';

const server = useSandbox();
const context = { route: 'home', build: '0a1b2c3d', engine: 'Blink 138' };
const beacon = (value: unknown, app = server.app) =>
  app.inject({
    method: 'POST',
    url: '/wps/system/collect',
    headers: { host: LUCKY, 'content-type': 'text/plain;charset=UTF-8' },
    payload: JSON.stringify({ merchant: 'LUCKYSTAR', value }),
  });
const error = (message: string, count = 1) => ({ kind: 'error', message, stack: '', source: '', count });

describe('field reports', () => {
  it('keeps error and vitals reports for GET /__sandbox/field, with their summary, not as tracked events', async () => {
    expect((await beacon({ type: 'errors', ...context, errors: [error('boom', 3), error('bang')] })).json()).toEqual({
      success: true,
      value: true,
    });
    await beacon({ type: 'errors', ...context, route: 'login', engine: 'Gecko 128', errors: [error('boom')] });
    for (const lcp of [1200, 1800, 2500, 4000])
      await beacon({ type: 'vitals', ...context, vitals: { LCP: lcp, CLS: 0, TTFB: 300 } });
    const { summary, reports } = (await controlGet(server.app, LUCKY, '/__sandbox/field')).json().value;
    expect(reports).toHaveLength(6);
    expect(reports[0]).toMatchObject({ at: expect.any(Number), type: 'errors', route: 'home' });
    expect(summary).toEqual({
      errorCount: 5,
      topErrors: [
        { kind: 'error', message: 'boom', count: 4, routes: ['home', 'login'], engines: ['Blink 138', 'Gecko 128'] },
        { kind: 'error', message: 'bang', count: 1, routes: ['home'], engines: ['Blink 138'] },
      ],
      pageViews: 4,
      p75: { LCP: 2500, CLS: 0, TTFB: 300 },
    });
    expect((await controlGet(server.app, LUCKY, '/__sandbox/events')).json().value).toEqual([]);
  });

  it('refuses a report of another shape, naming the field', async () => {
    const refused = async (value: unknown) => failureOf(await beacon(value)).message;
    expect(await refused({ type: 'errors', ...context, errors: [] })).toMatch(/^errors/);
    expect(await refused({ type: 'errors', ...context, url: 'https://x/?token=1', errors: [error('x')] })).toMatch(
      /url/,
    );
    expect(await refused({ type: 'vitals', ...context, build: 'release-1', vitals: {} })).toMatch(/^build/);
    expect(await refused({ type: 'vitals', ...context, vitals: { LCP: -1 } })).toMatch(/^vitals\.LCP/);
    expect(await refused({ type: 'errors', ...context, errors: [error('x'.repeat(201))] })).toMatch(
      /^errors\.0\.message/,
    );
  });
});

describe('npm run field:report', () => {
  it("prints each merchant's row from a running sandbox, and names the address when none answers", async () => {
    const { app } = await startSandbox();
    await beacon({ type: 'errors', ...context, errors: [error('boom', 2)] }, app);
    await beacon({ type: 'vitals', ...context, vitals: { LCP: 1800 } }, app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // Not spawnSync: this process is the sandbox the command asks.
    const run = (args: string[]) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
        execFile('node', ['--import', 'tsx', 'scripts/field-report.ts', ...args], (error, stdout, stderr) =>
          resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
        ),
      );
    const report = await run(['--port', String(port), '--merchant', 'luckystar,siamarena']);
    expect(report.status, report.stderr).toBe(0);
    expect(report.stdout).toContain('| luckystar | 1 | 2 | 2x error: boom (home; Blink 138) | 1800 ms | - |');
    expect(report.stdout).toContain('| siamarena | 0 | 0 | - |');
    await app.close();
    const refused = await run(['--port', String(port), '--merchant', 'luckystar']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`field:report: http://luckystar.localhost:${port}/__sandbox/field:`);
  }, 30_000);
});

describe('percentile75', () => {
  it('is the nearest-rank 75th percentile', () => {
    expect(percentile75([])).toBeUndefined();
    expect(percentile75([5])).toBe(5);
    expect(percentile75([4, 1, 3, 2])).toBe(3);
    expect(percentile75([1, 2, 3, 4, 5, 6, 7, 8])).toBe(6);
  });
});
