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

  it('escapes what merchants wrote', () => {
    const html = galleryIndex([{ merchant: { ...luckystar!, name: '<img src=x onerror=alert(1)>' } }]);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });
});
