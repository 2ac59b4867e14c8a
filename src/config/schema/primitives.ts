import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages';

const quote = (value: unknown) => JSON.stringify(value);

// A DNS label, also used as the merchant's folder name and its <code>.localhost host.
export const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
// Asset files live in the merchant's own assets/ folder; nothing outside it is read.
const ASSET_PATH = /^assets\/[A-Za-z0-9._-]+\.(?:svg|png)$/;

export const hexColour = z
  .string({ error: 'must be a hex colour string like "#1a2b3c"' })
  .regex(HEX_COLOUR, { error: (issue) => `must be a hex colour like "#1a2b3c", got ${quote(issue.input)}` });

export const hostname = z.string({ error: 'must be a host name string like "play.example.com"' }).regex(HOSTNAME, {
  error: (issue) =>
    `must be a lower-case host name like "play.example.com" (no scheme, port or path), got ${quote(issue.input)}`,
});

export const hostLabel = z.string().regex(HOST_LABEL, {
  error: (issue) =>
    `${quote(issue.input)} is not a valid folder/host label: use 1-63 of a-z, 0-9 and "-", not starting or ending with "-"`,
});

export const assetPath = z.string({ error: 'must be a path like "assets/logo.svg"' }).regex(ASSET_PATH, {
  error: (issue) =>
    `must be an SVG or PNG file in the merchant's assets/ folder, like "assets/logo.svg", got ${quote(issue.input)}`,
});

export const languageCode = z.enum(LANGUAGE_CODES, {
  error: (issue) => `unknown language code ${quote(issue.input)}; use one of ${LANGUAGE_CODES.join(' ')}`,
});

export const httpsUrl = z.url({
  protocol: /^https?$/,
  error: (issue) => `must be an http(s) URL, got ${quote(issue.input)}`,
});
