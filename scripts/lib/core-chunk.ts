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
const GROUPS: Record<string, { entries: string[]; under?: string[]; idle?: true; notFrom?: string[] }> = {
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
      '/src/lib/page/page-merchant.ts',
      // The language switch the start language and the switcher share: a chunk of its own would cost a request.
      '/src/flows/session/language-choice.ts',
    ],
  },
  games: {
    entries: ['/src/features/home/HomeScreen.tsx'],
    under: [
      '/src/features/home/',
      '/src/components/',
      '/src/flows/games/',
      '/src/flows/content/',
      '/src/lib/content/',
      '/src/lib/media/',
    ],
  },
  // What every page loads once idle (PWA parts, session loads, chat, page events), and what the landing pages
  // add to it (install prompt, download bar): one chunk each instead of some twenty, compressed together.
  idle: { entries: ['/src/layouts/IdleParts.tsx', '/src/features/chat/ChatParts.tsx'], idle: true },
  landing: {
    entries: ['/src/features/pwa/install/InstallPrompt.tsx', '/src/features/pwa/download/DownloadBar.tsx'],
    idle: true,
    // The native shell's upgrade dialog shares the download code, without the bar and prompt.
    notFrom: ['/src/features/pwa/upgrade/AppUpgrade.tsx'],
  },
};

/** The part of Rollup's `ManualChunkMeta` read here. */
type ModuleGraph = {
  getModuleIds: () => Iterable<string>;
  getModuleInfo: (id: string) => { importedIds: readonly string[]; isEntry?: boolean } | null;
};

/** @param moduleId the chunk name of a module on its own, from its path under src/ or node_modules/ */
const ownChunk = (moduleId: string) =>
  moduleId
    .replace(/^.*\/(?:src|node_modules)\//, '')
    .replace(/\.[a-z]+$/, '')
    .replace(/[^A-Za-z0-9]+/g, '-');

/** Every module statically reachable from the given ones. */
function reachable(from: Iterable<string>, getModuleInfo: ModuleGraph['getModuleInfo']) {
  const seen = new Set<string>();
  const visit = (moduleId: string) => {
    if (seen.has(moduleId)) return;
    seen.add(moduleId);
    for (const imported of getModuleInfo(moduleId)?.importedIds ?? []) visit(imported);
  };
  for (const moduleId of from) visit(moduleId);
  return seen;
}

/** Each module statically reachable from a group's entries, mapped to the first group that reaches it. */
function groupsOf({ getModuleIds, getModuleInfo }: ModuleGraph) {
  const chunkOf = new Map<string, string>();
  const ids = [...getModuleIds()];
  const entryIds = ids.filter((moduleId) => getModuleInfo(moduleId)?.isEntry);
  // What pages load at once: an idle group leaves out the packages among it (React DOM stays whole), and what a
  // page's own script imports, as a page without islands (/target) would otherwise load React with the group.
  const onPageLoad = reachable(entryIds, getModuleInfo);
  const inPageScripts = reachable(
    entryIds.filter((moduleId) => moduleId.includes('?astro&type=script')),
    getModuleInfo,
  );
  const matching = (paths: string[]) => ids.filter((moduleId) => paths.some((entry) => moduleId.endsWith(entry)));
  for (const [name, { entries, under, idle, notFrom = [] }] of Object.entries(GROUPS)) {
    const sharedOut = reachable(matching(notFrom), getModuleInfo);
    const seen = new Set<string>();
    const visit = (moduleId: string) => {
      if (seen.has(moduleId)) return;
      seen.add(moduleId);
      const pagePackage = idle && moduleId.includes('/node_modules/') && onPageLoad.has(moduleId);
      const leftOut =
        pagePackage ||
        (idle && inPageScripts.has(moduleId)) ||
        sharedOut.has(moduleId) ||
        (under && !under.some((folder) => moduleId.includes(folder)));
      // A module the group leaves out keeps a chunk of its own: Rollup would otherwise pull it into the group.
      if (!chunkOf.has(moduleId)) chunkOf.set(moduleId, leftOut ? ownChunk(moduleId) : name);
      // Rollup gathers the package's files in the chunk of the module imported.
      if (pagePackage) return;
      for (const imported of getModuleInfo(moduleId)?.importedIds ?? []) visit(imported);
    };
    for (const moduleId of matching(entries)) visit(moduleId);
  }
  return chunkOf;
}

/**
 * A Rollup `manualChunks` that puts every module statically reachable from the always-on code in `core`,
 * the game UI the home screen reaches besides in `games`, and the parts loaded once idle in `idle` and `landing`.
 */
export function coreChunk(): (id: string, meta: ModuleGraph) => string | undefined {
  // One plan per build: Astro's server and client builds share this config, each with its own module graph.
  const plans = new WeakMap<ModuleGraph, Map<string, string>>();
  return (id, meta) => {
    let chunkOf = plans.get(meta);
    if (!chunkOf) plans.set(meta, (chunkOf = groupsOf(meta)));
    const chunk = chunkOf.get(id);
    // A stylesheet joins no group (Astro would link it from every page), but one a group leaves out keeps its
    // own chunk, or the part that shares it would load the group's chunk for it.
    return /\.css(?:$|\?)/.test(id) && chunk && chunk in GROUPS ? undefined : chunk;
  };
}
