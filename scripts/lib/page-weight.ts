// What a first visit to each page of a site downloads before the player acts, gzip-compressed: the HTML,
// its stylesheets, its module scripts and the islands that hydrate by themselves (load, idle, visible, only, and
// guarded, as a member's visit does), with every module they import statically (es-module-lexer); dynamic
// imports load later and do not count.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse as parseModule } from 'es-module-lexer';
import { HOME_PATH } from '../../src/config/routes';
import { attribute, type Tag } from './html-tags';
import { parseSitePages, type SitePages } from './inline-scripts';

/**
 * The budgets of the issue "Performance and delivery", gzip bytes; home JS 2 KB above it since Astro's island
 * runtime (1.7 KB gzip) left every page's HTML for a shared script (issue "Real merchants ship"). Other pages
 * may load the idle parts' chunk at once (core-chunk.ts): their ceiling is the whole first visit's, 110 KB.
 * React 19.2 instead of 19.3 took 8.5 KB off every page (decisions.md): the home's ceiling followed.
 */
export const BUDGETS = { homeJs: 88 * 1024, js: 110 * 1024, css: 15 * 1024, html: 30 * 1024 };
const SELF_HYDRATING = new Set(['load', 'idle', 'visible', 'only', 'guarded']);

type ChunkWeight = { chunk: string; bytes: number };
/** Gzip bytes. */
type PageWeight = { html: number; css: number; js: number; largestJs: ChunkWeight[] };

// The shared assets are hard links to one file in every site of a build (assemble.ts): what a file weighs and
// imports is read once per file, not once per page of every merchant. A file is known by its inode, size and
// modification time.
const gzipByFile = new Map<string, number>();
const importsByFile = new Map<string, string[]>();
// The pages of one site share most of their chunks: each file's key is read once per site (`keys`, made by
// each call of pageWeights), not once per page that loads it (about 2,000 stat calls per site before).
type FileKeys = Map<string, Promise<string>>;
const fileKey = (keys: FileKeys, file: string) => {
  let key = keys.get(file);
  if (!key) {
    key = stat(file).then(({ dev, ino, size, mtimeMs }) => `${dev}:${ino}:${size}:${mtimeMs}`);
    keys.set(file, key);
  }
  return key;
};

/** The gzip size of a site file: the build's own .gz copy when there is one. */
async function gzipBytes(keys: FileKeys, siteDir: string, url: string) {
  const key = await fileKey(keys, path.join(siteDir, url));
  const known = gzipByFile.get(key) ?? (await fileGzipBytes(siteDir, url));
  gzipByFile.set(key, known);
  return known;
}

async function fileGzipBytes(siteDir: string, url: string) {
  const file = path.join(siteDir, url);
  if (existsSync(`${file}.gz`)) return (await stat(`${file}.gz`)).size;
  return gzipSync(await readFile(file), { level: 9 }).length;
}

/** The page URL of an HTML file as players request it (m/home.html -> /m/home). */
const pageUrl = (file: string) =>
  file === 'index.html' ? '/' : `/${file.split(path.sep).join('/')}`.replace(/\.html$/, '');

/** The scripts a page runs at once and the modules of its self-hydrating islands. */
function entryModules(tags: Tag[]) {
  const entries: string[] = [];
  for (const element of tags) {
    // A module script as Astro wrote it, or any script the boot script starts (script-boot.ts), such as the
    // shared island runtime.
    const src = attribute(element, 'src') ?? attribute(element, 'data-src');
    const started = attribute(element, 'type') === 'module' || attribute(element, 'data-boot') !== undefined;
    if (element.tagName === 'script' && started && src) entries.push(src);
    if (element.tagName === 'astro-island' && SELF_HYDRATING.has(attribute(element, 'client') ?? '')) {
      entries.push(
        ...['component-url', 'renderer-url', 'before-hydration-url'].flatMap((name) => attribute(element, name) || []),
      );
    }
  }
  return entries;
}

/** The site URLs a module imports statically. */
async function staticImports(keys: FileKeys, siteDir: string, url: string) {
  const file = path.join(siteDir, url);
  const key = await fileKey(keys, file);
  const known = importsByFile.get(key);
  if (known) return known;
  const [imports] = parseModule(await readFile(file, 'utf8'));
  const urls = imports.flatMap(({ n: specifier, d }) =>
    d === -1 && specifier?.startsWith('.') ? [path.posix.join(path.posix.dirname(url), specifier)] : [],
  );
  importsByFile.set(key, urls);
  return urls;
}

/** Every module an entry imports statically, the entry included, as site URLs. */
async function staticGraph(keys: FileKeys, siteDir: string, entries: string[]) {
  await init;
  const seen = new Set<string>();
  const visit = async (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const imported of await staticImports(keys, siteDir, url)) await visit(imported);
  };
  for (const entry of entries) await visit(entry);
  return [...seen].sort();
}

/**
 * The first-load weight of every page of a site, and the budgets it breaks (`over`), each as
 * `<page>: <what> <size> KB gzip is over the <budget> KB budget`, with the largest chunk for JS.
 */
export async function pageWeights(siteDir: string, parsed?: SitePages) {
  const pages: Record<string, PageWeight> = {};
  const over: string[] = [];
  const keys: FileKeys = new Map();
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  for (const [file, tags] of parsed ?? (await parseSitePages(siteDir))) {
    const url = pageUrl(file);
    const styles = tags
      .filter((element) => element.tagName === 'link' && attribute(element, 'rel') === 'stylesheet')
      // A stylesheet link without href downloads nothing.
      .flatMap((element) => attribute(element, 'href') ?? []);
    const chunks = await Promise.all(
      (await staticGraph(keys, siteDir, entryModules(tags))).map(async (chunk) => ({
        chunk,
        bytes: await gzipBytes(keys, siteDir, chunk),
      })),
    );
    chunks.sort((a, b) => b.bytes - a.bytes);
    const weight = {
      html: await gzipBytes(keys, siteDir, file),
      css: (await Promise.all(styles.map((href) => gzipBytes(keys, siteDir, href)))).reduce(
        (sum, bytes) => sum + bytes,
        0,
      ),
      js: chunks.reduce((sum, { bytes }) => sum + bytes, 0),
      largestJs: chunks.slice(0, 3),
    };
    pages[url] = weight;
    const jsBudget = url === HOME_PATH ? BUDGETS.homeJs : BUDGETS.js;
    const largest = chunks[0] ? ` (largest: ${chunks[0].chunk} ${kb(chunks[0].bytes)} KB)` : '';
    if (weight.js > jsBudget)
      over.push(`${url}: first-load JS ${kb(weight.js)} KB gzip is over the ${kb(jsBudget)} KB budget${largest}`);
    if (weight.css > BUDGETS.css)
      over.push(`${url}: CSS ${kb(weight.css)} KB gzip is over the ${kb(BUDGETS.css)} KB budget`);
    if (weight.html > BUDGETS.html)
      over.push(`${url}: HTML ${kb(weight.html)} KB gzip is over the ${kb(BUDGETS.html)} KB budget`);
  }
  return { pages, over };
}
