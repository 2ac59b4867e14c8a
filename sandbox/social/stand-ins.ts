// The providers' pages the sandbox stands in for (identity, the operator's CBS), on every merchant host in
// test and demo modes; server.ts registers none in live mode (the Telegram stand-in signs any identity).
import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../state/sandbox';
import { registerCbsPage } from '../stand-ins/cbs';
import { acceptForms } from './html';
import { registerLinePage } from './line-page';
import { registerTelegramPage } from './telegram-page';

export async function registerStandIns(app: FastifyInstance, sandbox: Sandbox): Promise<void> {
  // Encapsulated: form bodies are accepted here only, never by /wps.
  await app.register(async (pages) => {
    acceptForms(pages);
    registerTelegramPage(pages, sandbox);
    registerLinePage(pages, sandbox);
    registerCbsPage(pages, sandbox);
  });
}
