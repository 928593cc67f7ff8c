import { type ResetPasswordInput, resetPasswordCall } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** `POST /password/change` with the token from the emailed link. */
export const resetPassword = (input: ResetPasswordInput) => callApi(resetPasswordCall, { body: input });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
