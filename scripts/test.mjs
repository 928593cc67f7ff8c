// `npm test`: every tier, in order, then one closing line "N passed, N failed".
// Lint first (fast, and it fails loudly); then Vitest's tiers, with the type check and the SPA's
// build beside them; then the browser journeys in Debian's Chromium against the built SPA and
// the real server.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isCi = Boolean(process.env.CI);
mkdirSync('test-results', { recursive: true });

const run = (label, command, args, env = {}) => {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
};

const totals = { passed: 0, failed: 0 };
const failures = [];

if (!run('lint', 'npx', ['biome', 'check', '.'])) failures.push('lint');
// Every `lint:*` script of package.json, as `npm run lint` chains them: the layout rules of
// ARCHITECTURE.md ("Boundaries"), every pointer in code and docs leading to a file (docs/code-style.md),
// and any check added there later, without a second list here.
const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
for (const name of Object.keys(scripts).filter((script) => script.startsWith('lint:'))) {
  if (!run(name, 'npm', ['run', '--silent', name])) failures.push(name);
}

/**
 * Runs a step beside the next ones, its output kept in test-results/<name>.log and printed when
 * `finish` is awaited: the type check and the SPA's build are single-threaded work that Vitest's
 * two workers leave room for, so they need not wait in line before it (ADR 265).
 */
const inBackground = (label, name, command, args) => {
  const logPath = `test-results/${name}.log`;
  const log = openSync(logPath, 'w');
  const child = spawn(command, args, { stdio: ['ignore', log, log] });
  const exited = new Promise((resolve) => child.once('close', (code) => resolve(code === 0)));
  return async () => {
    const ok = await exited;
    closeSync(log);
    console.log(`\n▶ ${label}: ${command} ${args.join(' ')} (beside the tests)`);
    process.stdout.write(readFileSync(logPath, 'utf8'));
    return ok;
  };
};
// The benchmarks are a project of the build too: checked against the others' declarations.
const typecheck = inBackground('typecheck', 'typecheck', 'npx', ['tsc', '-b']);
const hasChromium = existsSync(CHROMIUM);
const buildSpa = hasChromium
  ? inBackground('build the SPA', 'build', 'npm', ['run', 'build', '--silent'])
  : null;

const vitestOk = run('unit and integration', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=./scripts/vitest-problems-reporter.mjs',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
]);
// Each failed test by file and name, printed again at the very end: CI keeps a run's last lines,
// and Vitest's own account of a failure is far above them once the journeys have run.
const failedTests = [];
if (existsSync('test-results/vitest.json')) {
  const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'passed') continue;
      const why = (test.failureMessages ?? []).join('\n').split('\n').slice(0, 12).join('\n');
      failedTests.push(
        `${path.relative(process.cwd(), file.name)} › ${test.fullName} (${test.status})\n${why}`,
      );
    }
  }
}
if (!vitestOk) failures.push('vitest');
// Errors outside any test fail the run without a failed test: they are repeated at the end.
const vitestProblems = existsSync('test-results/vitest-problems.json')
  ? JSON.parse(readFileSync('test-results/vitest-problems.json', 'utf8'))
  : { unhandledErrors: [], modules: [] };
totals.failed += vitestProblems.unhandledErrors.length + vitestProblems.modules.length;
if (!(await typecheck())) failures.push('typecheck');

if (buildSpa) {
  if (!(await buildSpa())) failures.push('build');
  // Bundle budgets: sizes are deterministic, so this is a fair guard (docs/speed.md#first-load).
  if (!run('bundle budgets', 'npx', ['size-limit'])) failures.push('bundle budgets');
  const e2eOk = run('browser journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
  if (existsSync('test-results/playwright.json')) {
    const { stats } = JSON.parse(readFileSync('test-results/playwright.json', 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected + stats.skipped;
  }
  if (!e2eOk) failures.push('browser journeys');
} else if (isCi) {
  console.error(`Chromium is not at ${CHROMIUM}; in CI the browser journeys must run.`);
  failures.push('browser journeys (no Chromium)');
} else {
  console.warn(
    `\nChromium is not at ${CHROMIUM}: the browser journeys did not run (apt-get install chromium).`,
  );
}

for (const error of vitestProblems.unhandledErrors) {
  console.error(`\nVitest, outside any test: ${error.type}: ${error.message}\n${error.stack}`);
}
for (const { module, errors } of vitestProblems.modules) {
  for (const error of errors)
    console.error(`\nVitest, in ${module}: ${error.type}: ${error.message}\n${error.stack}`);
}
for (const test of failedTests) console.error(`\nVitest, failed: ${test}`);
if (failures.length > 0) console.error(`\nFailed: ${failures.join(', ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length > 0 ? 1 : 0);
