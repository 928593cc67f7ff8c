import { openPostgres } from '@shuttle/db';
import pg from 'pg';
import { BOOKING_CHECKS } from '../../apps/api/src/features/booking/booking-audit.ts';
import { PROMOTION_CHECKS } from '../../apps/api/src/features/promotions/promotion-audit.ts';
import { RUN_FACT_CHECKS } from '../../apps/api/src/features/runs/run-facts-audit.ts';
import { auditLedger, LEDGER_CHECKS } from '../../apps/api/src/features/wallet/ledger-audit.ts';
import type { Answered } from './morning.ts';
import type { CallSummary, Check } from './report.ts';

/**
 * The end of the morning: what must hold whatever the load (docs/decisions/278). Read from the
 * database after every product process has drained and stopped.
 */
export async function endChecks(
  databaseUrl: string,
  calls: CallSummary[],
  answered: Answered,
): Promise<Check[]> {
  const checks: Check[] = [];
  const failures = calls.filter((call) => call.failures > 0);
  checks.push({
    name: 'no 5xx and no call unanswered',
    ok: failures.length === 0,
    detail:
      failures.length === 0
        ? `${calls.reduce((sum, call) => sum + call.count, 0)} calls`
        : failures.map((call) => `${call.call}: ${call.failures}`).join('; '),
  });

  const handle = openPostgres(databaseUrl, 2);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    // The booking checks are appended to LEDGER_CHECKS when their module loads; never twice.
    const audit = [
      ...new Set([...LEDGER_CHECKS, ...BOOKING_CHECKS, ...PROMOTION_CHECKS, ...RUN_FACT_CHECKS]),
    ];
    const violations = await auditLedger(handle.db, audit);
    checks.push({
      name: 'ledger audit clean',
      ok: violations.length === 0,
      detail:
        violations.length === 0
          ? `${audit.length} checks, no violation`
          : violations
              .slice(0, 5)
              .map((violation) => `${violation.check}: ${violation.detail}`)
              .join('; '),
    });

    const oversold = await pool.query<{ id: number; seats_booked: number; capacity: number }>(
      'SELECT id, seats_booked, capacity FROM trip_days WHERE seats_booked > capacity',
    );
    const seats = await pool.query<{ runs: number; seats: number }>(
      'SELECT count(*)::int AS runs, coalesce(sum(seats_booked), 0)::int AS seats FROM trip_days',
    );
    checks.push({
      name: 'no seat oversold',
      ok: oversold.rowCount === 0,
      detail:
        oversold.rowCount === 0
          ? `${seats.rows[0]?.seats} seats booked on ${seats.rows[0]?.runs} runs, none over capacity`
          : oversold.rows
              .slice(0, 5)
              .map((row) => `run ${row.id}: ${row.seats_booked} of ${row.capacity}`)
              .join('; '),
    });

    const stored = await pool.query<{ id: number; user_id: number; status: string }>(
      'SELECT id, user_id, status FROM bookings WHERE id = ANY($1::int[])',
      [answered.bookings.map((booking) => booking.id)],
    );
    const byId = new Map(stored.rows.map((row) => [row.id, row]));
    const missing = answered.bookings.filter((booking) => byId.get(booking.id)?.user_id !== booking.userId);
    const notCancelled = answered.cancellations.filter((id) => byId.get(id)?.status !== 'cancelled');
    checks.push({
      name: 'every answered booking and cancellation stored',
      ok: missing.length === 0 && notCancelled.length === 0,
      detail: `${answered.bookings.length} bookings answered 201, ${missing.length} missing; ${answered.cancellations.length} cancellations answered 200, ${notCancelled.length} not cancelled`,
    });

    const scans = await pool.query<{ driver_id: number; client_id: string; result: string }>(
      `SELECT driver_id, client_id::text, result FROM check_ins
       WHERE (driver_id, client_id) IN (SELECT * FROM unnest($1::int[], $2::uuid[]))`,
      [answered.scans.map((scan) => scan.driverId), answered.scans.map((scan) => scan.clientId)],
    );
    const scanned = new Map(scans.rows.map((row) => [`${row.driver_id}|${row.client_id}`, row.result]));
    const lostScans = answered.scans.filter(
      (scan) => scanned.get(`${scan.driverId}|${scan.clientId.toLowerCase()}`) !== scan.result,
    );
    checks.push({
      name: 'every answered scan stored',
      ok: lostScans.length === 0,
      detail: `${answered.scans.length} scans answered, ${lostScans.length} not stored as answered`,
    });

    if (answered.cancelledRun !== null) {
      const run = await pool.query<{ status: string; seats_booked: number; booked: number }>(
        `SELECT t.status, t.seats_booked,
                (SELECT count(*)::int FROM booking_rides r WHERE r.trip_day_id = t.id AND r.status <> 'cancelled') AS booked
         FROM trip_days t WHERE t.id = $1`,
        [answered.cancelledRun],
      );
      const row = run.rows[0];
      checks.push({
        name: 'the cancelled run holds no ride',
        ok: row?.status === 'cancelled' && row.booked === 0 && row.seats_booked === 0,
        detail: `run ${answered.cancelledRun}: ${row?.status}, ${row?.booked} rides still booked`,
      });
    }

    // pg-boss keeps one job per period of a scheduled job (its singleton) whatever the
    // processes asking; a job that failed, or one run twice for a period, is a finding.
    const jobs = await pool.query<{
      name: string;
      jobs: number;
      periods: number;
      failed: number;
      waiting: number;
    }>(
      `SELECT name, count(*)::int AS jobs, count(DISTINCT singleton_on)::int AS periods,
              count(*) FILTER (WHERE state = 'failed')::int AS failed,
              count(*) FILTER (WHERE state IN ('created', 'retry', 'active') AND created_on < now() - interval '5 minutes')::int AS waiting
       FROM pgboss.job GROUP BY name ORDER BY name`,
    );
    const twice = jobs.rows.filter((row) => row.periods > 0 && row.jobs > row.periods);
    const failed = jobs.rows.filter((row) => row.failed > 0 || row.waiting > 0);
    const emails = await pool.query<{ unsent: number; sent: number; retried: number }>(
      `SELECT count(*) FILTER (WHERE sent_at IS NULL)::int AS unsent, count(*) FILTER (WHERE sent_at IS NOT NULL)::int AS sent,
              count(*) FILTER (WHERE attempts > 1)::int AS retried FROM outbox_emails`,
    );
    const mail = emails.rows[0];
    checks.push({
      name: 'every job run once',
      ok: twice.length === 0 && failed.length === 0 && mail?.unsent === 0,
      detail:
        `${jobs.rows.map((row) => `${row.name} ${row.jobs}`).join(', ')}; ` +
        `${twice.length} run twice in a period${twice.map((row) => ` (${row.name})`).join('')}, ` +
        `failed or waiting over 5 minutes: ${failed.map((row) => `${row.name} ${row.failed} failed, ${row.waiting} waiting`).join('; ') || 'none'}; ` +
        `emails ${mail?.sent} sent, ${mail?.unsent} unsent, ${mail?.retried} retried`,
    });
  } finally {
    await pool.end();
    await handle.close();
  }
  return checks;
}
