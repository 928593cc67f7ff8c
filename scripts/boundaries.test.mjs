// The layout rules of .dependency-cruiser.cjs catch what they name: the project's own config runs
// on each small tree of lint-fixtures/, which breaks one rule (or, `clean`, none). The fixtures are
// outside every tsconfig, Biome (biome.json) and Vitest project: only this test reads them.
import { join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
let options;
let tsConfig;

beforeAll(async () => {
  options = await extractDepcruiseOptions(join(ROOT, '.dependency-cruiser.cjs'));
  tsConfig = extractTSConfig(join(ROOT, 'tsconfig.base.json'));
});

/**
 * What `npm run lint:boundaries` would find in the fixture, as `rule: from → to`; run from the
 * fixture's folder, so that its paths read as the repository's do. In one process: a depcruise
 * process per fixture costs a second of start-up each.
 */
const violationsOf = async (fixture) => {
  const baseDir = join(import.meta.dirname, 'lint-fixtures', fixture);
  const { output } = await cruise(['.'], { ...options, baseDir, outputType: 'json' }, {}, { tsConfig });
  const { summary } = JSON.parse(output);
  // Every rule is an error: a violation fails the lint, none is a mere warning.
  expect(summary.error).toBe(summary.violations.length);
  return summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);
};

describe('lint:boundaries on fixtures', () => {
  it('passes a tree that keeps every rule: settings from the root, routes through services, types from @shuttle/db', async () => {
    expect(await violationsOf('clean')).toEqual([]);
  });

  it('fails an import cycle, type-only imports included', async () => {
    expect(await violationsOf('circular')).toEqual([
      // The way back is a type-only import: it counts.
      'no-circular: packages/contracts/src/network.ts → packages/contracts/src/search-options.ts',
    ]);
  });

  it('fails a feature that imports config.ts or jobs.ts', async () => {
    expect((await violationsOf('feature-imports-config')).sort()).toEqual([
      'api-feature-imports-config-or-jobs: apps/api/src/features/booking/weekly-billing.ts → apps/api/src/jobs.ts',
      'api-feature-imports-config-or-jobs: apps/api/src/features/mail/mailers.ts → apps/api/src/config.ts',
    ]);
  });

  it('fails a route that imports a table of @shuttle/db', async () => {
    expect(await violationsOf('route-imports-table')).toEqual([
      'api-routes-import-data-layer: apps/api/src/features/network/cities.routes.ts → packages/db/src/index.ts',
    ]);
  });

  it('fails a route that imports a repository', async () => {
    expect(await violationsOf('route-imports-repository')).toEqual([
      'api-routes-import-data-layer: apps/api/src/features/mail/dev-mailbox.routes.ts → apps/api/src/features/mail/outbox.repository.ts',
    ]);
  });
});
