/**
 * The query keys that more than one feature uses: the signed-in user's, under which every read of
 * theirs is cached, and the wallet's, which is also the user (docs/decisions/274-query-keys.md).
 * A feature's own keys are in its `api/keys.ts`.
 */

/** Everything cached about one user: invalidating it refreshes all of it. */
export const userKey = (userId: number) => ['users', userId] as const;

/** The user and their wallet, read by one call (`GET /users/{userId}/wallet`). */
export const walletKey = (userId: number) => [...userKey(userId), 'wallet'] as const;

/** The rider's redeemed promo codes (their account page): bookings use and give back discount rides. */
export const promoCodesKey = (userId: number) => [...userKey(userId), 'promo-codes'] as const;

/** The rider's places in line: the search joins one, the bookings page lists and leaves them. */
export const waitlistKey = (userId: number) => [...userKey(userId), 'waitlist'] as const;
