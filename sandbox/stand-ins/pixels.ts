// Stand-ins of the six ad pixels' scripts (issue 15), for merchants whose tracking.scripts point at
// /__pixels/<pixel>.js: each exposes the global its vendor's script drives (fbq, gtag/dataLayer, ttq, kwaiq,
// twq) and records every call the page makes on it at POST /__pixels/calls, per merchant; tests read them
// at GET /__pixels/calls (control callers only). No machine here reaches the vendors.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PIXELS, type PixelName } from '../../src/config/pixels';
import { ApiError } from '../api/errors';
import { parse } from '../api/context';
import { checkControlCaller } from '../control-guard';
import { merchantForHost, type Sandbox } from '../state/sandbox';

const PIXEL_STAND_IN_PREFIX = '/__pixels';
/** Calls kept per merchant (a whole e2e run fits); older ones are dropped. */
const MAX_CALLS = 50_000;

export interface PixelCallRecord {
  at: number;
  pixel: PixelName;
  /** The arguments of the call on the vendor's global, e.g. ["track", "PageView"]. */
  call: unknown[];
  /** The recording browser (a random id the stand-in keeps in that browser's local storage). */
  visitor: string;
  /** The page's address, query included (what real pixels send as dl / page_location). */
  page: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const source = (file: string) => readFileSync(path.join(here, 'pixels', file), 'utf8');

/** Each pixel's stand-in: the shared recorder and the vendor part in one function scope. */
const SCRIPTS = Object.fromEntries(
  PIXELS.map((pixel) => [pixel, `(() => {\n'use strict';\n${source('record.js')}\n${source(`${pixel}.js`)}\n})();\n`]),
) as Record<PixelName, string>;

const callSchema = z.object({
  pixel: z.enum(PIXELS),
  call: z.array(z.unknown()).max(20),
  visitor: z.string().min(1).max(64),
  page: z.string().max(2_000),
});

function bodyOf(request: FastifyRequest): unknown {
  // sendBeacon posts text/plain.
  if (typeof request.body !== 'string') return request.body;
  try {
    return JSON.parse(request.body);
  } catch {
    throw new ApiError(400, 'bad.request', 'body: not valid JSON');
  }
}

export function registerPixelStandIns(app: FastifyInstance, sandbox: Sandbox): void {
  const calls = new Map<string, PixelCallRecord[]>();
  const merchantCode = (request: FastifyRequest) => {
    const state = merchantForHost(sandbox, request.host);
    if (!state) throw new ApiError(404, 'unknown.host', `No merchant is served at host "${request.hostname}"`);
    return state.code;
  };

  // The query (?id=, ?sdkid=&lib=) the app adds, as to the vendor's script, changes nothing here.
  app.get(`${PIXEL_STAND_IN_PREFIX}/:file`, async (request, reply) => {
    const pixel = (request.params as { file: string }).file.replace(/\.js$/, '');
    if (!(PIXELS as readonly string[]).includes(pixel))
      throw new ApiError(404, 'not.found', `no pixel stand-in "${pixel}"; there are ${PIXELS.join(', ')}`);
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(SCRIPTS[pixel as PixelName]);
  });

  app.post(`${PIXEL_STAND_IN_PREFIX}/calls`, async (request, reply) => {
    const code = merchantCode(request);
    const input = parse(callSchema, bodyOf(request));
    const list = calls.get(code) ?? [];
    list.push({ at: sandbox.now(), ...input });
    if (list.length > MAX_CALLS) list.splice(0, list.length - MAX_CALLS);
    calls.set(code, list);
    return reply.code(204).send();
  });

  app.get(`${PIXEL_STAND_IN_PREFIX}/calls`, async (request) => {
    checkControlCaller(request);
    const { visitor } = parse(z.object({ visitor: z.string().optional() }), request.query, 'query');
    const list = calls.get(merchantCode(request)) ?? [];
    return visitor === undefined ? list : list.filter((call) => call.visitor === visitor);
  });

  app.delete(`${PIXEL_STAND_IN_PREFIX}/calls`, async (request) => {
    checkControlCaller(request);
    calls.delete(merchantCode(request));
    return [];
  });
}
