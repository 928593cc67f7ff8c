import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { PublicUser } from './update-profile.ts';
import { userKeyRoot } from './user-key.ts';

/** PATCH /user/avatar/{userId}: the picture in a multipart field named avatar (docs/api-conventions.md#calls). */
export const uploadAvatar = (userId: number, file: File) => {
  const body = new FormData();
  body.append('avatar', file);
  return apiRequest<PublicUser>(`/user/avatar/${userId}`, { method: 'PATCH', body });
};

export function useUploadAvatar(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(userId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeyRoot(userId) }),
  });
}
