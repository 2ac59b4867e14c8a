#!/usr/bin/env tsx
// npm run check:operator -- <base URL> --merchant <code> [--user <name> --password <pw>]: makes every declared
// operator call that changes no state against a real API and reports each answer that breaks its schema
// (README "Check your API before the first build").
import { runCheckOperator } from './lib/operator-check-cli';

process.exit(await runCheckOperator(process.argv.slice(2)));
