import type { ForgotPasswordInput } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /password`: the server answers the same whether or not the email has an account. */
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  apiRequest<{ message: string }>('/password', { method: 'POST', body: input });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
