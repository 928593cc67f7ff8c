import type { LoaderFunctionArgs } from 'react-router';
import { promoCodesQueryOptions } from '../../../features/promotions/api/get-promo-codes.ts';
import {
  PromoCodesScreen,
  promoCodesFilterFrom,
} from '../../../features/promotions/components/promo-codes-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';

/** `/ops/promo-codes?q=&page=`: the codes, a new one, disabling. */
export async function loader({ request }: LoaderFunctionArgs) {
  await queryClient.prefetchQuery(
    promoCodesQueryOptions(promoCodesFilterFrom(new URL(request.url).searchParams)),
  );
  return null;
}

export function Component() {
  return <PromoCodesScreen />;
}
