import { getReceiptCall, getWalletStatementCall, type StatementQuery } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { callPath } from '../../../lib/api-client.ts';
import { fetchFile, saveFile } from '../../../lib/downloads.ts';

export type StatementFormat = 'csv' | 'pdf';

const ACCEPT: Record<StatementFormat, string> = { csv: 'text/csv', pdf: 'application/pdf' };

/** A receipt as the API's PDF (`Accept: application/pdf`), saved as `receipt-<number>.pdf`. */
export function useDownloadReceiptPdf(userId: number) {
  return useMutation({
    mutationFn: (receipt: { id: number; number: string }) =>
      fetchFile(
        callPath(getReceiptCall, { userId, receiptId: receipt.id }),
        ACCEPT.pdf,
        `receipt-${receipt.number}.pdf`,
      ),
    onSuccess: saveFile,
  });
}

/** The wallet statement over two Lagos dates, as CSV or PDF by `Accept`. */
export function useDownloadStatement(userId: number) {
  return useMutation({
    mutationFn: ({ period, format }: { period: StatementQuery; format: StatementFormat }) =>
      fetchFile(
        callPath(getWalletStatementCall, { userId }),
        ACCEPT[format],
        `statement-${period.from}-${period.to}.${format}`,
        { from: period.from, to: period.to },
      ),
    onSuccess: saveFile,
  });
}
