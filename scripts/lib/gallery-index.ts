// dist/gallery/index.html: every merchant's screenshots side by side with what ops check before deploying.
import type { Merchant } from '../../src/config/schema/merchant';
import type { MerchantReports } from './outcome';

/** A merchant's entry of dist/build-report.json. */
type MerchantReport = Partial<MerchantReports['merchants'][string]>;
interface GalleryEntry {
  merchant: Merchant;
  stats?: MerchantReport | undefined;
}

const escapeHtml = (text: string) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const kb = (bytes: number | undefined) => (bytes === undefined ? '?' : `${(bytes / 1024).toFixed(1)} KB`);

/** The screens of the gallery, in the order shown: [file name, label]. */
export const PHONE_SHOTS = [
  ['home', 'Home'],
  ['login', 'Login'],
  ['register', 'Register'],
  ['games', 'Game list'],
  ['member', 'Member centre'],
] as const;
export const DESKTOP_SHOT = ['home-desktop', 'Home, 1920x1080'] as const;

function swatches(theme: Merchant['theme']) {
  return Object.entries(theme)
    .map(
      ([name, colour]) =>
        `<span class="swatch" title="${escapeHtml(name)} ${escapeHtml(colour)}"><i style="background:${escapeHtml(colour)}"></i>${escapeHtml(name)}</span>`,
    )
    .join('');
}

function weights(stats: MerchantReport = {}) {
  const brand = Object.values(stats.brandAssets ?? {}).reduce((sum, size) => sum + size, 0);
  return `<dl class="weights">
<dt>/m/home (gzip)</dt><dd>${kb(stats.homeGzipBytes)}</dd>
<dt>all JS (gzip)</dt><dd>${kb(stats.jsGzipBytes)}</dd>
<dt>CSS (gzip)</dt><dd>${kb(stats.cssGzipBytes)}</dd>
<dt>brand images</dt><dd>${kb(brand)}</dd>
<dt>site</dt><dd>${stats.files ?? '?'} files, ${kb(stats.bytes)} (${kb(stats.gzipBytes)} gzip)</dd>
</dl>`;
}

function section({ merchant, stats }: GalleryEntry) {
  const flags = Object.entries(merchant.flags)
    .filter(([, on]) => on)
    .map(([flag]) => flag);
  const warnings = stats?.warnings ?? [];
  const shot = ([file, label]: readonly [file: string, label: string], wide = false) =>
    `<figure${wide ? ' class="wide"' : ''}><a href="${merchant.code}/${file}.png"><img src="${merchant.code}/${file}.png" alt="${escapeHtml(`${merchant.name}: ${label}`)}" loading="lazy"></a><figcaption>${escapeHtml(label)}</figcaption></figure>`;
  return `<section id="${merchant.code}">
<h2>${escapeHtml(merchant.name)} <small>${escapeHtml(merchant.code)} &middot; ${escapeHtml(merchant.merchantCode)} &middot; ${merchant.domains.map(escapeHtml).join(', ')}</small></h2>
<div class="facts">
<p>${swatches(merchant.theme)}</p>
<p>Languages: <b>${escapeHtml(merchant.languages.default)}</b>${merchant.languages.enabled
    .filter((l) => l !== merchant.languages.default)
    .map((l) => `, ${escapeHtml(l)}`)
    .join(
      '',
    )} &middot; ${escapeHtml(merchant.currency.code)} ${escapeHtml(merchant.currency.symbol)} &middot; ${escapeHtml(merchant.country.code)} ${escapeHtml(merchant.country.dialingCode)}</p>
<p>Flags on: ${flags.length ? flags.map((f) => `<code>${escapeHtml(f)}</code>`).join(' ') : 'none'} &middot; captcha ${merchant.captcha.enabled || merchant.captcha.showLoginGeetest ? 'on' : 'off'} &middot; install prompt ${merchant.template.pwa ? 'on' : 'off'}</p>
${weights(stats)}
${warnings.length ? `<ul class="warnings">${warnings.map((w) => `<li>${escapeHtml(w)}</li>`).join('')}</ul>` : ''}
</div>
<div class="shots">${PHONE_SHOTS.map((s) => shot(s)).join('')}${shot(DESKTOP_SHOT, true)}</div>
</section>`;
}

export function galleryIndex(
  entries: GalleryEntry[],
  {
    commit = 'unknown',
    generatedAt = new Date().toISOString(),
  }: { commit?: string | undefined; generatedAt?: string | undefined } = {},
) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Merchant gallery</title>
<style>
body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1d1d24;background:#f4f4f6}
section{background:#fff;border-radius:8px;padding:1rem 1.25rem;margin:0 0 1.5rem}
h2 small{font-weight:400;color:#666;font-size:.8rem}
.swatch{display:inline-flex;align-items:center;gap:.25rem;margin-right:.75rem;font-size:.8rem}
.swatch i{display:inline-block;width:1.1rem;height:1.1rem;border:1px solid #0003;border-radius:3px}
.weights{display:grid;grid-template-columns:max-content max-content;gap:.1rem 1rem;font-size:.85rem}
.weights dd{margin:0;font-variant-numeric:tabular-nums}
.warnings{color:#8a4b00;font-size:.85rem}
.shots{display:flex;gap:.75rem;overflow-x:auto;align-items:flex-start}
figure{margin:0;flex:none}
figure img{width:180px;height:390px;object-fit:cover;object-position:top;border:1px solid #ddd;border-radius:6px}
figure.wide img{width:560px;height:315px}
figcaption{font-size:.8rem;text-align:center;color:#555}
</style></head>
<body>
<h1>Merchant gallery</h1>
<p>${entries.length} merchant(s) &middot; built from <code>${escapeHtml(commit)}</code> &middot; ${escapeHtml(generatedAt)} &middot; phone screens at 360x780, desktop at 1920x1080; click a screen for full size.</p>
<nav>${entries.map(({ merchant }) => `<a href="#${merchant.code}">${escapeHtml(merchant.name)}</a>`).join(' &middot; ')}</nav>
${entries.map(section).join('\n')}
</body></html>
`;
}
