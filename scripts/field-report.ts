#!/usr/bin/env tsx
// npm run field:report [-- --port 4321] [--merchant a,b] [--merchants-dir merchants]
// Issue 44: what players' pages reported to the sandbox of `npm start` (errors and web vitals, docs/api.md
// "Field reports"), one row a merchant: page views, error count, the most frequent error, p75 of each vital.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { argv } from 'zx';
import { CONTROL_HEADER, CONTROL_HEADER_VALUE } from '../sandbox/control-guard';
import type { FieldSummary } from '../sandbox/field-summary';
import { merchantList, resolveDirs } from './lib/args';
import { fieldTable } from './lib/field-table';
import { loopbackFetch } from './lib/loopback-fetch';

const { merchantsDir } = resolveDirs(argv);
const port = Number(argv.port ?? process.env.PORT ?? 4321);
const codes =
  merchantList(argv.merchant) ??
  readdirSync(merchantsDir).filter((code) => existsSync(path.join(merchantsDir, code, 'merchant.json')));

const summaries = [];
for (const code of codes) {
  const url = `http://${code}.localhost:${port}/__sandbox/field`;
  try {
    const response = await loopbackFetch(url, { headers: { [CONTROL_HEADER]: CONTROL_HEADER_VALUE } });
    const body = (await response.json()) as { success: boolean; value: { summary: FieldSummary }; message?: string };
    if (!body.success) throw new Error(body.message ?? `HTTP ${response.status}`);
    summaries.push({ code, summary: body.value.summary });
  } catch (error) {
    console.error(
      `field:report: ${url}: ${error instanceof Error ? error.message : String(error)} (is \`npm start -- --mode test|demo\` running on port ${port}?)`,
    );
    process.exit(1);
  }
}
console.log(fieldTable(summaries));
