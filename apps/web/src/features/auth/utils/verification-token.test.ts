import { describe, expect, it } from 'vitest';
import { parseVerificationToken } from './verification-token.ts';

describe('parseVerificationToken', () => {
  it.each([
    ['123456-42', { code: '123456', userId: 42 }],
    ['12-34-56-7', { code: '12-34-56', userId: 7 }],
    ['a-b-c-2147483647', { code: 'a-b-c', userId: 2147483647 }],
    ['123456--5', { code: '123456-', userId: 5 }],
  ])('reads %s as the code and the user id after the last hyphen', (token, expected) => {
    expect(parseVerificationToken(token)).toEqual(expected);
  });

  it.each(['123456', '-42', '123456-', '123456-0', '123456-4x', '123456-1e3', ''])(
    'finds no user in "%s"',
    (token) => {
      expect(parseVerificationToken(token)).toBeUndefined();
    },
  );
});
