#!/usr/bin/env tsx
// npm run docs:settings: regenerates merchants/merchant.schema.json and the settings table of docs/merchants.md.
import { readFile, writeFile } from 'node:fs/promises';
import { REFERENCE_FILE, SCHEMA_FILE, jsonSchema, withTable } from './lib/settings-reference';

await writeFile(SCHEMA_FILE, jsonSchema());
await writeFile(REFERENCE_FILE, withTable(await readFile(REFERENCE_FILE, 'utf8')));
console.log(`Wrote ${SCHEMA_FILE} and the settings table of ${REFERENCE_FILE}`);
