import type { LoginInput, RegisterInput, SessionUser, UpdateProfileInput } from '@shuttle/contracts';
import type { Executor, User } from '@shuttle/db';
import type { Rider, TokenService } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
/**
 * The only corporate a rider may name at sign-up: the She Moves programme (spec section 6).
 * Membership alone spends nothing: company money needs an allowance an operator sets.
 */
export declare const PROGRAMME_CORPORATE_ID = 2;
export declare class AccountsService {
  private readonly deps;
  private readonly tokens;
  private readonly throttle;
  constructor(deps: Deps, tokens: TokenService);
  register(input: RegisterInput): Promise<SessionUser>;
  /** A failed login answers "Incorrect Password" whether or not the email exists (DESIGN.md 5). */
  login(input: LoginInput, ip: string): Promise<SessionUser>;
  logout(rider: Rider): Promise<void>;
  /** Profile changes; a new email address must be verified again. */
  updateProfile(userId: number, input: UpdateProfileInput): Promise<User>;
  findUser(userId: number): Promise<User>;
  sessionUser(user: User, token: string, expiresAt: Date): Promise<SessionUser>;
  publicUser(user: User): {
    id: number;
    fname: string;
    lname: string;
    email: string;
    phone: string;
    city_id: number;
    corporate_id: number | null;
    verified: boolean;
    avatar: string | null;
  };
  /** Issues a fresh 6-digit code and queues its email in the caller's transaction. */
  sendVerificationCode(tx: Executor, user: User, now: Date): Promise<void>;
  private openSession;
}
