import {
  type DeleteAccountInput,
  deleteAccountCall,
  downloadDataExportCall,
  getLatestDataExportCall,
  requestDataExportCall,
} from '@shuttle/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callPath } from '../../../lib/api-client.ts';
import { fetchFile, saveFile } from '../../../lib/downloads.ts';
import { userKey } from '../../../lib/query-keys.ts';
import { session } from '../../../lib/session.ts';

const latestExportKey = (userId: number) => [...userKey(userId), 'data-export'] as const;

/** The latest copy asked for; asked again every few seconds while it is being prepared. */
export function useLatestDataExport(userId: number) {
  return useQuery({
    queryKey: latestExportKey(userId),
    queryFn: () => callApi(getLatestDataExportCall, { params: { userId } }),
    refetchInterval: (query) => (query.state.data?.data?.status === 'preparing' ? 5000 : false),
  });
}

export function useRequestDataExport(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(requestDataExportCall, { params: { userId } }),
    onSuccess: (answer) => queryClient.setQueryData(latestExportKey(userId), { data: answer }),
  });
}

/** The zip, with the session's token: the emailed link opens a page that calls this. */
export function useDownloadDataExport(userId: number) {
  return useMutation({
    mutationFn: async (exportId: string) =>
      saveFile(
        await fetchFile(
          callPath(downloadDataExportCall, { userId, exportId }),
          'application/zip',
          'shuttle-data.zip',
        ),
      ),
  });
}

/** The account is gone: this device's session ends with it. */
export function useDeleteAccount(userId: number) {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      callApi(deleteAccountCall, { params: { userId }, body: input }),
    onSuccess: () => session.end(),
  });
}
