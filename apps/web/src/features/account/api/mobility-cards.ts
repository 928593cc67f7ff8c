import {
  type CardLinkRequest,
  getMobilityCardsCall,
  linkMobilityCardCall,
  unlinkMobilityCardCall,
} from '@shuttle/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { userKey } from '../../../lib/query-keys.ts';

const cardsKey = (userId: number) => [...userKey(userId), 'cards'] as const;

export const mobilityCardsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: cardsKey(userId),
    queryFn: () => callApi(getMobilityCardsCall, { params: { userId } }),
  });

/** The rider's linked mobility cards (docs/product.md#mobility-card). */
export function useMobilityCards(userId: number) {
  return useQuery(mobilityCardsQueryOptions(userId));
}

export function useLinkCard(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CardLinkRequest) =>
      callApi(linkMobilityCardCall, { params: { userId }, body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsKey(userId) }),
  });
}

/** Unlinks a lost card: it boards nobody from then on. */
export function useUnlinkCard(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) => callApi(unlinkMobilityCardCall, { params: { userId, cardId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsKey(userId) }),
  });
}
