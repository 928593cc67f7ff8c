import { type ForgotPasswordInput, requestPasswordResetCall } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** `POST /password`: the server answers the same whether or not the email has an account. */
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  callApi(requestPasswordResetCall, { body: input });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
