// Issue 10 defect 5 and the security issue: brand images are decoded, typed, sized and free of code.
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadMerchants } from '@/build/load';
import { validateMerchants } from '../../../scripts/lib/validate';
import { samples } from '../../unit/samples';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

/** luckystar with its favicon as a PNG made by `make`; the problems of validating it. */
async function withPngFavicon(content: Buffer) {
  const m = samples();
  writeFileSync(m.file('luckystar', 'assets/icon.png'), content);
  m.edit('luckystar', (s) => {
    s.template.favicon = 'assets/icon.png';
  });
  return {
    ...(await validateMerchants(m.dir, ['luckystar'])),
    field: `${m.where('luckystar')}: template.favicon: assets/icon.png`,
  };
}

describe('raster brand images (defect 5)', () => {
  it('accepts a square PNG of 512 px', async () => {
    const { problems, warnings } = await withPngFavicon(await png(512, 512));
    expect(problems).toEqual([]);
    expect(warnings.luckystar).toEqual([]);
  });

  it('names the file and field of a PNG whose pixels are cut short', async () => {
    const whole = await png(512, 512);
    const { problems, field } = await withPngFavicon(whole.subarray(0, whole.length - 40));
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^${field}: cannot be read as PNG: `))]);
  });

  it('names a file whose header is not a PNG', async () => {
    const { problems, field } = await withPngFavicon(Buffer.from('not a png at all'));
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^${field}: cannot be read as PNG: `))]);
  });

  it('refuses a file whose content is another image type than its extension says', async () => {
    const { problems, field } = await withPngFavicon(readFileSync('merchants/luckystar/assets/icon.svg'));
    expect(problems).toEqual([`${field}: is a SVG file, but its name ends in .png`]);
  });

  it('refuses icon sources that are not square or out of bounds, and warns about small ones', async () => {
    expect((await withPngFavicon(await png(600, 300))).problems).toEqual([
      expect.stringMatching(/: is 600x300 px; an icon source must be square$/),
    ]);
    expect((await withPngFavicon(await png(8, 8))).problems).toEqual([
      expect.stringMatching(/: is 8x8 px; each side must be 16 to 4096 px$/),
    ]);
    expect((await withPngFavicon(await png(192, 192))).warnings.luckystar).toEqual([
      expect.stringMatching(/: is 192 px wide; icons up to 512 px are made from it/),
    ]);
  });

  it('refuses a file over the size limit before decoding it', () => {
    const m = samples();
    writeFileSync(
      m.file('luckystar', 'assets/logo.svg'),
      readFileSync(m.file('luckystar', 'assets/logo.svg'), 'utf8').replace(
        '</svg>',
        `<!-- ${'x'.repeat(20 * 1024 * 1024)} --></svg>`,
      ),
    );
    expect(loadMerchants(m.dir).problems).toEqual([
      `${m.where('luckystar')}: template.h5_logo: assets/logo.svg: is 20.0 MB; brand files may be at most 1.0 MB`,
    ]);
  });
});

const HOSTILE: Record<string, [string, RegExp]> = {
  'a script element': ['<script>alert(document.cookie)</script>', /has a <script> element/],
  'a namespaced script element': [
    '<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>',
    /has a <script> element/,
  ],
  'an event handler attribute': [
    '<rect width="10" height="10" onload="alert(1)"/>',
    /has an event handler attribute "onload" on <rect>/,
  ],
  'an event handler in mixed case': [
    '<g OnMouseOver="alert(1)"/>',
    /has an event handler attribute "OnMouseOver" on <g>/,
  ],
  'a javascript: href': ['<a href="javascript:alert(1)"><text>x</text></a>', /has a script URL in href on <a>/],
  'a javascript: xlink:href in mixed case and whitespace': [
    '<a xlink:href=" JavaScript&#9;:alert(1)"><text>x</text></a>',
    /has a script URL in xlink:href on <a>/,
  ],
  'a javascript: URL set by an animation': [
    '<a><set attributeName="href" to="javascript:alert(1)"/></a>',
    /has a script URL in to on <set>/,
  ],
  'an external image href': [
    '<image href="https://tracker.example/pixel.png" width="1" height="1"/>',
    /refers to an outside resource "https:\/\/tracker\.example\/pixel\.png" in href on <image>/,
  ],
  'an external xlink:href': [
    '<use xlink:href="http://evil.example/sprite.svg#logo"/>',
    /refers to an outside resource "http:\/\/evil\.example\/sprite\.svg#logo" in xlink:href on <use>/,
  ],
  'an external url() in a style attribute': [
    '<rect width="5" height="5" style="fill: url(\'https://evil.example/p.svg#g\')"/>',
    /refers to an outside resource "https:\/\/evil\.example\/p\.svg#g" in style on <rect>/,
  ],
  'an external url() in a style element': [
    '<style>rect { fill: url(http://evil.example/p.svg#g) }</style>',
    /refers to an outside resource "http:\/\/evil\.example\/p\.svg#g" in <style>/,
  ],
  'an @import in a style element': [
    '<style>@import "https://evil.example/a.css";</style>',
    /imports a style sheet \(@import\) in <style>/,
  ],
  'a foreignObject with HTML': [
    '<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>',
    /has a <foreignObject> element/,
  ],
};

describe('brand SVGs carry no code and fetch nothing (security issue)', () => {
  const logoWith = (inner: string, prolog = '') => {
    const m = samples();
    writeFileSync(
      m.file('luckystar', 'assets/logo.svg'),
      `${prolog}<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 240 64" width="240" height="64">${inner}<circle cx="32" cy="32" r="28"/></svg>`,
    );
    return {
      problems: loadMerchants(m.dir).problems,
      field: `${m.where('luckystar')}: template.h5_logo: assets/logo.svg: `,
    };
  };

  for (const [name, [inner, expected]] of Object.entries(HOSTILE)) {
    it(`refuses ${name}`, () => {
      const { problems, field } = logoWith(inner);
      expect(problems).toHaveLength(1);
      expect(problems[0]!.startsWith(field), problems[0]).toBe(true);
      expect(problems[0]!.slice(field.length)).toMatch(expected);
    });
  }

  it('refuses a linked style sheet and entity definitions', () => {
    expect(logoWith('', '<?xml-stylesheet href="https://evil.example/a.css"?>').problems).toEqual([
      expect.stringMatching(/links a style sheet/),
    ]);
    expect(logoWith('', '<!DOCTYPE svg [<!ENTITY boom "boom">]>').problems).toEqual([
      expect.stringMatching(/defines entities in its DOCTYPE/),
    ]);
  });

  it('refuses a file that is not SVG at all', () => {
    const m = samples();
    writeFileSync(m.file('luckystar', 'assets/logo.svg'), '<html><body>hello</body></html>');
    expect(loadMerchants(m.dir).problems).toEqual([
      expect.stringMatching(/template\.h5_logo: assets\/logo\.svg: is not an SVG image \(its root element is <html>/),
    ]);
  });

  it('accepts gradients, local references and embedded raster images', () => {
    const { problems } = logoWith(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="9" height="9" fill="url(#g)" style="fill:url(#g)"/><use href="#g"/><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>',
    );
    expect(problems).toEqual([]);
  });
});
