import type { PositionBatch, PositionBatchAnswer } from '@shuttle/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** A batch of the phone's positions for the driver's run. */
export const postPositions = (tripDayId: number, batch: PositionBatch) =>
  apiRequest<PositionBatchAnswer>(`/driver/runs/${tripDayId}/positions`, { method: 'POST', body: batch });
