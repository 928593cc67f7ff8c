import { type DriverRunList, getDriverRunsCall } from '@shuttle/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { driverStore } from '../offline/driver-store.ts';

export const driverKeyRoot = ['driver'] as const;

/** `GET /driver/runs?date=`: the runs assigned to me that day, with their stops in order. */
export const getDriverRuns = (date: string) => callApi(getDriverRunsCall, { query: { date } });

export interface Offline<T> {
  value: T;
  /** When the copy read from the phone was saved; null when the answer is fresh. */
  savedAt: string | null;
}

/** The day's runs, saved on the phone when loaded; without a connection, the saved copy. */
export async function loadDriverRuns(userId: number, date: string): Promise<Offline<DriverRunList>> {
  const store = await driverStore(userId);
  try {
    const runs = await getDriverRuns(date);
    await store.saveRuns(date, runs);
    return { value: runs, savedAt: null };
  } catch (error) {
    const saved = error instanceof ApiError && error.status === 0 ? await store.runs(date) : undefined;
    if (!saved) throw error;
    return { value: saved.runs, savedAt: saved.savedAt };
  }
}

export const driverRunsQueryOptions = (userId: number, date: string) =>
  queryOptions({
    queryKey: [...driverKeyRoot, userId, 'runs', date],
    queryFn: () => loadDriverRuns(userId, date),
    // Offline is the driver's normal: the query runs and falls back to the phone's copy.
    networkMode: 'always',
    retry: false,
  });
