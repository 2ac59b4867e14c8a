// Skew protection's rule: which earlier builds' hashed assets a new build of a site keeps, what it prunes, and
// the ledger that says which build shipped which file.
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  UNRECORDED_BUILD,
  emptyLedger,
  keepEarlierAssets,
  pruneLedger,
  retainedBuilds,
  type AssetLedger,
} from '../../scripts/lib/kept-assets';
import { scratchSite } from '../build/build-helpers';

const DAY = 86_400_000;
const NOW = Date.parse('2026-12-01T12:00:00Z');
const at = (daysAgo: number) => new Date(NOW - daysAgo * DAY).toISOString();

describe('retainedBuilds', () => {
  const earlier = [
    { id: 'b5', publishedAt: at(1) },
    { id: 'b4', publishedAt: at(6) },
    { id: 'b3', publishedAt: at(7) },
    { id: 'b2', publishedAt: at(7.01) },
    { id: 'b1', publishedAt: at(30) },
  ];
  it('keeps every build of the last 7 days, the boundary included, and none older beyond the build count', () => {
    expect(retainedBuilds(earlier, { builds: 2, days: 7 }, NOW)).toEqual(['b5', 'b4', 'b3']);
  });
  it('keeps the newest builds whatever their age', () => {
    expect(retainedBuilds(earlier, { builds: 5, days: 0 }, NOW)).toEqual(['b5', 'b4', 'b3', 'b2', 'b1']);
    expect(retainedBuilds(earlier.slice(3), { builds: 1, days: 7 }, NOW)).toEqual(['b2']);
  });
  it('keeps nothing when both are 0', () => {
    expect(retainedBuilds(earlier, { builds: 0, days: 0 }, NOW)).toEqual([]);
  });
});

/** A published site with these hashed assets, and a new site that has `current`. */
function sites(previous: string[], current: string[]) {
  const files = (names: string[]) => Object.fromEntries(names.map((name) => [`m/_astro/${name}`, `/* ${name} */`]));
  return {
    previousSite: scratchSite({ 'm/home.html': 'old', ...files(previous) }),
    siteDir: scratchSite({ 'm/home.html': 'new', ...files(current) }),
  };
}

describe('keepEarlierAssets', () => {
  it("links the kept builds' files the new build lacks, prunes the rest, and records the site's builds", async () => {
    const { previousSite, siteDir } = sites(['a.1.js', 'core.2.js', 'old.0.js', 'stray.js'], ['a.1.js', 'core.3.js']);
    const previousLedger: AssetLedger = {
      builds: {
        b2: { publishedAt: at(1), files: ['a.1.js', 'core.2.js'] },
        b1: { publishedAt: at(9), files: ['a.1.js', 'old.0.js'] },
      },
      sites: { luckystar: ['b2', 'b1'] },
    };
    const ledger = emptyLedger();
    const kept = await keepEarlierAssets({
      code: 'luckystar',
      siteDir,
      previousSite,
      previousLedger,
      ledger,
      build: 'b3',
      rule: { builds: 1, days: 7 },
      now: NOW,
      unrecordedAt: at(0),
    });
    expect(kept).toEqual({
      build: 'b3',
      kept: { builds: [{ id: 'b2', publishedAt: at(1) }], files: 1 },
      // b1 is older than 7 days and beyond one build; a file no build recorded is never kept.
      pruned: ['old.0.js', 'stray.js'],
    });
    expect(existsSync(path.join(siteDir, 'm/_astro/core.2.js'))).toBe(true);
    expect(existsSync(path.join(siteDir, 'm/_astro/old.0.js'))).toBe(false);
    // Linked, not copied: the same file as the published one.
    expect(statSync(path.join(siteDir, 'm/_astro/core.2.js')).ino).toBe(
      statSync(path.join(previousSite, 'm/_astro/core.2.js')).ino,
    );
    expect(ledger).toEqual({
      builds: {
        b2: { publishedAt: at(1), files: ['a.1.js', 'core.2.js'] },
        b3: { publishedAt: new Date(NOW).toISOString(), files: ['a.1.js', 'core.3.js'] },
      },
      sites: { luckystar: ['b3', 'b2'] },
    });
  });

  it('counts the assets of a site built before the ledger as one earlier build', async () => {
    const { previousSite, siteDir } = sites(['core.1.js', 'core.1.js.br'], ['core.2.js']);
    const ledger = emptyLedger();
    const kept = await keepEarlierAssets({
      code: 'acme',
      siteDir,
      previousSite,
      previousLedger: emptyLedger(),
      ledger,
      build: 'b2',
      rule: { builds: 1, days: 0 },
      now: NOW,
      unrecordedAt: at(3),
    });
    expect(kept.kept).toEqual({ builds: [{ id: UNRECORDED_BUILD, publishedAt: at(3) }], files: 2 });
    expect(ledger.sites.acme).toEqual(['b2', UNRECORDED_BUILD]);
  });

  it('keeps nothing for a new merchant', async () => {
    const { siteDir } = sites([], ['core.2.js']);
    const kept = await keepEarlierAssets({
      code: 'acme',
      siteDir,
      previousSite: path.join(mkdtempSync(path.join(tmpdir(), 'none-')), 'acme'),
      previousLedger: emptyLedger(),
      ledger: emptyLedger(),
      build: 'b1',
      rule: { builds: 2, days: 7 },
      now: NOW,
      unrecordedAt: at(0),
    });
    expect(kept).toEqual({ build: 'b1', kept: { builds: [], files: 0 }, pruned: [] });
  });
});

describe('pruneLedger', () => {
  it('drops removed sites and the builds no site carries', () => {
    const ledger: AssetLedger = {
      builds: { b1: { publishedAt: at(1), files: ['x'] }, b2: { publishedAt: at(0), files: ['y'] } },
      sites: { gone: ['b1'], kept: ['b2'] },
    };
    expect(pruneLedger(ledger, ['kept'])).toEqual({
      builds: { b2: { publishedAt: at(0), files: ['y'] } },
      sites: { kept: ['b2'] },
    });
  });
});
