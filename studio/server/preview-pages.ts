// The previews' pages as the studio serves them: the built sites' own answers, framable by the studio's page
// only (their frame-ancestors becomes the studio's origins) and each HTML page with the studio's agent as its
// first script (agent/main.ts), which their policy then allows by its hash.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';
import { studioOrigins } from '../shared/studio-origin';

const ENTRY = path.join(import.meta.dirname, '..', 'agent', 'main.ts');
const FRAME_ANCESTORS = /frame-ancestors[^;]*/i;
const SCRIPT_SRC = /(^|;)(\s*script-src)(?=[\s;]|$)/i;
const HEAD = /<head(?:\s[^>]*)?>/i;

interface Agent {
  script: string;
  /** Its CSP source: 'sha256-<base64>'. */
  source: string;
}

let bundling: Promise<Agent> | undefined;

/** The agent's script, bundled once per process, and its hash. */
export function previewAgent(): Promise<Agent> {
  bundling ??= build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
  }).then(({ outputFiles }) => {
    const script = outputFiles[0]?.text.trim() ?? '';
    // Inline, the script must not end its own element.
    if (!script || /<\/script/i.test(script))
      throw new Error(`studio: the previews' agent (${ENTRY}) cannot be inlined`);
    return { script, source: `'sha256-${createHash('sha256').update(script).digest('base64')}'` };
  });
  return bundling;
}

/**
 * A preview answer's policy: framed by the studio's page on `port` only (whatever the site allowed), and its
 * scripts, where it names them, allowed the agent too. An answer without a policy gets the frame rule alone.
 */
export function previewPolicy(policy: string | undefined, port: string, agent: Agent): string {
  const ancestors = `frame-ancestors ${studioOrigins(port).join(' ')}`;
  if (!policy?.trim()) return ancestors;
  const scripts = policy.replace(SCRIPT_SRC, `$1$2 ${agent.source}`);
  return FRAME_ANCESTORS.test(scripts) ? scripts.replace(FRAME_ANCESTORS, ancestors) : `${scripts}; ${ancestors}`;
}

/** An HTML page with the agent as the first thing its head runs; any other body as it is. */
export function withAgent(html: string, agent: Agent): string {
  return html.replace(HEAD, (head) => `${head}<script>${agent.script}</script>`);
}
