import { resendVerificationCodeCall, verifyAccountCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { userKey } from '../../../lib/query-keys.ts';

export const verifyEmail = (userId: number, code: string) =>
  callApi(verifyAccountCall, { params: { userId }, body: { code } });

export const resendVerificationCode = (userId: number) =>
  callApi(resendVerificationCodeCall, { params: { userId }, body: {} });

export function useVerifyEmail(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => verifyEmail(userId, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKey(userId) }),
  });
}

export function useResendVerificationCode(userId: number) {
  return useMutation({ mutationFn: () => resendVerificationCode(userId) });
}
