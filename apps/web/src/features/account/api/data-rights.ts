import type {
  DataExport,
  DeleteAccountAnswer,
  DeleteAccountInput,
  LatestDataExport,
} from '@shuttle/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fetchFile, saveFile } from '../../../lib/downloads.ts';
import { session } from '../../../lib/session.ts';
import { userKeyRoot } from './user-key.ts';

const latestExportKey = (userId: number) => [...userKeyRoot(userId), 'data-export'] as const;

/** The latest copy asked for; asked again every few seconds while it is being prepared. */
export function useLatestDataExport(userId: number) {
  return useQuery({
    queryKey: latestExportKey(userId),
    queryFn: () => apiRequest<LatestDataExport>(`/users/${userId}/data-export`),
    refetchInterval: (query) => (query.state.data?.data?.status === 'preparing' ? 5000 : false),
  });
}

export function useRequestDataExport(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DataExport>(`/users/${userId}/data-export`, { method: 'POST' }),
    onSuccess: (answer) => queryClient.setQueryData(latestExportKey(userId), { data: answer }),
  });
}

/** The zip, with the session's token: the emailed link opens a page that calls this. */
export function useDownloadDataExport(userId: number) {
  return useMutation({
    mutationFn: async (exportId: string) =>
      saveFile(
        await fetchFile(`/users/${userId}/data-export/${exportId}`, 'application/zip', 'shuttle-data.zip'),
      ),
  });
}

/** The account is gone: this device's session ends with it. */
export function useDeleteAccount(userId: number) {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      apiRequest<DeleteAccountAnswer>(`/users/${userId}`, { method: 'DELETE', body: input }),
    onSuccess: () => session.end(),
  });
}
