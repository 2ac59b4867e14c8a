// The one table of /wps paths: every app path is typed there only, and the sandbox serves each of them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { relayPath, WPS } from '@/lib/api/endpoints';

const TABLE = path.join('src', 'lib', 'api', 'endpoints.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|astro|mjs)$/.test(entry.name) ? [file] : [];
  });
}

describe('the /wps endpoint table (SPEC 7)', () => {
  it('names every path once, each under /wps/, relay calls under /wps/relay/<NAME>', () => {
    const paths = Object.values(WPS);
    expect(new Set(paths).size).toBe(paths.length);
    for (const [call, value] of Object.entries(WPS)) {
      expect(value).toMatch(/^\/wps\/[A-Za-z0-9_/.]+$/);
      if (/^[A-Z0-9]+_/.test(call)) expect(value).toBe(relayPath(call));
    }
    expect(Object.isFrozen(WPS)).toBe(true);
  });

  it('is the only place in src/ and sandbox/ where an app path is typed', () => {
    const typed = [...sourceFiles('src'), ...sourceFiles('sandbox')]
      .filter((file) => file !== TABLE)
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return Object.values(WPS)
          .filter((value) => new RegExp(`['"\`]${value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"\`?]`).test(text))
          .map((value) => `${file}: ${value}`);
      });
    expect(typed).toEqual([]);
  });
});
