#!/usr/bin/env node
// node scripts/merge-shards.mjs --out dist shards/sites-1 shards/sites-2 ...
// Combines the dist/ folders that CI shards uploaded into one dist/: every site, every merchant's nginx
// configuration with one sites.conf, and one build report (Node alone).
import { parseArgs } from 'node:util';
import { mergeShards } from './lib/merge-shards.mjs';

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string', default: 'dist' } },
  });
  if (!positionals.length) throw new Error('Usage: node scripts/merge-shards.mjs --out dist <shard dist folder>...');
  const codes = await mergeShards(positionals, values.out);
  console.log(`Merged ${positionals.length} shard(s) into ${values.out}: ${codes.join(', ')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
