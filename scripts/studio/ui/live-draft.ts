// What a preview shows of settings not yet saved: brand colours as the build writes them (brandCss), and
// changed texts in place of the saved ones. Everything else (brand files, languages, flags) needs a build.
import { brandProperties } from '../../../src/build/brand-colours';
import type { Merchant } from '../../../src/config/schema/merchant';
import { valueAt } from './draft';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The settings whose text the pages show as written. */
export const LIVE_TEXTS = ['name', 'shortName', 'template.app_desc', 'template.login_prompt_text'] as const;

/** The brand properties of the draft's colours, or undefined while one of them is not a colour yet. */
export function draftColours(settings: unknown): Record<string, string> | undefined {
  const theme = valueAt(settings, 'theme') as Record<string, unknown> | undefined;
  const template = valueAt(settings, 'template') as Record<string, unknown> | undefined;
  const colours = [...Object.values(theme ?? {}), template?.app_background, template?.app_desc_font_color];
  if (!theme || !template || !colours.every((colour) => typeof colour === 'string' && HEX.test(colour)))
    return undefined;
  return brandProperties({ theme, template } as unknown as Pick<Merchant, 'theme' | 'template'>);
}

/**
 * Sets the draft's colours on the page's root element, where they win over the built :root block; through
 * the CSS object model, which the page's Content-Security-Policy (no inline styles) leaves open to its frame.
 */
export function applyColours(document: Document, properties: Record<string, string> | undefined) {
  const style = document.documentElement.style;
  for (const [name, value] of Object.entries(properties ?? {})) style.setProperty(name, value);
}

/** Replaces `from` by `to` in the page's text and title; says whether anything changed. */
export function replaceText(document: Document, from: string, to: string): boolean {
  if (!from || from === to) return false;
  let changed = false;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.includes(from)) {
      node.nodeValue = node.nodeValue.split(from).join(to);
      changed = true;
    }
  }
  if (document.title.includes(from)) document.title = document.title.split(from).join(to);
  return changed;
}

/** The draft's text for each live setting, as a string ('' when unset). */
export const liveTexts = (settings: unknown) =>
  Object.fromEntries(LIVE_TEXTS.map((path) => [path, String(valueAt(settings, path) ?? '')])) as Record<
    (typeof LIVE_TEXTS)[number],
    string
  >;
