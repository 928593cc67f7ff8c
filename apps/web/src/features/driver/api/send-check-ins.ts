import { type CheckIn, sendCheckInsCall } from '@shuttle/contracts';
import { callApi } from '../../../lib/api-client.ts';

/** `POST /driver/check-ins`: a live scan and an offline queue alike; safe to send again. */
export const sendCheckIns = (checkIns: CheckIn[]) =>
  callApi(sendCheckInsCall, { body: { check_ins: checkIns } });
