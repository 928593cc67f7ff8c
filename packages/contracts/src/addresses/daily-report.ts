import type { CallAddress } from '../call.ts';

/** Where each call of `daily-report.ts` is answered, without its schemas (docs/decisions/287). */

export const getDailyReportAddress = 'GET /ops/reports/daily' satisfies CallAddress;
