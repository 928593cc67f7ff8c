import { getPaymentSettingsAddress } from '@shuttle/contracts/addresses/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstPaintRead, paintFirst } from '../../../lib/first-paint-query.ts';

/** The wallet page's first paint waits for it: painted first, checked after (docs/decisions/287). */
const paymentSettingsRead = firstPaintRead(getPaymentSettingsAddress, () =>
  import('@shuttle/contracts/wallet').then((calls) => calls.getPaymentSettingsCall),
);

/** Which checkout to open: a server setting, so one build serves sandbox and Paystack. */
export const paymentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'settings'],
    queryFn: paintFirst(paymentSettingsRead),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePaymentSettings() {
  return useQuery(paymentSettingsQueryOptions());
}
