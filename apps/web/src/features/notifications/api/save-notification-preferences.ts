import type { NotificationPreferences, UpdateNotificationPreferencesInput } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationPreferencesQueryOptions } from './get-notification-preferences.ts';

export const saveNotificationPreferences = (userId: number, input: UpdateNotificationPreferencesInput) =>
  apiRequest<NotificationPreferences>(`/users/${userId}/notification-preferences`, {
    method: 'PUT',
    body: input,
  });

export function useSaveNotificationPreferences(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateNotificationPreferencesInput) => saveNotificationPreferences(userId, input),
    onSuccess: (saved) =>
      queryClient.setQueryData(notificationPreferencesQueryOptions(userId).queryKey, saved),
  });
}
