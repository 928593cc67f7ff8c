/**
 * Every query about a rider (their user and wallet, notifications, preferences) is keyed under
 * this prefix; changes to the account refresh all of them at once.
 */
export const userKeyRoot = (userId: number) => ['users', userId] as const;
