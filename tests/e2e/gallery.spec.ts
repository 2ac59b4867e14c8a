// npm run gallery against the sites that `npm start` built for the e2e run: every screen of every sample
// merchant at its size, and an index that shows them with the build report's figures. Then two runs of its
// own (build and screenshots) around a colour change: the second flags that merchant and not the other.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { SAMPLE_CODES } from './harness';

const PHONE_SCREENS = ['home', 'login', 'register', 'games', 'member'];
const pngSize = async (file: string) => {
  const { format, width, height } = await sharp(file).metadata();
  return { format, width, height };
};

test('npm run gallery screenshots every sample merchant at 360x780 and 1920x1080, with an index', async ({ page }) => {
  test.setTimeout(240_000);
  const galleryDir = mkdtempSync(path.join(tmpdir(), 'gallery-'));
  try {
    const started = Date.now();
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/gallery.ts', '--no-build', '--gallery-dir', galleryDir],
      { encoding: 'utf8', env: { ...process.env, CI: '1' } },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    test.info().annotations.push({ type: 'gallery seconds', description: ((Date.now() - started) / 1000).toFixed(1) });
    for (const code of SAMPLE_CODES) {
      for (const screen of PHONE_SCREENS) {
        const file = path.join(galleryDir, code, `${screen}.png`);
        expect(await pngSize(file), file).toEqual({ format: 'png', width: 360, height: 780 });
        // A blank or error page compresses to a few KB; a rendered screen does not.
        expect(statSync(file).size, file).toBeGreaterThan(15_000);
      }
      expect(await pngSize(path.join(galleryDir, code, 'home-desktop.png'))).toEqual({
        format: 'png',
        width: 1920,
        height: 1080,
      });
    }
    await page.goto(`file://${path.join(galleryDir, 'index.html')}`);
    await expect(page.locator('section')).toHaveCount(SAMPLE_CODES.length);
    await expect(page.locator('#saigonlotto h2')).toContainText('Saigon Lotto Club');
    await expect(page.locator('#saigonlotto')).toContainText('Languages: VI');
    // The first page weight is /m/home's; each theme colour is a swatch titled "<name> <colour>".
    await expect(page.locator('#saigonlotto').getByRole('definition').first()).toContainText('KB');
    await expect(page.locator('#luckystar').getByTitle(/^\w+ #[0-9a-f]{6}$/i)).toHaveCount(7);
    for (const image of await page.locator('img').all())
      expect(existsSync(path.join(galleryDir, (await image.getAttribute('src'))!))).toBe(true);
  } finally {
    rmSync(galleryDir, { recursive: true, force: true });
  }
});

test('a run after a theme colour change flags that merchant changed, with diffs, and not the unchanged one', async ({
  page,
}) => {
  test.setTimeout(600_000); // two builds (two merchants, then one) and two galleries on two shared cores
  const work = mkdtempSync(path.join(tmpdir(), 'gallery-changes-'));
  const merchantsDir = path.join(work, 'merchants');
  const galleryDir = path.join(work, 'dist/gallery');
  for (const code of ['luckystar', 'siamarena'])
    cpSync(path.join('merchants', code), path.join(merchantsDir, code), { recursive: true });
  const gallery = () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/gallery.ts', '--merchants-dir', merchantsDir, '--out', path.join(work, 'dist')],
      { encoding: 'utf8', env: { ...process.env, CI: '1' } },
    );
    expect(run.status, run.stderr).toBe(0);
    return run.stdout;
  };
  try {
    expect(gallery()).toContain('Changed since the previous screenshots: 0 of 2 merchant(s); 2 new, 0 unchanged.');
    const settings = path.join(merchantsDir, 'luckystar/merchant.json');
    const merchant = JSON.parse(readFileSync(settings, 'utf8'));
    merchant.theme.primary = '#0b5ed7';
    writeFileSync(settings, JSON.stringify(merchant, null, 2));

    expect(gallery()).toContain(
      'Changed since the previous screenshots: 1 of 2 merchant(s) (luckystar); 0 new, 1 unchanged.',
    );
    const changes = JSON.parse(readFileSync(path.join(galleryDir, 'changes.json'), 'utf8'));
    expect(changes.summary).toEqual({ merchants: 2, changed: 1, unchanged: 1, new: 0 });
    expect(changes.threshold).toBe(0.0005);
    const screens = [...PHONE_SCREENS, 'home-desktop'];
    expect(changes.merchants.siamarena).toEqual({
      status: 'unchanged',
      shots: Object.fromEntries(screens.map((screen) => [screen, { status: 'unchanged', ratio: 0 }])),
    });
    expect(changes.merchants.luckystar.status).toBe('changed');
    // The header, buttons and tab bar of every screen are the primary colour.
    for (const screen of screens) {
      const shot = changes.merchants.luckystar.shots[screen];
      expect(shot.status, screen).toBe('changed');
      expect(shot.ratio, screen).toBeGreaterThan(0.01);
      expect(shot.diff).toBe(`luckystar/diff/${screen}.png`);
    }
    expect(await pngSize(path.join(galleryDir, 'luckystar/diff/home.png'))).toEqual({
      format: 'png',
      width: 360,
      height: 780,
    });
    expect(existsSync(path.join(galleryDir, 'siamarena/diff'))).toBe(false);
    // The screens the second run compared with are kept beside the new ones.
    expect(await pngSize(path.join(galleryDir, 'siamarena/previous/home.png'))).toEqual({
      format: 'png',
      width: 360,
      height: 780,
    });

    await page.goto(`file://${path.join(galleryDir, 'index.html')}`);
    await expect(page.locator('.summary')).toContainText(
      '1 of 2 merchant(s) changed since the previous screenshots: Lucky Star. 0 new, 1 unchanged',
    );
    await expect(page.locator('#luckystar h2 .mark')).toHaveText('changed');
    await expect(page.locator('#siamarena h2 .mark')).toHaveText('unchanged');
    await expect(page.locator('#siamarena figcaption').first()).toHaveText('Homeunchanged: 0.00 % of pixels');
    await expect(page.locator('#luckystar figcaption').first()).toContainText(
      /^Homechanged: \d+\.\d\d % of pixels diff$/,
    );
    await expect(page.locator('#luckystar').getByRole('link', { name: 'diff' })).toHaveCount(6);
    await expect(page.locator('#siamarena').getByRole('link', { name: 'diff' })).toHaveCount(0);
    for (const link of await page.getByRole('link', { name: 'diff' }).all())
      expect(existsSync(path.join(galleryDir, (await link.getAttribute('href'))!))).toBe(true);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
