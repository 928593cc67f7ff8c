export interface VerificationToken {
  code: string;
  userId: number;
}

/**
 * The emailed token is `{code}-{userId}`: the user id follows the LAST hyphen (docs/product.md#accounts),
 * so a code may itself hold hyphens. Undefined when the token names no user.
 */
export function parseVerificationToken(token: string): VerificationToken | undefined {
  const hyphen = token.lastIndexOf('-');
  if (hyphen <= 0) return undefined;
  const idText = token.slice(hyphen + 1);
  const userId = Number(idText);
  if (!/^\d+$/.test(idText) || !Number.isSafeInteger(userId) || userId <= 0) return undefined;
  return { code: token.slice(0, hyphen), userId };
}
