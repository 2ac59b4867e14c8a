// The tab bar's tabs: Home, the merchant's first categories (merchant.json `categories`), Account.
import type { CategoryPath } from '../config/game-categories';
import type { RouteName } from '../config/routes';

/** Category tabs between Home and Account: five tabs keep each label on one line on a 320 px phone. */
export const TAB_BAR_CATEGORIES = 3;

export interface Tab {
  path: RouteName;
  /** Catalogue key of the label. */
  label: string;
  /** SVG path on a 24 x 24 grid, filled even-odd (inner shapes are holes). */
  icon: string;
}

const HOME: Tab = {
  path: 'home',
  label: 'nav.home',
  icon: 'M3 11l9-8 9 8v10a1 1 0 0 1-1 1h-5v-7H9v7H4a1 1 0 0 1-1-1z',
};

const MEMBER: Tab = {
  path: 'member/home',
  label: 'nav.member',
  icon: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z',
};

const CATEGORY_TABS: Readonly<Record<CategoryPath, Omit<Tab, 'path'>>> = {
  sports: {
    label: 'nav.sports',
    icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 3l3 2.2-1.2 3.6h-3.6L9 7.2zm-6.5 6l2.9-.4 1.2 3.5-2.1 2.7A8 8 0 0 1 5.5 11zm13 0a8 8 0 0 1-2 5.8l-2.1-2.7 1.2-3.5z',
  },
  live: {
    label: 'nav.live',
    icon: 'M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-6l2 3H8l2-3H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm6 3v6l5-3z',
  },
  rng: {
    label: 'nav.rng',
    icon: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm1 5v8h3.5V8zm4.25 0v8h3.5V8zm4.25 0v8H18V8z',
  },
  table: {
    label: 'nav.table',
    icon: 'M12 2c-2.5 3.5-8 6.5-8 10.5a3.5 3.5 0 0 0 6.3 2.1L9 21h6l-1.3-6.4a3.5 3.5 0 0 0 6.3-2.1C20 8.5 14.5 5.5 12 2z',
  },
  fish: {
    label: 'nav.fish',
    icon: 'M2 12c3-5 9-7.5 14-3.5L21 5v14l-5-3.5C11 19.5 5 17 2 12zm5-2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  },
  pvp: {
    label: 'nav.pvp',
    icon: 'M9 2h10a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM4 6h2v12a2 2 0 0 0 2 2h9v2H5a1 1 0 0 1-1-1zm10 1.5c-1 1.5-3 2.5-3 4a1.5 1.5 0 0 0 3 .5 1.5 1.5 0 0 0 3-.5c0-1.5-2-2.5-3-4z',
  },
  crash: {
    label: 'nav.crash',
    icon: 'M16 6l2.3 2.3-4.9 4.9-4-4L2 16.6 3.4 18l6-6 4 4 6.3-6.3L22 12V6z',
  },
  arcade: {
    label: 'nav.arcade',
    icon: 'M7 6h10a6 6 0 0 1 0 12H7A6 6 0 0 1 7 6zm-1 3.5V11H4.5v2H6v1.5h2V13h1.5v-2H8V9.5zm10.5.25a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5zm-2 2.5a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5z',
  },
  elott: {
    label: 'nav.lottery',
    icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 4a6 6 0 1 1 0 12 6 6 0 0 1 0-12zm-1 3v6h2V9z',
  },
};

/** The tabs, in order: Home, the first TAB_BAR_CATEGORIES categories the merchant offers, Account. */
export const tabBarTabs = (categories: readonly CategoryPath[]): Tab[] => [
  HOME,
  ...categories.slice(0, TAB_BAR_CATEGORIES).map((path) => ({ path, ...CATEGORY_TABS[path] })),
  MEMBER,
];
