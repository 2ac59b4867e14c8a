// Inline scripts of the built pages, read as a browser's parser reads them (parse5's tokenizer): their CSP
// hashes, and the check that every page runs only what the site's Content-Security-Policy allows.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ScriptHash } from '../../src/build/security-headers';
import { attribute, pageTags, type Tag } from './html-tags';

// Script types a browser executes; JSON data blocks are never run, so they need no hash.
const EXECUTABLE = new Set(['', 'text/javascript', 'application/javascript', 'module']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);
// eslint-disable-next-line no-control-regex -- browsers skip C0 control characters before a URL's scheme
const SCRIPT_URL = /^[\s\u0000-\u001f]*(javascript|vbscript):/i;

export const scriptHash = (text: string): ScriptHash =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * What a page asks the browser to run inline: the text of each executable inline script, and the problems no
 * hash can allow (event-handler attributes, javascript: URLs, and external scripts the parser inserts, which
 * 'strict-dynamic' refuses).
 */
export function inlineCode(page: string | Tag[]) {
  const scripts: string[] = [];
  const problems: string[] = [];
  for (const element of typeof page === 'string' ? pageTags(page) : page) {
    const executable = EXECUTABLE.has((attribute(element, 'type') ?? '').trim().toLowerCase());
    if (element.tagName === 'script' && attribute(element, 'src') === undefined && executable) {
      scripts.push(element.text ?? '');
    }
    if (element.tagName === 'script' && attribute(element, 'src') !== undefined && executable)
      problems.push(
        `<script src="${attribute(element, 'src')}"> is parser-inserted: under 'strict-dynamic' it never runs`,
      );
    for (const attr of element.attrs) {
      if (/^on/i.test(attr.name)) problems.push(`<${element.tagName}> has an inline event handler ${attr.name}=`);
      if (URL_ATTRIBUTES.has(attr.name) && SCRIPT_URL.test(attr.value))
        problems.push(`<${element.tagName}> ${attr.name} is a script URL`);
    }
  }
  return { scripts, problems };
}

/** The HTML files of a site root, relative to it, sorted. */
export async function htmlFiles(siteDir: string) {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** What each page of the site asks the browser to run inline (inlineCode), by path relative to the site root. */
export type PagesCode = Map<string, ReturnType<typeof inlineCode>>;

/** The elements of each page of a site root (pageTags), by path relative to it. */
export type SitePages = Map<string, Tag[]>;

/**
 * Every page of a site parsed once, for the steps that read its final HTML (the policy's hashes and check,
 * the page weights), so that a site of 26 pages is not parsed again by each.
 */
export async function parseSitePages(siteDir: string): Promise<SitePages> {
  const pages: SitePages = new Map();
  for (const file of await htmlFiles(siteDir))
    pages.set(file, pageTags(await readFile(path.join(siteDir, file), 'utf8')));
  return pages;
}

/** What each page of the site runs inline, for its hashes and its check against the policy alike. */
export async function sitePagesCode(siteDir: string, parsed?: SitePages): Promise<PagesCode> {
  const pages: PagesCode = new Map();
  for (const [file, document] of parsed ?? (await parseSitePages(siteDir))) pages.set(file, inlineCode(document));
  return pages;
}

/** The hashes of every inline script of every page of the site. */
export function siteScriptHashes(pages: PagesCode) {
  const hashes = new Set<ScriptHash>();
  for (const { scripts } of pages.values()) for (const script of scripts) hashes.add(scriptHash(script));
  return [...hashes].sort();
}

/** The script-src sources of a Content-Security-Policy header value. */
export const scriptSources = (policy: string) =>
  (
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === 'script-src') ?? []
  ).slice(1);

/** Problems of a site against its policy, each as `<page>: <what is wrong>`; empty when every page is covered. */
export function uncoveredInlineCode(pages: PagesCode, policy: string) {
  const allowed = new Set(scriptSources(policy));
  const problems: string[] = [];
  for (const [file, { scripts, problems: pageProblems }] of pages) {
    for (const script of scripts) {
      if (!allowed.has(`'${scriptHash(script)}'`))
        problems.push(
          `${file}: inline script ${JSON.stringify(script.slice(0, 40))}... is not covered by a hash in the Content-Security-Policy`,
        );
    }
    problems.push(...pageProblems.map((problem) => `${file}: ${problem}`));
  }
  return problems;
}
