// @vitest-environment happy-dom
// Issue 41: what tells a chunk that a release removed apart from other failures, and which build a page is.
import { describe, expect, it } from 'vitest';
import { isMissingChunk, missingChunkAnswer, pageBuild, rememberRefresh } from '@/lib/pwa/missing-chunk';
import { STORAGE_KEYS } from '@/lib/storage/keys';

const memoryStore = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
};

/** A page's HTML, parsed without running its scripts. */
const page = (...html: string[]) => new DOMParser().parseFromString(html.join(''), 'text/html');

describe('a missing chunk', () => {
  it.each([
    [
      'Chromium',
      new TypeError('Failed to fetch dynamically imported module: http://a.localhost/m/_astro/launcher.x1.js'),
    ],
    ['Firefox', new TypeError('error loading dynamically imported module: http://a.localhost/m/_astro/launcher.x1.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Vite, for a stylesheet', new Error('Unable to preload CSS for /m/_astro/chat.x1.css')],
  ])('is told by the message %s rejects the import with', (_engine, error) => {
    expect(isMissingChunk(error)).toBe(true);
  });

  it.each([
    ['an error of code that ran', new TypeError("Cannot read properties of undefined (reading 'map')")],
    ['a failed call', new Error('HTTP 500')],
    ['nothing', undefined],
    ['an object that only looks like an error', { message: 'Failed to fetch dynamically imported module' }],
  ])('is not %s', (_what, error) => {
    expect(isMissingChunk(error)).toBe(false);
  });
});

describe("a page's build", () => {
  it('is the hashed scripts and islands its HTML names, each once, in order; vendor scripts do not count', () => {
    const html = page(
      '<script type="module" src="/m/_astro/page.B2.js"></script>',
      '<script data-src="/m/_astro/client.A1.js"></script>',
      '<script src="https://cdn.livechat.example/widget.js"></script>',
      '<astro-island component-url="/m/_astro/HomeScreen.C3.js"></astro-island>',
      '<astro-island component-url="/m/_astro/HomeScreen.C3.js"></astro-island>',
    );
    expect(pageBuild(html)).toBe('/m/_astro/HomeScreen.C3.js /m/_astro/client.A1.js /m/_astro/page.B2.js');
  });

  it('changes with any of them', () => {
    const before = pageBuild(page('<astro-island component-url="/m/_astro/HomeScreen.C3.js"></astro-island>'));
    expect(pageBuild(page('<astro-island component-url="/m/_astro/HomeScreen.D4.js"></astro-island>'))).toBe(
      '/m/_astro/HomeScreen.D4.js',
    );
    expect(before).toBe('/m/_astro/HomeScreen.C3.js');
  });
});

describe('the answer to a missing chunk', () => {
  it('is the refresh dialog until this tab refreshed away from this build, then a notice', () => {
    const store = memoryStore();
    expect(missingChunkAnswer(store, 'build-1')).toBe('refreshDialog');
    rememberRefresh(store, 'build-1');
    expect(store.values.get(STORAGE_KEYS.missingChunkRefresh)).toBe('build-1');
    expect(missingChunkAnswer(store, 'build-1')).toBe('notice');
    // The refresh brought another build: its own missing chunks get the dialog again.
    expect(missingChunkAnswer(store, 'build-2')).toBe('refreshDialog');
  });
});
