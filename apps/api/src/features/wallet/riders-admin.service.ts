import {
  FOUR_EYES_MESSAGES,
  formatNaira,
  lagosDate,
  type OpsUserDetail,
  type OpsUserList,
  type OpsUserQuery,
  type OpsUserSummary,
  type PendingWalletAdjustment,
  type WalletAdjustment,
  type WalletAdjustmentInput,
  type WalletAdjustmentList,
  type WalletAdjustmentQuery,
  type WalletAdjustmentRequest,
} from '@shuttle/contracts';
import type { Transaction } from '@shuttle/db';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import { type IdempotentAnswer, runIdempotent } from '../../shared/idempotency.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { LedgerService } from './ledger.service.ts';
import { RidersAdminRepository } from './riders-admin.repository.ts';
import { type WalletAdjustmentLine, WalletAdjustmentsRepository } from './wallet-adjustments.repository.ts';

type Actor = Pick<Rider, 'id' | 'role'>;
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
    private readonly deps: Pick<Deps, 'db' | 'clock' | 'config'>,
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
   * Idempotency-Key, never below zero; the rider is told in the app. Never the actor's own
   * wallet; a large adjustment, or one past an operator's daily sum, waits for another admin
   * (docs/decisions/235-four-eyes-on-money.md): 202 and a pending row, no money moves.
   */
  adjustWallet(
    actor: Actor,
    userId: number,
    input: WalletAdjustmentInput,
    idempotencyKey: string | undefined,
  ): Promise<IdempotentAnswer<WalletAdjustment | PendingWalletAdjustment>> {
    if (actor.id === userId) throw new AppError('FORBIDDEN', FOUR_EYES_MESSAGES.ownWallet);
    if (idempotencyKey === undefined) {
      throw new AppError('VALIDATION_ERROR', 'A wallet adjustment needs an Idempotency-Key header.');
    }
    return runIdempotent<WalletAdjustment | PendingWalletAdjustment>(
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
        const adjustments = new WalletAdjustmentsRepository(tx);
        const now = this.deps.clock.now();
        const waitsFor = await this.approvalNeeded(adjustments, actor, Math.abs(input.amount_kobo), now);
        if (waitsFor !== undefined) {
          const id = await adjustments.insert({
            userId,
            amountKobo: input.amount_kobo,
            reason: input.reason,
            createdBy: actor.id,
            createdAt: now,
          });
          await this.auditLog.record(tx, actor, {
            action: 'wallet.adjust.request',
            entity: 'wallet_adjustment',
            entityId: id,
            before: { balance_kobo: before.balanceKobo },
            after: {
              user_id: userId,
              amount_kobo: input.amount_kobo,
              reason: input.reason,
              status: 'pending',
              waits_for: waitsFor,
            },
          });
          return { status: 202, body: { id, status: 'pending' as const } };
        }
        const body = await this.apply(tx, actor.id, userId, input, now);
        await adjustments.insert({
          userId,
          amountKobo: input.amount_kobo,
          reason: input.reason,
          createdBy: actor.id,
          createdAt: now,
          ledgerTransactionId: body.transaction_id,
        });
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

  /**
   * Why an adjustment of `absoluteKobo` must wait for an admin, or undefined when it may apply
   * at once. Read under the creator's lock, so two at once are summed one after the other.
   */
  private async approvalNeeded(
    adjustments: WalletAdjustmentsRepository,
    actor: Actor,
    absoluteKobo: number,
    now: Date,
  ): Promise<'amount' | 'daily_sum' | undefined> {
    const { WALLET_ADJUSTMENT_APPROVAL_KOBO, OPERATOR_DAILY_ADJUSTMENT_KOBO } = this.deps.config;
    if (absoluteKobo > WALLET_ADJUSTMENT_APPROVAL_KOBO) return 'amount';
    // The daily sum is an operator's limit (docs/decisions/235): admins answer for the queue.
    if (actor.role !== 'operator') return undefined;
    await adjustments.lockCreator(actor.id);
    const lagosMidnight = new Date(`${lagosDate(now)}T00:00:00+01:00`);
    const today = await adjustments.absoluteSumSince(actor.id, lagosMidnight);
    return today + absoluteKobo > OPERATOR_DAILY_ADJUSTMENT_KOBO ? 'daily_sum' : undefined;
  }

  /** Moves the money through the ledger and tells the rider, in the caller's transaction. */
  private async apply(
    tx: Transaction,
    operatorId: number,
    userId: number,
    input: WalletAdjustmentInput,
    now: Date,
  ): Promise<WalletAdjustment> {
    const posting = await this.ledger.adjustWallet(tx, {
      userId,
      amountKobo: input.amount_kobo,
      reason: input.reason,
      operatorId,
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
    return {
      transaction_id: posting.transactionId,
      user_id: userId,
      kind: isCredit ? 'goodwill' : 'correction',
      amount_kobo: input.amount_kobo,
      reason: input.reason,
      balance_after_kobo: posting.balanceAfterKobo,
      created_at: now.toISOString(),
    };
  }

  async adjustments(query: WalletAdjustmentQuery): Promise<WalletAdjustmentList> {
    const { rows, total } = await new WalletAdjustmentsRepository(this.deps.db).page({
      page: query.page,
      limit: query.limit,
      ...(query.status ? { status: query.status } : {}),
    });
    return { data: rows.map(toRequest), meta: { page: query.page, limit: query.limit, total } };
  }

  /**
   * Another admin applies a pending adjustment: the row is locked, so two approvals at once
   * queue and the second finds it applied and answers the same, without moving money again.
   * Its creator, and the rider it pays, cannot approve it (the wing already refused operators).
   */
  async approve(admin: Actor, id: number): Promise<WalletAdjustmentRequest> {
    await this.deps.db.transaction(async (tx) => {
      const adjustments = new WalletAdjustmentsRepository(tx);
      const pending = await this.lockUndecided(adjustments, admin, id);
      if (pending.status === 'applied') return;
      if (pending.status === 'rejected') throw new AppError('CONFLICT', FOUR_EYES_MESSAGES.alreadyRejected);
      const before = await new RidersAdminRepository(tx).one(pending.userId);
      const now = this.deps.clock.now();
      // The ledger names who asked for the money; the row and the audit name who approved it.
      const body = await this.apply(
        tx,
        pending.createdBy,
        pending.userId,
        { amount_kobo: pending.amountKobo, reason: pending.reason },
        now,
      );
      await adjustments.markApplied(id, admin.id, now, body.transaction_id);
      await this.auditLog.record(tx, admin, {
        action: 'wallet.adjust.approve',
        entity: 'wallet_adjustment',
        entityId: id,
        before: { status: 'pending', balance_kobo: before?.balanceKobo ?? 0 },
        after: { status: 'applied', ...body },
      });
    });
    return this.adjustment(id);
  }

  /** Another admin refuses a pending adjustment with a reason; no money moves. */
  async reject(admin: Actor, id: number, reason: string): Promise<WalletAdjustmentRequest> {
    await this.deps.db.transaction(async (tx) => {
      const adjustments = new WalletAdjustmentsRepository(tx);
      const pending = await this.lockUndecided(adjustments, admin, id);
      if (pending.status === 'rejected') return;
      if (pending.status === 'applied') throw new AppError('CONFLICT', FOUR_EYES_MESSAGES.alreadyApplied);
      await adjustments.markRejected(id, admin.id, this.deps.clock.now(), reason);
      await this.auditLog.record(tx, admin, {
        action: 'wallet.adjust.reject',
        entity: 'wallet_adjustment',
        entityId: id,
        before: { status: 'pending' },
        after: { status: 'rejected', reject_reason: reason },
      });
    });
    return this.adjustment(id);
  }

  private async lockUndecided(adjustments: WalletAdjustmentsRepository, admin: Actor, id: number) {
    const row = await adjustments.lock(id);
    if (!row) throw notFound('Wallet adjustment not found');
    if (row.createdBy === admin.id) throw new AppError('FORBIDDEN', FOUR_EYES_MESSAGES.ownRequest);
    if (row.userId === admin.id) throw new AppError('FORBIDDEN', FOUR_EYES_MESSAGES.ownWallet);
    return row;
  }

  private async adjustment(id: number): Promise<WalletAdjustmentRequest> {
    const line = await new WalletAdjustmentsRepository(this.deps.db).one(id);
    if (!line) throw notFound('Wallet adjustment not found');
    return toRequest(line);
  }
}

function toRequest(line: WalletAdjustmentLine): WalletAdjustmentRequest {
  const { adjustment } = line;
  return {
    id: adjustment.id,
    status: adjustment.status,
    user: { id: adjustment.userId, fname: line.userFname, lname: line.userLname, email: line.userEmail },
    amount_kobo: adjustment.amountKobo,
    reason: adjustment.reason,
    created_by: { id: adjustment.createdBy, fname: line.creatorFname, lname: line.creatorLname },
    created_at: adjustment.createdAt.toISOString(),
    decided_by:
      adjustment.decidedBy === null
        ? null
        : { id: adjustment.decidedBy, fname: line.deciderFname ?? '', lname: line.deciderLname ?? '' },
    decided_at: adjustment.decidedAt?.toISOString() ?? null,
    reject_reason: adjustment.rejectReason,
    transaction_id: adjustment.ledgerTransactionId,
  };
}
