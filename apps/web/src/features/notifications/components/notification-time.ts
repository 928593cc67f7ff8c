import { LAGOS_TIME_ZONE } from '@shuttle/contracts';

const WHEN = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: LAGOS_TIME_ZONE,
});

/** When a notification came, in Lagos time. */
export const formatNotificationTime = (iso: string) => WHEN.format(new Date(iso));
