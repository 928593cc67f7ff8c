import { getLicenceImageCall, MESSAGES } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, ApiError, callPath } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

/**
 * `GET /ops/inbox/programme-applications/{id}/licence`: a She Moves driver's licence image,
 * for staff only. Fetched with the bearer token; the page shows it from a blob address.
 */
export async function getLicenceImage(id: number): Promise<Blob> {
  const current = session.get();
  const response = await fetch(`${API_BASE}${callPath(getLicenceImageCall, { id })}`, {
    headers: current ? { authorization: `Bearer ${current.token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, 'UNKNOWN', MESSAGES.genericError, undefined);
  return response.blob();
}

export const licenceImageQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['ops', 'licence', id], queryFn: () => getLicenceImage(id), staleTime: Infinity });

export function useLicenceImage(id: number, enabled: boolean) {
  return useQuery({ ...licenceImageQueryOptions(id), enabled });
}
