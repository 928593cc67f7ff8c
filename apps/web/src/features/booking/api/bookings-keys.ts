/** Every booking query key of a rider starts here, so one invalidation refreshes them all. */
export const bookingsKeyRoot = (userId: number) => ['users', userId, 'bookings'] as const;
