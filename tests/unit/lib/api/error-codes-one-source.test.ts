import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as catalogue from '@/lib/api/error-catalogue';

const CATALOGUE_FILE = path.normalize('src/lib/api/error-catalogue.ts');
const stringsOf = (module: Record<string, unknown>) =>
  Object.values(module).flatMap((value) =>
    typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [],
  );
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sources(file);
    return /\.(ts|tsx|astro)$/.test(entry.name) ? [file] : [];
  });

describe('SPEC 8 codes and message keys have one home (the error catalogue)', () => {
  it('names the translation keys SPEC 8 shows', () => {
    expect(catalogue.UNKNOWN_ERROR_KEY).toBe('unknown_error');
    expect(catalogue.NETWORK_OFFLINE_KEY).toBe('network_offline');
    expect(catalogue.PLEASE_LOGIN_KEY).toBe('in_pls_login');
    expect(catalogue.LAUNCH_TIMEOUT_KEY).toBe('timeout_retry_please');
    expect(catalogue.START_GAME_ERROR_KEY).toBe('label_start_game_error');
    expect(catalogue.NOT_SUPPORT_INCOGNITO).toBe('not_support_incognito');
    expect(catalogue.COMING_SOON_KEY).toBe('coming_soon');
  });

  it('has every message key in the English catalogue', () => {
    const en = JSON.parse(readFileSync('src/locales/EN.json', 'utf8')) as Record<string, unknown>;
    for (const key of Object.entries(catalogue).flatMap(([name, value]) => (name.endsWith('_KEY') ? [value] : [])))
      expect(en, String(key)).toHaveProperty([String(key)]);
  });

  it('is the only module of src and the sandbox that spells a code or key out', () => {
    const spelled = stringsOf(catalogue);
    const quoted = new RegExp(
      `['"\`](${spelled.map((s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})['"\`]`,
    );
    const offenders = [...sources('src'), ...sources('sandbox')]
      .filter((file) => path.normalize(file) !== CATALOGUE_FILE)
      .filter((file) => quoted.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
