#!/usr/bin/env tsx
// npm run new:merchant -- <code> [--name "Display Name"] [--domain host] [--primary #hex] [--accent #hex] [--language EN] [--merchant-code CODE]
// Scaffolds merchants/<code>/ with a valid merchant.json, sandbox sample data (sandbox.json) and branded SVG
// assets, formatted as `npm run format:check` wants them. Missing values are asked for on a terminal; elsewhere
// they default (name from the code, domain <code>.example).
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { argv, question } from 'zx';
import { loadSandboxData } from '../sandbox/data/load';
import { clashesWithExisting, loadMerchant, loadMerchants } from '../src/build/load';
import { resolveDirs } from './lib/args';
import { assetFiles, formattedJson, merchantJson, sandboxJson } from './lib/scaffold';

const { merchantsDir } = resolveDirs(argv);
const code = String(argv._[0] ?? '').trim();
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};
if (!code)
  fail(
    'Usage: npm run new:merchant -- <code> [--name "Display Name"] [--domain host] [--primary #hex] [--accent #hex] [--language EN]',
  );
const target = path.join(merchantsDir, code);
if (existsSync(target)) fail(`${path.relative(process.cwd(), target)} already exists; choose another code`);

const interactive = Boolean(process.stdin.isTTY) && !process.env.CI;
const ask = async (flag: string, prompt: string, fallback: string) => {
  if (argv[flag] !== undefined) return String(argv[flag]);
  if (!interactive) return fallback;
  return (await question(`${prompt} [${fallback}]: `)).trim() || fallback;
};
const titleCase = code
  .split('-')
  .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
  .join(' ');
const answers = {
  code,
  name: await ask('name', 'Display name', titleCase),
  domain: await ask('domain', 'Canonical domain', `${code}.example`),
  primary: await ask('primary', 'Primary colour', '#1f6feb'),
  accent: await ask('accent', 'Accent colour', '#ffb000'),
  language: await ask('language', 'Default language', 'EN'),
  merchantCode: argv['merchant-code'] === undefined ? undefined : String(argv['merchant-code']),
};

// Written to a hidden folder first and renamed only when valid, so no half-made merchant is left behind.
const stagingRoot = path.join(merchantsDir, `.new-${process.pid}`);
const staging = path.join(stagingRoot, code);
try {
  await mkdir(path.join(staging, 'assets'), { recursive: true });
  for (const [name, value] of [
    ['merchant.json', merchantJson(answers)],
    ['sandbox.json', sandboxJson(answers)],
  ] as const)
    await writeFile(path.join(staging, name), await formattedJson(path.join(staging, name), value));
  for (const [name, content] of Object.entries(assetFiles(answers)))
    await writeFile(path.join(staging, 'assets', name), content);
  const problems: string[] = [];
  const merchant = loadMerchant(stagingRoot, code, problems);
  // Two merchants must never share a domain or the Merchant header.
  if (merchant) problems.push(...clashesWithExisting(merchantsDir, merchant));
  // As `npm start` will read it: sample data that names another merchant is refused there too.
  if (merchant) loadSandboxData(stagingRoot, merchant, [...loadMerchants(merchantsDir).all, merchant], problems);
  if (problems.length) {
    const shown = path.relative(process.cwd(), stagingRoot);
    throw new Error(
      problems.map((problem) => problem.replace(shown, path.relative(process.cwd(), merchantsDir))).join('\n'),
    );
  }
  await rename(staging, target);
  console.log(
    `Created ${path.relative(process.cwd(), target)}/ (merchant.json, sandbox.json, assets/). Build it with: npm run build -- --merchant ${code}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await rm(stagingRoot, { recursive: true, force: true });
}
