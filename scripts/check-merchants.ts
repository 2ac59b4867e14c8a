#!/usr/bin/env tsx
// npm run check:merchants [-- --merchant a,b] [--merchants-dir dir]: validates settings, brand images and
// sandbox data without building; other merchants' problems do not fail a check of a,b.
import { argv } from 'zx';
import { merchantList, resolveDirs } from './lib/args';
import { validateMerchants } from './lib/validate';

const { merchantsDir } = resolveDirs(argv);
const { merchants, problems, warnings } = await validateMerchants(merchantsDir, merchantList(argv.merchant));
for (const warning of Object.values(warnings).flat()) console.warn(`warning: ${warning}`);
for (const problem of problems) console.error(problem);
if (problems.length) {
  console.error(`${problems.length} problem(s) found.`);
  process.exit(1);
}
console.log(`${merchants.length} merchant(s) valid: ${merchants.map((m) => m.code).join(', ')}`);
