import { type AllowancePeriod } from '@shuttle/contracts';
/**
 * When the current allowance period began: weeks start on Monday 00:00 and months on the 1st
 * at 00:00, Lagos time (docs/decisions/032-company-allowances.md).
 */
export declare function allowancePeriodStart(period: AllowancePeriod, now: Date): Date;
