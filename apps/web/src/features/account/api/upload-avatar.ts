import { uploadAvatarCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { userKey } from '../../../lib/query-keys.ts';

/** PATCH /user/avatar/{userId}: the picture in a multipart field named avatar (docs/api-conventions.md#calls). */
export const uploadAvatar = (userId: number, file: File) => {
  const body = new FormData();
  body.append('avatar', file);
  return callApi(uploadAvatarCall, { params: { userId }, body });
};

export function useUploadAvatar(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(userId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKey(userId) }),
  });
}
