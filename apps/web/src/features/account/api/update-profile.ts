import type { SessionUser, UpdateProfileInput } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { userKeyRoot } from './user-key.ts';

export type PublicUser = Omit<SessionUser, 'token' | 'wallet'>;

export const updateProfile = (userId: number, input: UpdateProfileInput) =>
  apiRequest<PublicUser>(`/users/${userId}`, { method: 'PATCH', body: input });

export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => updateProfile(userId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeyRoot(userId) }),
  });
}
