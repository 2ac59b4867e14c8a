#!/usr/bin/env tsx
// node --import tsx scripts/matrix.ts --shards N [--merchants-dir dir]
// Prints {"include":[{"shard":1,"merchants":"a,b"}, ...]} for a CI matrix; each shard runs
// `npm run build -- --merchant <merchants>`. The CI plan job runs it with tsx alone (no npm ci): it imports
// only Node's own modules and modules of this repository that do the same.
import { parseArgs } from 'node:util';
import { listMerchantCodes } from '../src/build/folders';
import { resolveDirs } from './lib/args';
import { shardMerchants } from './lib/matrix';

let values;
try {
  ({ values } = parseArgs({
    options: { shards: { type: 'string', default: '1' }, 'merchants-dir': { type: 'string' } },
  }));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const shards = Number(values.shards);
if (!Number.isInteger(shards) || shards < 1) {
  console.error(`--shards must be a whole number of at least 1, got ${JSON.stringify(values.shards)}`);
  process.exit(1);
}
const codes = listMerchantCodes(resolveDirs(values).merchantsDir);
if (!codes.length) {
  console.error('No merchant folders found.');
  process.exit(1);
}
console.log(JSON.stringify(shardMerchants(codes, shards)));
