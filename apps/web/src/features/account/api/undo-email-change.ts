import type { UndoEmailChangeInput } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /email-changes/undo` with the token of the link emailed to the old address. */
export const undoEmailChange = (input: UndoEmailChangeInput) =>
  apiRequest<{ message: string }>('/email-changes/undo', { method: 'POST', body: input });

export function useUndoEmailChange() {
  return useMutation({ mutationFn: undoEmailChange });
}
