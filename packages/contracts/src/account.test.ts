import { describe, expect, it } from 'vitest';
import { ProfileForm } from './account.ts';
import { UpdateProfileInput } from './accounts.ts';

describe('the profile form', () => {
  it('sends what PATCH /users/{userId} accepts, and refuses what it refuses', () => {
    const typed = {
      fname: ' Funke ',
      lname: 'Adeyemi',
      email: 'funke@example.ng',
      phone: '0803 123 4567',
      city_id: '1',
    };
    const sent = ProfileForm.parse(typed);
    expect(UpdateProfileInput.parse(sent)).toEqual(sent);
    for (const bad of [
      { fname: '' },
      { email: 'not-an-email' },
      { phone: '0803' },
      { lname: 'x'.repeat(61) },
    ]) {
      expect(ProfileForm.safeParse({ ...typed, ...bad }).success).toBe(false);
      expect(UpdateProfileInput.safeParse({ ...sent, ...bad }).success).toBe(false);
    }
  });
});
