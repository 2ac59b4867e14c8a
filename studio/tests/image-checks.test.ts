import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { imageProblems } from '../../src/build/asset-images';
import { rememberedImageChecks } from '../server/image-checks';

vi.mock('../../src/build/asset-images', { spy: true });

const dir = mkdtempSync(path.join(tmpdir(), 'studio-images-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const png = (file: string, width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#123456' } })
    .png()
    .toFile(file);

describe('the studio remembers brand image checks', () => {
  it('decodes an unchanged file once, and a changed one again', async () => {
    const file = path.join(dir, 'favicon.png');
    await png(file, 512, 512);
    const check = rememberedImageChecks();
    const first = await check(file, 'favicon');
    expect(first.problems).toEqual([]);
    expect(await check(file, 'favicon')).toBe(first);
    expect(imageProblems).toHaveBeenCalledTimes(1);

    // Replaced by a picture that is not square: checked again, and its problem named.
    await png(file, 512, 256);
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const second = await check(file, 'favicon');
    expect(imageProblems).toHaveBeenCalledTimes(2);
    expect(second.problems.join()).toContain('square');

    // The same file for another field is its own check.
    await check(file, 'logo');
    expect(imageProblems).toHaveBeenCalledTimes(3);
  });
});
