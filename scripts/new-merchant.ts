#!/usr/bin/env tsx
// npm run new:merchant -- <code> [--name "Display Name"] [--domain host] [--primary #hex] [--accent #hex] [--language EN] [--merchant-code CODE]
// Scaffolds merchants/<code>/ with a valid merchant.json, sandbox sample data (sandbox.json) and branded SVG
// assets, formatted as `npm run format:check` wants them. Missing values are asked for on a terminal; elsewhere
// they default (name from the code, domain <code>.example).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { argv, question } from 'zx';
import { resolveDirs } from './lib/args';
import { createMerchant, defaultAnswers } from './lib/create-merchant';

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
const defaults = defaultAnswers(code);
const ask = async (flag: string, prompt: string, fallback: string) => {
  if (argv[flag] !== undefined) return String(argv[flag]);
  if (!interactive) return fallback;
  return (await question(`${prompt} [${fallback}]: `)).trim() || fallback;
};
const answers = defaultAnswers(code, {
  name: await ask('name', 'Display name', defaults.name),
  domain: await ask('domain', 'Canonical domain', defaults.domain),
  primary: await ask('primary', 'Primary colour', defaults.primary),
  accent: await ask('accent', 'Accent colour', defaults.accent),
  language: await ask('language', 'Default language', defaults.language),
  merchantCode: argv['merchant-code'] === undefined ? undefined : String(argv['merchant-code']),
});

try {
  const problems = await createMerchant(merchantsDir, answers);
  if (problems.length) fail(problems.join('\n'));
  console.log(
    `Created ${path.relative(process.cwd(), target)}/ (merchant.json, sandbox.json, assets/). Build it with: npm run build -- --merchant ${code}`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
