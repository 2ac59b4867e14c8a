// Every app page runs the same always-on code: the layout's islands and its start script. Left to itself,
// Rollup cuts that code into some 30 chunks of a few hundred bytes, each compressed on its own; one chunk
// of it compresses ~20% smaller. Code reached only through import() (catalogues, launch, encryption) stays out,
// and so do stylesheets, which Astro would otherwise link from every page, even those without islands.
const ALWAYS_ON = [
  '/src/features/auth/AccountButton.tsx',
  '/src/features/status/SystemStatus.tsx',
  '/src/features/status/AlertHost.tsx',
  '/src/layouts/page-start.ts',
];

/**
 * The part of Rollup's `ManualChunkMeta` read here.
 * @typedef {{ getModuleIds: () => Iterable<string>,
 *   getModuleInfo: (id: string) => { importedIds: readonly string[] } | null }} ModuleGraph
 */

/**
 * A Rollup `manualChunks` that puts every module statically reachable from the always-on code in `core`.
 * @returns {(id: string, meta: ModuleGraph) => string | undefined}
 */
export function coreChunk() {
  /** @type {Set<string> | undefined} */
  let core;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!core) {
      /** @type {Set<string>} */
      const reachable = new Set();
      /** @param {string} moduleId */
      const visit = (moduleId) => {
        if (reachable.has(moduleId)) return;
        reachable.add(moduleId);
        for (const imported of getModuleInfo(moduleId)?.importedIds ?? []) visit(imported);
      };
      for (const moduleId of getModuleIds()) if (ALWAYS_ON.some((entry) => moduleId.endsWith(entry))) visit(moduleId);
      core = reachable;
    }
    return core.has(id) && !/\.css(?:$|\?)/.test(id) ? 'core' : undefined;
  };
}
