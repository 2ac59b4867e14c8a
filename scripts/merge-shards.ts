#!/usr/bin/env tsx
// node --import tsx scripts/merge-shards.ts --out dist shards/sites-1 shards/sites-2 ...
// Combines the dist/ folders that CI shards uploaded into one dist/: every site, every merchant's nginx
// configuration with one sites.conf, and one build report (tsx alone, no npm ci: Node's own modules only).
import { parseArgs } from 'node:util';
import { mergeShards } from './lib/merge-shards';

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string', default: 'dist' } },
  });
  if (!positionals.length)
    throw new Error('Usage: node --import tsx scripts/merge-shards.ts --out dist <shard dist folder>...');
  const codes = await mergeShards(positionals, values.out);
  console.log(`Merged ${positionals.length} shard(s) into ${values.out}: ${codes.join(', ')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
