import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface ResendVerificationCodeInput {
  userId: number;
  /** The code the page was opened with; it is sent along (docs/product.md#accounts). */
  code?: string;
}

export const resendVerificationCode = ({ userId, code }: ResendVerificationCodeInput) =>
  apiRequest<{ message: string }>(`/users/${userId}/verify/resend`, {
    method: 'POST',
    body: code === undefined ? {} : { code },
  });

export function useResendVerificationCode() {
  return useMutation({ mutationFn: resendVerificationCode });
}
