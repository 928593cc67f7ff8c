import { addressParts, lagosDate } from '@shuttle/contracts';
import { downloadRideHistoryAddress } from '@shuttle/contracts/addresses/bookings';
import { useMutation } from '@tanstack/react-query';
import { callPath } from '../../../lib/api-client.ts';
import { fetchFile, saveFile } from '../../../lib/downloads.ts';

/** `GET /users/{userId}/rides.csv`: every ride the rider booked, as a spreadsheet (ADR 248). */
export function useDownloadRideHistory(userId: number) {
  return useMutation({
    mutationFn: () =>
      fetchFile(
        callPath(addressParts(downloadRideHistoryAddress), { userId }),
        'text/csv',
        `rides-${lagosDate()}.csv`,
      ),
    onSuccess: saveFile,
  });
}
