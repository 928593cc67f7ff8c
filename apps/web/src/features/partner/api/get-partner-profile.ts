import { queryOptions, useQuery } from '@tanstack/react-query';
import { connectPartnerSdk } from '../partner-sdk.ts';

/** The partner app's user, from its SDK; null outside the partner's app. */
export const partnerProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['partner', 'profile'],
    queryFn: async () => {
      const sdk = await connectPartnerSdk();
      return sdk ? sdk.getProfile() : null;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePartnerProfile() {
  return useQuery(partnerProfileQueryOptions());
}
