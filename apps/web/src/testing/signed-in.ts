import type { WalletAnswer } from '@shuttle/contracts';
import { session } from '../lib/session.ts';

/** Stores a session as login would, for tests of pages behind the dashboard guard. */
export function signInAs(userId: number): void {
  localStorage.setItem('token', 'header.payload.signature');
  localStorage.setItem('user_id', String(userId));
  localStorage.setItem('token_exp', String(Math.floor(Date.now() / 1000) + 3600));
  session.restore();
}

/** What GET /users/{userId}/wallet answers for a plain rider with an empty history. */
export function walletAnswerFor(userId: number, overrides: Partial<WalletAnswer> = {}): WalletAnswer {
  return {
    id: userId,
    fname: 'Funke',
    lname: 'Adeyemi',
    email: 'funke@example.ng',
    phone: '08031234567',
    city_id: 1,
    corporate_id: null,
    verified: true,
    avatar: null,
    role: 'rider',
    wallet: { balance_kobo: 0, company_balance_kobo: null },
    company_wallet: null,
    walletHistory: [],
    walletHistoryMeta: { page: 1, limit: 10, total: 0 },
    ...overrides,
  };
}
