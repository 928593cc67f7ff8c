import { hash, verify } from '@node-rs/argon2';

/** argon2id with the parameters of QUALITY.md section 2; they are stored in the hash string. */
/** `Algorithm.Argon2id` of @node-rs/argon2, a const enum that isolated modules cannot import. */
const ARGON2ID_ALGORITHM = 2;
const ARGON2ID = { algorithm: ARGON2ID_ALGORITHM, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2ID);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
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
