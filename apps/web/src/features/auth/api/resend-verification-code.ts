import { resendVerificationCodeCall } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export interface ResendVerificationCodeInput {
  userId: number;
  /** The code the page was opened with; it is sent along (docs/product.md#accounts). */
  code?: string;
}

export const resendVerificationCode = ({ userId, code }: ResendVerificationCodeInput) =>
  callApi(resendVerificationCodeCall, { params: { userId }, body: code === undefined ? {} : { code } });

export function useResendVerificationCode() {
  return useMutation({ mutationFn: resendVerificationCode });
}
