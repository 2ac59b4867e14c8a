// Where a merchant's editor and site live: its own <code>.localhost host on the studio's port.
import { STUDIO_BASE } from './api';

const merchantOrigin = (code: string) =>
  `${location.protocol}//${code}.localhost${location.port ? `:${location.port}` : ''}`;

export const editorUrl = (code: string) => `${merchantOrigin(code)}${STUDIO_BASE}/edit`;

export const listUrl = () =>
  `${location.protocol}//localhost${location.port ? `:${location.port}` : ''}${STUDIO_BASE}/`;
