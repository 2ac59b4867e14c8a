// Every built page is valid HTML: the Nu HTML Checker (vnu-jar, on Java) over the sites `npm start` serves.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { SAMPLE_CODES } from './harness';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  hiliteStart?: number;
}

/**
 * iOS picks an apple-touch-startup-image by device-width / device-height only (docs/decisions.md): the one
 * deprecated media feature allowed, and only on those links.
 */
const iosStartupImageQuery = (message: VnuMessage) =>
  /Deprecated media feature “device-(width|height)”/.test(message.message) &&
  message.extract?.includes('apple-touch-startup-image') === true;

/**
 * The HTML Standard's `<link rel=expect blocking=render>` (whatwg/html#9970, in Chromium and WebKit) holds the first
 * paint until the header is parsed (AppLayout); the checker still allows `blocking` on stylesheet links only.
 */
const expectLink = (message: VnuMessage) =>
  message.message.startsWith('A “link” element with a “blocking” attribute must have a “rel” attribute') &&
  /^[^<]*<link rel="expect" href="#page-heading" blocking="render">/.test(
    message.extract?.slice(message.hiliteStart ?? 0) ?? '',
  );

test('every page of every sample merchant passes the Nu HTML Checker with no error', () => {
  test.setTimeout(120_000);
  const sites = SAMPLE_CODES.map((code) => path.resolve('dist', code));
  const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--skip-non-html', ...sites], {
    encoding: 'utf8',
  });
  expect(run.error, 'java must be installed (apt-get install default-jre-headless)').toBeUndefined();
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  const errors = messages
    .filter((message) => message.type === 'error' && !iosStartupImageQuery(message) && !expectLink(message))
    .map((message) => `${path.relative('dist', new URL(message.url).pathname)}: ${message.message}`);
  expect(errors).toEqual([]);
});
