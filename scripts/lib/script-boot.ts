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
import { attribute, pageTags } from './html-tags';
import { htmlFiles } from './inline-scripts';

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
function pageScripts(html: string, page: string) {
  const scripts = [];
  for (const element of pageTags(html)) {
    if (element.tagName !== 'script') continue;
    const type = (attribute(element, 'type') ?? '').trim().toLowerCase();
    if (type !== 'module' && !CLASSIC.has(type)) continue;
    if (element.text === undefined) throw new Error(`${page}: a <script> without its end tag`);
    const src = attribute(element, 'src');
    scripts.push({ start: element.start, end: element.end, type, src, code: element.text });
  }
  return scripts;
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
 * The page with its module scripts and its island runtime started by the boot script; other inline scripts
 * stay where they are, trusted by their hash. An inline script that imports fails the build: it could not
 * run its imports, and the boot starts no inline code.
 * @param runtimeUrl the shared island runtime, when the site has one
 * @param scripts the page's scripts, when already read from this very text
 */
export function bootPageScripts(
  html: string,
  page: string,
  runtimeUrl: string | undefined,
  scripts = pageScripts(html, page),
) {
  const edits: { start: number; end: number; text: string }[] = [];
  let runtimeStarted = false;
  for (const script of scripts) {
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
  return edits.reduceRight((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), html);
}

/**
 * Rewrites every page of a site root so that what imports starts through the boot script, and writes the
 * shared island runtime (content-hashed, so byte-identical for every merchant) among the hashed assets.
 */
export async function bootSiteScripts(siteDir: string) {
  // Each page parsed once: for the runtime parts here, and for its rewrite below.
  const pages = await Promise.all(
    (await htmlFiles(siteDir)).map(async (file) => {
      const html = await readFile(path.join(siteDir, file), 'utf8');
      return { file, html, scripts: pageScripts(html, file) };
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
  for (const { file, html, scripts } of pages)
    await writeFile(path.join(siteDir, file), bootPageScripts(html, file, runtimeUrl, scripts));
}
