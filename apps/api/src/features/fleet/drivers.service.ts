import {
  addDays,
  type LicenceStatus,
  lagosDate,
  type OpsDriver,
  type OpsDriverList,
  type OpsDriverListQuery,
  type OpsDriverPatch,
  tripDayNumber,
} from '@shuttle/contracts';
import { notFound } from '../../shared/app-error.ts';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import type { StaffAccountsService } from '../accounts/staff-accounts.service.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { type DriverRow, DriversRepository } from './drivers.repository.ts';

type Actor = Pick<Rider, 'id'>;

/** A licence that runs out within this many days is flagged, to leave time to renew it. */
export const LICENCE_WARNING_DAYS = 30;

/**
 * The drivers page (docs/decisions/251-drivers-page.md): who drives, how to reach them, whether
 * their licence is in date, how riders rate them and how busy their week is; operators disable
 * and enable a driver and record the licence's expiry.
 */
export class DriversService {
  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock'>,
    private readonly staffAccounts: StaffAccountsService,
    private readonly auditLog: AuditLogService,
  ) {}

  async list(query: OpsDriverListQuery): Promise<OpsDriverList> {
    const { rows, total } = await new DriversRepository(this.deps.db).page({
      page: query.page,
      limit: query.limit,
      ...(query.q ? { q: query.q } : {}),
      week: this.thisWeek(),
    });
    const today = lagosDate(this.deps.clock.now());
    return {
      data: rows.map((row) => toDriver(row, today)),
      meta: { page: query.page, limit: query.limit, total },
    };
  }

  /** Access and licence expiry, one audited change under the driver's row lock. */
  async update(actor: Actor, id: number, patch: OpsDriverPatch): Promise<OpsDriver> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const repository = new DriversRepository(tx);
      if ((await repository.lockDriver(id)) === undefined) throw notFound('Driver not found');
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      if (patch.disabled !== undefined) {
        const changed = await this.staffAccounts.setDriverAccess(tx, id, patch.disabled, now);
        if (!changed) throw notFound('Driver not found');
        before.disabled = changed.before.disabledAt !== null;
        after.disabled = changed.after.disabledAt !== null;
      }
      if (patch.licence_expires_on !== undefined) {
        before.licence_expires_on = await repository.licenceOf(id);
        await repository.setLicence(id, patch.licence_expires_on, now);
        after.licence_expires_on = patch.licence_expires_on;
      }
      await this.auditLog.record(tx, actor, {
        action: 'driver.update',
        entity: 'user',
        entityId: id,
        before,
        after,
      });
    });
    const { rows } = await new DriversRepository(this.deps.db).page({
      page: 1,
      limit: 1,
      id,
      week: this.thisWeek(),
    });
    const [row] = rows;
    if (!row) throw notFound('Driver not found');
    return toDriver(row, lagosDate(now));
  }

  /** Monday to Sunday of the Lagos week of now. */
  private thisWeek(): { from: string; to: string } {
    const today = lagosDate(this.deps.clock.now());
    // tripDayNumber counts Sunday as 1: Monday is 0 days back, Sunday 6.
    const monday = addDays(today, -((tripDayNumber(today) + 5) % 7));
    return { from: monday, to: addDays(monday, 6) };
  }
}

export function licenceStatus(expiresOn: string | null, today: string): LicenceStatus {
  if (expiresOn === null) return 'missing';
  if (expiresOn < today) return 'expired';
  return expiresOn <= addDays(today, LICENCE_WARNING_DAYS) ? 'expiring' : 'valid';
}

function toDriver(row: DriverRow, today: string): OpsDriver {
  return {
    id: row.id,
    fname: row.fname,
    lname: row.lname,
    email: row.email,
    phone: row.phone,
    status: row.disabledAt !== null ? 'disabled' : row.verifiedAt === null ? 'invited' : 'active',
    licence: { status: licenceStatus(row.licenceExpiresOn, today), expires_on: row.licenceExpiresOn },
    rating: {
      average: row.ratingAverage === null ? null : Math.round(row.ratingAverage * 10) / 10,
      count: row.ratingCount,
    },
    runs_this_week: row.runsThisWeek,
  };
}
