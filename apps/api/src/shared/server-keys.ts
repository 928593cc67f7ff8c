import { randomBytes } from 'node:crypto';
import type { Database, SigningKey } from '@shuttle/db';
import type { Clock } from './clock.ts';
import { ServerKeysRepository } from './server-keys.repository.ts';

/** How long one signing key signs before a new generation takes over (docs/decisions/111). */
export const SIGNING_KEY_ROTATION_MS = 30 * 24 * 3600 * 1000;
const KID_PATTERN = /^[\w-]{1,64}$/;
const HASHING_KEY_NAME = 'one-time-secret-hashing';

export interface CurrentSigningKey {
  kid: string;
  secret: Uint8Array;
}

const randomSecret = () => randomBytes(32).toString('base64url');
const keyBytes = (key: SigningKey) => new Uint8Array(Buffer.from(key.secret, 'base64url'));

/**
 * The keys every API process on one database agrees on, because they are kept in it: the
 * session-token signing keys (a new one signs every 30 days, older ones verify until their
 * last token has expired) and the key of the keyed hashes of one-time codes.
 */
export class ServerKeys {
  private current: SigningKey | undefined;
  private rotation: Promise<SigningKey> | undefined;
  private readonly known = new Map<string, SigningKey>();
  /**
   * Each key imported for verification once: an HMAC key given as bytes is imported again on
   * every token it checks, a second asynchronous crypto call per request (ADR 194).
   */
  private readonly verifiers = new Map<string, Promise<CryptoKey>>();

  private constructor(
    private readonly repository: ServerKeysRepository,
    private readonly clock: Clock,
    private readonly sessionTtlMs: number,
    /** Keys the HMAC of verification codes, reset tokens and form submissions. */
    readonly hashingKey: string,
  ) {}

  static async open(db: Database, clock: Clock, sessionTtlSeconds: number): Promise<ServerKeys> {
    const repository = new ServerKeysRepository(db);
    const hashingKey = await repository.secretNamed(HASHING_KEY_NAME, randomSecret());
    const keys = new ServerKeys(repository, clock, sessionTtlSeconds * 1000, hashingKey);
    await keys.signingKey();
    return keys;
  }

  /** The key new tokens are signed with; a due rotation happens here, once across processes. */
  async signingKey(): Promise<CurrentSigningKey> {
    let current = this.current;
    if (!current || this.isDue(current)) {
      this.rotation ??= this.rotate().finally(() => {
        this.rotation = undefined;
      });
      current = await this.rotation;
      this.current = current;
      this.known.set(current.kid, current);
    }
    return { kid: current.kid, secret: keyBytes(current) };
  }

  /** The key a token's `kid` names, if it may still verify: another process may have made it. */
  async verificationKey(kid: string): Promise<CryptoKey | undefined> {
    if (!KID_PATTERN.test(kid)) return undefined;
    const notBefore = this.oldestUsefulKeyTime();
    let key = this.known.get(kid);
    if (!key) {
      key = await this.repository.signingKey(kid, notBefore);
      if (!key) return undefined;
      this.known.set(kid, key);
    }
    // Age is checked on every call: a key past its last token's expiry stops verifying.
    if (key.createdAt <= notBefore) return undefined;
    let verifier = this.verifiers.get(kid);
    if (!verifier) {
      verifier = crypto.subtle.importKey('raw', keyBytes(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
        'verify',
      ]);
      this.verifiers.set(kid, verifier);
    }
    return verifier;
  }

  private isDue(key: SigningKey): boolean {
    return this.clock.now().getTime() - key.createdAt.getTime() >= SIGNING_KEY_ROTATION_MS;
  }

  /** A key stops signing when it is 30 days old; its last token expires a session later. */
  private oldestUsefulKeyTime(): Date {
    return new Date(this.clock.now().getTime() - SIGNING_KEY_ROTATION_MS - this.sessionTtlMs);
  }

  /**
   * Takes the newest key if it is young enough (another process rotated already), else adds
   * the next generation and answers whichever key won it: two processes rotating at once both
   * end up with the same key.
   */
  private async rotate(): Promise<SigningKey> {
    const newest = await this.repository.newestSigningKey();
    if (newest && !this.isDue(newest)) return newest;
    await this.repository.addSigningKey({
      kid: randomBytes(12).toString('base64url'),
      generation: (newest?.generation ?? 0) + 1,
      secret: randomSecret(),
      createdAt: this.clock.now(),
    });
    const winner = await this.repository.newestSigningKey();
    if (!winner) throw new Error('No signing key could be stored.');
    await this.repository.forgetSigningKeysBefore(this.oldestUsefulKeyTime(), winner.generation);
    return winner;
  }
}
