import { useSearchParams } from 'react-router';
import { receiptsQueryOptions } from '../../../features/receipts/api/get-receipts.ts';
import { ReceiptsListPage } from '../../../features/receipts/components/receipts-list-page.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Receipts | Shuttle',
};

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};

/** The page of receipts loads before the page paints; a failure is left to the page (ADR 188). */
export async function loader({ request }: { request: Request }) {
  const current = session.get();
  if (!current) return null;
  const page = pageOf(new URL(request.url).searchParams.get('page'));
  await queryClient
    .ensureQueryData({ ...receiptsQueryOptions(current.userId, page), retry: false })
    .catch(() => {});
  return null;
}

export function Component() {
  const [params, setParams] = useSearchParams();
  const current = session.get();
  if (!current) return null;
  return (
    <ReceiptsListPage
      userId={current.userId}
      page={pageOf(params.get('page'))}
      onPage={(page) => setParams({ page: String(page) }, { preventScrollReset: true })}
    />
  );
}
