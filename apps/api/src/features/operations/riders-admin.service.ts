import {
  formatNaira,
  type OpsUserDetail,
  type OpsUserList,
  type OpsUserQuery,
  type OpsUserSummary,
  type WalletAdjustment,
  type WalletAdjustmentInput,
} from '@shuttle/contracts';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import { type IdempotentAnswer, runIdempotent } from '../../shared/idempotency.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import type { AuditLogService } from './audit-log.service.ts';
import { RidersAdminRepository } from './riders-admin.repository.ts';

type Actor = Pick<Rider, 'id'>;
type UserLine = NonNullable<Awaited<ReturnType<RidersAdminRepository['one']>>>;

const toSummary = (row: UserLine): OpsUserSummary => ({
  id: row.id,
  fname: row.fname,
  lname: row.lname,
  email: row.email,
  phone: row.phone,
  role: row.role,
  balance_kobo: row.balanceKobo,
  created_at: row.createdAt.toISOString(),
});

/**
 * Riders as operators look them up, and wallet adjustments (docs/decisions/153-wallet-adjustments.md).
 * A rider's bookings and ledger come from the rider's own calls, which staff may read.
 */
export class RidersAdminService {
  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock'>,
    private readonly ledger: LedgerService,
    private readonly notifications: NotificationsService,
    private readonly auditLog: AuditLogService,
  ) {}

  async search(query: OpsUserQuery): Promise<OpsUserList> {
    const { rows, total } = await new RidersAdminRepository(this.deps.db).page({
      page: query.page,
      limit: query.limit,
      ...(query.q ? { q: query.q } : {}),
    });
    return { data: rows.map(toSummary), meta: { page: query.page, limit: query.limit, total } };
  }

  async one(userId: number): Promise<OpsUserDetail> {
    const row = await new RidersAdminRepository(this.deps.db).one(userId);
    if (!row) throw notFound('User not found');
    return {
      ...toSummary(row),
      verified: row.verifiedAt !== null,
      corporate: row.corporateId === null ? null : { id: row.corporateId, name: row.corporateName ?? '' },
    };
  }

  /**
   * Credits (goodwill) or debits (correction) a rider's personal wallet, once per
   * Idempotency-Key, never below zero; the rider is told in the app.
   */
  adjustWallet(
    actor: Actor,
    userId: number,
    input: WalletAdjustmentInput,
    idempotencyKey: string | undefined,
  ): Promise<IdempotentAnswer<WalletAdjustment>> {
    if (idempotencyKey === undefined) {
      throw new AppError('VALIDATION_ERROR', 'A wallet adjustment needs an Idempotency-Key header.');
    }
    return runIdempotent(
      this.deps.db,
      {
        userId: actor.id,
        scope: `POST /ops/users/${userId}/wallet-adjustments`,
        key: idempotencyKey,
        body: input,
      },
      async (tx) => {
        const before = await new RidersAdminRepository(tx).one(userId);
        if (!before) throw notFound('User not found');
        const posting = await this.ledger.adjustWallet(tx, {
          userId,
          amountKobo: input.amount_kobo,
          reason: input.reason,
          operatorId: actor.id,
        });
        const isCredit = input.amount_kobo > 0;
        await this.notifications.notify(tx, {
          userId,
          title: isCredit ? 'Money added to your wallet' : 'A correction to your wallet',
          body: isCredit
            ? `We added ${formatNaira(input.amount_kobo)} to your wallet.`
            : `We took ${formatNaira(-input.amount_kobo)} from your wallet to correct it. Contact us if this looks wrong.`,
          link: '/dashboard/wallet',
        });
        const body: WalletAdjustment = {
          transaction_id: posting.transactionId,
          user_id: userId,
          kind: isCredit ? 'goodwill' : 'correction',
          amount_kobo: input.amount_kobo,
          reason: input.reason,
          balance_after_kobo: posting.balanceAfterKobo,
          created_at: this.deps.clock.now().toISOString(),
        };
        await this.auditLog.record(tx, actor, {
          action: 'wallet.adjust',
          entity: 'user',
          entityId: userId,
          before: { balance_kobo: before.balanceKobo },
          after: body,
        });
        return { status: 201, body };
      },
    );
  }
}
