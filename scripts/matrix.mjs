#!/usr/bin/env node
// node scripts/matrix.mjs --shards N [--merchants-dir dir]
// Prints {"include":[{"shard":1,"merchants":"a,b"}, ...]} for a CI matrix; each shard runs
// `npm run build -- --merchant <merchants>`.
import { argv } from 'zx';
import { listMerchantCodes } from '../src/config/folders.mjs';
import { resolveDirs } from './lib/args.mjs';
import { shardMerchants } from './lib/matrix.mjs';

const shards = Number(argv.shards ?? 1);
if (!Number.isInteger(shards) || shards < 1) {
  console.error(`--shards must be a whole number of at least 1, got ${JSON.stringify(argv.shards)}`);
  process.exit(1);
}
const codes = listMerchantCodes(resolveDirs(argv).merchantsDir);
if (!codes.length) {
  console.error('No merchant folders found.');
  process.exit(1);
}
console.log(JSON.stringify(shardMerchants(codes, shards)));
