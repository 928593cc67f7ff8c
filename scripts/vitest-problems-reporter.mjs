// A Vitest reporter for `npm test` (scripts/test.mjs): writes what made a run fail besides a
// failed test, so that the closing lines of a long run name it. An error thrown outside any
// test (a rejection after a test ended, a module that fails to load, a hook that times out)
// fails the run but counts in no test total.
import { mkdirSync, writeFileSync } from 'node:fs';

const OUTPUT = 'test-results/vitest-problems.json';

const describe = (error) => ({
  type: error?.type ?? error?.name ?? 'Error',
  message: String(error?.message ?? error).slice(0, 2000),
  stack: String(error?.stack ?? '')
    .split('\n')
    .slice(0, 8)
    .join('\n'),
});

// biome-ignore lint/style/noDefaultExport: Vitest loads a reporter file by its default export.
export default class ProblemsReporter {
  onTestRunEnd(testModules, unhandledErrors, reason) {
    const modules = testModules
      .filter((module) => module.errors().length > 0)
      .map((module) => ({ module: module.moduleId, errors: module.errors().map(describe) }));
    mkdirSync('test-results', { recursive: true });
    writeFileSync(
      OUTPUT,
      JSON.stringify({ reason, unhandledErrors: unhandledErrors.map(describe), modules }, null, 2),
    );
  }
}
