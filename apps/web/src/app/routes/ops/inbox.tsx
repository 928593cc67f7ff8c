import { type LoaderFunctionArgs, useParams } from 'react-router';
import { inboxQueryOptions } from '../../../features/inbox/api/get-inbox.ts';
import {
  InboxScreen,
  inboxFilterFrom,
  isInboxKind,
} from '../../../features/inbox/components/inbox-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { Component as NotFound } from '../not-found.tsx';

/** `/ops/inbox/{kind}?q=&status=&page=`: one inbox of the public forms or route suggestions. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (isInboxKind(params.kind)) {
    await queryClient.prefetchQuery(
      inboxQueryOptions(params.kind, inboxFilterFrom(new URL(request.url).searchParams)),
    );
  }
  return null;
}

export function Component() {
  const { kind } = useParams();
  return isInboxKind(kind) ? <InboxScreen kind={kind} /> : <NotFound />;
}
