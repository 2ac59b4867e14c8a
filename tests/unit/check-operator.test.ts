// npm run check:operator without a server: it reads the same declarations as the dev check, has a probe or a
// stated reason for every call that changes no state, and refuses bad arguments before any request.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DECLARED_CALLS } from '@/lib/api/contract/declared';
import { collectDeclaredCalls } from '../../scripts/lib/declared-calls';
import { printable, runCheckOperator } from '../../scripts/lib/operator-check-cli';
import { PROBES, Skip } from '../../scripts/lib/operator-probes';

const named = (call: { method: string; path: string }) => `${call.method} ${call.path}`;

describe('check:operator reads the declarations', () => {
  it("collects in Node the very declaration objects Vite's glob gives the dev check", async () => {
    const collected = await collectDeclaredCalls();
    expect(collected.map(named).sort()).toEqual(DECLARED_CALLS.map(named).sort());
    expect(collected.filter((call) => !DECLARED_CALLS.includes(call))).toEqual([]);
  });

  it('probes every call that changes no state, or says why not, and never one that changes state', () => {
    const uncovered = DECLARED_CALLS.filter((call) => !call.changesState && !PROBES.has(call)).map(named);
    const changing = DECLARED_CALLS.filter((call) => call.changesState && PROBES.has(call)).map(named);
    const undeclared = [...PROBES.keys()].filter((call) => !DECLARED_CALLS.includes(call)).map(named);
    expect({ uncovered, changing, undeclared }).toEqual({ uncovered: [], changing: [], undeclared: [] });
  });

  it('makes GETs only, and every skip states its reason', () => {
    const made = [...PROBES].filter(([, probe]) => !(probe instanceof Skip)).map(([call]) => call);
    expect(made.filter((call) => call.method !== 'GET').map(named)).toEqual([]);
    for (const probe of PROBES.values()) if (probe instanceof Skip) expect(probe.reason.length).toBeGreaterThan(20);
  });
});

describe('printable', () => {
  it('shows control, bidirectional and invisible characters of a hostile answer as escapes', () => {
    expect(printable('down\u001b[2J\u001b[1Aok\r\n\u202eevil\u200b\u0085')).toBe(
      'down\\u{1b}[2J\\u{1b}[1Aok\\u{d}\\u{a}\\u{202e}evil\\u{200b}\\u{85}',
    );
  });

  it('keeps letters of every script and cuts long text at 300 characters', () => {
    expect(printable('Xổ số ไทย')).toBe('Xổ số ไทย');
    expect(printable('a'.repeat(301))).toBe(`${'a'.repeat(300)}...`);
  });
});

describe('check:operator arguments', () => {
  const runIn = async (merchantsDir: string, argv: string[]) => {
    const err: string[] = [];
    const fetch = vi.fn<typeof globalThis.fetch>();
    const code = await runCheckOperator(argv, { out: () => {}, err: (line) => err.push(line), fetch, merchantsDir });
    expect(fetch).not.toHaveBeenCalled();
    return { code, problem: err[0] };
  };
  const run = (...argv: string[]) => runIn(path.resolve('merchants'), argv);

  it('refuses a merchant folder with problems, each named (exit 2)', async () => {
    const merchantsDir = mkdtempSync(path.join(tmpdir(), 'check-operator-'));
    mkdirSync(path.join(merchantsDir, 'acme'));
    writeFileSync(path.join(merchantsDir, 'acme', 'merchant.json'), '{"merchantCode": "a b"}');
    const { code, problem } = await runIn(merchantsDir, ['https://api.example.com', '--merchant', 'acme']);
    const [first, ...problems] = problem!.split('\n');
    expect(first).toBe('check:operator: --merchant acme: the folder has problems:');
    expect(problems).toContain(
      `${path.relative(process.cwd(), merchantsDir)}/acme/merchant.json: merchantCode: must be 2-32 of letters, digits, "_" and "-"`,
    );
    expect(code).toBe(2);
  });

  it.each([
    [[], 'check:operator: the base URL of the operator API is missing (like https://api.example.com)'],
    [
      ['api.example.com', '--merchant', 'luckystar'],
      'check:operator: base URL: "api.example.com" is not a URL (like https://api.example.com)',
    ],
    [
      ['ftp://api.example.com', '--merchant', 'luckystar'],
      'check:operator: base URL: "ftp://api.example.com" must start with https:// or http://',
    ],
    [
      ['https://api.example.com/?x=1', '--merchant', 'luckystar'],
      'check:operator: base URL: "https://api.example.com/?x=1" must carry no query, fragment or user name',
    ],
    [
      ['https://u:p@api.example.com', '--merchant', 'luckystar'],
      'check:operator: base URL: "https://u:p@api.example.com" must carry no query, fragment or user name',
    ],
    [
      ['https://a.example', 'https://b.example', '--merchant', 'luckystar'],
      'check:operator: one base URL, not 2: https://a.example https://b.example',
    ],
    [
      ['https://api.example.com'],
      'check:operator: --merchant is missing: give the merchantCode or the merchant folder',
    ],
    [
      ['https://api.example.com', '--merchant', '../../etc\u001b[2J'],
      `check:operator: --merchant: "../../etc\\u{1b}[2J" is no folder of ${path.resolve('merchants')} and no merchantCode (2-32 of letters, digits, "_" and "-")`,
    ],
    [
      ['https://api.example.com', '--merchant', 'LUCKYSTAR', '--user', 'player1'],
      'check:operator: --user and --password go together: give both for the member calls, or neither',
    ],
    [
      ['https://api.example.com', '--merchant', 'LUCKYSTAR', '--usr', 'player1'],
      "check:operator: Unknown option '--usr'. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- \"--usr\"",
    ],
  ])('%j is a usage error (exit 2)', async (argv, problem) => {
    expect(await run(...argv)).toEqual({ code: 2, problem });
  });
});
