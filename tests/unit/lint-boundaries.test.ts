// The import rules of ARCHITECTURE.md are enforced by `npm run lint`: each case lints a one-line file placed
// in a folder of the tree (the file need not exist; the import it names does).
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const rulesBroken = async (filePath: string, code: string) =>
  (await eslint.lintText(`${code}\nexport {};\n`, { filePath }))[0]!.messages.map((message) => message.ruleId);

describe('import boundaries (npm run lint)', () => {
  it.each([
    ['src/lib/example.ts', "import '../stores/session';", 'a store from src/lib'],
    ['src/lib/example.ts', "import '../features/auth/AccountButton';", 'a feature from src/lib'],
    ['src/lib/example.ts', "import 'react';", 'React from src/lib'],
    ['src/config/example.ts', "import '../lib/routing/safe-url';", 'src/lib from src/config'],
    ['src/stores/example.ts', "import '../components/Dialog';", 'a component from a store'],
    ['src/stores/example.ts', "import '../flows/games/play';", 'a flow from a store'],
    ['src/stores/example.ts', "import '../lib/api/request';", 'the request layer from a store'],
    ['src/stores/example.ts', "import '../lib/api/browser-client';", "the page's client from a store"],
    ['src/lib/example.ts', "import '../flows/games/api';", 'a flow from src/lib'],
    ['src/components/example.tsx', "import '../flows/games/GameTile';", 'a flow from a component'],
    ['src/flows/games/example.ts', "import '../../features/home/HomeScreen';", 'a feature from a flow'],
    ['src/flows/games/example.ts', "import '../../layouts/IdleParts';", 'a layout from a flow'],
    ['src/features/home/example.ts', "import '../../layouts/IdleParts';", 'a layout from a feature'],
    ['src/components/example.tsx', "import '../features/home/HomeScreen';", 'a feature from a component'],
    ['src/features/home/example.ts', "import '../auth/AccountButton';", 'another feature from a feature'],
    ['sandbox/example.ts', "import '../src/stores/session';", 'a store from the sandbox'],
    ['scripts/example.ts', "import '../src/features/auth/AccountButton';", 'a feature from a build script'],
    ['scripts/lib/example.ts', "import '../../src/flows/games/play';", 'a flow beyond its api.ts from a build script'],
    ['scripts/example.ts', "import '../src/stores/session';", 'a store from a build script'],
    // Build-only code stays out of every folder the browser loads.
    ['src/config/example.ts', "import '../build/load';", 'build-only code from src/config'],
    ['src/lib/example.ts', "import '../build/cookie-domains';", 'build-only code from src/lib'],
    ['src/stores/example.ts', "import '../build/client-merchant';", 'build-only code from a store'],
    ['src/flows/games/example.ts', "import '../../build/load';", 'build-only code from a flow'],
    ['src/features/home/example.ts', "import '../../build/brand-colours';", 'build-only code from a feature'],
    ['src/components/example.tsx', "import '../build/security-headers';", 'build-only code from a component'],
    ['src/layouts/example.tsx', "import '../build/client-merchant';", 'build-only code from a layout island'],
    ['src/pwa/example.ts', "import '../build/cookie-domains';", 'build-only code from the service worker'],
    ['src/features/home/example.ts', "import '@/build/load';", 'build-only code through the path alias'],
    ['src/build/example.ts', "import '../stores/session';", 'a store from build-only code'],
    // ... and so do Node and the build's own libraries.
    ['src/config/example.ts', "import 'node:fs';", 'node:fs from src/config'],
    ['src/lib/example.ts', "import 'path';", 'a bare Node builtin from src/lib'],
    ['src/stores/example.ts', "import 'sharp';", 'sharp from a store'],
    ['src/flows/games/example.ts', "import '@xmldom/xmldom';", 'xmldom from a flow'],
    ['src/features/home/example.ts', "import 'tldts';", 'tldts from a feature'],
    ['src/components/example.tsx', "import 'culori';", 'culori from a component'],
    ['src/layouts/example.ts', "import 'node:crypto';", 'node:crypto from a layout script'],
  ])('%s: %s is refused (%s)', async (file, code) => {
    expect(await rulesBroken(file, code)).toEqual([
      expect.stringMatching(/^(import\/no-restricted-paths|no-restricted-imports)$/),
    ]);
  });

  it.each([
    [
      'src/features/home/example.ts',
      "import './HomeScreen'; import '../../stores/session'; import '../../lib/routing/safe-url';",
    ],
    ['src/features/auth/example.tsx', "import '../../components/Dialog'; import 'react';"],
    ['src/features/home/example.ts', "import '../../flows/games/play'; import '../../flows/games/GameLane';"],
    [
      'src/flows/games/example.ts',
      "import '../../stores/session'; import '../../components/Dialog'; import '../../lib/routing/safe-url';",
    ],
    ['src/pages/example.ts', "import '../features/home/HomeScreen'; import '../features/auth/AccountButton';"],
    ['sandbox/example.ts', "import '../src/config/constants'; import '../src/lib/api/encryption';"],
    ['sandbox/example.ts', "import '../src/build/describe-issue'; import 'node:fs';"],
    ['scripts/example.ts', "import '../src/build/load'; import 'sharp';"],
    // check:operator makes the calls the api.ts files declare.
    ['scripts/lib/example.ts', "import '../../src/flows/games/api'; import '../../src/features/status/api';"],
    ['src/pages/example.ts', "import '../build/plan'; import '../config/routes';"],
    ['src/build/example.ts', "import 'node:fs'; import '@xmldom/xmldom'; import '../config/schema/merchant';"],
    ['src/lib/example.ts', "import '../config/constants'; import '../crypto/crypto-js'; import 'crypto-js';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await rulesBroken(file, code)).toEqual([]);
  });
});

// The merchant studio (studio/) is an app of its own: a Node server and the browser code it bundles.
describe("the studio's zone (npm run lint)", () => {
  const PATHS = 'import/no-restricted-paths';
  const BROWSER_IMPORTS = '@typescript-eslint/no-restricted-imports';
  it.each([
    ['src/lib/example.ts', "import '../../studio/server/routes';", PATHS, 'the studio from src/lib'],
    ['src/features/home/example.tsx', "import '../../../studio/ui/Editor';", PATHS, 'the studio from a feature'],
    ['scripts/example.ts', "import '../studio/server/guard';", PATHS, 'the studio from a build script'],
    ['sandbox/example.ts', "import '../studio/shared/studio-origin';", PATHS, 'the studio from the sandbox'],
    ['studio/server/example.ts', "import '../../src/stores/session';", PATHS, "a store from the studio's server"],
    [
      'studio/ui/example.tsx',
      "import '../../src/components/Dialog';",
      PATHS,
      "an app component from the studio's page",
    ],
    ['studio/server/example.ts', "import '../ui/Editor';", PATHS, "the studio's page from its server"],
    ['studio/ui/example.ts', "import 'node:fs';", BROWSER_IMPORTS, "node:fs from the studio's page"],
    ['studio/agent/example.ts', "import 'path';", BROWSER_IMPORTS, "a bare Node builtin from the previews' agent"],
    ['studio/ui/example.tsx', "import '../server/form-model';", BROWSER_IMPORTS, "the studio's server at run time"],
    ['studio/shared/example.ts', "import '../../sandbox/server';", BROWSER_IMPORTS, 'the sandbox from shared code'],
    [
      'studio/ui/example.ts',
      'export const cwd = process.cwd();',
      'no-restricted-globals',
      "Node's process in the page",
    ],
    ['studio/server/example.ts', "import 'react';", 'no-restricted-imports', "React in the studio's server"],
    [
      'studio/server/example.ts',
      'export const title = document.title;',
      'no-restricted-globals',
      'the DOM in the server',
    ],
    [
      'studio/ui/use-example.ts',
      "import { useEffect } from 'react'; export function useExample(on: boolean) { if (on) useEffect(() => {}); }",
      'react-hooks/rules-of-hooks',
      "a hook called conditionally in the studio's page",
    ],
  ])('%s: %s is refused by %s (%s)', async (file, code, rule) => {
    expect(await rulesBroken(file, code)).toEqual([rule]);
  });

  it.each([
    [
      'studio/ui/example.ts',
      "import type { FormField } from '../server/form-model'; export type Field = FormField; import 'react';",
    ],
    ['studio/ui/example.ts', "import '../../src/build/brand-colours'; import '../../scripts/lib/gallery-index';"],
    ['studio/agent/example.ts', "import '../shared/studio-origin'; import './protocol';"],
    [
      'studio/server/example.ts',
      "import '../../src/build/load'; import '../../scripts/lib/validate'; import '../../sandbox/server'; import 'node:fs';",
    ],
    ['studio/tests/example.test.ts', "import '../server/routes'; import '../../src/build/asset-images';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await rulesBroken(file, code)).toEqual([]);
  });
});

describe('one home for an operator call (npm run lint)', () => {
  it.each([
    ['src/features/home/example.ts', "export const path = '/wps/member/info';"],
    ['src/flows/games/example.tsx', 'export const url = (base: string) => `${base}/wps/system/collect`;'],
    ['src/lib/api/example.ts', 'export const path = `/wps/relay/GCSGAME_gameList`;'],
  ])('%s: %s is refused', async (file, code) => {
    expect(await rulesBroken(file, code)).toEqual(['no-restricted-syntax']);
  });

  it.each([
    ['src/features/home/api.ts', "export const path = '/wps/relay/GCSGAME_getRankList';"],
    ['src/lib/api/example.ts', "export const isOperatorPath = (path: string) => path.startsWith('/wps/');"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await rulesBroken(file, code)).toEqual([]);
  });
});

describe('import cycles (npm run lint)', () => {
  it('refuses two modules that import each other', async () => {
    const [a] = await new ESLint({ ignore: false }).lintFiles(['tests/lint-fixtures/cycle-a.ts']);
    expect(a!.messages.map((message) => message.ruleId)).toEqual(['import/no-cycle']);
  });
});
