// dist/gallery/index.html: every merchant's screenshots side by side with what ops check before deploying.
import type { Merchant } from '../../src/config/schema/merchant';
import type { MerchantChange, ShotChange } from './gallery-changes';
import type { MerchantReports } from './outcome';

/** A merchant's entry of dist/build-report.json. */
type MerchantReport = Partial<MerchantReports['merchants'][string]>;
interface GalleryEntry {
  merchant: Merchant;
  stats?: MerchantReport | undefined;
  /** Against the previous screenshots. */
  change?: MerchantChange | undefined;
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

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)} %`;

/** A screen's change in words, as the index and the studio show it: "changed: 4.21 % of pixels". */
export function shotChangeText(change: ShotChange) {
  if (change.status === 'new') return 'new: no previous screenshot';
  if (change.note) return `${change.status}: ${change.note}`;
  return `${change.status}: ${percent(change.ratio ?? 0)} of pixels`;
}

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

function section({ merchant, stats, change }: GalleryEntry) {
  const flags = Object.entries(merchant.flags)
    .filter(([, on]) => on)
    .map(([flag]) => flag);
  const warnings = stats?.warnings ?? [];
  const mark = (shotChange: ShotChange | undefined) =>
    shotChange
      ? `<br><span class="mark ${shotChange.status}">${escapeHtml(shotChangeText(shotChange))}</span>${shotChange.diff ? ` <a href="${escapeHtml(shotChange.diff)}">diff</a>` : ''}`
      : '';
  const shot = ([file, label]: readonly [file: string, label: string], wide = false) =>
    `<figure${wide ? ' class="wide"' : ''}><a href="${merchant.code}/${file}.png"><img src="${merchant.code}/${file}.png" alt="${escapeHtml(`${merchant.name}: ${label}`)}" loading="lazy"></a><figcaption>${escapeHtml(label)}${mark(change?.shots[file])}</figcaption></figure>`;
  return `<section id="${merchant.code}">
<h2>${escapeHtml(merchant.name)}${change ? ` <span class="mark ${change.status}">${change.status}</span>` : ''} <small>${escapeHtml(merchant.code)} &middot; ${escapeHtml(merchant.merchantCode)} &middot; ${merchant.domains.map(escapeHtml).join(', ')}</small></h2>
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

/** "1 of 3 merchants changed since the previous screenshots: Lucky Star. 1 new, 1 unchanged." */
function summary(entries: GalleryEntry[], threshold: number | undefined) {
  const compared = entries.filter((entry) => entry.change);
  if (!compared.length || threshold === undefined) return '';
  const having = (status: MerchantChange['status']) => compared.filter((entry) => entry.change!.status === status);
  const changed = having('changed');
  const links = changed.map(({ merchant }) => `<a href="#${merchant.code}">${escapeHtml(merchant.name)}</a>`);
  return `<p class="summary"><b>${changed.length} of ${compared.length} merchant(s) changed</b> since the previous screenshots${links.length ? `: ${links.join(', ')}` : ''}. ${having('new').length} new, ${having('unchanged').length} unchanged; a screen counts as changed when more than ${percent(threshold)} of its pixels differ.</p>`;
}

export function galleryIndex(
  entries: GalleryEntry[],
  {
    commit = 'unknown',
    generatedAt = new Date().toISOString(),
    threshold,
  }: { commit?: string | undefined; generatedAt?: string | undefined; threshold?: number | undefined } = {},
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
.mark{display:inline-block;border-radius:4px;padding:0 .35rem;font-size:.8rem;font-weight:600}
.mark.changed{background:#ffe1d6;color:#8a2000}
.mark.unchanged{background:#e3f4e6;color:#1d5b2a}
.mark.new{background:#dde8ff;color:#1a3f8a}
.summary{background:#fff;border-left:4px solid #8a2000;padding:.5rem .75rem}
</style></head>
<body>
<h1>Merchant gallery</h1>
<p>${entries.length} merchant(s) &middot; built from <code>${escapeHtml(commit)}</code> &middot; ${escapeHtml(generatedAt)} &middot; phone screens at 360x780, desktop at 1920x1080; click a screen for full size.</p>
${summary(entries, threshold)}
<nav>${entries.map(({ merchant }) => `<a href="#${merchant.code}">${escapeHtml(merchant.name)}</a>`).join(' &middot; ')}</nav>
${entries.map(section).join('\n')}
</body></html>
`;
}
