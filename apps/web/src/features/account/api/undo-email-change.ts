import { type UndoEmailChangeInput, undoEmailChangeCall } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** `POST /email-changes/undo` with the token of the link emailed to the old address. */
export const undoEmailChange = (input: UndoEmailChangeInput) => callApi(undoEmailChangeCall, { body: input });

export function useUndoEmailChange() {
  return useMutation({ mutationFn: undoEmailChange });
}
