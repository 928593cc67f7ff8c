import { isStale, type LivePosition, type TrackedStop } from '@shuttle/contracts';

/**
 * Where the bus is along the line of stops, in stop units: 0 at the first stop, 1 at the second,
 * 1.5 half way from the second to the third. Null when it has not been seen.
 */
export function busProgress(stops: readonly TrackedStop[], position: LivePosition | null): number | null {
  if (!position || stops.length === 0) return null;
  const next =
    position.next_stop_id === null
      ? stops.length - 1
      : stops.findIndex((stop) => stop.stop_id === position.next_stop_id);
  if (next <= 0) return 0;
  const from = stops[next - 1] as TrackedStop;
  const to = stops[next] as TrackedStop;
  // A flat projection onto the stretch between the two stops is plenty for drawing.
  const scale = Math.cos((from.lat * Math.PI) / 180);
  const bx = (to.lon - from.lon) * scale;
  const by = to.lat - from.lat;
  const px = (position.lon - from.lon) * scale;
  const py = position.lat - from.lat;
  const length = bx * bx + by * by;
  const fraction = length === 0 ? 1 : Math.min(1, Math.max(0, (px * bx + py * by) / length));
  return next - 1 + fraction;
}

/** Whole minutes from `now` to an ETA, never below 0. */
export function minutesUntil(at: string, now: number): number {
  return Math.max(0, Math.round((Date.parse(at) - now) / 60_000));
}

/**
 * Whether the position says where the bus is now: the server's LIVE_STALE_SECONDS decides
 * (`stale`, `stale_at`), so every screen turns a fix into "last seen" at the same moment.
 */
export function hasSignal(position: LivePosition | null, now: number): boolean {
  return position !== null && !isStale(position, now);
}

let clock: Intl.DateTimeFormat | undefined;
/** Made on first use: a page's first `Intl` formatter is slow to make (docs/decisions/189). */
export function lagosClock(at: string): string {
  clock ??= new Intl.DateTimeFormat('en-NG', {
    timeZone: 'Africa/Lagos',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return clock.format(new Date(at));
}

/** "just now", "40 s ago", "3 min ago". */
export function ago(at: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(at)) / 1000));
  if (seconds < 10) return 'just now';
  if (seconds < 60) return `${seconds} s ago`;
  return `${Math.round(seconds / 60)} min ago`;
}

let day: Intl.DateTimeFormat | undefined;
/** "Last seen at 07:42", with the day when it was not today in Lagos ("Last seen at 18:05 on 24 Nov"). */
export function lastSeen(at: string, now: number): string {
  day ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'short' });
  const when = day.format(new Date(at));
  return when === day.format(new Date(now))
    ? `Last seen at ${lagosClock(at)}`
    : `Last seen at ${lagosClock(at)} on ${when}`;
}
