import { downloadBusPartnerStatementCall } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { callPath } from '../../../lib/api-client.ts';
import { fetchFile, saveFile } from '../../../lib/downloads.ts';

/**
 * `GET /bus-partner/statement?month=YYYY-MM`: a month's completed runs and their total as CSV,
 * fetched with the bearer token and handed to the browser as a download.
 */
export function useDownloadStatement() {
  return useMutation({
    mutationFn: (month: string) =>
      fetchFile(callPath(downloadBusPartnerStatementCall, undefined), 'text/csv', `statement-${month}.csv`, {
        month,
      }),
    onSuccess: saveFile,
  });
}
