/** Every notification query of a rider starts with this key, so one invalidation reaches all. */
export const notificationsKeyRoot = (userId: number) => ['users', userId, 'notifications'] as const;
