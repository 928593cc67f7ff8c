import type { CardLinkRequest, MobilityCard, MobilityCardList } from '@shuttle/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const cardsKey = (userId: number) => ['users', userId, 'cards'] as const;

export const mobilityCardsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: cardsKey(userId),
    queryFn: () => apiRequest<MobilityCardList>(`/users/${userId}/cards`),
  });

/** The rider's linked mobility cards (docs/product.md#mobility-card). */
export function useMobilityCards(userId: number) {
  return useQuery(mobilityCardsQueryOptions(userId));
}

export function useLinkCard(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CardLinkRequest) =>
      apiRequest<MobilityCard>(`/users/${userId}/cards`, { method: 'POST', body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsKey(userId) }),
  });
}

/** Unlinks a lost card: it boards nobody from then on. */
export function useUnlinkCard(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) =>
      apiRequest<undefined>(`/users/${userId}/cards/${cardId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsKey(userId) }),
  });
}
