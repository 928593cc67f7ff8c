import { isStale } from '@shuttle/contracts';

let seenClock: Intl.DateTimeFormat | undefined;
let seenDay: Intl.DateTimeFormat | undefined;

/**
 * A fresh fix is "Live (07:42)"; one older than the API's LIVE_STALE_SECONDS (its `stale`,
 * `stale_at`) is "Last seen at 07:42", with the day when it was not today in Lagos.
 */
export function lastSeenText(
  position: { recorded_at: string; stale: boolean; stale_at: string },
  now: number,
) {
  // Made on first use: a page's first Intl formatter is slow to make (docs/decisions/189).
  seenClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Lagos',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  seenDay ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'short' });
  const at = new Date(position.recorded_at);
  const time = seenClock.format(at);
  if (!isStale(position, now)) return `Live (${time})`;
  const day = seenDay.format(at);
  return day === seenDay.format(new Date(now)) ? `Last seen at ${time}` : `Last seen at ${time} on ${day}`;
}
