import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { MINUTES_AHEAD } from './eta-error.ts';
import { formatCalls, formatChecks } from './report.ts';
import { DEFAULT_OPTIONS, GOALS, type RushOptions, type RushReport, runRush } from './rush.ts';

/**
 * npm run rush -- --riders N --buses M --minutes T [--speed X] [--workers W] [--watchers K]
 *   [--find-knee] [--knee-step-seconds S] [--json FILE]
 * Exits 1 when an end check fails (docs/decisions/278); a missed speed goal is printed, not fatal.
 */
const { values } = parseArgs({
  options: {
    riders: { type: 'string' },
    buses: { type: 'string' },
    watchers: { type: 'string' },
    minutes: { type: 'string' },
    speed: { type: 'string' },
    workers: { type: 'string' },
    'find-knee': { type: 'boolean', default: false },
    'knee-step-seconds': { type: 'string' },
    'knee-start': { type: 'string' },
    'pool-size': { type: 'string' },
    seed: { type: 'string' },
    json: { type: 'string' },
  },
});

const number = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive number`);
  return parsed;
};

const riders = Math.round(number(values.riders, DEFAULT_OPTIONS.riders, 'riders'));
const options: RushOptions = {
  ...DEFAULT_OPTIONS,
  riders,
  buses: Math.round(number(values.buses, DEFAULT_OPTIONS.buses, 'buses')),
  // A fifth of the morning's riders watch their bus unless told otherwise.
  watchers: Math.min(riders, Math.round(number(values.watchers, Math.ceil(riders / 5), 'watchers'))),
  minutes: number(values.minutes, DEFAULT_OPTIONS.minutes, 'minutes'),
  speed: number(values.speed, DEFAULT_OPTIONS.speed, 'speed'),
  workers: Math.round(number(values.workers, DEFAULT_OPTIONS.workers, 'workers')),
  findKnee: values['find-knee'] ?? false,
  kneeStepSeconds: number(values['knee-step-seconds'], DEFAULT_OPTIONS.kneeStepSeconds, 'knee-step-seconds'),
  kneeStart: number(values['knee-start'], DEFAULT_OPTIONS.kneeStart, 'knee-start'),
  poolSize: Math.round(number(values['pool-size'], DEFAULT_OPTIONS.poolSize, 'pool-size')),
  seed: Math.round(number(values.seed, DEFAULT_OPTIONS.seed, 'seed')),
  log: (line) => console.log(line),
};

export function printReport(report: RushReport): void {
  const { delivery, eta } = report;
  console.log(
    `\nMorning: ${report.morningSeconds.toFixed(0)} s after ${report.setupSeconds.toFixed(0)} s of setup; ` +
      `${report.options.workers} process(es), load average ${report.loadAverage.map((value) => value.toFixed(1)).join(' ')}`,
  );
  console.log(
    `CPU a second of morning: product ${report.cpu.productPerSecond.toFixed(2)} s, Postgres ${report.cpu.postgresPerSecond.toFixed(2)} s (every Postgres process of the machine); ` +
      `product ${report.cpu.productMsPerBooking.toFixed(1)} ms a booking, all its other work included; ` +
      `the load generator's event-loop delay p99 ${report.generatorLagP99Ms.toFixed(0)} ms`,
  );
  console.log(formatCalls(report.calls));
  console.log(
    `\nFix to watcher: p50 ${delivery.p50.toFixed(0)} ms, p99 ${delivery.p99.toFixed(0)} ms ` +
      `(goal <= ${GOALS.deliveryP99Ms} ms); ${delivery.delivered} of ${delivery.expected} deliveries; ` +
      `${delivery.watchersOpen} watchers open, ${delivery.watchersRefused} refused`,
  );
  console.log(
    `ETA error ${MINUTES_AHEAD} min ahead: p50 ${eta.p50.toFixed(2)} min, p90 ${eta.p90.toFixed(2)} min ` +
      `(goal p90 <= ${GOALS.etaP90Minutes}), bias ${eta.bias.toFixed(2)} min, ${eta.samples} stops of ${eta.runs} simulated runs`,
  );
  if (report.knee)
    console.log(
      `Knee: ${report.knee.heldPerSecond.toFixed(1)} riders/s held booking p99 <= ${GOALS.bookingP99Ms} ms ` +
        `(${report.knee.steps.map((step) => `${step.perSecond.toFixed(1)}/s p99 ${step.p99.toFixed(0)} ms`).join(', ')})`,
    );
  console.log(
    `Database: ${(report.database.bytes / 2 ** 20).toFixed(1)} MiB; ` +
      report.database.tables
        .map((table) => `${table.name} ${(table.bytes / 2 ** 20).toFixed(1)} MiB (${table.rows} rows)`)
        .join(', '),
  );
  console.log(`\n${formatChecks(report.checks)}`);
  console.log(`The product's error log: ${report.productLog}`);
  console.log(
    report.missed.length === 0 ? '\nEvery goal held.' : `\nWhere it broke:\n  ${report.missed.join('\n  ')}`,
  );
}

runRush(options).then(
  (report) => {
    printReport(report);
    if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
    process.exit(report.checks.every((check) => check.ok) ? 0 : 1);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
