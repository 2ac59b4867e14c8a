// The merchant studio's routes, under /__studio/ of the server that also serves the built sites (the preview):
// the merchant list, the generated form, checks in check:merchants' words and safe saves, for the studio's
// page on its own host of this machine only (guard.ts), never a preview's.
import type { FastifyInstance } from 'fastify';
import { createTwoFilesPatch } from 'diff';
import { z } from 'zod';
import { merchantFile } from '../../src/build/load';
import { readStrictJson } from '../../src/build/read-json';
import type { SessionInfo } from '../../src/lib/session/session-info';
import { createMerchant, defaultAnswers } from '../../scripts/lib/create-merchant';
import { validateDraft, validateMerchants, type Findings, type ImageChecker } from '../../scripts/lib/validate';
import { merchantForm } from './form-model';
import { readBrandFile, uploadBrandFile } from './brand-files';
import { rememberedImageChecks } from './image-checks';
import { createBuilds, galleryShot } from './builds';
import { checkStudioCaller, newStudioToken, StudioError } from './guard';
import { formattedSettings, merchantFolder, readMerchantText, saveMerchantText } from './merchant-files';
import { findingsOf, merchantOverview } from './overview';
import { studioBundle, studioPolicy, studioShell } from './page';
import { portOf } from '../shared/studio-origin';

export interface StudioOptions {
  merchantsDir: string;
  distDir: string;
  /** The previews, served again from the new sites after a build; their member's logins. */
  preview?: { reload(): Promise<void>; memberSession(code: string): SessionInfo | undefined };
  log?: (line: string) => void;
  /** How brand images are checked; one that remembers its answers by default (rememberedImageChecks). */
  checkImage?: ImageChecker;
}

/** Uploads larger than a brand file may be are still read, so the build's own words can say by how much. */
const UPLOAD_LIMIT_BYTES = 8 * 1024 * 1024;
const UPLOAD_TYPES = ['image/png', 'image/svg+xml', 'application/octet-stream'];

const settingsBody = z.object({ settings: z.record(z.string(), z.unknown()) });
const fileText = z.string().max(1_000_000);
// `layout`: ops' fixed text of a file that was not JSON, whose layout the written file keeps.
const diffBody = settingsBody.extend({ layout: fileText.optional() });
const saveBody = diffBody.extend({ etag: z.string().max(64) });
const checkBody = z.union([settingsBody, z.object({ text: fileText })]);
const answer = z.string().max(200).optional();
const buildBody = z.object({ codes: z.array(z.string().max(63)).max(500) });
const createBody = z.object({
  code: z.string().max(63),
  name: answer,
  domain: answer,
  primary: answer,
  accent: answer,
  language: answer,
  merchantCode: answer,
});

function parsed<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success)
    throw new StudioError(
      400,
      result.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; '),
    );
  return result.data;
}

/** Where the studio lives on its own host (the sandbox's own paths start with "/__" too). */
export const STUDIO_PATH = '/__studio';

/** Adds the studio's routes to `server`, each behind the studio's guard and its secret for this process. */
export async function registerStudio(server: FastifyInstance, options: StudioOptions): Promise<void> {
  const token = newStudioToken();
  await server.register(async (app) => studioRoutes(app, options, token), { prefix: STUDIO_PATH });
}

function studioRoutes(
  app: FastifyInstance,
  { merchantsDir, distDir, preview, log = console.error, checkImage = rememberedImageChecks() }: StudioOptions,
  token: string,
): void {
  app.addHook('onRequest', async (request) => checkStudioCaller(request, token));
  // Nothing of the studio's is embedded by another origin (an image or script tag of a preview's page).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff').header('cross-origin-resource-policy', 'same-origin');
  });
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof StudioError) return reply.code(error.status).send({ error: error.message, ...error.details });
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) return reply.code(status).send({ error: (error as Error).message });
    log(`studio: ${(error as Error).stack ?? String(error)}`);
    return reply.code(500).send({ error: (error as Error).message });
  });

  const found = (code: string, { problems, warnings }: Findings) => ({
    problems: findingsOf(merchantsDir, code, problems),
    warnings: findingsOf(merchantsDir, code, warnings),
  });
  const check = async (code: string, settings: unknown) =>
    found(code, await validateDraft(merchantsDir, code, { settings }, checkImage));
  // The file's own text: its JSON problems too (a syntax error, a key given twice), and its settings if it has any.
  const checkText = async (code: string, text: string) => ({
    ...found(code, await validateDraft(merchantsDir, code, { text }, checkImage)),
    settings: readStrictJson(text).value ?? null,
  });

  // The page: one shell for the list and a merchant's editor (/edit/<code>), and its bundle.
  for (const [route, title] of [
    ['/', 'Merchant studio'],
    ['/edit/:code', 'Merchant studio: editor'],
  ] as const)
    app.get(route, async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', studioPolicy(portOf(request.host)))
        .header('cache-control', 'no-store')
        .send(studioShell(STUDIO_PATH, title, token)),
    );
  app.get('/studio.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send((await studioBundle()).js),
  );
  app.get('/studio.css', async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'no-store')
      .send((await studioBundle()).css),
  );

  app.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.get('/api/merchants', async () => ({ merchants: await merchantOverview(merchantsDir, distDir, checkImage) }));
  app.get('/api/form', async () => ({ groups: merchantForm() }));

  app.post('/api/merchants', async (request, reply) => {
    const { code, ...given } = parsed(createBody, request.body);
    const answers = Object.fromEntries(
      Object.entries(given).filter(([, value]) => value !== undefined && value !== ''),
    );
    const problems = await createMerchant(merchantsDir, defaultAnswers(code.trim(), answers));
    if (problems.length) return reply.code(422).send({ error: `${code} was not created`, problems });
    return reply.code(201).send({ code: code.trim() });
  });

  app.get<{ Params: { code: string } }>('/api/merchants/:code', async (request) => {
    const { code } = request.params;
    const current = await readMerchantText(merchantsDir, code);
    // The folder as check:merchants sees it (a missing file included), and its settings if they read as JSON.
    const { problems, warnings } = await validateMerchants(merchantsDir, [code], checkImage);
    return {
      code,
      file: merchantFile(merchantsDir, code),
      ...current,
      settings: current.settings ?? null,
      ...found(code, { problems, warnings: warnings[code] ?? [] }),
    };
  });

  // The form's settings, or the file's text while it is not valid JSON.
  app.post<{ Params: { code: string } }>('/api/merchants/:code/check', async (request) => {
    const { code } = request.params;
    merchantFolder(merchantsDir, code);
    const body = parsed(checkBody, request.body);
    return 'text' in body ? checkText(code, body.text) : check(code, body.settings);
  });

  // What a save would change, as a patch of the file (formatted as it would be written).
  app.post<{ Params: { code: string } }>('/api/merchants/:code/diff', async (request) => {
    const { code } = request.params;
    const { settings, layout } = parsed(diffBody, request.body);
    const current = await readMerchantText(merchantsDir, code);
    const after = await formattedSettings(merchantsDir, code, settings, layout ?? current.text);
    const file = merchantFile(merchantsDir, code);
    return {
      etag: current.etag,
      changed: after !== current.text,
      patch: createTwoFilesPatch(file, file, current.text, after),
    };
  });

  // Builds and their screenshots, one at a time; the page follows the run by asking for it.
  const builds = createBuilds({ merchantsDir, distDir, ...(preview ? { onBuilt: () => preview.reload() } : {}) });
  app.post('/api/builds', async (request, reply) =>
    reply.code(202).send(builds.start(parsed(buildBody, request.body).codes)),
  );
  // The member centre's preview is of a logged-in member: the sandbox's preview member, logged in afresh.
  app.post<{ Params: { code: string } }>('/api/merchants/:code/preview-member', async (request) => {
    merchantFolder(merchantsDir, request.params.code);
    let session: SessionInfo | undefined;
    try {
      session = preview?.memberSession(request.params.code);
    } catch {
      session = undefined; // not served yet (made after the studio started and not built since)
    }
    return { session: session ?? null };
  });
  app.get('/api/builds/last', async () => ({ build: builds.last ?? null }));
  app.get<{ Params: { code: string; shot: string } }>('/api/merchants/:code/gallery/:shot', async (request, reply) => {
    const { code, shot } = request.params;
    const png = galleryShot(merchantsDir, distDir, code, shot.replace(/\.png$/, ''));
    if (!png) throw new StudioError(404, `no screenshot ${shot} of ${code}; build it from the studio first`);
    return reply.type('image/png').header('cache-control', 'no-store').send(png);
  });

  // A brand file: checked as the build checks it, written only when it passes; the form then names it.
  app.put<{ Params: { code: string; name: string }; Querystring: { field?: string } }>(
    '/api/merchants/:code/assets/:name',
    { bodyLimit: UPLOAD_LIMIT_BYTES },
    async (request, reply) => {
      const { code, name } = request.params;
      if (!Buffer.isBuffer(request.body))
        throw new StudioError(415, `send the file's bytes as ${UPLOAD_TYPES.join(', ')}`);
      const upload = await uploadBrandFile(merchantsDir, code, String(request.query.field ?? ''), name, request.body);
      const answer = {
        path: upload.path,
        problems: findingsOf(merchantsDir, code, upload.problems),
        warnings: findingsOf(merchantsDir, code, upload.warnings),
      };
      return upload.problems.length
        ? reply.code(422).send({ error: `${upload.path} was not written`, ...answer })
        : answer;
    },
  );

  // The form's thumbnail of a brand file; an SVG is an image here, never a document that runs.
  app.get<{ Params: { code: string; name: string } }>('/api/merchants/:code/assets/:name', async (request, reply) => {
    const file = await readBrandFile(merchantsDir, request.params.code, request.params.name);
    if (!file) throw new StudioError(404, `no brand file assets/${request.params.name}`);
    return reply
      .type(file.type)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', 'no-store')
      .send(file.bytes);
  });

  app.put<{ Params: { code: string } }>('/api/merchants/:code', async (request, reply) => {
    const { code } = request.params;
    merchantFolder(merchantsDir, code);
    const { settings, etag, layout } = parsed(saveBody, request.body);
    const findings = await check(code, settings);
    if (findings.problems.length)
      return reply
        .code(422)
        .send({ error: `${merchantFile(merchantsDir, code)} was not saved: it has problems`, ...findings });
    const saved = await saveMerchantText(merchantsDir, code, settings, etag, layout);
    return { code, file: merchantFile(merchantsDir, code), ...saved, ...findings };
  });
}
