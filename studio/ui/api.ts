// The studio's calls to its server: JSON both ways, on the page's own origin (the server refuses others),
// each change with the secret the server rendered into this page.
import type { Finding } from '../server/overview';
import { TOKEN_HEADER, TOKEN_META } from '../shared/studio-origin';

export const STUDIO_BASE = '/__studio';

const token = document.querySelector<HTMLMetaElement>(`meta[name="${TOKEN_META}"]`)?.content ?? '';
const withToken = (headers: Record<string, string>) => ({ ...headers, [TOKEN_HEADER]: token });

/** A refused call: its status and the server's answer (its `error`, and problems where it has them). */
export class StudioCallError extends Error {
  constructor(
    readonly status: number,
    readonly answer: { error?: string; problems?: unknown[]; current?: unknown },
  ) {
    super(answer.error ?? `the studio answered ${status}`);
  }
}

export async function studioCall<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${STUDIO_BASE}/api${path}`, {
    method,
    headers: withToken(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = await response.json().catch(() => ({ error: `${response.status} ${response.statusText}` }));
  if (!response.ok) throw new StudioCallError(response.status, answer);
  return answer as T;
}

/** Sends a brand file's bytes for template.`field`, to be written as assets/`name` if it passes the build's checks. */
export async function studioUpload(code: string, field: string, name: string, file: Blob) {
  const response = await fetch(
    `${STUDIO_BASE}/api/merchants/${code}/assets/${encodeURIComponent(name)}?field=${encodeURIComponent(field)}`,
    { method: 'PUT', headers: withToken({ 'content-type': 'application/octet-stream' }), body: file },
  );
  const answer = await response.json().catch(() => ({ error: `${response.status} ${response.statusText}` }));
  if (!response.ok) throw new StudioCallError(response.status, answer);
  return answer as { path: string; warnings: Finding[] };
}

export interface Checked {
  problems: Finding[];
  warnings: Finding[];
}

export type { Finding };
