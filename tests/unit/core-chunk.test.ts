import { describe, expect, it } from 'vitest';
import { coreChunk } from '../../scripts/lib/core-chunk';

// A module graph: the account button imports the session (and its stylesheet); the session loads the
// launch code with import(); the home screen is a page island of its own.
const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  '/app/src/features/auth/AccountButton.tsx': {
    importedIds: ['/app/src/stores/session.ts', '/app/src/features/auth/account.css'],
    dynamicallyImportedIds: [],
  },
  '/app/src/stores/session.ts': {
    importedIds: ['/app/node_modules/nanostores/index.js'],
    dynamicallyImportedIds: ['/app/src/flows/games/launcher.ts'],
  },
  '/app/src/features/auth/account.css': { importedIds: [], dynamicallyImportedIds: [] },
  '/app/node_modules/nanostores/index.js': { importedIds: [], dynamicallyImportedIds: [] },
  '/app/src/flows/games/launcher.ts': { importedIds: [], dynamicallyImportedIds: [] },
  '/app/src/features/home/HomeScreen.tsx': { importedIds: ['/app/src/stores/session.ts'], dynamicallyImportedIds: [] },
};
const meta = {
  getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
  getModuleInfo: (id: string) => graph[id] ?? null,
};

describe('the core and games chunks', () => {
  it('holds what the always-on islands import statically, and no stylesheet, page island or import() target', () => {
    const chunkOf = coreChunk();
    const core = Object.keys(graph).filter((id) => chunkOf(id, meta) === 'core');
    expect(core.sort()).toEqual([
      '/app/node_modules/nanostores/index.js',
      '/app/src/features/auth/AccountButton.tsx',
      '/app/src/stores/session.ts',
    ]);
  });

  it('puts the game UI the home screen reaches in games, and each other module it reaches in a chunk of its own', () => {
    const chunkOf = coreChunk();
    const files: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
      '/app/src/features/home/HomeScreen.tsx': {
        importedIds: [
          '/app/src/flows/games/GameTile.tsx',
          '/app/src/flows/games/play.ts',
          '/app/src/lib/auth/saved-login.ts',
        ],
        dynamicallyImportedIds: [],
      },
      '/app/src/flows/games/GameTile.tsx': { importedIds: [], dynamicallyImportedIds: [] },
      '/app/src/flows/games/play.ts': { importedIds: [], dynamicallyImportedIds: [] },
      '/app/src/lib/auth/saved-login.ts': { importedIds: [], dynamicallyImportedIds: [] },
    };
    const home = {
      getModuleIds: () => Object.keys(files)[Symbol.iterator](),
      getModuleInfo: (id: string) => files[id] ?? null,
    };
    expect(Object.keys(files).map((id) => chunkOf(id, home))).toEqual([
      'games',
      'games',
      'games',
      'lib-auth-saved-login',
    ]);
  });
});
