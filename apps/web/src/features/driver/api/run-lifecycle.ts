import type { RunLifecycleAnswer } from '@shuttle/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /driver/runs/{id}/start` and `.../finish` (finish marks riders not boarded no-show). */
export const startRun = (runId: number) =>
  apiRequest<RunLifecycleAnswer>(`/driver/runs/${runId}/start`, { method: 'POST' });
export const finishRun = (runId: number) =>
  apiRequest<RunLifecycleAnswer>(`/driver/runs/${runId}/finish`, { method: 'POST' });
