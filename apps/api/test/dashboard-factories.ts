import { generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import type { CreatePromoCodeInput } from '@shuttle/contracts';
import { type Executor, promoCodes } from '@shuttle/db';
import { SignJWT } from 'jose';

let sequence = 0;

/** A promo code written straight to the database: `createPromoCode(db, { maxRedemptions: 1 })`. */
export async function createPromoCode(
  db: Executor,
  overrides: Partial<typeof promoCodes.$inferInsert> = {},
): Promise<typeof promoCodes.$inferSelect> {
  const [row] = await db
    .insert(promoCodes)
    .values({
      code: `TEST-${process.pid % 1000}-${++sequence}`,
      description: 'A test promotion',
      kind: 'wallet_credit',
      amountKobo: 50_000,
      perUserLimit: 1,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createPromoCode: no row');
  return row;
}

export const walletCreditCode = (code: string): CreatePromoCodeInput => ({
  code,
  description: 'Test credit',
  kind: 'wallet_credit',
  amount_kobo: 20_000,
  per_user_limit: 1,
});

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartFile(
  bytes: Buffer,
  options: { field?: string; filename?: string; type?: string } = {},
) {
  const boundary = `----shuttle-test-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'avatar'}"; ` +
      `filename="${options.filename ?? 'picture.png'}"\r\nContent-Type: ${options.type ?? 'image/png'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A partner's signing keys, made for the test run (the partner SDK double's role). */
export interface PartnerKeys {
  privateKey: KeyObject;
  publicKeyPem: string;
}

export function partnerKeys(): PartnerKeys {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { privateKey, publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

export interface PartnerTokenOptions {
  key: KeyObject;
  issuer?: string;
  audience?: string;
  subject?: string;
  issuedAt?: Date;
  expiresAt?: Date;
  claims?: Record<string, unknown>;
}

export const PARTNER_TEST_SETTINGS = {
  PARTNER_NAME: 'TestPay',
  PARTNER_AUDIENCE: 'shuttle',
  PARTNER_ISSUER: 'https://id.testpay.example',
} as const;

/** A token as the partner's SDK signs it for its user. */
export function partnerToken(options: PartnerTokenOptions): Promise<string> {
  const issuedAt = options.issuedAt ?? new Date();
  const expiresAt = options.expiresAt ?? new Date(issuedAt.getTime() + 5 * 60_000);
  return new SignJWT({
    email: `partner-${randomBytes(6).toString('hex')}@example.ng`,
    email_verified: true,
    given_name: 'Amaka',
    family_name: 'Eze',
    phone_number: '08031230000',
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
    .setIssuer(options.issuer ?? PARTNER_TEST_SETTINGS.PARTNER_ISSUER)
    .setAudience(options.audience ?? PARTNER_TEST_SETTINGS.PARTNER_AUDIENCE)
    .setSubject(options.subject ?? `partner-user-${randomBytes(6).toString('hex')}`)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(options.key);
}
