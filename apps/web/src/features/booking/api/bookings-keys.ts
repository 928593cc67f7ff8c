/** Every booking query key of a rider starts here, so one invalidation refreshes them all. */
export const bookingsKeyRoot = (userId: number) => ['users', userId, 'bookings'] as const;

/** The signed-in user and their wallet are cached under this key (features/auth, features/wallet). */
export const walletKeyRoot = (userId: number) => ['users', userId, 'wallet'] as const;

/** The rider's redeemed promo codes (features/account): bookings use and give back discount rides. */
export const promoCodesKey = (userId: number) => ['users', userId, 'promo-codes'] as const;
