import { type DriverManifest, getDriverManifestCall } from '@shuttle/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { driverStore } from '../offline/driver-store.ts';
import { driverKeyRoot, type Offline } from './get-driver-runs.ts';

/** `GET /driver/runs/{id}/manifest`: every ride on my run with its pass's code. */
export const getDriverManifest = (runId: number) => callApi(getDriverManifestCall, { params: { id: runId } });

/** The manifest, saved on the phone whenever it loads, so that passes are checked offline. */
export async function loadDriverManifest(userId: number, runId: number): Promise<Offline<DriverManifest>> {
  const store = await driverStore(userId);
  try {
    const manifest = await getDriverManifest(runId);
    await store.saveManifest(manifest);
    return { value: manifest, savedAt: null };
  } catch (error) {
    const saved = error instanceof ApiError && error.status === 0 ? await store.manifest(runId) : undefined;
    if (!saved) throw error;
    return { value: saved.manifest, savedAt: saved.savedAt };
  }
}

export const driverManifestQueryOptions = (userId: number, runId: number) =>
  queryOptions({
    queryKey: [...driverKeyRoot, userId, 'manifest', runId],
    queryFn: () => loadDriverManifest(userId, runId),
    networkMode: 'always',
    retry: false,
  });
