// Bundle budgets (QUALITY.md section 3), checked by `npm test` after the SPA is built.
// Sizes are deterministic, so a budget is an honest test; see BENCHMARKS.md for the goals.
import { BUDGETED_PAGES, firstLoadFiles, readManifest } from './bench/first-load.mjs';

const DIST = 'apps/web/dist';
const LIMITS = { '/': '118 kB', '/login': '160 kB', '/dashboard/home': '160 kB' };
const manifest = readManifest(DIST);

export default BUDGETED_PAGES.map(({ page, module }) => ({
  name: `first-load JS of ${page}`,
  path: firstLoadFiles(manifest, DIST, module),
  limit: LIMITS[page],
  gzip: true,
}));
