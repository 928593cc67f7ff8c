import { MESSAGES, verifyAccountCall } from '@shuttle/contracts';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { parseVerificationToken } from '../utils/verification-token.ts';
import { userQueryOptions } from './get-user.ts';

export const verifyAccount = (userId: number, code: string) =>
  callApi(verifyAccountCall, { params: { userId }, body: { code } });

/** What opening a verification link came to (docs/product.md#accounts). */
export type VerificationOutcome =
  | { status: 'verified' }
  | { status: 'already-verified' }
  /** `userId` is null when the link names no user, so no new code can be asked for. */
  | { status: 'failed'; userId: number | null; code: string };

/** docs/product.md#texts: a server message saying the user is already verified switches the view. */
const saysAlreadyVerified = (error: unknown) =>
  error instanceof ApiError &&
  (error.serverMessage ?? '').toLowerCase().includes(MESSAGES.alreadyVerified.toLowerCase());

/**
 * Attempts the verification a link stands for, once per opening (the page's loader calls it;
 * docs/decisions/010-verification-in-the-loader.md). Never throws: every failure is a view.
 */
export async function verifyFromLink(token: string): Promise<VerificationOutcome> {
  const parsed = parseVerificationToken(token);
  if (!parsed) return { status: 'failed', userId: null, code: token };
  try {
    await verifyAccount(parsed.userId, parsed.code);
  } catch (error) {
    if (saysAlreadyVerified(error)) return { status: 'already-verified' };
    return { status: 'failed', ...parsed };
  }
  // A signed-in rider's cached user still says unverified.
  void queryClient.invalidateQueries({ queryKey: userQueryOptions(parsed.userId).queryKey });
  return { status: 'verified' };
}
