// Under 'strict-dynamic' a browser trusts a script by hash only when the parser inserted it, plus the scripts
// that script inserts; the modules a parser-inserted script imports are refused (Chromium, as CSP3 says). So
// the scripts that import (Astro's island runtime, the pages' module scripts) start through one tiny boot
// script, identical everywhere (one hash), which inserts them: whatever they import is then trusted.
// Astro inlines its island runtime in every page (one hash per part); it goes into one shared asset instead.
// The boot starts site assets only, never inline code: Chromium runs any inline script a trusted script
// inserts, hashed or not, so a boot that copied text would run whatever an HTML injection put before it.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { attribute, pageTags, type Tag } from './html-tags';
import { htmlFiles, type SitePages } from './inline-scripts';

/** Where the only external scripts a page may start live: the site's own hashed assets. */
const BOOT_SCRIPT_PREFIX = '/m/_astro/';

/**
 * The boot script: it starts the script the data block just before it names, which must be one of the site's
 * hashed assets (resolved, so "/m/_astro/../x" is not), so an injected block can start nothing else.
 */
export const BOOT_SCRIPT =
  '{let d=document.currentScript.previousElementSibling,s=document.createElement("script"),' +
  'u=new URL(d.dataset.src,location.href);' +
  `if(u.origin!=location.origin||!u.pathname.startsWith("${BOOT_SCRIPT_PREFIX}"))throw Error(u);` +
  'if(d.dataset.boot=="module")s.type="module";s.src=u;s.async=!1;d.after(s)}';

// Astro's inline runtime: the <astro-island> element, which imports each island, and the client directives.
const ISLAND_ELEMENT = 'customElements.define("astro-island"';
const CLIENT_DIRECTIVE = /^\(\(\)=>\{.*\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.(\w+)=/s;
const CLASSIC = new Set(['', 'text/javascript', 'application/javascript']);

const isIslandRuntime = (code: string) => code.includes(ISLAND_ELEMENT) || CLIENT_DIRECTIVE.test(code);

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** @param src one of the site's hashed assets */
const booted = (boot: 'classic' | 'module', src: string) =>
  `<script type="text/plain" data-boot="${boot}" data-src="${escapeAttribute(src)}"></script><script>${BOOT_SCRIPT}</script>`;

/**
 * The executable scripts of a page, in order, with where they are in the text.
 * @param page for errors: the page's path in the site
 */
function pageScripts(tags: Tag[], page: string) {
  const scripts = [];
  for (const element of tags) {
    if (element.tagName !== 'script') continue;
    const type = (attribute(element, 'type') ?? '').trim().toLowerCase();
    if (type !== 'module' && !CLASSIC.has(type)) continue;
    if (element.text === undefined) throw new Error(`${page}: a <script> without its end tag`);
    const src = attribute(element, 'src');
    scripts.push({ start: element.start, end: element.end, type, src, code: element.text });
  }
  return scripts;
}

type Edit = { start: number; end: number; text: string };

// The inserted texts are a few dozen, the same on every page and for every merchant: each read once.
const insertedReadings = new Map<string, Tag[]>();
const insertedTags = (text: string) => {
  let tags = insertedReadings.get(text);
  if (!tags) insertedReadings.set(text, (tags = pageTags(text)));
  return tags;
};

/**
 * The text with the edits made (in document order, each replacing one whole script element), and its elements
 * as pageTags reads them: those around the edits moved, the inserted ones read on their own. An edit starts
 * and ends where the tokenizer reads markup, so nothing around it reads differently.
 */
function edited(html: string, tags: Tag[], edits: Edit[]) {
  const moved = (tag: Tag, by: number): Tag => ({ ...tag, start: tag.start + by, end: tag.end + by });
  const out: Tag[] = [];
  let text = '';
  let from = 0;
  let next = 0;
  for (const edit of edits) {
    for (; next < tags.length && tags[next]!.start < edit.start; next += 1)
      out.push(moved(tags[next]!, text.length - from));
    // The element the edit replaces.
    for (; next < tags.length && tags[next]!.start < edit.end; next += 1);
    text += html.slice(from, edit.start);
    out.push(...insertedTags(edit.text).map((tag) => moved(tag, text.length)));
    text += edit.text;
    from = edit.end;
  }
  for (; next < tags.length; next += 1) out.push(moved(tags[next]!, text.length - from));
  return { html: text + html.slice(from), tags: out };
}

/**
 * The island runtime as one script: the directives first (every one any page uses), then the element.
 * @param parts distinct runtime scripts
 */
export function islandRuntime(parts: string[]) {
  const sorted = [...new Set(parts)].sort(
    (a, b) => Number(a.includes(ISLAND_ELEMENT)) - Number(b.includes(ISLAND_ELEMENT)) || a.localeCompare(b),
  );
  return `${sorted.join('\n')}\n`;
}

/**
 * The page with its module scripts and its island runtime started by the boot script, and its elements; other
 * inline scripts stay where they are, trusted by their hash. An inline script that imports fails the build: it
 * could not run its imports, and the boot starts no inline code.
 * @param runtimeUrl the shared island runtime, when the site has one
 * @param tags the page's elements, when already read from this very text
 */
export function bootPage(html: string, page: string, runtimeUrl: string | undefined, tags = pageTags(html)) {
  const edits: Edit[] = [];
  let runtimeStarted = false;
  for (const script of pageScripts(tags, page)) {
    const boot = script.type === 'module' ? 'module' : 'classic';
    if (script.src !== undefined) {
      if (!script.src.startsWith(BOOT_SCRIPT_PREFIX))
        throw new Error(
          `${page}: <script src="${script.src}"> is not one of the site's assets (${BOOT_SCRIPT_PREFIX})`,
        );
      edits.push({ ...script, text: booted(boot, script.src) });
    } else if (runtimeUrl && boot === 'classic' && isIslandRuntime(script.code)) {
      // The whole runtime starts where the page's first part of it was; the other parts go.
      edits.push({ ...script, text: runtimeStarted ? '' : booted('classic', runtimeUrl) });
      runtimeStarted = true;
    } else if (script.code.includes('import(')) {
      throw new Error(
        `${page}: an inline script imports, which 'strict-dynamic' refuses; make it a module script (an asset)`,
      );
    }
  }
  return edited(html, tags, edits);
}

/** The page's text once bootPage has rewritten it. */
export const bootPageScripts = (html: string, page: string, runtimeUrl: string | undefined) =>
  bootPage(html, page, runtimeUrl).html;

/**
 * Rewrites every page of a site root so that what imports starts through the boot script, and writes the
 * shared island runtime (content-hashed, so byte-identical for every merchant) among the hashed assets.
 * Returns the final pages' elements, for the steps that read them (their policy, their weights).
 */
export async function bootSiteScripts(siteDir: string): Promise<SitePages> {
  // Each page parsed once: for the runtime parts here, for its rewrite below, and for the later steps.
  const pages = await Promise.all(
    (await htmlFiles(siteDir)).map(async (file) => {
      const html = await readFile(path.join(siteDir, file), 'utf8');
      const tags = pageTags(html);
      return { file, html, tags, scripts: pageScripts(tags, file) };
    }),
  );
  const parts = pages.flatMap(({ scripts }) =>
    scripts
      .filter((script) => script.src === undefined && CLASSIC.has(script.type) && isIslandRuntime(script.code))
      .map((script) => script.code),
  );
  let runtimeUrl;
  if (parts.length) {
    const runtime = islandRuntime(parts);
    const hash = createHash('sha256').update(runtime).digest('base64url').slice(0, 8);
    runtimeUrl = `${BOOT_SCRIPT_PREFIX}islands.${hash}.js`;
    await writeFile(path.join(siteDir, runtimeUrl), runtime);
  }
  const final: SitePages = new Map();
  for (const { file, html, tags } of pages) {
    const result = bootPage(html, file, runtimeUrl, tags);
    await writeFile(path.join(siteDir, file), result.html);
    final.set(file, result.tags);
  }
  return final;
}
