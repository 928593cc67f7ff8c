import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { mapStyle } from './src/build/map-style-plugin.ts';
import { type BuildManifest, offlineShellList } from './src/build/offline-shell-files.ts';
import { preloadLists } from './src/build/preload-lists.ts';

const API_PORT = process.env.API_PORT ?? '3000';
const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|vite\/preload-helper|src[\\/](lib[\\/](lazy-route|session|session-storage|early-requests)|config[\\/]paths)\.ts$/;
const RIDER_CONTRACTS =
  /node_modules[\\/]zod[\\/]|packages[\\/]contracts[\\/]src[\\/](fields|lists|common-passwords|errors)\.ts$/;
/**
 * zod's core, a chunk of its own: the contracts chunk was one task of 200 ms and more on the
 * simulated phone when a page's first-paint reads were checked after the paint; in two chunks,
 * loaded one after the other, it is two idle tasks (docs/decisions/288).
 */
const SCHEMA_CORE = /node_modules[\\/]zod[\\/]v4[\\/]core[\\/]/;
/**
 * The contracts' money and Lagos dates: no zod in them (docs/decisions/189); with the API client,
 * which every page that calls the server loads (docs/decisions/198), and `defineCall`, which
 * every call's definition imports (docs/decisions/273). The spec's texts load with the forms that
 * show them, the public forms' choices and the route search's in a chunk of their own
 * (docs/decisions/287).
 */
const CONTRACT_TEXTS =
  /packages[\\/]contracts[\\/]src[\\/](dates|money|call)\.ts$|src[\\/]lib[\\/]api-client\.ts$/;
/** The public forms' choices and the route search's, without zod (docs/decisions/199, 204). */
const FORM_OPTIONS = /packages[\\/]contracts[\\/]src[\\/](form-options|search-options)\.ts$/;
/**
 * The part of TanStack Query that a rider's signed-in pages and the login page all load (the
 * client, queries, mutations and their hooks): one chunk instead of eight small ones, each of
 * which cost the first load a request and a preload link (docs/decisions/189).
 */
const QUERY_CORE =
  /node_modules[\\/]@tanstack[\\/](query-core[\\/]build[\\/]modern[\\/](environmentManager|focusManager|notifyManager|onlineManager|subscribable|timeoutManager|utils|removable|retryer|query|queryCache|mutation|mutationCache|queryClient|queryObserver|mutationObserver|infiniteQueryBehavior)|react-query[\\/]build[\\/]modern[\\/](QueryClientProvider|IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense|useBaseQuery|useQuery|useMutation|queryOptions))\.js$/;
/**
 * What dashboard home and the dashboard layout around it import for their first paint: one
 * chunk instead of eight. Lighthouse's simulation queues requests six at a time per host, so
 * each extra round of small files cost the first paint a round trip (docs/decisions/198). The
 * two route modules stay chunks of their own: the build manifest names them, and the prerender
 * and the offline shell read their files from it.
 */
const DASHBOARD_HOME =
  /src[\\/](app[\\/]layouts[\\/](support-chat-loader\.tsx|dashboard-layout\.css)|features[\\/](auth[\\/]api[\\/]logout\.ts|booking[\\/]api[\\/](get-active-bookings|bookings-keys)\.ts|booking[\\/]components[\\/](next-ride\.ts|next-ride-card\.tsx|lazy-boarding-pass\.tsx|booking\.css)|dashboard[\\/]components[\\/](wallet-summary-card\.tsx|dashboard\.css)|notifications[\\/](api[\\/](get-notifications|notifications-key)\.ts|components[\\/](notification-time\.ts|recent-notifications\.tsx|notifications\.css))))$/;
/**
 * Query modules of the app that every page loading TanStack Query's common part loads too: the
 * query client, the provider each page renders inside (app/page-route.tsx imports it beside the
 * page, so it was a request of its own), the signed-in user's query and the keys it shares, and
 * the query function of the reads a page paints before their check (docs/decisions/287).
 */
const QUERY_APP =
  /src[\\/](lib[\\/](query-client\.ts|query-provider\.tsx|query-keys\.ts|first-paint-query\.ts)|features[\\/]auth[\\/]api[\\/]get-user\.ts)$/;
const ROUTER_PRODUCTION = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * Writes `offline-shell.json`: every file each page that opens offline needs, which its service
 * worker copies when it installs (docs/decisions/161).
 */
function offlineShell({ embedded }: { embedded: boolean }): Plugin {
  return {
    name: 'shuttle-offline-shell',
    apply: 'build',
    writeBundle(options) {
      const outDir = options.dir ?? 'dist';
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
      const list = offlineShellList(manifest, { embedded });
      writeFileSync(join(outDir, 'offline-shell.json'), `${JSON.stringify(list, null, 2)}\n`);
    },
  };
}

export default defineConfig(({ mode, command }) => {
  // The embedded partner build (docs/product.md#embedded-build) goes to its own folder; the server picks one
  // with WEB_DIST_DIR (docs/decisions/054).
  const viteEnv = loadEnv(mode, import.meta.dirname, 'VITE_');
  const isEmbedded = Boolean(viteEnv.VITE_EMBEDDED_PARTNER);
  if (mode === 'embedded' && !isEmbedded) {
    throw new Error('npm run build:embedded needs VITE_EMBEDDED_PARTNER=<partner name>.');
  }
  const preload = preloadLists();
  return {
    // Precompressed .gz and .br files: the server sends them as they are (docs/decisions/007).
    plugins: [
      react(),
      compression({ algorithms: ['gzip', 'brotliCompress'] }),
      offlineShell({ embedded: isEmbedded }),
      mapStyle(viteEnv.VITE_MAP_STYLE_URL),
      preload.plugin,
    ],
    server: {
      port: 5173,
      proxy: { '/v1': `http://127.0.0.1:${API_PORT}`, '/dev/mailbox': `http://127.0.0.1:${API_PORT}` },
    },
    // React Router's package exports only its development build, whose warnings keep code alive;
    // a build uses the production one (remix-run/react-router#14102, docs/decisions/057).
    resolve:
      command === 'build' ? { alias: [{ find: /^react-router$/, replacement: ROUTER_PRODUCTION }] } : {},
    build: {
      modulePreload: {
        // Every browser the app supports has <link rel="modulepreload">; the polyfill is dead weight.
        polyfill: false,
        // A lazy import names only the files not yet loaded, not the framework and the bundler's
        // runtime that the entry imports (docs/decisions/156), nor the chunk itself
        // (docs/decisions/282).
        resolveDependencies: preload.resolveDependencies,
      },
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      outDir: isEmbedded ? 'dist-embedded' : 'dist',
      rolldownOptions: {
        // A call's address is a string constant (packages/contracts/src/call.ts): written where it
        // is used, each page's chunks carry the addresses they call, not their area's module of
        // them, and the SPA's first-paint reads need no chunk of addresses (docs/decisions/287).
        optimization: { inlineConst: { mode: 'all' } },
        // React, React Router and Vite's preload helper are needed by every page: one chunk
        // instead of several small ones that compress worse (docs/decisions/057). The chunk
        // timeout, the session, the early reads and the paths go with them: the entry and shared
        // chunks all import them, which would otherwise make each a chunk of its own
        // (docs/decisions/177, docs/decisions/198). Groups take only the modules they name
        // (`includeDependenciesRecursively: false`): a group that took its modules' imports too
        // took the entry's session and paths, and every page then loaded the group.
        output: {
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [
              { name: 'framework', test: FRAMEWORK_MODULES },
              // Before `contracts`, which would otherwise take the texts in with `fields.ts`.
              { name: 'texts', test: CONTRACT_TEXTS, priority: 1 },
              { name: 'schema-core', test: SCHEMA_CORE, priority: 1 },
              { name: 'contracts', test: RIDER_CONTRACTS },
              { name: 'form-options', test: FORM_OPTIONS, priority: 1 },
              { name: 'query', test: (id) => QUERY_CORE.test(id) || QUERY_APP.test(id) },
              { name: 'dashboard-home', test: DASHBOARD_HOME },
            ],
          },
        },
      },
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/testing/setup-tests.ts'],
      css: false,
      // A limit, not a speed test: a test's first render compiles the lazily loaded parts it
      // opens, which on a busy 2-core machine takes seconds, and the waits inside a test (5 s,
      // src/testing/setup-tests.ts) must end before the test's own limit does.
      testTimeout: 20_000,
      // Files share loaded modules (React, the router, the contracts): the set-up file resets
      // the session, the query cache and the network handlers after every test, which is all
      // the state the modules hold. A third of the time it took with a fresh import per file.
      isolate: false,
    },
  };
});
