// The gallery's index page: what ops see of each merchant next to its screens.
import { describe, expect, it } from 'vitest';
import { loadMerchants } from '@/build/load';
import { galleryIndex } from '../../../scripts/lib/gallery-index';

const [luckystar] = loadMerchants('merchants', ['luckystar']).merchants;

describe('gallery index', () => {
  it('shows the name, colours, languages, flags, page weights and warnings of each merchant', () => {
    const stats = {
      homeGzipBytes: 9_830,
      jsGzipBytes: 236_376,
      cssGzipBytes: 4_472,
      files: 104,
      bytes: 1_559_076,
      gzipBytes: 508_486,
      brandAssets: { 'm/brand/logo.svg': 1_024, 'm/icons/icon-512.png': 1_024 },
      warnings: ['splash is large'],
    };
    const html = galleryIndex([{ merchant: luckystar!, stats }], { commit: 'abc123', generatedAt: 'now' });
    expect(html).toContain(
      '<h2>Lucky Star <small>luckystar &middot; LUCKYSTAR &middot; luckystar.example, m.luckystar.example</small></h2>',
    );
    expect(html).toContain('<i style="background:#c8102e"></i>primary');
    expect(html).toContain('Languages: <b>EN</b>, TY, CN');
    expect(html).toContain('<code>CBS3</code>');
    expect(html).toContain('<dt>/m/home (gzip)</dt><dd>9.6 KB</dd>');
    expect(html).toContain('<dt>brand images</dt><dd>2.0 KB</dd>');
    expect(html).toContain('<li>splash is large</li>');
    for (const screen of ['home', 'login', 'register', 'games', 'member', 'home-desktop'])
      expect(html).toContain(`src="luckystar/${screen}.png"`);
  });

  it('marks each merchant and screen changed, unchanged or new, links the diffs and sums it up at the top', () => {
    const unchanged = { status: 'unchanged' as const, ratio: 0.0001 };
    const html = galleryIndex(
      [
        {
          merchant: luckystar!,
          change: {
            status: 'changed',
            shots: {
              home: { status: 'changed', ratio: 0.0609, diff: 'luckystar/diff/home.png' },
              login: unchanged,
              'home-desktop': { status: 'changed', ratio: 1, note: 'the size changed from 1920x1080 to 1280x800' },
            },
          },
        },
        {
          merchant: { ...luckystar!, code: 'siamarena', name: 'Siam Arena' },
          change: { status: 'unchanged', shots: { home: unchanged } },
        },
        {
          merchant: { ...luckystar!, code: 'goldcoast', name: 'Gold Coast' },
          change: { status: 'new', shots: { home: { status: 'new' } } },
        },
      ],
      { threshold: 0.0005 },
    );
    expect(html).toContain(
      '<p class="summary"><b>1 of 3 merchant(s) changed</b> since the previous screenshots: <a href="#luckystar">Lucky Star</a>. 1 new, 1 unchanged; a screen counts as changed when more than 0.05 % of its pixels differ.</p>',
    );
    expect(html).toContain('<h2>Lucky Star <span class="mark changed">changed</span> <small>');
    expect(html).toContain('<h2>Siam Arena <span class="mark unchanged">unchanged</span> <small>');
    expect(html).toContain('<h2>Gold Coast <span class="mark new">new</span> <small>');
    expect(html).toContain(
      '<figcaption>Home<br><span class="mark changed">changed: 6.09 % of pixels</span> <a href="luckystar/diff/home.png">diff</a></figcaption>',
    );
    expect(html).toContain(
      '<figcaption>Login<br><span class="mark unchanged">unchanged: 0.01 % of pixels</span></figcaption>',
    );
    expect(html).toContain(
      '<figcaption>Home, 1920x1080<br><span class="mark changed">changed: the size changed from 1920x1080 to 1280x800</span></figcaption>',
    );
    expect(html).toContain(
      '<figcaption>Home<br><span class="mark new">new: no previous screenshot</span></figcaption>',
    );
    // Without a comparison (an index made by hand): no marks, no summary.
    expect(galleryIndex([{ merchant: luckystar! }])).not.toContain('class="mark');
  });

  it('escapes what merchants wrote', () => {
    const html = galleryIndex([{ merchant: { ...luckystar!, name: '<img src=x onerror=alert(1)>' } }]);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });
});
