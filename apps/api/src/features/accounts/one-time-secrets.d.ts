/** QUALITY.md section 2: codes are 6 random digits for 10 minutes, 5 attempts, single use. */
export declare const VERIFICATION_CODE_TTL_MS: number;
export declare const VERIFICATION_MAX_ATTEMPTS = 5;
/** Reset tokens are 256 random bits for 30 minutes, single use. */
export declare const RESET_TOKEN_TTL_MS: number;
export declare const newVerificationCode: () => string;
export declare const newResetToken: () => string;
/** Secrets are stored only as a keyed hash: a copy of the table does not reveal live codes. */
export declare function hashSecret(key: string, purpose: string, secret: string): string;
