import type { Config } from '../../config.ts';

export const createMailer = (config: Config) => (config.SMTP_URL ? 'smtp' : 'sandbox');
