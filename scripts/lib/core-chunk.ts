// Every app page runs the same always-on code: the layout's islands and its start script. Left to itself,
// Rollup cuts that code into some 30 chunks of a few hundred bytes, each compressed on its own; one chunk
// of it compresses ~20% smaller. Code reached only through import() (catalogues, launch, encryption) stays out,
// and so do stylesheets, which Astro would otherwise link from every page, even those without islands.
// The home, where most players land, gets the same for the game UI it shares with the game pages (tiles,
// lanes, game lists, images), which then share that one cached chunk; routing and account code stay out, so
// the login and registration pages never load it.
/**
 * Chunk name -> the modules whose static imports it holds (within `under`, when given); a module joins the
 * first group that reaches it.
 */
const GROUPS: Record<string, { entries: string[]; under?: string[] }> = {
  core: {
    entries: [
      '/src/features/auth/AccountButton.tsx',
      '/src/features/status/SystemStatus.tsx',
      '/src/features/status/AlertHost.tsx',
      '/src/layouts/page-start.ts',
      // Routing rules that the home, sign-in, member and game pages all load: one chunk less on each.
      '/src/lib/routing/navigation.ts',
      '/src/lib/routing/redirect-url.ts',
      '/src/lib/routing/safe-url.ts',
      '/src/stores/merchant.ts',
    ],
  },
  games: {
    entries: ['/src/features/home/HomeScreen.tsx'],
    under: [
      '/src/features/home/',
      '/src/components/',
      '/src/flows/games/',
      '/src/lib/content/',
      '/src/lib/media/',
      '/src/stores/image-format.ts',
    ],
  },
};

/** The part of Rollup's `ManualChunkMeta` read here. */
type ModuleGraph = {
  getModuleIds: () => Iterable<string>;
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
};

/** @param moduleId the chunk name of a module on its own, from its path under src/ or node_modules/ */
const ownChunk = (moduleId: string) =>
  moduleId
    .replace(/^.*\/(?:src|node_modules)\//, '')
    .replace(/\.[a-z]+$/, '')
    .replace(/[^A-Za-z0-9]+/g, '-');

/** Each module statically reachable from a group's entries, mapped to the first group that reaches it. */
function groupsOf({ getModuleIds, getModuleInfo }: ModuleGraph) {
  const chunkOf = new Map<string, string>();
  const ids = [...getModuleIds()];
  for (const [name, { entries, under }] of Object.entries(GROUPS)) {
    const seen = new Set<string>();
    const visit = (moduleId: string) => {
      if (seen.has(moduleId)) return;
      seen.add(moduleId);
      // A module the group leaves out keeps a chunk of its own: Rollup would otherwise pull it into the group.
      if (!chunkOf.has(moduleId))
        chunkOf.set(moduleId, !under || under.some((folder) => moduleId.includes(folder)) ? name : ownChunk(moduleId));
      for (const imported of getModuleInfo(moduleId)?.importedIds ?? []) visit(imported);
    };
    for (const moduleId of ids) if (entries.some((entry) => moduleId.endsWith(entry))) visit(moduleId);
  }
  return chunkOf;
}

/**
 * A Rollup `manualChunks` that puts every module statically reachable from the always-on code in `core`,
 * and the game UI the home screen reaches besides in `games`.
 */
export function coreChunk(): (id: string, meta: ModuleGraph) => string | undefined {
  let chunkOf: Map<string, string> | undefined;
  return (id, meta) => {
    chunkOf ??= groupsOf(meta);
    return /\.css(?:$|\?)/.test(id) ? undefined : chunkOf.get(id);
  };
}
