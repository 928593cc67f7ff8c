import { type ChangePasswordInput, changePasswordCall } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, renewingToken } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

/** Other devices are signed out; this one keeps going with the new token the server sent. */
export const changePassword = (userId: number, input: ChangePasswordInput) =>
  renewingToken(async () => {
    const answer = await callApi(changePasswordCall, { params: { userId }, body: input });
    session.start({ id: userId, token: answer.token });
    return answer;
  });

export function useChangePassword(userId: number) {
  return useMutation({ mutationFn: (input: ChangePasswordInput) => changePassword(userId, input) });
}
