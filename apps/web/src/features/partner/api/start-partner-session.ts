import { type SessionUser, startPartnerSessionCall } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { connectPartnerSdk } from '../partner-sdk.ts';

export class PartnerSdkMissingError extends Error {}

export const startPartnerSession = (token: string) => callApi(startPartnerSessionCall, { body: { token } });

/** Asks the partner's SDK for a token and trades it for our session, as login does. */
export function usePartnerLogin(onSession: (user: SessionUser) => void) {
  return useMutation({
    mutationFn: async () => {
      const sdk = await connectPartnerSdk();
      if (!sdk) throw new PartnerSdkMissingError();
      return startPartnerSession(await sdk.getToken());
    },
    onSuccess: onSession,
  });
}
