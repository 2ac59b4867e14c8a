// Brand colours as CSS custom properties, with the derived text colours that keep every sample and new
// theme readable: WCAG AA (4.5:1 for normal text) by culori's wcagContrast, decided at build time.
import { wcagContrast } from 'culori';
import type { Merchant } from '../config/schema/merchant';

/** WCAG 2 AA for normal text. */
export const AA_CONTRAST = 4.5;

/** The first candidate readable on `background`; else the candidate with the most contrast. */
export function readableOn(background: string, candidates: readonly string[]): string {
  const readable = candidates.find((colour) => wcagContrast(colour, background) >= AA_CONTRAST);
  return readable ?? [...candidates].sort((a, b) => wcagContrast(b, background) - wcagContrast(a, background))[0]!;
}

/** Text drawn on the accent (the header's log-in button, badges): the brand's own colours first. */
export const onAccent = ({ theme }: Pick<Merchant, 'theme'>) =>
  readableOn(theme.accent, [theme.primary, theme.text, '#000000', '#ffffff']);

/** Primary-coloured text on cards (ghost buttons, errors, icons): the primary when readable, else the text colour. */
export const primaryOnSurface = ({ theme }: Pick<Merchant, 'theme'>) =>
  readableOn(theme.surface, [theme.primary, theme.text]);

/** The brand's CSS custom properties, by name. */
export function brandProperties(merchant: Pick<Merchant, 'theme' | 'template'>): Record<string, string> {
  const { theme, template } = merchant;
  return {
    '--color-primary': theme.primary,
    '--color-on-primary': theme.onPrimary,
    '--color-accent': theme.accent,
    '--color-on-accent': onAccent(merchant),
    '--color-primary-text': primaryOnSurface(merchant),
    '--color-background': theme.background,
    '--color-surface': theme.surface,
    '--color-text': theme.text,
    '--app-background': template.app_background,
    '--app-desc-color': template.app_desc_font_color,
  };
}

/** The :root block of a page: brand colours are page data, never values inside shared CSS or JS. */
export function brandCss(merchant: Pick<Merchant, 'theme' | 'template'>): string {
  return `:root{${Object.entries(brandProperties(merchant))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
}

/** Pairs of a theme that must meet AA, for merchant checks: [what, foreground, background]. */
function themeContrastPairs({ theme }: Pick<Merchant, 'theme'>): [string, string, string][] {
  return [
    ['theme.onPrimary on theme.primary', theme.onPrimary, theme.primary],
    ['theme.text on theme.background', theme.text, theme.background],
    ['theme.text on theme.surface', theme.text, theme.surface],
  ];
}

/** The pairs below AA, each as `<what>: contrast <ratio>:1, below 4.5:1`. */
export const contrastProblems = (merchant: Pick<Merchant, 'theme'>) =>
  themeContrastPairs(merchant)
    .map(([what, foreground, background]) => [what, wcagContrast(foreground, background)] as const)
    .filter(([, ratio]) => ratio < AA_CONTRAST)
    .map(([what, ratio]) => `${what}: contrast ${ratio.toFixed(2)}:1, below ${AA_CONTRAST}:1`);
