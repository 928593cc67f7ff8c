import type { Plugin } from 'vite';

/** What the preload lists need of a built chunk: whether it is an entry and what it imports. */
export interface BuiltChunk {
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  imports?: string[];
}

export type BuiltFiles = Record<string, BuiltChunk>;

/** The chunks that have run once the given ones have: they and all they import statically. */
export function staticallyLoaded(files: BuiltFiles, roots: string[]): Set<string> {
  const loaded = new Set<string>();
  const visit = (fileName: string) => {
    const file = files[fileName];
    if (loaded.has(fileName) || file?.type !== 'chunk') return;
    loaded.add(fileName);
    for (const imported of file.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return loaded;
}

/**
 * Trims what each `import()` of the app names for the bundler's preload step (docs/decisions/282).
 * Every name is bytes in the importing chunk, and the entry's list is in every page's first load.
 * Left out: the imported chunk itself, which its `import()` asks for in the same task as the
 * links would, and every chunk that has already run when the import is made: the entry's static
 * imports (the framework, the bundler's runtime) and the importing chunk's own.
 */
export function preloadLists(): {
  plugin: Plugin;
  resolveDependencies: (
    file: string,
    deps: string[],
    context: { hostId: string; hostType: string },
  ) => string[];
} {
  let built: BuiltFiles = {};
  return {
    // Vite's own step that writes the lists runs after this one, on the same files.
    plugin: {
      name: 'shuttle-preload-lists',
      apply: 'build',
      generateBundle(_options, bundle) {
        built = bundle;
      },
    },
    resolveDependencies(file, deps, { hostId, hostType }) {
      if (hostType !== 'js') return deps;
      const entries = Object.keys(built).filter((fileName) => built[fileName]?.isEntry);
      const loaded = staticallyLoaded(built, [hostId, ...entries]);
      return deps.filter((dep) => dep !== file && !loaded.has(dep));
    },
  };
}
