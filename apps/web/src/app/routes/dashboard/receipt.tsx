import { useParams } from 'react-router';
import { receiptQueryOptions } from '../../../features/receipts/api/get-receipts.ts';
import { ReceiptPage } from '../../../features/receipts/components/receipt-page.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';
import type { PageMeta } from '../../page-meta.tsx';
import { Component as NotFound } from '../not-found.tsx';

export const handle: PageMeta = {
  title: 'Receipt | Shuttle',
};

const receiptIdOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The receipt loads before the page paints; a failure is left to the page (ADR 188). */
export async function loader({ params }: { params: { receiptId?: string } }) {
  const current = session.get();
  const receiptId = receiptIdOf(params.receiptId);
  if (!current || receiptId === null) return null;
  await queryClient
    .ensureQueryData({ ...receiptQueryOptions(current.userId, receiptId), retry: false })
    .catch(() => {});
  return null;
}

export function Component() {
  const receiptId = receiptIdOf(useParams().receiptId);
  const current = session.get();
  if (!current) return null;
  if (receiptId === null) return <NotFound />;
  return <ReceiptPage userId={current.userId} receiptId={receiptId} />;
}
