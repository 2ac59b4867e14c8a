#!/usr/bin/env tsx
// npm start: builds the merchants that changed (the build skips the rest), then serves every site by Host,
// with the sandbox operator API (/wps) on the same origin.
//   --mode test|demo|live  (or SANDBOX_MODE; default demo): test and demo build with --env demo and serve the
//                          control API (/__sandbox) and the stand-ins (/__*); live builds for production and
//                          serves the sites and /wps only
//   --data <file>          keep members and sessions in this JSON file across restarts
//   --sample-data <dir>    read each merchant's sample lists from <dir>/<code>/sandbox.json, not its folder
//   --rsa-bits <n>         size of the sandbox's RSA key (default 2048)
// Demo and test modes also run the Firebase Auth emulator the merchants' social.firebase names (firebase.json).
import path from 'node:path';
import { $, argv } from 'zx';
import { createSandboxServer } from '../sandbox/server';
import { SANDBOX_MODES } from '../sandbox/state/sandbox';
import { resolveDirs } from './lib/args';
import { launchFirebaseEmulator } from './lib/firebase-emulator';

const root = path.resolve(import.meta.dirname, '..');
const { merchantsDir, outDir } = resolveDirs(argv);
const port = Number(process.env.PORT ?? argv.port ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
const requestedMode = String(argv.mode ?? process.env.SANDBOX_MODE ?? 'demo');
const mode = SANDBOX_MODES.find((known) => known === requestedMode);
if (!mode) {
  console.error(`--mode: "${requestedMode}" is not one of ${SANDBOX_MODES.join(', ')}`);
  process.exit(2);
}
const dataFile = argv.data ? path.resolve(String(argv.data)) : undefined;
const sampleDataDir = argv['sample-data'] ? path.resolve(String(argv['sample-data'])) : undefined;
const rsaBits = argv['rsa-bits'] ? Number(argv['rsa-bits']) : undefined;

if (argv.build !== false) {
  $.verbose = true;
  // The sandbox's demo and test modes serve demo builds (which may use the local Firebase Auth emulator).
  const env = mode === 'live' ? 'production' : 'demo';
  await $({
    cwd: root,
    stdio: 'inherit',
  })`node --import tsx scripts/build.ts --merchants-dir ${merchantsDir} --out ${outDir} --env ${env}`;
}

let app;
let sandbox;
try {
  ({ app, sandbox } = await createSandboxServer({
    distDir: outDir,
    merchantsDir,
    mode,
    ...(dataFile === undefined ? {} : { dataFile }),
    ...(sampleDataDir === undefined ? {} : { sampleDataDir }),
    ...(rsaBits === undefined ? {} : { rsaBits }),
  }));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

let emulator = null;
try {
  emulator = await launchFirebaseEmulator(
    sandbox.merchants.map((state) => state.merchant),
    mode,
    { log: (line) => console.log(`[firebase] ${line}`) },
  );
} catch (error) {
  console.error(`Firebase Auth emulator: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// However start.ts ends, the emulator it started ends with it.
process.once('exit', () => emulator?.killNow());

await app.listen({ port, host });
console.log(
  `Serving on http://localhost:${port}/ (merchant list); each merchant at http://<code>.localhost:${port}/m/home`,
);
console.log(
  `Sandbox API at /wps on every merchant host, mode ${mode}${mode === 'live' ? ' (sites and /wps only)' : ', control API at /__sandbox'}${dataFile ? `, data in ${dataFile}` : ''}`,
);
if (emulator)
  console.log(
    `Firebase Auth emulator at ${emulator.origin} (project ${emulator.projectId}${emulator.reused ? ', already running' : ''})`,
  );

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, async () => {
    await Promise.all([app.close(), emulator?.stop()]);
    process.exit(0);
  });
}
