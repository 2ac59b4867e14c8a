// The studio's page: one HTML shell and its script and styles, bundled by esbuild from ui/ when the studio
// starts (a second or two) and kept in memory.
import path from 'node:path';
import { build } from 'esbuild';
import { TOKEN_META } from '../shared/studio-origin';

const ENTRY = path.join(import.meta.dirname, '..', 'ui', 'main.tsx');

export interface StudioBundle {
  js: string;
  css: string;
}

let bundling: Promise<StudioBundle> | undefined;

/** The studio's script and styles, bundled once per process. */
export function studioBundle(): Promise<StudioBundle> {
  bundling ??= build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    outdir: 'studio',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  }).then(({ outputFiles }) => ({
    js: outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? '',
    css: outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? '',
  }));
  return bundling;
}

/**
 * Only the studio's own files run and load here; the previews it frames are the merchants' <code>.localhost
 * hosts on the studio's `port` (another origin: nothing they run can read this page).
 */
export const studioPolicy = (port: string) =>
  `default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; frame-src http://*.localhost${port ? `:${port}` : ''}; form-action 'none'; base-uri 'none'; frame-ancestors 'none'`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * @param base where the studio's files are (its path prefix)
 * @param token the studio's secret, which the page sends with every change
 */
export const studioShell = (base: string, title: string, token: string) =>
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="${TOKEN_META}" content="${escapeHtml(token)}">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${base}/studio.css">
<script type="module" src="${base}/studio.js"></script>
</head>
<body>
<div id="studio"><p class="studio-loading">Loading the studio…</p></div>
</body>
</html>
`;
