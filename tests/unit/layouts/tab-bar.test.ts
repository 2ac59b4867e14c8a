import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORY_PATHS } from '@/config/game-categories';
import { TAB_BAR_CATEGORIES, tabBarTabs } from '@/layouts/tab-bar';

const english = JSON.parse(readFileSync('src/locales/EN.json', 'utf8')) as { nav: Record<string, string> };

describe('tab bar', () => {
  it('shows Home, the first three categories in the merchant’s order, then Account', () => {
    const tabs = tabBarTabs(['elott', 'live', 'sports', 'rng', 'fish']);
    expect(TAB_BAR_CATEGORIES).toBe(3);
    expect(tabs.map((tab) => tab.path)).toEqual(['home', 'elott', 'live', 'sports', 'member/home']);
  });

  it('shows fewer tabs for a merchant of fewer categories, never one it does not offer', () => {
    expect(tabBarTabs(['rng']).map((tab) => tab.path)).toEqual(['home', 'rng', 'member/home']);
    expect(tabBarTabs(['sports', 'live', 'rng']).some((tab) => tab.path === 'elott')).toBe(false);
  });

  it('has a label in the English catalogue and a distinct icon for every category', () => {
    const tabs = tabBarTabs(CATEGORY_PATHS).slice(1, -1);
    const every = CATEGORY_PATHS.map((path) => tabBarTabs([path])[1]!);
    expect(tabs).toHaveLength(TAB_BAR_CATEGORIES);
    for (const tab of every) expect(english.nav[tab.label.replace(/^nav\./, '')], tab.path).toMatch(/\S/);
    expect(new Set(every.map((tab) => tab.icon)).size).toBe(CATEGORY_PATHS.length);
    expect(new Set(every.map((tab) => tab.label)).size).toBe(CATEGORY_PATHS.length);
  });
});
