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

  it('gathers the idle parts in one chunk, leaving out the packages a page loads at once (React DOM stays whole)', () => {
    const chunkOf = coreChunk();
    const files: Record<string, { importedIds: string[]; isEntry?: boolean }> = {
      // An island entry: it loads React DOM and the tracking code on the page's load.
      '\0astro-entry:/app/src/features/auth/LoginForm': {
        importedIds: ['/app/src/flows/tracking/track.ts', '/app/node_modules/react-dom/client.js'],
        isEntry: true,
      },
      '/app/src/layouts/IdleParts.tsx': {
        importedIds: ['/app/src/flows/tracking/track.ts', '/app/src/features/chat/ChatSheet.tsx'],
      },
      '/app/src/features/chat/ChatParts.tsx': { importedIds: ['/app/node_modules/react-dom/client.js'] },
      '/app/src/features/chat/ChatSheet.tsx': { importedIds: [] },
      '/app/src/flows/tracking/track.ts': { importedIds: [] },
      '/app/node_modules/react-dom/client.js': { importedIds: ['/app/node_modules/scheduler/index.js'] },
      '/app/node_modules/scheduler/index.js': { importedIds: [] },
      '/app/src/features/pwa/download/DownloadBar.tsx': {
        importedIds: [
          '/app/src/features/pwa/download/rating.ts',
          '/app/src/features/pwa/download/download.ts',
          '/app/src/features/pwa/download/download.css',
        ],
      },
      '/app/src/features/pwa/download/rating.ts': { importedIds: [] },
      '/app/src/features/pwa/download/download.ts': { importedIds: [] },
      '/app/src/features/pwa/upgrade/AppUpgrade.tsx': {
        importedIds: ['/app/src/features/pwa/download/download.ts', '/app/src/features/pwa/download/download.css'],
      },
      '/app/src/features/pwa/download/download.css': { importedIds: [] },
    };
    const build = {
      getModuleIds: () => Object.keys(files)[Symbol.iterator](),
      getModuleInfo: (id: string) => files[id] ?? null,
    };
    expect(
      Object.fromEntries(Object.keys(files).map((id) => [id.replace(/^.*\/app\//, ''), chunkOf(id, build)])),
    ).toEqual({
      '\0astro-entry:/app/src/features/auth/LoginForm': undefined,
      'src/layouts/IdleParts.tsx': 'idle',
      'src/features/chat/ChatParts.tsx': 'idle',
      'src/features/chat/ChatSheet.tsx': 'idle',
      // The login page then loads the idle chunk at once: bytes its first visit fetches anyway, in one file.
      'src/flows/tracking/track.ts': 'idle',
      // Rollup gathers the rest of the package (scheduler) in this chunk.
      'node_modules/react-dom/client.js': 'react-dom-client',
      'node_modules/scheduler/index.js': undefined,
      'src/features/pwa/download/DownloadBar.tsx': 'landing',
      'src/features/pwa/download/rating.ts': 'landing',
      // The native shell's upgrade dialog shares it without the landing parts.
      'src/features/pwa/download/download.ts': 'features-pwa-download-download',
      'src/features/pwa/upgrade/AppUpgrade.tsx': undefined,
      'src/features/pwa/download/download.css': 'features-pwa-download-download',
    });
  });

  it("plans each build on its own graph (Astro's server and client builds share the config)", () => {
    const chunkOf = coreChunk();
    const graphOf = (ids: string[]) => ({
      getModuleIds: () => ids[Symbol.iterator](),
      getModuleInfo: (id: string) => (ids.includes(id) ? { importedIds: [] } : null),
    });
    const server = graphOf(['/app/src/features/auth/AccountButton.tsx']);
    const client = graphOf(['/app/src/layouts/IdleParts.tsx']);
    expect(chunkOf('/app/src/features/auth/AccountButton.tsx', server)).toBe('core');
    expect(chunkOf('/app/src/layouts/IdleParts.tsx', client)).toBe('idle');
  });
});
