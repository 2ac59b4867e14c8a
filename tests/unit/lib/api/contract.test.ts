// @vitest-environment happy-dom
// The app-server contract in dev and test builds: a broken answer is a ContractError naming the endpoint
// and the field path; the production build leaves the check out.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiEvents } from '@/lib/api/api-events';
import { gameListCall } from '@/flows/games/api';
import { rsaKeyCall } from '@/flows/session/api';
import { createBrowserApi } from '@/lib/api/browser-client';
import { checkAnswer, ContractError } from '@/lib/api/contract/check';
import { systemStatusCall } from '@/features/status/api';
import { logoutCall } from '@/flows/sign-in/api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|astro)$/.test(entry.name) ? [file] : [];
  });
}

const status = { maintenance: false, maintenanceEnd: null, regionRestriction: false, ip: '127.0.0.1' };

describe('checkAnswer', () => {
  it('accepts an answer that matches, with fields the app does not read', () => {
    expect(() => checkAnswer(systemStatusCall.path, { ...status, extra: 'kept' })).not.toThrow();
  });

  it('names the endpoint and the field path of every mismatch', () => {
    const broken = () =>
      checkAnswer(`${gameListCall.path}?page=1`, { list: [{ gameId: 'g1', gameName: 7, vendor: 'V' }], total: 1 });
    expect(broken).toThrow(ContractError);
    expect(broken).toThrow(/^\/wps\/relay\/GCSGAME_gameList: the answer breaks the app-server contract: /);
    expect(broken).toThrow(/value\.list\.0\.gameName: Invalid input: expected string, received number/);
    expect(broken).toThrow(/value\.page: Invalid input: expected number, received undefined/);
  });

  it('does not check answers the app does not read', () => {
    expect(() => checkAnswer(logoutCall.path, 'anything')).not.toThrow();
    expect(() => checkAnswer('/wps/system/test/ping', null)).not.toThrow();
  });
});

describe('the browser client in a test build', () => {
  const json = (value: unknown) =>
    new Response(JSON.stringify({ success: true, value }), { headers: { 'Content-Type': 'application/json' } });
  const client = () =>
    createBrowserApi({
      paths: { rsaKey: rsaKeyCall.path, gameList: gameListCall.path },
      merchantCode: 'LUCKYSTAR',
      apiBaseUrl: '',
      language: () => 'EN',
      token: () => undefined,
      events: createApiEvents(),
    });

  it('rejects an answer that breaks the contract, and logs it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ ...status, maintenance: 'no' })),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = client();
    await expect(api.client.get(systemStatusCall.path)).rejects.toThrow(
      '/wps/v2/system/status: the answer breaks the app-server contract: value.maintenance: Invalid input: expected boolean, received string',
    );
    expect(logged).toHaveBeenCalledOnce();
    api.stopCleanup();
  });

  it('passes a matching answer on unchanged', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ ...status, extra: 1 })),
    );
    const api = client();
    await expect(api.client.get(systemStatusCall.path)).resolves.toEqual({ ...status, extra: 1 });
    api.stopCleanup();
  });

  it('is folded away in production builds, and only types come from the contract elsewhere in src/', () => {
    const wiring = readFileSync('src/lib/api/browser-client.ts', 'utf8');
    expect(wiring).toMatch(/import\.meta\.env\.MODE === 'production' \? client : contractChecked\(client\)/);
    expect(wiring).toMatch(/await import\('\.\/contract\/check'\)/);
    const valueImports = sourceFiles('src')
      // src/build/ runs at build time only (the game snapshot's reader holds it to the answers' schemas).
      .filter((file) => !file.includes(path.join('api', 'contract')) && !file.startsWith(path.join('src', 'build')))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/^(import|export) (?!type )[^;]*from '[^']*\/contract\/[^']*';/gm)].map(
          (match) => `${file}: ${match[0]}`,
        ),
      );
    expect(valueImports).toEqual([]);
  });
});
