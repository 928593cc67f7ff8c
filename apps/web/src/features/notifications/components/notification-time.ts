import { LAGOS_TIME_ZONE } from '@shuttle/contracts';

let when: Intl.DateTimeFormat | undefined;

/**
 * When a notification came, in Lagos time. The formatter is made on first use: dashboard home
 * loads this module, and a page's first `Intl` formatter is slow to make (docs/decisions/189).
 */
export function formatNotificationTime(iso: string): string {
  when ??= new Intl.DateTimeFormat('en-NG', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: LAGOS_TIME_ZONE,
  });
  return when.format(new Date(iso));
}
