// Pages the sandbox serves in test and demo modes (server.ts registers none in live mode): the page a
// launched game opens, and the game, vendor, banner, promotion and app-icon pictures (drawn here, so the demo needs
// no network).
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { HOME_PATH } from '../src/config/routes';
import { VENDOR_HOST } from './api/game-page-url';
import { escapeHtml, sendPage } from './social/html';
import { merchantForHost, type MerchantState, type Sandbox } from './state/sandbox';

const param = (query: unknown, name: string) => {
  const value = (query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.slice(0, 200) : '';
};

/** The merchant's sites, where its game page goes back to and which may frame it: <code>.localhost and its domains. */
const siteOrigins = (state: MerchantState, scheme: string) => [
  `${scheme}://${state.code}.localhost:*`,
  ...state.merchant.domains.map((host) => `https://${host}`),
];

/**
 * The game page; `site` is the merchant's site when the page is on the vendor host (its back link leaves the
 * vendor for the site), "" on the site itself. The back link moves the whole tab, framed or not.
 */
function gamePage(state: MerchantState, query: unknown, site: string): string {
  const name = param(query, 'name') || 'Game';
  const vendor = param(query, 'vendor');
  const mode = param(query, 'mode');
  const view = param(query, 'view');
  const back = site + (/^\/m\/[^/]/.test(param(query, 'back')) ? param(query, 'back') : HOME_PATH);
  const { theme, name: brand } = state.merchant;
  const detail = [
    vendor,
    mode === 'trial' ? 'trial play' : mode === 'lottery' ? `lottery, ${view || 'betting'} view` : 'real play',
  ]
    .filter(Boolean)
    .join(' · ');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(name)} | ${escapeHtml(brand)}</title>
<body style="margin:0;font-family:system-ui,sans-serif;background:${theme.background};color:${theme.text};display:flex;min-height:100vh;align-items:center;justify-content:center;text-align:center">
<main style="padding:2rem"><p style="opacity:.7">Sandbox game</p><h1 data-testid="sandbox-game-name">${escapeHtml(name)}</h1><p>${escapeHtml(detail)}</p>
<p><a data-testid="sandbox-game-back" href="${escapeHtml(back)}" target="_top" style="display:inline-block;padding:.75rem 1.5rem;border-radius:.5rem;background:${theme.primary};color:${theme.onPrimary};text-decoration:none">Back to ${escapeHtml(brand)}</a></p></main></body></html>`;
}

function picture(state: MerchantState, kind: string, id: string): { title: string; colour: string } | undefined {
  const { data, merchant } = state;
  const fallback = merchant.theme.primary;
  if (kind === 'game') {
    const game = data.games.find((g) => g.id === id);
    return game && { title: game.name, colour: game.colour ?? fallback };
  }
  if (kind === 'vendor') {
    const vendor = data.vendors.find((v) => v.code === id);
    return vendor && { title: vendor.name, colour: merchant.theme.accent };
  }
  if (kind === 'app') return id === merchant.code ? { title: merchant.name, colour: fallback } : undefined;
  if (kind === 'banner') {
    const banner = data.banners.find((b) => b.id === id);
    return banner && { title: banner.title, colour: banner.colour ?? fallback };
  }
  const promotion = kind === 'promotion' ? data.promotions.find((p) => p.id === id) : undefined;
  return promotion && { title: promotion.title, colour: promotion.colour ?? fallback };
}

function svg(title: string, colour: string, wide: boolean): string {
  const [width, height] = wide ? [720, 300] : [300, 300];
  const words = escapeHtml(title).split(' ');
  const lines = words.reduce<string[]>((acc, word) => {
    const last = acc.at(-1);
    if (last !== undefined && (last + word).length < (wide ? 28 : 14)) acc[acc.length - 1] = `${last} ${word}`;
    else acc.push(word);
    return acc;
  }, []);
  const text = lines
    .map((line, i) => `<tspan x="50%" dy="${i === 0 ? -(lines.length - 1) * 0.6 : 1.2}em">${line}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" rx="24" fill="${colour}"/><text x="50%" y="50%" fill="#fff" font-family="system-ui,sans-serif" font-size="${wide ? 40 : 30}" font-weight="700" text-anchor="middle" dominant-baseline="middle">${text}</text></svg>`;
}

const rasters = new Map<string, Promise<Buffer>>();

/**
 * A picture as WebP, drawn once: what an operator's image CDN sends a browser that accepts it. An SVG picture
 * would be a document of its own on the page's main thread, which no real game list costs a phone.
 */
function webp(drawing: string): Promise<Buffer> {
  let raster = rasters.get(drawing);
  if (!raster) {
    raster = sharp(Buffer.from(drawing)).webp({ quality: 80 }).toBuffer();
    rasters.set(drawing, raster);
  }
  return raster;
}

export function registerPages(app: FastifyInstance, sandbox: Sandbox): void {
  app.get('/__sandbox/game', async (request, reply) => {
    // The stand-in vendor host serves every merchant's games, named by the query; a site serves its own.
    const onVendorHost = request.host.replace(/:\d+$/, '').toLowerCase() === VENDOR_HOST;
    const state = onVendorHost
      ? sandbox.merchants.find((known) => known.code === param(request.query, 'merchant'))
      : merchantForHost(sandbox, request.host);
    if (!state) return reply.code(404).type('text/plain').send('Unknown host');
    const port = /:\d+$/.exec(request.host)?.[0] ?? '';
    const site = onVendorHost ? `${request.protocol}://${state.code}.localhost${port}` : '';
    return sendPage(
      reply,
      gamePage(state, request.query, site),
      200,
      [],
      ["'self'", ...siteOrigins(state, request.protocol)],
    );
  });

  app.get<{ Params: { kind: string; file: string } }>('/__sandbox/img/:kind/:file', async (request, reply) => {
    const state = merchantForHost(sandbox, request.host);
    const id = request.params.file.replace(/\.svg$/, '');
    const found = state && picture(state, request.params.kind, id);
    if (!found) return reply.code(404).type('text/plain').send('Not found');
    const wide = request.params.kind === 'banner' || request.params.kind === 'promotion';
    const drawing = svg(found.title, found.colour, wide);
    reply.header('cache-control', 'public, max-age=3600').header('vary', 'Accept');
    if (request.headers.accept?.includes('image/webp')) return reply.type('image/webp').send(await webp(drawing));
    return reply.type('image/svg+xml').send(drawing);
  });
}
