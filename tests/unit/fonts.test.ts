// Issue 16 "Fonts": the page names system font stacks that cover every SPEC 9 language's script (Nastaliq for
// Urdu), chosen by :lang(); no web font is downloaded on first load.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HTML_LANG, LANGUAGE_CODES, type LanguageCode } from '@/config/languages';

const FONTS_CSS = readFileSync('src/styles/fonts.css', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

interface LangRule {
  ranges: string[];
  declarations: Map<string, string>;
}
/** The :lang() rules of fonts.css in file order, with their custom properties. */
const LANG_RULES: LangRule[] = [...FONTS_CSS.matchAll(/((?::lang\([\w-]+\)\s*,?\s*)+)\{([^}]*)\}/g)].map((rule) => ({
  ranges: [...rule[1]!.matchAll(/:lang\(([\w-]+)\)/g)].map((range) => range[1]!.toLowerCase()),
  declarations: new Map(
    [...rule[2]!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((declaration) => [
      declaration[1]!,
      declaration[2]!.replace(/\s+/g, ' ').trim(),
    ]),
  ),
}));
const ROOT_STACK = /:root\s*\{[^}]*--font-stack:\s*([^;]+);/.exec(FONTS_CSS)![1]!.replace(/\s+/g, ' ');
const FONT_UI = /--font-ui:\s*([^;]+);/.exec(FONTS_CSS)![1]!;

/** CSS :lang() matching (a range matches the tag itself and its subtags); the last matching rule wins. */
function resolved(code: LanguageCode, property: string): string | undefined {
  const tag = HTML_LANG[code].toLowerCase();
  const matching = LANG_RULES.filter((rule) =>
    rule.ranges.some((range) => tag === range || tag.startsWith(`${range}-`)),
  );
  return matching
    .reverse()
    .find((rule) => rule.declarations.has(property))
    ?.declarations.get(property);
}
/** The family names of a language's stack, with var(--font-ui) spelled out. */
const families = (code: LanguageCode) =>
  (resolved(code, '--font-stack') ?? ROOT_STACK)
    .replace('var(--font-ui)', FONT_UI)
    .split(',')
    .map((family) => family.trim().replace(/^'|'$/g, ''));

/** Faces that each script's readers have: Android/Linux (Noto), Apple and Windows. */
const SCRIPT_FACES: [LanguageCode[], string[]][] = [
  [['TH'], ['Noto Sans Thai', 'Thonburi', 'Leelawadee UI']],
  [['LO'], ['Noto Sans Lao', 'Lao Sangam MN', 'Lao UI']],
  [['KM'], ['Noto Sans Khmer', 'Khmer Sangam MN', 'Khmer UI']],
  [['MY'], ['Noto Sans Myanmar', 'Myanmar Sangam MN', 'Myanmar Text']],
  [['BN'], ['Noto Sans Bengali', 'Kohinoor Bangla', 'Nirmala UI']],
  [
    ['HI', 'NE'],
    ['Noto Sans Devanagari', 'Kohinoor Devanagari', 'Nirmala UI'],
  ],
  [['TA'], ['Noto Sans Tamil', 'Tamil Sangam MN', 'Nirmala UI']],
  [['TE'], ['Noto Sans Telugu', 'Kohinoor Telugu', 'Nirmala UI']],
  [['CN'], ['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC']],
  [['TW'], ['PingFang TC', 'Microsoft JhengHei', 'Noto Sans CJK TC']],
  [['JA'], ['Hiragino Sans', 'Yu Gothic', 'Noto Sans CJK JP']],
  [['KO'], ['Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans CJK KR']],
  [['UR'], ['Noto Nastaliq Urdu', 'Urdu Typesetting', 'Noto Naskh Arabic', 'Geeza Pro']],
];
const OWN_STACK = new Set(SCRIPT_FACES.flatMap(([codes]) => codes));

describe('font stacks by language (fonts.css)', () => {
  it.each(SCRIPT_FACES)('%s: names its script faces for Android, Apple and Windows', (codes, faces) => {
    for (const code of codes) expect(families(code)).toEqual(expect.arrayContaining(faces));
  });

  it.each(LANGUAGE_CODES.filter((code) => !OWN_STACK.has(code)))(
    '%s: Latin or Cyrillic script, the system UI stack',
    (code) => {
      expect(families(code)).toEqual(families('EN'));
      expect(families(code)).not.toContain('Noto Nastaliq Urdu');
    },
  );

  it('every stack ends with a generic family and keeps the Latin UI faces for Latin words and digits', () => {
    for (const code of LANGUAGE_CODES) {
      expect(families(code).at(-1), code).toBe('sans-serif');
      expect(families(code), code).toEqual(expect.arrayContaining(['system-ui', 'Roboto']));
    }
  });

  it('Urdu puts Nastaliq before any face that carries Naskh glyphs, and gives it taller lines', () => {
    const stack = families('UR');
    const nastaliq = stack.indexOf('Noto Nastaliq Urdu');
    for (const naskh of ['Noto Naskh Arabic', 'Geeza Pro', 'system-ui', 'Segoe UI', 'Tahoma', 'Arial'])
      expect(stack.indexOf(naskh), naskh).toBeGreaterThan(nastaliq);
    expect(Number(resolved('UR', '--leading'))).toBeGreaterThanOrEqual(2);
    expect(Number(resolved('UR', '--leading-tight'))).toBeGreaterThanOrEqual(1.6);
  });

  it('UR-LA (Urdu in Latin script) keeps the Latin stack and line height', () => {
    expect(families('UR-LA')).toEqual(families('EN'));
    expect(resolved('UR-LA', '--leading')).toBe('1.45');
  });

  it('scripts with stacked marks get taller lines than Latin', () => {
    for (const code of ['TH', 'LO', 'KM', 'MY', 'BN', 'HI', 'NE', 'TA', 'TE'] as const)
      expect(Number(resolved(code, '--leading')), code).toBeGreaterThan(1.45);
  });

  it('the page uses the stack: app.css imports fonts.css and sets no other font-family on the body', () => {
    const app = readFileSync('src/styles/app.css', 'utf8');
    expect(app).toMatch(/^@import '\.\/fonts\.css';$/m);
    expect(/body \{[^}]*font-family/.test(app)).toBe(false);
    expect(FONTS_CSS).toMatch(/body,\s*\[lang\]\s*\{\s*font-family: var\(--font-stack\);/);
  });
});

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

describe('no web fonts on first load', () => {
  const sources = ['src', 'merchants'].flatMap(filesUnder);

  it('no font files in the app or a merchant folder', () => {
    expect(sources.filter((file) => /\.(woff2?|ttf|otf|eot)$/i.test(file))).toEqual([]);
  });

  it('no @font-face, font URL or web-font service in any stylesheet, page or script', () => {
    const problems = sources
      .filter((file) => /\.(css|astro|tsx?|json)$/.test(file))
      .flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(
            /@font-face|url\([^)]*\.(woff2?|ttf|otf|eot)\b|fonts\.(googleapis|gstatic)\.com|use\.typekit\.net/gi,
          ),
        ].map((match) => `${file}: ${match[0]}`),
      );
    expect(problems).toEqual([]);
  });
});
