// The gallery's comparison of a merchant's new screenshots with the previous ones.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_DIFF_THRESHOLD,
  changesLine,
  compareMerchant,
  comparePng,
  diffThreshold,
  galleryChanges,
  keepPrevious,
  pruneGallery,
} from '../../scripts/lib/gallery-changes';
import { shotChangeText } from '../../scripts/lib/gallery-index';

type Rgb = [number, number, number];
/** A width x height PNG of `background`, with `paint` deciding any pixel's own colour. */
function png(
  width: number,
  height: number,
  background: Rgb,
  paint: (x: number, y: number) => Rgb | undefined = () => undefined,
) {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y) ?? background;
      image.data.set([r, g, b, 255], (y * width + x) * 4);
    }
  return PNG.sync.write(image);
}
const WHITE: Rgb = [255, 255, 255];
const RED: Rgb = [200, 16, 46];
const BLUE: Rgb = [11, 94, 215];
// A 100x100 screen with a red 40x10 "header" band: a theme colour.
const header = (colour: Rgb) =>
  png(100, 100, WHITE, (x, y) => (y >= 10 && y < 20 && x >= 30 && x < 70 ? colour : undefined));

describe('comparePng', () => {
  it('calls identical screens unchanged, with no diff image', () => {
    expect(comparePng(header(RED), header(RED), DEFAULT_DIFF_THRESHOLD)).toEqual({ status: 'unchanged', ratio: 0 });
  });

  it('calls a region whose colour changed changed, with the share of pixels and a diff image of the same size', () => {
    const change = comparePng(header(RED), header(BLUE), DEFAULT_DIFF_THRESHOLD);
    expect(change.status).toBe('changed');
    expect(change.ratio).toBe(400 / 10_000);
    const diff = PNG.sync.read(change.diffPng!);
    expect([diff.width, diff.height]).toEqual([100, 100]);
    // pixelmatch paints the differing pixels red, the rest faded.
    const at = (x: number, y: number) => [...diff.data.subarray((y * 100 + x) * 4, (y * 100 + x) * 4 + 3)];
    expect(at(50, 15)).toEqual([255, 0, 0]);
    expect(at(5, 5)).toEqual([255, 255, 255]);
  });

  it('calls a few scattered pixels of noise unchanged under the threshold, and changed above a stricter one', () => {
    // 4 stray pixels of 10 000, 0.04 %: a glyph edge rendered a shade lighter.
    const noisy = png(100, 100, WHITE, (x, y) =>
      (x === 10 || x === 80) && (y === 10 || y === 80) ? [120, 120, 120] : undefined,
    );
    expect(comparePng(png(100, 100, WHITE), noisy, DEFAULT_DIFF_THRESHOLD)).toEqual({
      status: 'unchanged',
      ratio: 0.0004,
    });
    expect(comparePng(png(100, 100, WHITE), noisy, 0.0001).status).toBe('changed');
  });

  it('ignores colour shifts below pixelmatch’s per-pixel threshold', () => {
    const shifted = png(100, 100, [250, 250, 250]);
    expect(comparePng(png(100, 100, WHITE), shifted, 0)).toEqual({ status: 'unchanged', ratio: 0 });
  });

  it('calls screens of different sizes changed and says so', () => {
    expect(comparePng(png(100, 100, WHITE), png(100, 120, WHITE), DEFAULT_DIFF_THRESHOLD)).toEqual({
      status: 'changed',
      ratio: 1,
      note: 'the size changed from 100x100 to 100x120',
    });
  });
});

describe('a merchant’s screenshots against the previous ones', () => {
  let galleryDir = '';
  afterEach(() => rmSync(galleryDir, { recursive: true, force: true }));
  const shoot = (code: string, shot: string, image: Buffer) => {
    mkdirSync(path.join(galleryDir, code), { recursive: true });
    writeFileSync(path.join(galleryDir, code, `${shot}.png`), image);
  };

  it('keeps the last shots as previous, compares, writes a diff per changed screen and marks new screens', async () => {
    galleryDir = mkdtempSync(path.join(tmpdir(), 'gallery-changes-'));
    shoot('luckystar', 'home', header(RED));
    shoot('luckystar', 'login', header(RED));
    shoot('siamarena', 'home', header(RED));
    await keepPrevious(path.join(galleryDir, 'luckystar'), ['home', 'login', 'member']);
    await keepPrevious(path.join(galleryDir, 'siamarena'), ['home']);
    await keepPrevious(path.join(galleryDir, 'goldcoast'), ['home']);
    expect(existsSync(path.join(galleryDir, 'luckystar/home.png'))).toBe(false);
    expect(readFileSync(path.join(galleryDir, 'luckystar/previous/home.png'))).toEqual(header(RED));

    shoot('luckystar', 'home', header(BLUE));
    shoot('luckystar', 'login', header(RED));
    shoot('luckystar', 'member', header(RED));
    shoot('siamarena', 'home', header(RED));
    shoot('goldcoast', 'home', header(RED));
    const luckystar = await compareMerchant(
      galleryDir,
      'luckystar',
      ['home', 'login', 'member'],
      DEFAULT_DIFF_THRESHOLD,
    );
    expect(luckystar).toEqual({
      status: 'changed',
      shots: {
        home: { status: 'changed', ratio: 0.04, diff: 'luckystar/diff/home.png' },
        login: { status: 'unchanged', ratio: 0 },
        member: { status: 'new' },
      },
    });
    expect(PNG.sync.read(readFileSync(path.join(galleryDir, 'luckystar/diff/home.png'))).width).toBe(100);
    expect(existsSync(path.join(galleryDir, 'luckystar/diff/login.png'))).toBe(false);
    const siamarena = await compareMerchant(galleryDir, 'siamarena', ['home'], DEFAULT_DIFF_THRESHOLD);
    const goldcoast = await compareMerchant(galleryDir, 'goldcoast', ['home'], DEFAULT_DIFF_THRESHOLD);
    expect(siamarena).toEqual({ status: 'unchanged', shots: { home: { status: 'unchanged', ratio: 0 } } });
    expect(goldcoast).toEqual({ status: 'new', shots: { home: { status: 'new' } } });

    const changes = galleryChanges({ luckystar, siamarena, goldcoast }, DEFAULT_DIFF_THRESHOLD, 'now');
    expect(changes.summary).toEqual({ merchants: 3, changed: 1, unchanged: 1, new: 1 });
    expect(changesLine(changes)).toBe(
      'Changed since the previous screenshots: 1 of 3 merchant(s) (luckystar); 1 new, 1 unchanged.',
    );

    // The next run drops the diffs and the older previous shots.
    await keepPrevious(path.join(galleryDir, 'luckystar'), ['home', 'login', 'member']);
    expect(existsSync(path.join(galleryDir, 'luckystar/diff'))).toBe(false);
    expect(readFileSync(path.join(galleryDir, 'luckystar/previous/home.png'))).toEqual(header(BLUE));
  });

  it('removes the shots of merchants whose folder is gone and keeps the others', async () => {
    galleryDir = mkdtempSync(path.join(tmpdir(), 'gallery-changes-'));
    shoot('luckystar', 'home', header(RED));
    shoot('removed', 'home', header(RED));
    writeFileSync(path.join(galleryDir, 'index.html'), '');
    await pruneGallery(galleryDir, ['luckystar', 'siamarena']);
    expect(existsSync(path.join(galleryDir, 'luckystar/home.png'))).toBe(true);
    expect(existsSync(path.join(galleryDir, 'removed'))).toBe(false);
    expect(existsSync(path.join(galleryDir, 'index.html'))).toBe(true);
  });
});

describe('--diff-threshold', () => {
  it('defaults to 0.05 % of pixels and takes a ratio', () => {
    expect(diffThreshold(undefined)).toBe(0.0005);
    expect(diffThreshold('0.01')).toBe(0.01);
    expect(diffThreshold(0)).toBe(0);
  });

  it.each([['abc'], [''], ['-0.1'], ['1'], ['5'], [true]])('refuses %j, naming the setting', (value) => {
    expect(() => diffThreshold(value)).toThrow(
      `--diff-threshold must be a share of pixels from 0 up to (not including) 1, such as 0.0005 for 0.05 %; got ${JSON.stringify(value)}`,
    );
  });
});

describe('shotChangeText', () => {
  it('says what happened to a screen', () => {
    expect(shotChangeText({ status: 'changed', ratio: 0.04213 })).toBe('changed: 4.21 % of pixels');
    expect(shotChangeText({ status: 'unchanged', ratio: 0 })).toBe('unchanged: 0.00 % of pixels');
    expect(shotChangeText({ status: 'new' })).toBe('new: no previous screenshot');
    expect(shotChangeText({ status: 'changed', ratio: 1, note: 'the size changed from 100x100 to 100x120' })).toBe(
      'changed: the size changed from 100x100 to 100x120',
    );
  });
});
