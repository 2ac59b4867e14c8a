#!/usr/bin/env zx
// npm start: builds the merchants that changed (the build skips the rest), then serves every site by Host.
import path from 'node:path';
import { $, argv } from 'zx';
import { createServer } from '../sandbox/server.ts';
import { resolveDirs } from './lib/args.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { merchantsDir, outDir } = resolveDirs(argv);
const port = Number(process.env.PORT ?? argv.port ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';

if (argv.build !== false) {
  $.verbose = true;
  await $({ cwd: root, stdio: 'inherit' })`node --import tsx scripts/build.mjs --merchants-dir ${merchantsDir} --out ${outDir}`;
}

const app = await createServer({ distDir: outDir, merchantsDir });
await app.listen({ port, host });
console.log(`Serving on http://localhost:${port}/ (merchant list); each merchant at http://<code>.localhost:${port}/m/home`);

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, async () => {
    await app.close();
    process.exit(0);
  });
}
