export type Config = { PUBLIC_READ_RATE_LIMIT_PER_MINUTE: number };
export const loadConfig = (): Config => ({ PUBLIC_READ_RATE_LIMIT_PER_MINUTE: 300 });
