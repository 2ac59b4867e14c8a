// A private nginx for tests: Debian's nginx run without root, with its own prefix (pid, logs, temp files),
// configured as an operator includes the build's dist/nginx/ inside http {}.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
