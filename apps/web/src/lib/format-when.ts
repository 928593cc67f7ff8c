import { LAGOS_TIME_ZONE } from '@shuttle/contracts';

let when: Intl.DateTimeFormat | undefined;

/**
 * A date and time in Lagos. The formatter is made on first use, not when the wallet page's
 * chunk loads: a page's first `Intl` formatter is slow to make (docs/decisions/189, 192).
 */
export function formatWhen(iso: string): string {
  when ??= new Intl.DateTimeFormat('en-NG', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: LAGOS_TIME_ZONE,
  });
  return when.format(new Date(iso));
}
