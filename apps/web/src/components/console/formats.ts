const lagosTimeFormat = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

/** An instant as operators read it: date and time in Lagos ("25 Nov 2026, 09:30"). */
export const formatLagosTime = (iso: string) => lagosTimeFormat.format(new Date(iso));
