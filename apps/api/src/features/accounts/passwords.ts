import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/** argon2id with the parameters of docs/security.md#passwords; they are stored in the hash string. */
/** `Algorithm.Argon2id` of @node-rs/argon2, a const enum that isolated modules cannot import. */
const ARGON2ID_ALGORITHM = 2;
const ARGON2ID = { algorithm: ARGON2ID_ALGORITHM, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * argon2 runs on libuv's pool (4 threads): a burst of logins would otherwise hash on every core
 * at once and starve the event loop that answers everyone else. Hashes wait their turn on all
 * cores but one (docs/decisions/015-login-throttle-records-before-hashing.md).
 */
const hashing = pLimit(Math.max(1, availableParallelism() - 1));

export const hashPassword = (password: string) => hashing(() => hash(password, ARGON2ID));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/**
 * Verifying against this when the email is unknown makes an unknown email cost as much time as
 * a wrong password, so timing does not tell which emails have accounts.
 */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => {
  decoyHash ??= hashPassword('decoy password for unknown accounts');
  return decoyHash;
};
