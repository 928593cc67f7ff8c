import { type InboxKind, type InboxPatch, updateInboxItemCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { inboxKeyRoot } from './get-inbox.ts';

/** `PATCH /ops/inbox/{kind}/{id}`: status, note, assignee and a charter's quote. */
export const updateInboxItem = ({ kind, id, patch }: { kind: InboxKind; id: number; patch: InboxPatch }) =>
  callApi(updateInboxItemCall, { params: { kind, id }, body: patch });

export function useUpdateInboxItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInboxItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeyRoot }),
  });
}
