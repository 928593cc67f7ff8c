import type { CreatePromoCodeInput, PromoCode, PromoCodeList, PromoCodesQuery } from '@shuttle/contracts';
import { notFound } from '../../shared/app-error.ts';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import type { PromotionsService } from './promotions.service.ts';

/**
 * Promo codes in the console (docs/decisions/187-promo-codes-and-companies.md): the promotions
 * feature owns the codes; each write here is one transaction with its audit row.
 */
export class PromoCodesAdminService {
  constructor(
    private readonly deps: Pick<Deps, 'db'>,
    private readonly promotions: PromotionsService,
    private readonly auditLog: AuditLogService,
  ) {}

  list(query: PromoCodesQuery): Promise<PromoCodeList> {
    return this.promotions.codes(query);
  }

  create(operator: Rider, input: CreatePromoCodeInput): Promise<PromoCode> {
    return this.deps.db.transaction(async (tx) => {
      const code = await this.promotions.createCode(tx, operator, input);
      await this.auditLog.record(tx, operator, {
        action: 'promo_code.create',
        entity: 'promo_code',
        entityId: code.id,
        after: code,
      });
      return code;
    });
  }

  setDisabled(operator: Rider, id: number, disabled: boolean): Promise<PromoCode> {
    return this.deps.db.transaction(async (tx) => {
      const changed = await this.promotions.setDisabled(tx, id, disabled);
      if (!changed) throw notFound('Promo code not found');
      await this.auditLog.record(tx, operator, {
        action: disabled ? 'promo_code.disable' : 'promo_code.enable',
        entity: 'promo_code',
        entityId: id,
        before: { disabled_at: changed.before.disabled_at },
        after: { disabled_at: changed.after.disabled_at },
      });
      return changed.after;
    });
  }
}
