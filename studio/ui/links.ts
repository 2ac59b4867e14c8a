// Where the studio's pages and a merchant's previewed site live: the studio on its own host, each site on its
// <code>.localhost host of the studio's port (another origin than the studio's page).
import { STUDIO_BASE } from './api';

export const previewOrigin = (code: string) =>
  `${location.protocol}//${code}.localhost${location.port ? `:${location.port}` : ''}`;

export const editorUrl = (code: string) => `${STUDIO_BASE}/edit/${encodeURIComponent(code)}`;

export const listUrl = () => `${STUDIO_BASE}/`;
