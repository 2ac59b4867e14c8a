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
    ['src/lib/example.ts', "import '../flows/games/api';", 'a flow from src/lib'],
    ['src/components/example.tsx', "import '../flows/games/GameTile';", 'a flow from a component'],
    ['src/flows/games/example.ts', "import '../../features/home/HomeScreen';", 'a feature from a flow'],
    ['src/flows/games/example.ts', "import '../../layouts/IdleParts';", 'a layout from a flow'],
    ['src/features/home/example.ts', "import '../../layouts/IdleParts';", 'a layout from a feature'],
    ['src/components/example.tsx', "import '../features/home/HomeScreen';", 'a feature from a component'],
    ['src/features/home/example.ts', "import '../auth/AccountButton';", 'another feature from a feature'],
    ['sandbox/example.ts', "import '../src/stores/session';", 'a store from the sandbox'],
    ['scripts/example.mjs', "import '../src/features/auth/AccountButton';", 'a feature from a build script'],
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
