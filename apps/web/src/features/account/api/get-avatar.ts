import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, ApiError, apiRequest } from '../../../lib/api-client.ts';

/**
 * The picture itself. It is served only to its owner, so an <img> cannot fetch it by address:
 * it is fetched through the API client, with the session's token (a 401 ends the session as on
 * any other call), and shown from a blob.
 */
export async function getAvatar(address: string): Promise<Blob> {
  if (!address.startsWith(`${API_BASE}/`)) {
    throw new ApiError(0, 'AVATAR', 'The picture could not be loaded.', undefined);
  }
  return apiRequest<Blob>(address.slice(API_BASE.length), { responseType: 'blob' });
}

/** An avatar's address changes with every upload, so what was fetched never goes stale. */
export const avatarQueryOptions = (address: string) =>
  queryOptions({
    queryKey: ['avatars', address],
    queryFn: () => getAvatar(address),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAvatar(address: string | null) {
  return useQuery({ ...avatarQueryOptions(address ?? ''), enabled: address !== null });
}
