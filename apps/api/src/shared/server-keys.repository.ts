import {
  and,
  desc,
  type Executor,
  eq,
  gt,
  lt,
  type SigningKey,
  serverSecrets,
  signingKeys,
} from '@shuttle/db';

export class ServerKeysRepository {
  constructor(private readonly db: Executor) {}

  async newestSigningKey(): Promise<SigningKey | undefined> {
    const [key] = await this.db.select().from(signingKeys).orderBy(desc(signingKeys.generation)).limit(1);
    return key;
  }

  /** The key named `kid` if it was made after `notBefore`: older ones have no live token left. */
  async signingKey(kid: string, notBefore: Date): Promise<SigningKey | undefined> {
    const [key] = await this.db
      .select()
      .from(signingKeys)
      .where(and(eq(signingKeys.kid, kid), gt(signingKeys.createdAt, notBefore)))
      .limit(1);
    return key;
  }

  /** Adds the key unless another process added its generation first; the caller reads the winner. */
  async addSigningKey(key: SigningKey): Promise<void> {
    await this.db.insert(signingKeys).values(key).onConflictDoNothing();
  }

  /** Forgets keys made before `cutoff`, except the newest generation `keep`. */
  async forgetSigningKeysBefore(cutoff: Date, keep: number): Promise<void> {
    await this.db
      .delete(signingKeys)
      .where(and(lt(signingKeys.createdAt, cutoff), lt(signingKeys.generation, keep)));
  }

  /** The secret named `name`, made with `candidate` by whichever process asked first. */
  async secretNamed(name: string, candidate: string): Promise<string> {
    await this.db.insert(serverSecrets).values({ name, secret: candidate }).onConflictDoNothing();
    const [row] = await this.db
      .select({ secret: serverSecrets.secret })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, name));
    if (!row) throw new Error(`The server secret ${name} could not be stored.`);
    return row.secret;
  }
}
