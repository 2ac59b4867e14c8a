import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, brandCss, contrastProblems, onAccent, primaryOnSurface, readableOn } from '@/build/brand-colours';
import { loadMerchants } from '@/build/load';

const { merchants } = loadMerchants('merchants');

describe('brand colours (WCAG AA, 4.5:1)', () => {
  it('AA for normal text is 4.5:1', () => {
    expect(AA_CONTRAST).toBe(4.5);
  });

  it.each(merchants.map((merchant) => [merchant.code, merchant] as const))(
    '%s: every theme pair meets AA, and so do the derived text colours',
    (_code, merchant) => {
      expect(contrastProblems(merchant)).toEqual([]);
      expect(wcagContrast(onAccent(merchant), merchant.theme.accent)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(wcagContrast(primaryOnSurface(merchant), merchant.theme.surface)).toBeGreaterThanOrEqual(AA_CONTRAST);
    },
  );

  it('keeps the first readable candidate, else the one with the most contrast', () => {
    expect(readableOn('#ffffff', ['#777777', '#c8102e', '#000000'])).toBe('#c8102e'); // #777 is 4.48:1
    expect(readableOn('#808080', ['#999999', '#000000', '#aaaaaa'])).toBe('#000000');
    expect(readableOn('#808080', ['#999999', '#aaaaaa'])).toBe('#aaaaaa');
  });

  it('names each failing pair with its ratio', () => {
    const pale = { theme: { ...merchants[0]!.theme, onPrimary: '#f0f0f0', primary: '#ffffff' } };
    expect(contrastProblems(pale)).toEqual(['theme.onPrimary on theme.primary: contrast 1.14:1, below 4.5:1']);
  });

  it('writes the derived colours as custom properties', () => {
    const css = brandCss(merchants[0]!);
    expect(css).toMatch(/^:root\{--color-primary:#[0-9a-f]{6};/);
    expect(css).toContain(`--color-on-accent:${onAccent(merchants[0]!)}`);
    expect(css).toContain(`--color-primary-text:${primaryOnSurface(merchants[0]!)}`);
  });
});
