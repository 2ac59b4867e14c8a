// A private nginx for tests: Debian's nginx run without root, with its own prefix (pid, logs, temp files),
// configured as an operator includes the build's dist/nginx/ inside http {}.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INCLUDE_PREFIX } from '../../scripts/lib/nginx-sites';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Writes `<prefix>/conf/nginx.conf` around the given lines of its http block, and the folders nginx needs;
 * returns the command-line arguments that run nginx on it.
 * @param main  extra lines before events {} (load_module, user ...)
 */
export function nginxConfig(prefix: string, http: string[], main: string[] = []): string[] {
  const conf = path.join(prefix, 'conf', 'nginx.conf');
  for (const dir of ['conf', 'logs', 'temp']) mkdirSync(path.join(prefix, dir), { recursive: true });
  writeFileSync(
    conf,
    [
      ...main,
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/logs/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${prefix}/temp/${kind};`,
      ),
      ...http.map((line) => `  ${line}`),
      '}',
      '',
    ].join('\n'),
  );
  return ['-p', `${prefix}/`, '-c', conf, '-e', `${prefix}/logs/error.log`];
}

/** `nginx -t` on a configuration written by nginxConfig. */
export const nginxTest = (args: string[]) => spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });

/** Which answer headers nginx sends by itself on a static file; `_headers` sets none of these. */
export const NGINX_OWN = [
  'server',
  'date',
  'content-type',
  'content-length',
  'connection',
  'keep-alive',
  'etag',
  'last-modified',
  'accept-ranges',
  'vary',
  'location',
  'content-encoding',
  'transfer-encoding',
];

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One raw request through nginx (no automatic decompression), by Host; `more` headers (If-None-Match ...). */
export function nginxGet(
  port: number,
  host: string,
  pathname: string,
  acceptEncoding?: string,
  more: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { Host: host, ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}), ...more };
    httpRequest({ host: '127.0.0.1', port, path: pathname, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Serves a build's nginx/ folder with a real nginx, as an operator would: the folder copied into the
 * configuration, listen.conf and upstream.conf set to a free local port and `upstreamPort`; waits until
 * `readyHost` answers.
 */
export async function serveWithNginx(
  nginxDir: string,
  { upstreamPort, readyHost }: { upstreamPort: number; readyHost: string },
): Promise<{ port: number; stop: () => void }> {
  for (const [file, hint] of [
    [NGINX, 'apt-get install nginx'],
    [BROTLI_MODULE, 'apt-get install libnginx-mod-http-brotli-static'],
  ] as const)
    if (!existsSync(file)) throw new Error(`${file} is missing: ${hint}`);
  const port = await freePort();
  const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  const includes = path.join(prefix, 'conf', INCLUDE_PREFIX);
  cpSync(nginxDir, includes, { recursive: true });
  writeFileSync(path.join(includes, 'listen.conf'), `listen 127.0.0.1:${port};\n`);
  writeFileSync(path.join(includes, 'upstream.conf'), `upstream wps_api {\n  server 127.0.0.1:${upstreamPort};\n}\n`);
  const args = nginxConfig(
    prefix,
    [
      'include /etc/nginx/mime.types;',
      'default_type application/octet-stream;',
      'access_log off;',
      `include ${INCLUDE_PREFIX}/sites.conf;`,
    ],
    [
      `load_module ${BROTLI_MODULE};`,
      'user root;', // the sites live in a root-owned checkout; ignored with a warning when not run as root
      'worker_processes 1;',
    ],
  );
  const check = nginxTest(args);
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const nginx = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  const stop = () => {
    nginx.kill('SIGQUIT');
    rmSync(prefix, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries++) {
    const answer = await nginxGet(port, readyHost, '/robots.txt').catch(() => undefined);
    if (answer?.status === 200) return { port, stop };
    if (tries === 100) {
      stop();
      throw new Error(`nginx did not answer ${readyHost} within 10 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
