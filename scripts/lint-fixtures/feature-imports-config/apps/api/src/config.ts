export type Config = { SMTP_URL?: string };
export const loadConfig = (): Config => ({});
