#!/usr/bin/env tsx
// npm run snapshot:games -- <base URL> --merchant <folder>: the merchant's game lists, taken from its operator
// API for the build to render as links before any script runs (README "Game snapshot").
import { runSnapshotGames } from './lib/snapshot-games-cli';

process.exit(await runSnapshotGames(process.argv.slice(2)));
