// The morning rush's knee (docs/decisions/278): the highest riders' arrival rate at which the
// booking p99 stays within 250 ms while buses post fixes and watchers hold their streams, on one
// product process and on two (WORKERS=2) side by side; and the ETA error of the tracking model
// on simulated Lagos days (docs/decisions/279). A short knee search: `npm run rush -- --find-knee`
// runs the long one. Alone: node --import tsx bench/rush.bench.ts
import type { Figure } from './lib.ts';
import { MINUTES_AHEAD, measureEtaError } from './rush/eta-error.ts';
import { DEFAULT_OPTIONS, GOALS, type RushReport, runRush } from './rush/rush.ts';

const STEP_SECONDS = Number(process.env.BENCH_RUSH_STEP_SECONDS ?? 6);

const knee = (workers: number): Promise<RushReport> =>
  runRush({
    ...DEFAULT_OPTIONS,
    riders: 1000,
    buses: 50,
    watchers: 200,
    workers,
    findKnee: true,
    kneeStepSeconds: STEP_SECONDS,
    kneeStart: 8,
  });

const steps = (report: RushReport) =>
  (report.knee?.steps ?? [])
    .map((step) => `${step.perSecond.toFixed(0)}/s ${step.p99.toFixed(0)} ms`)
    .join(', ');

export async function run(): Promise<Figure[]> {
  const one = await knee(1);
  const two = await knee(2);
  const eta = measureEtaError();
  const held = (report: RushReport) => report.knee?.heldPerSecond ?? 0;
  const checksHeld = [one, two].every((report) => report.checks.every((check) => check.ok));
  return [
    {
      name: `morning rush knee: riders a second booking within p99 ${GOALS.bookingP99Ms} ms, 50 buses and 200 watchers alongside`,
      ours: { label: 'WORKERS=2', value: held(two), unit: 'riders/s' },
      baseline: { label: 'WORKERS=1', value: held(one), unit: 'riders/s' },
      ratio: held(one) === 0 ? Number.POSITIVE_INFINITY : held(two) / held(one),
      goal: 'reported; end checks hold',
      met: checksHeld,
      notes:
        `W=1 steps ${steps(one)}; W=2 steps ${steps(two)}; ${STEP_SECONDS} s a step; ` +
        `fix-to-watcher p99 ${one.delivery.p99.toFixed(0)} ms (W=1), ${two.delivery.p99.toFixed(0)} ms (W=2); ` +
        `failed checks: ${
          [...one.checks, ...two.checks]
            .filter((check) => !check.ok)
            .map((check) => check.name)
            .join(', ') || 'none'
        }`,
    },
    {
      name: `ETA error ${MINUTES_AHEAD} minutes before arrival, p90 over simulated Lagos days, minutes`,
      ours: { label: 'tracking ETA model', value: eta.p90, unit: 'min' },
      baseline: { label: 'goal', value: GOALS.etaP90Minutes, unit: 'min' },
      ratio: eta.p90 / GOALS.etaP90Minutes,
      goal: `p90 <= ${GOALS.etaP90Minutes} min`,
      met: eta.p90 <= GOALS.etaP90Minutes,
      notes: `p50 ${eta.p50.toFixed(2)} min, bias ${eta.bias.toFixed(2)} min, ${eta.samples} stops of ${eta.runs} runs`,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await run();
  console.log(JSON.stringify(figures, null, 2));
}
