// Issue 26 item 12: the language switcher names each language in its own script, whatever the browser knows.
import { describe, expect, it } from 'vitest';
import { AUTONYMS } from '@/config/autonyms';
import { LANGUAGE_CODES } from '@/config/languages';

describe('AUTONYMS', () => {
  it('names every language of SPEC 9, each differently', () => {
    expect(Object.keys(AUTONYMS).sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(new Set(Object.values(AUTONYMS)).size).toBe(LANGUAGE_CODES.length);
  });

  it.each([
    ['KM', /^[\u1780-\u17FF]+$/u],
    ['LO', /^[\u0E80-\u0EFF]+$/u],
    ['MY', /^[\u1000-\u109F]+$/u],
    ['NE', /^[\u0900-\u097F]+$/u],
    ['UR', /^[\u0600-\u06FF]+$/u],
    ['TH', /^[\u0E00-\u0E7F]+$/u],
    ['UR-LA', /^[A-Za-z ()]+$/],
  ] as const)(
    'writes %s in its own script (Chromium names Khmer, Burmese, Nepali and Lao in English)',
    (code, script) => {
      expect(AUTONYMS[code]).toMatch(script);
    },
  );
});
