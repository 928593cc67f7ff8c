import type { ChangePasswordAnswer, ChangePasswordInput } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

export const changePassword = (userId: number, input: ChangePasswordInput) =>
  apiRequest<ChangePasswordAnswer>(`/users/${userId}/password`, { method: 'POST', body: input });

/** Other devices are signed out; this one keeps going with the new token the server sent. */
export function useChangePassword(userId: number) {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => changePassword(userId, input),
    onSuccess: (answer) => session.start({ id: userId, token: answer.token }),
  });
}
