// What `npm run new:merchant` writes: a valid merchant.json, sample data for the sandbox and simple branded SVG
// assets; the JSON formatted as the repository's Prettier check wants it.
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { z } from 'zod';
import type { sandboxDataSchema } from '../../sandbox/data/schema';
import { categoryPathOf } from '../../src/config/game-categories';
import { jsonEditedFrom } from './json-edit';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What ops answered (or the defaults); checked by loading the written folder, not here. */
export type ScaffoldAnswers = {
  code: string;
  name: string;
  domain: string;
  primary: string;
  accent: string;
  language: string;
  merchantCode?: string | undefined;
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function merchantJson({ code, name, domain, primary, accent, language, merchantCode }: ScaffoldAnswers) {
  return {
    $schema: '../merchant.schema.json',
    name,
    shortName: name.length <= 12 ? name : name.replace(/\s+/g, '').slice(0, 12),
    merchantCode:
      merchantCode ??
      code
        .toUpperCase()
        .replace(/[^A-Z0-9_-]/g, '')
        .slice(0, 32)
        .padEnd(2, 'X'),
    domains: [domain],
    languages: { default: language, enabled: [...new Set([language, 'EN'])] },
    theme: {
      primary,
      onPrimary: '#ffffff',
      accent,
      background: '#f6f6f8',
      surface: '#ffffff',
      text: '#1d1d24',
      themeColor: primary,
    },
    template: {
      h5_logo: 'assets/logo.svg',
      app_desc: `Play at ${name}.`,
      app_background: primary,
      app_desc_font_color: '#ffffff',
      login_prompt_text: '',
      favicon: 'assets/icon.svg',
      splash: 'assets/splash.svg',
      pwa: true,
      desktop_app_feature: false,
      apple_touch_icon: 'assets/apple-touch-icon.svg',
    },
    currency: { code: 'USD', symbol: '$', position: 'before' },
    country: { code: 'PH', dialingCode: '+63' },
    flags: {},
    captcha: { enabled: false },
    // What sandboxJson has games for, so the new site's tab bar and category pages match its demo.
    categories: SAMPLE_LANES.map(([category]) => categoryPathOf(category)),
    downloads: [],
    customerService: [],
    api: { baseUrl: '' },
    redirectAllowlist: [domain],
    tracking: {},
  };
}

export function assetFiles({ name, primary, accent }: Pick<ScaffoldAnswers, 'name' | 'primary' | 'accent'>) {
  const initial = escapeXml(name.trim()[0]?.toUpperCase() ?? 'M');
  const mark = (size: number) =>
    `<rect width="${size}" height="${size}" fill="${primary}"/><circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.36}" fill="${accent}"/>`;
  return {
    'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" width="240" height="64" role="img" aria-label="${escapeXml(name)}"><circle cx="32" cy="32" r="28" fill="${accent}"/><text x="32" y="41" text-anchor="middle" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="${primary}">${initial}</text><text x="70" y="41" font-family="Arial, sans-serif" font-size="24" font-weight="700" fill="#ffffff">${escapeXml(name)}</text></svg>\n`,
    'icon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">${mark(512)}</svg>\n`,
    'apple-touch-icon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 180" width="180" height="180">${mark(180)}</svg>\n`,
    'splash.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1080 1920" width="1080" height="1920"><rect width="1080" height="1920" fill="${primary}"/><circle cx="540" cy="820" r="260" fill="${accent}"/></svg>\n`,
  };
}

/** The sample members' password, as in the sample merchants (README). */
const SAMPLE_PASSWORD = 'play1234';

/** [category, its name, vendor, game names]: two or three games in each category the site shows. */
const SAMPLE_LANES = [
  ['SPORTS', 'Sports', 'DEMOSPORTS', ['Sportsbook', 'Live Betting']],
  ['LIVE', 'Live Casino', 'DEMOLIVE', ['Speed Baccarat', 'Live Roulette', 'Dragon Tiger']],
  ['RNG', 'Slots', 'DEMOSLOTS', ['Lucky Sevens', 'Fruit Fiesta', 'Gold Rush']],
  ['CRASH', 'Crash', 'DEMOSLOTS', ['Rocket Ride', 'Plinko']],
] as const;

/**
 * sandbox.json: a few games in each category and two members to log in with, so the new site can be demoed
 * at once. No downloads and no other merchant's names (docs/merchants.md); ops rewrite it at will.
 */
export function sandboxJson({ name, primary, accent }: Pick<ScaffoldAnswers, 'name' | 'primary' | 'accent'>) {
  const games = SAMPLE_LANES.flatMap(([category, , vendor, names]) =>
    names.map((title) => ({ category, vendor, name: title })),
  ).map((game, index) => ({
    id: `g${1001 + index}`,
    code: game.name.toLowerCase().replace(/\s+/g, '-'),
    name: game.name,
    vendor: game.vendor,
    category: game.category,
    nodeId: `n${1001 + index}`,
    gameType: game.category === 'RNG' ? 'SLOT' : game.category === 'SPORTS' ? 'SPORTSBOOK' : game.category,
    freeplay: game.vendor === 'DEMOSLOTS',
    colour: index % 2 ? accent : primary,
  }));
  const slot = games.find((game) => game.category === 'RNG')!;
  const data: z.input<typeof sandboxDataSchema> = {
    vendors: [
      { code: 'DEMOSPORTS', name: 'Demo Sports' },
      { code: 'DEMOLIVE', name: 'Demo Live Casino' },
      { code: 'DEMOSLOTS', name: 'Demo Slots Studio', freeplay: true },
    ],
    categories: SAMPLE_LANES.map(([code, title]) => ({ code, name: title })),
    games,
    hotGameIds: games.filter((_, index) => index % 3 === 0).map((game) => game.id),
    banners: [
      { id: 'b-welcome', group: 'm_home', title: `Welcome to ${name}`, clickType: 'P', promotionId: 'p-welcome' },
      { id: 'b-slots', group: 'm_home', title: `Play ${slot.name}`, clickType: 'G', gameId: slot.id },
    ],
    announcements: [{ id: 'a-welcome', type: 'MARQUEE', title: 'Welcome', content: `Welcome to ${name}.` }],
    promotionCategories: [{ id: 'pc-new', name: 'New members' }],
    promotions: [
      {
        id: 'p-welcome',
        categoryId: 'pc-new',
        title: 'Welcome bonus',
        summary: 'A bonus on your first deposit.',
        content: 'A sample promotion of the local sandbox, from sandbox.json.',
      },
    ],
    users: [
      {
        username: 'player1',
        password: SAMPLE_PASSWORD,
        customerName: 'Sample Player',
        clubLabel: { labelId: 'VIP1', labelName: 'VIP 1', type: 'AUTO', rankLevel: 1 },
        rankProgress: { completedConditions: 1, totalExpectedConditions: 4 },
        note: 'Member with a VIP label.',
      },
      {
        username: 'player2',
        password: SAMPLE_PASSWORD,
        customerName: 'New Player',
        note: 'Member without a VIP label.',
      },
    ],
  };
  return data;
}

/**
 * JSON as `prettier --check` wants it: the folder's own Prettier settings, else the repository's.
 * @param previous the file's text before: its layout is kept where the values did not change
 */
export async function formattedJson(file: string, value: unknown, previous?: string): Promise<string> {
  const options =
    (await resolveConfig(file, { editorconfig: true })) ??
    (await resolveConfig(path.join(ROOT, 'merchants', path.basename(file)), { editorconfig: true }));
  const text = previous === undefined ? JSON.stringify(value, null, 2) : jsonEditedFrom(previous, value);
  return format(text, { ...options, filepath: file });
}
