import { type UpdateProfileInput, updateProfileCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { userKey } from '../../../lib/query-keys.ts';

export const updateProfile = (userId: number, input: UpdateProfileInput) =>
  callApi(updateProfileCall, { params: { userId }, body: input });

export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => updateProfile(userId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKey(userId) }),
  });
}
