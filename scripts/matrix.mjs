#!/usr/bin/env node
// node scripts/matrix.mjs --shards N [--merchants-dir dir]
// Prints {"include":[{"shard":1,"merchants":"a,b"}, ...]} for a CI matrix; each shard runs
// `npm run build -- --merchant <merchants>`. Node alone runs it (no npm ci): it imports only plain
// JavaScript of this repository and Node's own modules.
import { parseArgs } from 'node:util';
import { listMerchantCodes } from '../src/build/folders.mjs';
import { resolveDirs } from './lib/args.mjs';
import { shardMerchants } from './lib/matrix.mjs';

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
