// Bundle budgets (docs/speed.md#first-load), checked by `npm test` after the SPA is built.
// Sizes are deterministic, so a budget is an honest test; see BENCHMARKS.md for the goals.
import { BUDGETED_PAGES, firstLoadFiles, readManifest } from './bench/first-load.mjs';

const DIST = 'apps/web/dist';
// Regression guards at today's sizes plus a little room. `/` was held at 1.6x the minimal
// React page (67.8 kB), the docs/speed.md#first-load goal (docs/decisions/057); the role routes, the
// stricter contracts and the framed-app session store took it 0.5 kB past that, and
// BENCHMARKS.md lists what is to be won back (the role routes out of the entry chunk).
const LIMITS = { '/': '109.1 kB', '/login': '170.2 kB', '/dashboard/home': '189.2 kB' };
const manifest = readManifest(DIST);

export default BUDGETED_PAGES.map(({ page, module }) => ({
  name: `first-load JS of ${page}`,
  path: firstLoadFiles(manifest, DIST, module),
  limit: LIMITS[page],
  gzip: true,
}));
