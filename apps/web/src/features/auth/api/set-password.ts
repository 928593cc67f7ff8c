import type { SessionUser, SetPasswordInput } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { startSession } from './login.ts';

/** `POST /set-password` with the token of the emailed invitation; the answer signs in. */
export const setPassword = (input: SetPasswordInput) =>
  apiRequest<SessionUser>('/set-password', { method: 'POST', body: input });

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword, onSuccess: startSession });
}
