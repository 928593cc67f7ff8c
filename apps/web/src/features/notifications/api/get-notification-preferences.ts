import { getNotificationPreferencesCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { notificationsKeyRoot } from './notifications-key.ts';

export const getNotificationPreferences = (userId: number) =>
  callApi(getNotificationPreferencesCall, { params: { userId } });

export const notificationPreferencesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...notificationsKeyRoot(userId), 'preferences'],
    queryFn: () => getNotificationPreferences(userId),
  });

export function useNotificationPreferences(userId: number) {
  return useQuery(notificationPreferencesQueryOptions(userId));
}
