/** The spec's day numbering: Sunday=1 ... Saturday=7 (docs/product.md#route-search); index + 1 is the number. */
export const TRIP_DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const tripDayName = (day: number) => TRIP_DAY_NAMES[day - 1] ?? String(day);
