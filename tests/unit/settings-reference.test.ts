import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REFERENCE_FILE, SCHEMA_FILE, jsonSchema, withTable } from '../../scripts/lib/settings-reference';

describe('settings reference', () => {
  it('merchants/merchant.schema.json matches the zod schema (run npm run docs:settings)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(jsonSchema());
  });

  it('the settings table of docs/merchants.md matches the zod schema (run npm run docs:settings)', () => {
    const markdown = readFileSync(REFERENCE_FILE, 'utf8');
    expect(markdown).toBe(withTable(markdown));
  });

  it('documents every setting in one line', () => {
    const rows = readFileSync(REFERENCE_FILE, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    expect(rows.length).toBeGreaterThan(60);
    for (const row of rows) expect(row.split('|').at(-2)!.trim(), row).not.toBe('');
  });
});
