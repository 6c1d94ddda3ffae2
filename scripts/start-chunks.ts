import path from 'node:path';
import type { Plugin } from 'vite';

/** What the bundler tells of a module while it cuts chunks (rolldown's `ModuleInfo`, the fields read here). */
interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

/**
 * Fewer, larger chunks where no page outside an area pays for them (decision 306). Left to itself, the bundler gives
 * each set of importers its own chunk, and the small modules of the app came as dozens of files of 0.1–2.3 KiB: on
 * mobile data each is a request, and a phone waits a round trip per six of them.
 *
 * - `core`: the app's own modules that both entries (the app's and the guest page's) reach through static imports —
 *   the API client, the offline wiring, i18n, constants, error texts. Both entries load them before their first
 *   render, so no page downloads a byte it did not download before.
 * - `courier`: the modules that only the courier's lazily loaded screens reach (its API, live list, balance, push,
 *   photo input, …): the courier area's screens share one chunk of them, a screen taking along the few small
 *   modules only another courier screen uses.
 * - `courier-shared`: the modules the courier's screens share with the owner's and staff's screens, and that no
 *   page open to the signed-out (login, registration, the guest page, account deletion) reaches: popups, icons, the
 *   live socket, the push switch, card sections. An owner's screen may take a few of them along it does not use.
 *
 * Every other module keeps the bundler's own chunking. The graph is read once per build, from the two entries.
 */
export function startChunks(app: string, guest: string, courierArea: string) {
  const [appEntry, guestEntry, courier] = [path.resolve(app), path.resolve(guest), path.resolve(courierArea)];
  /** Each module's roots: the entries and lazily imported modules that reach it through static imports alone. */
  let rootsOf: Map<string, Set<string>> | null = null;

  const read = (graph: ModuleGraph) => {
    const roots = [appEntry, guestEntry];
    const isRoot = new Set(roots);
    const reach = new Map<string, Set<string>>();
    for (let i = 0; i < roots.length; i++) {
      const queue = [roots[i]];
      const seen = new Set<string>();
      while (queue.length) {
        const id = queue.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        const info = graph.getModuleInfo(id);
        if (!info) continue;
        if (!reach.has(id)) reach.set(id, new Set());
        reach.get(id)!.add(roots[i]);
        queue.push(...info.importedIds);
        for (const lazy of info.dynamicallyImportedIds)
          if (!isRoot.has(lazy)) {
            isRoot.add(lazy);
            roots.push(lazy);
          }
      }
    }
    // A lazily imported module is a chunk's own start; it stays where the bundler puts it.
    for (const root of isRoot) reach.delete(root);
    return reach;
  };

  const group = (name: string, priority: number, takes: (roots: Set<string>) => boolean) => ({
    name: (id: string, graph: ModuleGraph) => {
      if (id.includes('/node_modules/')) return null;
      rootsOf ??= read(graph);
      const roots = rootsOf.get(id);
      return roots && takes(roots) ? name : null;
    },
    debugName: name,
    priority,
  });
  const inCourierArea = (id: string) => id.startsWith(courier + path.sep);
  const features = path.dirname(courier);
  /** Screens anyone may open signed out: a small page there must not take a signed-in area's code along. */
  const isPublic = (id: string) =>
    id === appEntry ||
    id === guestEntry ||
    ['auth', 'guest', 'account-deletion'].some((area) => id.startsWith(path.join(features, area) + path.sep));
  return {
    // A new build (a second one in the same process, a watch rebuild) reads its own graph.
    plugin: { name: 'tavola-start-chunks', buildStart: () => void (rootsOf = null) } satisfies Plugin,
    // A group takes only what it names (`includeDependenciesRecursively` is off in vite.config.ts). A module only the
    // courier's screens reach fits `courier` and `courier-shared`: the higher priority, `courier`, takes it.
    groups: [
      group('core', 6, (roots) => roots.has(appEntry) && roots.has(guestEntry)),
      group('courier', 5, (roots) => [...roots].every(inCourierArea)),
      group('courier-shared', 4, (roots) => [...roots].some(inCourierArea) && ![...roots].some(isPublic)),
    ],
  };
}
