import { type LoaderFunctionArgs, useParams } from 'react-router';
import { inboxItemQueryOptions } from '../../../features/inbox/api/get-inbox-item.ts';
import { InboxItemScreen } from '../../../features/inbox/components/inbox-item-screen.tsx';
import { isInboxKind } from '../../../features/inbox/components/inbox-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { Component as NotFound } from '../not-found.tsx';

const itemId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** `/ops/inbox/{kind}/{id}`: one item, everything its form sent, and its history. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = itemId(params.id);
  if (isInboxKind(params.kind) && id !== null) {
    await queryClient.prefetchQuery(inboxItemQueryOptions(params.kind, id));
  }
  return null;
}

export function Component() {
  const params = useParams();
  const id = itemId(params.id);
  return isInboxKind(params.kind) && id !== null ? (
    <InboxItemScreen kind={params.kind} id={id} />
  ) : (
    <NotFound />
  );
}
