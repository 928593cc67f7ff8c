import { type SetPasswordInput, setPasswordCall } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { startSession } from './start-session.ts';

/** `POST /set-password` with the token of the emailed invitation; the answer signs in. */
export const setPassword = (input: SetPasswordInput) => callApi(setPasswordCall, { body: input });

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword, onSuccess: startSession });
}
