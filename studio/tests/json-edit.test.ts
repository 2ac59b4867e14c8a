import { readFileSync } from 'node:fs';
import { structuredPatch } from 'diff';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { formattedJson } from '../../scripts/lib/scaffold';

const FILE = 'merchants/siamarena/merchant.json';
const before = readFileSync(FILE, 'utf8');
const settings = JSON.parse(before);

/** The lines a save takes away and adds. */
function changedLines(after: string) {
  const lines = structuredPatch(FILE, FILE, before, after).hunks.flatMap((hunk) => hunk.lines);
  return lines.filter((line) => line.startsWith('-') || line.startsWith('+'));
}

describe('a save keeps the file as ops wrote it', () => {
  it('changes one line for one setting, in an object written on one line too', async () => {
    const name = await formattedJson(FILE, { ...settings, name: 'Siam Arena Club' }, before);
    expect(changedLines(name)).toEqual(['-  "name": "Siam Arena",', '+  "name": "Siam Arena Club",']);
    const languages = { ...settings.languages, enabled: ['TH', 'EN', 'LO'] };
    const fewer = await formattedJson(FILE, { ...settings, languages }, before);
    expect(changedLines(fewer)).toEqual([
      `-  "languages": { "default": "TH", "enabled": ["TH", "EN", "MY", "LO"] },`,
      `+  "languages": { "default": "TH", "enabled": ["TH", "EN", "LO"] },`,
    ]);
  });

  it('takes a removed setting away and adds a new one last, and the file is what it says, as Prettier wants it', async () => {
    const { captcha: _, ...rest } = settings;
    const value = { ...rest, flags: { ...settings.flags, CBS3: false }, support: { email: 'help@siamarena.example' } };
    const after = await formattedJson(FILE, value, before);
    expect(JSON.parse(after)).toEqual(value);
    expect(Object.keys(JSON.parse(after)).at(-1)).toBe('support');
    expect(changedLines(after)).toEqual([
      '-    "CBS3": true',
      '+    "CBS3": false',
      '-  "captcha": { "enabled": false },',
      `-  "social": { "line": { "clientId": "1650000002", "authorizeUrl": "/__line/oauth2/v2.1/authorize" } }`,
      `+  "social": { "line": { "clientId": "1650000002", "authorizeUrl": "/__line/oauth2/v2.1/authorize" } },`,
      '+  "support": { "email": "help@siamarena.example" }',
    ]);
    const options = await resolveConfig(FILE);
    expect(await format(after, { ...options, filepath: FILE })).toBe(after);
  });

  it('writes a file that was not valid JSON afresh', async () => {
    expect(await formattedJson(FILE, settings, before.replace('"name":', '"name"'))).toBe(
      await formattedJson(FILE, settings),
    );
  });
});
