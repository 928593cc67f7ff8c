import { STAFF_ROLES } from '@shuttle/contracts';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { inboxItemQueryOptions } from '../../../features/operations/api/get-inbox-item.ts';
import { InboxItemScreen } from '../../../features/operations/components/inbox-item-screen.tsx';
import { isInboxKind } from '../../../features/operations/components/inbox-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { userWithRole } from '../../role-access.ts';
import { Component as NotFound } from '../not-found.tsx';

const itemId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** `/ops/inbox/{kind}/{id}`: one item, everything its form sent, and its history. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = itemId(params.id);
  if (isInboxKind(params.kind) && id !== null && (await userWithRole(STAFF_ROLES))) {
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
