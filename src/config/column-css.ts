// SPEC 9 "Layout ratio" and "Desktop breakpoint" as CSS. Media queries cannot read custom properties, so the
// layout writes this rule from the constants into every page and app.css only reads --column-max-width.
import { DESKTOP_BREAKPOINT_PX, LAYOUT_RATIO } from './constants';

/** Above the breakpoint the app is a centred column at most min(window width, height x ratio) wide. */
export const COLUMN_CSS = `@media (min-width:${DESKTOP_BREAKPOINT_PX + 1}px){:root{--column-max-width:min(100vw,calc(100vh * ${LAYOUT_RATIO}))}}`;
