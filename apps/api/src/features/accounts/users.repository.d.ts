import { type Executor, type User } from '@shuttle/db';
export interface NewUser {
  fname: string;
  lname: string;
  email: string;
  phone: string;
  cityId: number;
  corporateId?: number | undefined;
  passwordHash: string;
}
export type UserChanges = Partial<
  Pick<User, 'fname' | 'lname' | 'email' | 'phone' | 'cityId' | 'avatar' | 'verifiedAt'>
>;
export declare class UsersRepository {
  private readonly db;
  constructor(db: Executor);
  findById(id: number): Promise<User | undefined>;
  findByEmail(email: string): Promise<User | undefined>;
  /** Creates the user with an empty personal wallet; undefined when the email is taken. */
  create(user: NewUser, now: Date): Promise<User | undefined>;
  update(id: number, changes: UserChanges, now: Date): Promise<User | undefined>;
  /** Sets a new password and voids every token issued before now. */
  changePassword(id: number, passwordHash: string, now: Date): Promise<void>;
  /** Marks the user verified; false when they already were (or do not exist). */
  markVerified(id: number, now: Date): Promise<boolean>;
}
