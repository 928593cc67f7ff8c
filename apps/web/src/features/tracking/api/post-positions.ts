import { type PositionBatch, sendPositionsCall } from '@shuttle/contracts';
import { callApi } from '../../../lib/api-client.ts';

/** A batch of the phone's positions for the driver's run. */
export const postPositions = (tripDayId: number, batch: PositionBatch) =>
  callApi(sendPositionsCall, { params: { id: tripDayId }, body: batch });
