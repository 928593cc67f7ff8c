// Bundle budgets (QUALITY.md section 3), checked by `npm test` after the SPA is built.
// Sizes are deterministic, so a budget is an honest test; see BENCHMARKS.md for the goals.
import { BUDGETED_PAGES, firstLoadFiles, readManifest } from './bench/first-load.mjs';

const DIST = 'apps/web/dist';
// Regression guards at today's sizes plus a little room; the QUALITY.md goal for `/` and why
// the stack cannot reach it are in BENCHMARKS.md.
const LIMITS = { '/': '125 kB', '/login': '168 kB', '/dashboard/home': '200 kB' };
const manifest = readManifest(DIST);

export default BUDGETED_PAGES.map(({ page, module }) => ({
  name: `first-load JS of ${page}`,
  path: firstLoadFiles(manifest, DIST, module),
  limit: LIMITS[page],
  gzip: true,
}));
