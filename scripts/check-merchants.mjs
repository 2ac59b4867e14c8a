#!/usr/bin/env zx
// npm run check:merchants [-- --merchant a,b] [--merchants-dir dir]: validates settings without building.
import { argv } from 'zx';
import { loadMerchants } from '../src/config/load.ts';
import { merchantList, resolveDirs } from './lib/args.mjs';

const { merchantsDir } = resolveDirs(argv);
const { merchants, problems } = loadMerchants(merchantsDir, merchantList(argv.merchant));
for (const problem of problems) console.error(problem);
if (problems.length) {
  console.error(`${problems.length} problem(s) found.`);
  process.exit(1);
}
console.log(`${merchants.length} merchant(s) valid: ${merchants.map((m) => m.code).join(', ')}`);
