import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { userKeyRoot } from './user-key.ts';

export const verifyEmail = (userId: number, code: string) =>
  apiRequest<{ message: string }>(`/users/${userId}/verify`, { method: 'POST', body: { code } });

export const resendVerificationCode = (userId: number) =>
  apiRequest<{ message: string }>(`/users/${userId}/verify/resend`, { method: 'POST', body: {} });

export function useVerifyEmail(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => verifyEmail(userId, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeyRoot(userId) }),
  });
}

export function useResendVerificationCode(userId: number) {
  return useMutation({ mutationFn: () => resendVerificationCode(userId) });
}
