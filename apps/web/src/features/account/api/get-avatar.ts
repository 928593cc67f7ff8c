import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

/**
 * The picture itself. It is served only to its owner, so an <img> cannot fetch it by address:
 * it is fetched with the session's token and shown from a blob.
 */
export async function getAvatar(address: string): Promise<Blob> {
  const current = session.get();
  const response = await fetch(address, {
    headers: current ? { authorization: `Bearer ${current.token}` } : {},
  });
  if (!response.ok)
    throw new ApiError(response.status, 'AVATAR', 'The picture could not be loaded.', undefined);
  return response.blob();
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
