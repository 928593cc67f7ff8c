import { type RegisterInput, registerCall } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { startSession } from './start-session.ts';

export const register = (input: RegisterInput) => callApi(registerCall, { body: input });

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: startSession,
    onError: () => session.end(),
  });
}
