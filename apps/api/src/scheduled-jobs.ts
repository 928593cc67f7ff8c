import { PREPARE_DATA_EXPORT_JOB } from './features/account-area/data-rights.service.ts';
import { runWeeklyBilling } from './features/booking/weekly-billing.ts';
import { OUTBOX_SWEEP_SECONDS, type OutboxDispatcher } from './features/mail/outbox-dispatcher.ts';
import { SMS_SWEEP_SECONDS, SmsDispatcher } from './features/mail/sms-dispatcher.ts';
import { createSmsSender } from './features/mail/sms-senders.ts';
import {
  PUSH_SWEEP_SECONDS,
  type PushOutboxDispatcher,
} from './features/notifications/push-outbox-dispatcher.ts';
import { REMIND_BOOKED_JOB, REMINDER_SWEEP_SECONDS } from './features/reminders/reminders.service.ts';
import type { Jobs } from './jobs.ts';
import type { Services } from './services.ts';
import type { Deps } from './shared/deps.ts';

/**
 * Every job of the product, defined once per process (ADR 135). A scheduled job is one line:
 * `jobs.every(name, seconds, handler)` runs it once per period across every process, retried
 * with backoff, in the dead-letter view when it fails every retry. Handlers are idempotent, and
 * call a feature through its service, for example
 * `jobs.every('tracking.retention', 3600, () => services.tracking.prunePositions())`.
 */
export function defineJobs(
  jobs: Jobs,
  deps: Deps,
  services: Services,
  outbox: OutboxDispatcher,
  pushes: PushOutboxDispatcher,
): void {
  jobs.every('billing.weekly', deps.config.BILLING_JOB_INTERVAL_SECONDS, async (_data, job) => {
    const run = await runWeeklyBilling(deps, deps.clock.now(), services.weeklyBilling);
    if (run.charged + run.unpaid + run.empty > 0) job.log.info({ billing: run }, 'weekly billing ran');
  });
  // What a crash or a failed send left in the outbox; fresh emails go at once (kickOutbox).
  jobs.every('outbox.sweep', OUTBOX_SWEEP_SECONDS, async (_data, job) => {
    const sent = await outbox.drain();
    if (sent > 0) job.log.info({ sent }, 'outbox sweep sent emails');
  });
  // Pushes no kick sent (a process stopped first, a command-line run); stale ones are dropped (ADR 263).
  jobs.every('push.sweep', PUSH_SWEEP_SECONDS, async (_data, job) => {
    const sent = await pushes.drain();
    if (sent > 0) job.log.info({ sent }, 'push sweep sent notices');
  });
  // Runs nobody started by RUN_MISSED_AFTER_MINUTES past their last stop: missed, riders
  // refunded and told (docs/reliability.md#r19), checked every five minutes.
  jobs.every('runs.missed', 300, async (_data, job) => {
    const missed = await services.runs.markMissedRuns();
    if (missed.runs > 0) job.log.info({ missed }, 'runs nobody started marked missed');
  });
  // Reminders REMINDER_MINUTES_BEFORE the pick-up, once per ride however often this runs or is
  // retried (the claim row, ADR 256); a ride booked inside the window comes by its own job.
  jobs.every('reminders.due', REMINDER_SWEEP_SECONDS, async (_data, job) => {
    const sent = await services.reminders.sendDue();
    if (sent > 0) job.log.info({ sent }, 'ride reminders sent');
  });
  jobs.define<{ rideIds: number[] }>(REMIND_BOOKED_JOB, async ({ rideIds }, job) => {
    const sent = await services.reminders.sendDue(rideIds);
    if (sent > 0) job.log.info({ sent }, 'reminders of rides booked inside the window sent');
  });
  // Texts go out from here only (ADR 258); none are queued while SMS_PROVIDER=off.
  const smsSender = createSmsSender(deps.config);
  if (smsSender) {
    const sms = new SmsDispatcher(deps.db, smsSender, () => deps.clock.now());
    jobs.every('sms.sweep', SMS_SWEEP_SECONDS, async (_data, job) => {
      const sent = await sms.drain();
      if (sent > 0) job.log.info({ sent }, 'text messages sent');
    });
  }
  // A rider's copy of their data, then its file removed once its day is over (ADR 249).
  jobs.define<{ exportId: string }>(PREPARE_DATA_EXPORT_JOB, async ({ exportId }) => {
    await services.dataRights.prepare(exportId);
  });
  jobs.every('data-export.expired', 3600, async (_data, job) => {
    const removed = await services.dataRights.removeExpired();
    if (removed > 0) job.log.info({ removed }, 'expired data exports removed');
  });
  // Positions older than TRACKING_RETENTION_DAYS (ADR 165 to 168), hourly.
  jobs.every('tracking.retention', 3600, async (_data, job) => {
    const deleted = await services.tracking.deleteOldPositions(deps.clock.now());
    if (deleted > 0) job.log.info({ deleted }, 'old vehicle positions deleted');
  });
}
