import { finishRunCall, startRunCall } from '@shuttle/contracts';
import { callApi } from '../../../lib/api-client.ts';

/** `POST /driver/runs/{id}/start` and `.../finish` (finish marks riders not boarded no-show). */
export const startRun = (runId: number) => callApi(startRunCall, { params: { id: runId } });
export const finishRun = (runId: number) => callApi(finishRunCall, { params: { id: runId } });
