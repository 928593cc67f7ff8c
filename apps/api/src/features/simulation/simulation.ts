import type { FastifyInstance } from 'fastify';
import { DemoDay } from './demo-day.ts';
import { DemoHistory, type HistoryServices } from './demo-history.ts';

/** How often the demo's day moves on: a bus's tracker reports about this often. */
export const SIMULATION_TICK_SECONDS = 10;
export const SIMULATION_JOB = 'demo.simulation';
/** The history is made in slices of this long, one per run of its job, so other jobs keep their turn. */
export const HISTORY_JOB = 'demo.history';
const HISTORY_EVERY_SECONDS = 10;
/** Short slices: on the embedded database every request waits for the history's statements. */
const HISTORY_SLICE_MS = 4_000;

/**
 * The demo's living day and its history as scheduled jobs (docs/decisions/275): the job queue
 * runs each once per period across every process (pg-boss's singleton queue on Postgres, the
 * one process on the embedded database), so two servers never drive the same bus. app.ts
 * defines them only with APP_MODE=demo and DEMO_SIMULATION=on; production never loads this
 * module. `history` gives the product's services over a clock the history moves.
 */
export function defineSimulation(app: FastifyInstance, history: () => HistoryServices): DemoDay {
  const seed = app.deps.config.DEMO_SEED;
  const day = new DemoDay(app, seed);
  let past: DemoHistory | undefined;
  let historyDone = false;
  app.deps.jobs.every(
    SIMULATION_JOB,
    SIMULATION_TICK_SECONDS,
    async (_data, job) => {
      const report = await day.tick();
      if (report.assigned + report.started + report.finished + report.cancelledRuns + report.booked > 0)
        job.log.info({ demo: report }, 'demo day moved on');
    },
    // A tick missed is made up by the next one: nothing to retry.
    { retryLimit: 0 },
  );
  app.deps.jobs.every(
    HISTORY_JOB,
    HISTORY_EVERY_SECONDS,
    async (_data, job) => {
      if (historyDone) return;
      past ??= new DemoHistory(day, history(), seed, job.log);
      const made = await past.fill(app.deps.clock.now(), HISTORY_SLICE_MS);
      if (made > 0) job.log.info({ days: made }, 'demo history: past days made');
      else historyDone = true;
    },
    { retryLimit: 0 },
  );
  return day;
}
