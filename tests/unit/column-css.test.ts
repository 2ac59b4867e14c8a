import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLUMN_CSS } from '@/config/column-css';
import { DESKTOP_BREAKPOINT_PX, LAYOUT_RATIO } from '@/config/constants';

const APP_CSS = readFileSync('src/styles/app.css', 'utf8');

describe('the 9:16 column and the desktop breakpoint come from constants.ts (SPEC 9)', () => {
  it('writes the breakpoint and the ratio of the constants', () => {
    expect(COLUMN_CSS).toContain(`@media (min-width:${DESKTOP_BREAKPOINT_PX + 1}px)`);
    expect(COLUMN_CSS).toContain(`calc(100vh * ${LAYOUT_RATIO})`);
    expect(COLUMN_CSS).toBe('@media (min-width:769px){:root{--column-max-width:min(100vw,calc(100vh * 0.5625))}}');
  });

  it('leaves app.css no numbers of its own: it only reads --column-max-width', () => {
    expect(APP_CSS).not.toMatch(/\b76[89]px\b|9\s*\/\s*16|0\.5625/);
    expect(APP_CSS.match(/max-width: var\(--column-max-width, none\)/g)).toHaveLength(2);
  });

  it('is written into every app page by the layout', () => {
    expect(readFileSync('src/layouts/AppLayout.astro', 'utf8')).toContain('<style set:html={COLUMN_CSS}></style>');
  });
});
