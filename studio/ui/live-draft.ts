// What a preview shows of settings not yet saved: brand colours as the build writes them (brandCss), and
// changed texts in place of the saved ones, which the agent in the preview page puts in (agent/main.ts).
// Everything else (brand files, languages, flags) needs a build.
import { brandProperties } from '../../src/build/brand-colours';
import type { Merchant } from '../../src/config/schema/merchant';
import { valueAt } from './draft';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The settings whose text the pages show as written. */
const LIVE_TEXTS = ['name', 'shortName', 'template.app_desc', 'template.login_prompt_text'] as const;

/** The brand properties of the draft's colours, or undefined while one of them is not a colour yet. */
export function draftColours(settings: unknown): Record<string, string> | undefined {
  const theme = valueAt(settings, 'theme') as Record<string, unknown> | undefined;
  const template = valueAt(settings, 'template') as Record<string, unknown> | undefined;
  const colours = [...Object.values(theme ?? {}), template?.app_background, template?.app_desc_font_color];
  if (!theme || !template || !colours.every((colour) => typeof colour === 'string' && HEX.test(colour)))
    return undefined;
  return brandProperties({ theme, template } as unknown as Pick<Merchant, 'theme' | 'template'>);
}

/** The draft's text for each live setting, as a string ('' when unset). */
export const liveTexts = (settings: unknown) =>
  Object.fromEntries(LIVE_TEXTS.map((path) => [path, String(valueAt(settings, path) ?? '')])) as Record<
    (typeof LIVE_TEXTS)[number],
    string
  >;
