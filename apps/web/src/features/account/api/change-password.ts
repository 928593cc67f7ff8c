import type { ChangePasswordAnswer, ChangePasswordInput } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, renewingToken } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

/** Other devices are signed out; this one keeps going with the new token the server sent. */
export const changePassword = (userId: number, input: ChangePasswordInput) =>
  renewingToken(async () => {
    const answer = await apiRequest<ChangePasswordAnswer>(`/users/${userId}/password`, {
      method: 'POST',
      body: input,
    });
    session.start({ id: userId, token: answer.token });
    return answer;
  });

export function useChangePassword(userId: number) {
  return useMutation({ mutationFn: (input: ChangePasswordInput) => changePassword(userId, input) });
}
