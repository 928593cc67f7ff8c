import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchServedFile } from '../../../lib/api-client.ts';

/**
 * The picture itself. It is served only to its owner, so an <img> cannot fetch it by address:
 * it is fetched through the API client, with the session's token (a 401 ends the session as on
 * any other call), and shown from a blob.
 */
export const getAvatar = (address: string): Promise<Blob> => fetchServedFile(address);

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
