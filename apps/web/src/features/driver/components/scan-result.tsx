import type { CheckInResultKind } from '@shuttle/contracts';
import type { QueuedScan } from '../offline/driver-store.ts';
import { effectiveResult } from '../offline/scan-queue.ts';

export const RESULT_TITLES: Record<CheckInResultKind, string> = {
  boarded: 'Board',
  already_boarded: 'Already boarded',
  wrong_run: 'Wrong bus',
  cancelled: 'Ride cancelled',
  unknown: 'Not a valid pass',
  outside_window: 'Not now',
};

const RESULT_REASONS: Record<Exclude<CheckInResultKind, 'boarded'>, string> = {
  already_boarded: 'This pass was already used on this run.',
  wrong_run: 'This pass is for another run.',
  cancelled: 'This ride was cancelled. Do not board.',
  unknown: 'No ride on this run has this code.',
  outside_window:
    'Not this run’s boarding time: passes are checked in from shortly before it departs, or once it has started. Do not board.',
};

/** A card says why in its own words where a pass's would mislead. */
const CARD_REASONS = {
  unknown: 'This card is not linked to any rider. Do not board.',
  wrong_run: 'This card’s rider has no ride on this run.',
} as const;

/** The last scan, large and coloured: green to board, red for anything else. */
export function ScanResult({ scan }: { scan: QueuedScan }) {
  const result = effectiveResult(scan);
  const details = scan.server?.rider ? scan.server : scan.local;
  const name = details.rider ? `${details.rider.fname} ${details.rider.lname}` : null;
  const seats = details.seats;
  return (
    <output
      className={`scan-result scan-result--${result === 'boarded' ? 'good' : 'bad'}`}
      aria-live="assertive"
      aria-label="Scan result"
    >
      <strong className="scan-result__title">{RESULT_TITLES[result]}</strong>
      {name && result !== 'wrong_run' ? <span className="scan-result__name">{name}</span> : null}
      {result === 'boarded' && seats ? (
        <span className="scan-result__seats">{seats === 1 ? '1 seat' : `${seats} seats`}</span>
      ) : null}
      {result !== 'boarded' ? (
        <span>
          {scan.card_number && result in CARD_REASONS
            ? CARD_REASONS[result as keyof typeof CARD_REASONS]
            : RESULT_REASONS[result]}
        </span>
      ) : null}
      <span className="scan-result__sync">{scan.state === 'waiting' ? 'Waiting to sync' : 'Synced'}</span>
    </output>
  );
}
