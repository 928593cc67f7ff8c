import { getPaymentSettingsCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const getPaymentSettings = () => callApi(getPaymentSettingsCall);

/** Which checkout to open: a server setting, so one build serves sandbox and Paystack. */
export const paymentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'settings'],
    queryFn: getPaymentSettings,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePaymentSettings() {
  return useQuery(paymentSettingsQueryOptions());
}
