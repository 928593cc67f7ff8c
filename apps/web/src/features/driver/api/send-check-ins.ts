import type { CheckIn, CheckInResults } from '@shuttle/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /driver/check-ins`: a live scan and an offline queue alike; safe to send again. */
export const sendCheckIns = (checkIns: CheckIn[]) =>
  apiRequest<CheckInResults>('/driver/check-ins', { method: 'POST', body: { check_ins: checkIns } });
