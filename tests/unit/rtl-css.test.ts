// Right to left (SPEC 9 UR): the app's CSS says "start" and "end", never "left" and "right", so a page with
// dir="rtl" mirrors by itself. Every stylesheet, .astro file (its <style> and CSS strings) and CSS inside
// TypeScript (strings, JSX style objects) is read; each physical horizontal property is named by file and line.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Where physical is right on purpose: file, the offending text, why. Keep it short. */
const ALLOWED: { file: string; text: RegExp; why: string }[] = [
  {
    file: 'src/features/home/home.css',
    text: /translateX\(calc\(.*var\(--marquee-sign/,
    why: 'the marquee keyframes take their sign from --marquee-sign, -1 on a right-to-left page',
  },
];

const SHORTHANDS = /^(margin|padding|inset|border-width|border-style|border-color|scroll-margin|scroll-padding)$/;
const CSS_RULES: { test: (property: string, value: string) => boolean; what: string }[] = [
  {
    test: (property) => /^(margin|padding|border|scroll-margin|scroll-padding)-(left|right)(-[a-z]+)?$/.test(property),
    what: 'a left/right box property (use -inline-start / -inline-end)',
  },
  {
    test: (property) => /^border-(top|bottom)-(left|right)-radius$/.test(property),
    what: 'a physical corner (use border-start-start-radius ...)',
  },
  { test: (property) => property === 'left' || property === 'right', what: 'left/right (use inset-inline-*)' },
  {
    test: (property, value) => /^(text-align|float|clear)$/.test(property) && /^(left|right)\b/.test(value),
    what: 'a physical side (use start / end, inline-start / inline-end)',
  },
  {
    test: (property, value) =>
      /^(object-position|background-position|background-position-x|transform-origin)$/.test(property) &&
      /\b(left|right)\b/.test(value),
    what: 'a physical side in a position (use var(--start-side) / var(--end-side))',
  },
  {
    test: (_, value) => /\btranslate(X|3d)?\(/.test(value) && !/\btranslate\(\s*0\s*,/.test(value),
    what: 'a horizontal translation that does not mirror',
  },
  {
    test: (property, value) => SHORTHANDS.test(property) && asymmetric(values(value), [1, 3]),
    what: 'a four-value shorthand whose left and right differ (use -inline)',
  },
  {
    test: (property, value) => property === 'border-radius' && value.split('/').some((side) => lopsided(side)),
    what: 'corner radii that differ left and right (use the logical corner properties)',
  },
];

/** A value's top-level words: "calc(100% - 4px) 0" -> ["calc(100% - 4px)", "0"]. */
function values(value: string): string[] {
  const words: string[] = [];
  let depth = 0;
  let word = '';
  for (const character of value.trim()) {
    depth += character === '(' ? 1 : character === ')' ? -1 : 0;
    if (/\s/.test(character) && depth === 0) {
      if (word) words.push(word);
      word = '';
    } else word += character;
  }
  return word ? [...words, word] : words;
}
const asymmetric = (words: string[], [a, b]: [number, number]) => words.length === 4 && words[a] !== words[b];
/** border-radius: top-left, top-right, bottom-right, bottom-left, with CSS's rules for fewer values. */
function lopsided(side: string): boolean {
  const [tl, tr = tl, br = tl, bl = tr] = values(side);
  return tl !== tr || bl !== br;
}

/** Comments blanked out (line breaks kept, so indexes still give line numbers). */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

interface Finding {
  line: number;
  text: string;
  what: string;
}

/** Physical horizontal CSS in a stylesheet or .astro file, or in CSS text of a string. */
function physicalCss(source: string): Finding[] {
  const text = withoutComments(source);
  const findings: Finding[] = [];
  for (const match of text.matchAll(/(?<![\w$.-])(-?[a-z][a-z-]*)\s*:\s*([^;{}'"`]*)/g)) {
    const [declaration, property, value] = [match[0], match[1]!, match[2]!.trim()];
    for (const rule of CSS_RULES) {
      if (rule.test(property, value))
        findings.push({ line: lineOf(text, match.index), text: declaration.trim(), what: rule.what });
    }
  }
  return findings;
}

/** CSS text inside a TypeScript file's string literals (SPLASH_CSS ...), on the lines where it stands. */
function physicalCssInStrings(source: string): Finding[] {
  return [...source.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].flatMap((literal) =>
    physicalCss(literal[0].slice(1, -1)).map((finding) => ({
      ...finding,
      line: lineOf(source, literal.index) + finding.line - 1,
    })),
  );
}

/** Physical horizontal properties in JSX style objects: style={{ marginLeft: 8 }}. */
function physicalStyleProps(source: string): Finding[] {
  const findings: Finding[] = [];
  for (const match of source.matchAll(/style=\{\{([^}]*)\}\}/g)) {
    const body = match[1]!;
    const found =
      /\b(margin|padding|border|scrollMargin|scrollPadding)(Left|Right)\w*\s*:/.exec(body) ??
      /(?<![\w-])(left|right)\s*:/.exec(body) ??
      /\b(textAlign|float|clear)\s*:\s*['"`](left|right)/.exec(body) ??
      /\btransform\s*:\s*['"`][^'"`]*translate(X|3d)?\(/.exec(body);
    if (found) findings.push({ line: lineOf(source, match.index), text: found[0], what: 'a physical style prop' });
  }
  return findings;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

function findingsOf(file: string): Finding[] {
  const source = readFileSync(file, 'utf8');
  if (file.endsWith('.css') || file.endsWith('.astro')) return physicalCss(source);
  // TypeScript: CSS only inside strings (left: outside them is an ordinary object key), and JSX style objects.
  return [...physicalCssInStrings(source), ...physicalStyleProps(source)];
}

describe('the checker', () => {
  it('names physical properties, values and lopsided shorthands with their lines', () => {
    const css = [
      '.a { margin-left: 4px; padding-inline-start: 4px }',
      '.b { text-align: right; float: left; left: 0 }',
      '.c { padding: 8px 12px 8px 4px; margin: 0 -16px 10px; border-radius: 16px 16px 0 0 }',
      '.d { border-radius: 12px 0 0 12px; object-position: left center; transform: translateX(-50%) }',
      '.e { border-right-color: red; border-top-left-radius: 2px }',
    ].join('\n');
    expect(physicalCss(css).map((finding) => `${finding.line} ${finding.text}`)).toEqual([
      '1 margin-left: 4px',
      '2 text-align: right',
      '2 float: left',
      '2 left: 0',
      '3 padding: 8px 12px 8px 4px',
      '4 border-radius: 12px 0 0 12px',
      '4 object-position: left center',
      '4 transform: translateX(-50%)',
      '5 border-right-color: red',
      '5 border-top-left-radius: 2px',
    ]);
  });

  it('passes logical CSS, comments, selectors and vertical movement', () => {
    const css = [
      '/* margin-left: 4px was physical */',
      '.a:hover, li:last-child { margin-inline-start: 4px; inset-inline: 0; text-align: start }',
      '.b { transform: translateY(100%) scaleX(-1); padding: 0 16px 4px; border-radius: 16px 16px 0 0 }',
      '.c { object-position: var(--start-side) center; --start-side: left }',
    ].join('\n');
    expect(physicalCss(css)).toEqual([]);
  });

  it('reads CSS strings and JSX style objects of TypeScript, and leaves its ordinary left: keys alone', () => {
    const tsx = [
      `<b style={{ width: '40%' }} /><i style={{ marginLeft: 4 }} />`,
      `el.scrollTo({ left: 0 }); const t = { x: translate(key) };`,
      `const CSS = '.x{position:fixed;left:0}' + \`.y{text-align:right}\`;`,
    ].join('\n');
    expect(physicalStyleProps(tsx).map((finding) => `${finding.line} ${finding.text}`)).toEqual(['1 marginLeft:']);
    expect(physicalCssInStrings(tsx).map((finding) => `${finding.line} ${finding.text}`)).toEqual([
      '3 left:0',
      '3 text-align:right',
    ]);
  });
});

describe('the app', () => {
  const files = filesUnder('src').filter((file) => /\.(css|astro|tsx?)$/.test(file));

  it('reads every stylesheet and .astro file', () => {
    expect(files.filter((file) => file.endsWith('.css')).length).toBeGreaterThanOrEqual(10);
    expect(files).toContain(path.join('src', 'styles', 'app.css'));
    expect(files).toContain(path.join('src', 'layouts', 'AppLayout.astro'));
  });

  it('uses no physical horizontal CSS outside the commented allow-list', () => {
    const problems = files.flatMap((file) =>
      findingsOf(file)
        .filter(
          (finding) => !ALLOWED.some((allowed) => allowed.file === toPosix(file) && allowed.text.test(finding.text)),
        )
        .map((finding) => `${toPosix(file)}:${finding.line}: ${finding.text} -- ${finding.what}`),
    );
    expect(problems).toEqual([]);
  });

  it('every allow-list entry is still needed', () => {
    for (const allowed of ALLOWED)
      expect(
        findingsOf(allowed.file).some((finding) => allowed.text.test(finding.text)),
        allowed.why,
      ).toBe(true);
  });

  it('mirrors pointing icons and sets the physical sides on a right-to-left page', () => {
    const css = readFileSync('src/styles/app.css', 'utf8');
    expect(css).toMatch(/\[dir='rtl'\] \.mirror-rtl,\s*\[dir='rtl'\] \.marquee__icon \{\s*transform: scaleX\(-1\);/);
    expect(css).toMatch(/\[dir='rtl'\] \{\s*--start-side: right;\s*--end-side: left;/);
    expect(readFileSync('src/features/home/home.css', 'utf8')).toMatch(
      /\[dir='rtl'\] \.marquee__text \{\s*--marquee-sign: -1;/,
    );
  });
});

const toPosix = (file: string) => file.split(path.sep).join('/');
