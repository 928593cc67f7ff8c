import type { ResetPasswordInput } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /password/change` with the token from the emailed link. */
export const resetPassword = (input: ResetPasswordInput) =>
  apiRequest<{ message: string }>('/password/change', { method: 'POST', body: input });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
