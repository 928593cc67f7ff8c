import type { RegisterInput, SessionUser } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { startSession } from './login.ts';

export const register = (input: RegisterInput) =>
  apiRequest<SessionUser>('/users', { method: 'POST', body: input });

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: startSession,
    onError: () => session.end(),
  });
}
