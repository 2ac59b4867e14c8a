// npm run gallery against the sites that `npm start` built for the e2e run: every screen of every sample
// merchant at its size, and an index that shows them with the build report's figures.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
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
