import { saveNotificationPreferencesCall, type UpdateNotificationPreferencesInput } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { notificationPreferencesQueryOptions } from './get-notification-preferences.ts';

export const saveNotificationPreferences = (userId: number, input: UpdateNotificationPreferencesInput) =>
  callApi(saveNotificationPreferencesCall, { params: { userId }, body: input });

export function useSaveNotificationPreferences(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateNotificationPreferencesInput) => saveNotificationPreferences(userId, input),
    onSuccess: (saved) =>
      queryClient.setQueryData(notificationPreferencesQueryOptions(userId).queryKey, saved),
  });
}
