import {
  formatRideDate,
  type RunNoticeAudience,
  type RunNoticeInput,
  type RunNoticeSent,
} from '@shuttle/contracts';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import type { RiderNotice, RiderNoticesService } from '../notifications/rider-notices.service.ts';
import { RunRidesRepository } from './run-rides.repository.ts';
import { type RunRow, RunsRepository } from './runs.repository.ts';

type Actor = Pick<Rider, 'id'>;

/** The audit action of a notice: the record of what was sent, and what the limit counts. */
export const RUN_NOTICE_ACTION = 'trip_day.notice';

/**
 * How many notices one operator may send about one run in `RUN_NOTICE_WINDOW_MS`
 * (docs/decisions/157): enough for "running late", "later still" and "here now", not enough to
 * flood a bus of riders by a double click or a stuck script.
 */
export const RUN_NOTICE_LIMIT = 3;
export const RUN_NOTICE_WINDOW_MS = 60 * 60 * 1000;

/** Where a notice leads in the app: the rider's notifications. */
const NOTICE_LINK = '/dashboard/notifications';

/**
 * Operators' notices to the riders of a run (docs/product.md, Operations; docs/decisions/157): one in-app
 * notification per rider through the notifications service, and the push, email and text each
 * chose through the outboxes, with one audit row, all in one transaction, so a notice reaches
 * everyone or no one.
 */
export class RunNoticesService {
  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock' | 'config' | 'kickOutbox' | 'keys'>,
    private readonly riderNotices: RiderNoticesService,
    private readonly auditLog: AuditLogService,
  ) {}

  /** Whom a notice would reach now: shown in the console before sending. */
  async audience(id: number): Promise<RunNoticeAudience> {
    const run = await new RunsRepository(this.deps.db).run(id);
    if (!run) throw notFound('Run not found');
    const riders = await new RunRidesRepository(this.deps.db).ridersOnRun(id);
    return { riders: riders.length, can_send: closedReason(run) === null };
  }

  async send(actor: Actor, id: number, notice: RunNoticeInput): Promise<RunNoticeSent> {
    const sent = await this.deps.db.transaction(async (tx) => {
      const repository = new RunsRepository(tx);
      // Locks the run: two sends about it queue here, so the limit below counts both, and a
      // cancellation (which locks it too) is either before the notice or after it.
      const run = await repository.run(id, true);
      if (!run) throw notFound('Run not found');
      const closed = closedReason(run);
      if (closed) throw new AppError('CONFLICT', closed);
      const since = new Date(this.deps.clock.now().getTime() - RUN_NOTICE_WINDOW_MS);
      const recent = await this.auditLog.countSince(tx, {
        actorId: actor.id,
        action: RUN_NOTICE_ACTION,
        entity: 'trip_day',
        entityId: id,
        since,
      });
      if (recent >= RUN_NOTICE_LIMIT) {
        throw new AppError(
          'TOO_MANY_REQUESTS',
          `You have sent ${RUN_NOTICE_LIMIT} notices about this run in the last hour; wait before sending another.`,
        );
      }
      const riders = await new RunRidesRepository(tx).ridersOnRun(id);
      const about = `About your ${run.routeCode} ride of ${formatRideDate(run.tripDate)} at ${run.departureTime}:`;
      // In the app for all; by push, email and SMS as each rider chose (docs/decisions/257).
      await this.riderNotices.deliver(tx, riders, {
        ...riderNotice(notice),
        emailText: `${about}\n\n${notice.body}`,
        smsText: `Shuttle: ${about} ${notice.title}. ${notice.body}`,
      });
      await this.auditLog.record(tx, actor, {
        action: RUN_NOTICE_ACTION,
        entity: 'trip_day',
        entityId: id,
        before: null,
        after: { title: notice.title, body: notice.body, riders: riders.length },
      });
      return { riders: riders.length };
    });
    if (sent.riders > 0) this.riderNotices.afterCommit();
    return { riders: sent.riders };
  }
}

const riderNotice = (notice: RunNoticeInput): RiderNotice => ({
  kind: 'run_notice',
  title: notice.title,
  body: notice.body,
  link: NOTICE_LINK,
});

/**
 * Why a run takes no notices, or null when it does. A cancelled run's riders were told by the
 * cancellation itself (docs/decisions/151), so a second notice is refused rather than sent.
 */
function closedReason(run: RunRow): string | null {
  if (run.status === 'cancelled') {
    return 'This run is cancelled; its riders were told when it was called off.';
  }
  if (run.status === 'completed') return 'This run has finished; its riders can no longer be told about it.';
  return null;
}
