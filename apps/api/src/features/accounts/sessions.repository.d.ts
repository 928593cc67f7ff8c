import { type Executor } from '@shuttle/db';
export declare class SessionsRepository {
  private readonly db;
  constructor(db: Executor);
  create(userId: number, expiresAt: Date): Promise<string>;
  revoke(id: string, now: Date): Promise<void>;
  revokeAllOf(userId: number, now: Date): Promise<void>;
}
