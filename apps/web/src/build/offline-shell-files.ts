/**
 * Which built files a page that opens offline needs (docs/decisions/161). The service worker
 * (`public/shell-sw.js`) copies all of them when it installs, so a reload with no connection
 * never asks for a chunk the worker has not seen, even one the page had not loaded yet (a lazy
 * part such as the bell).
 *
 * Computed from Vite's build manifest: the entry and the scope's own route modules, then every
 * module they import, statically or lazily, except other pages: a lazy import of a module under
 * `src/app/` is a page or a frame that the scope does not open.
 */

/** One entry of `.vite/manifest.json`, keyed by source path. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

export interface OfflineScope {
  /** The scope the worker is registered with, and the page it keeps. */
  scope: string;
  /** The route modules and frames the scope's pages are made of, as source paths. */
  modules: string[];
  /**
   * Files of `public/` the scope needs as they are (its web app manifest, its icons). The worker
   * serves only /favicon.svg and files named /driver* from here (`SHELL_FILES` in shell-sw.js).
   */
  publicFiles?: string[];
  /** Whether the embedded partner build has these pages too (it has no driver app). */
  embedded: boolean;
}

/** What the worker of each offline scope copies; written to `offline-shell.json`. */
export interface OfflineShellList {
  scopes: Record<string, string[]>;
}

export const OFFLINE_SCOPES: OfflineScope[] = [
  {
    scope: '/driver',
    modules: [
      'src/app/routes/role-routes.tsx',
      'src/app/routes/driver/layout.tsx',
      'src/app/routes/driver/today.tsx',
      'src/app/routes/driver/run.tsx',
    ],
    publicFiles: ['/favicon.svg', '/driver.webmanifest', '/driver-icon-192.png', '/driver-icon-512.png'],
    embedded: false,
  },
  {
    scope: '/dashboard/my-bookings',
    modules: [
      'src/app/layouts/dashboard-layout.tsx',
      'src/app/routes/dashboard/my-bookings.tsx',
      'src/app/routes/dashboard/booking.tsx',
    ],
    publicFiles: ['/favicon.svg'],
    embedded: true,
  },
];

const isPageModule = (key: string) => key.startsWith('src/app/');

export function offlineShellFiles(manifest: BuildManifest, scope: OfflineScope): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const roots = [...entries, ...scope.modules];
  const missing = scope.modules.filter((key) => !manifest[key]);
  if (missing.length > 0) {
    throw new Error(`The offline scope ${scope.scope} names modules the build lacks: ${missing.join(', ')}`);
  }
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const lazy of chunk.dynamicImports ?? []) {
      if (!isPageModule(lazy) || roots.includes(lazy)) visit(lazy);
    }
  };
  for (const root of roots) visit(root);

  const files = new Set<string>();
  for (const key of seen) {
    const chunk = manifest[key];
    if (!chunk) continue;
    // The HTML entry is the page itself, which the worker keeps under the scope's address.
    if (!chunk.file.endsWith('.html')) files.add(`/${chunk.file}`);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${file}`);
  }
  return [...(scope.publicFiles ?? []), ...[...files].sort()];
}

/** The list for every offline scope of a build. */
export function offlineShellList(
  manifest: BuildManifest,
  { embedded }: { embedded: boolean },
): OfflineShellList {
  const scopes = OFFLINE_SCOPES.filter((scope) => !embedded || scope.embedded);
  return {
    scopes: Object.fromEntries(scopes.map((scope) => [scope.scope, offlineShellFiles(manifest, scope)])),
  };
}
