import { describe, expect, it } from 'vitest';
import { ProfileForm, profileFormFor } from './account.ts';
import { RegisterInput, UpdateProfileInput } from './accounts.ts';

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

describe('names', () => {
  const profile = { lname: 'Adeyemi', email: 'funke@example.ng', phone: '08031234567', city_id: 1 };

  it.each([
    'Funke',
    "O'Neil",
    'Adé-Bísí',
    'St. John',
    'Jr.',
    'Nkechi Mary',
    'Émilie',
    'Ph.D',
    'Ada 2',
    '<script>alert(1)</script>',
    "O'Brien'; DROP TABLE users; --",
  ])('takes "%s"', (fname) => {
    expect(UpdateProfileInput.safeParse({ ...profile, fname }).success).toBe(true);
  });

  it.each([
    'Ada\nClick https://evil.example',
    'Ada\r\nBcc: x',
    'evil.example',
    'www.evil',
    'https://evil.example',
    'Ada@evil.ng',
    'Ada\tTab',
    'Ada\u2028Win',
    'Ada\u202Eniw',
  ])('refuses "%s" in register, the profile and its form, with a message', (fname) => {
    for (const schema of [UpdateProfileInput, ProfileForm]) {
      const result = schema.safeParse({ ...profile, fname });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Please enter the name on one line, without a web address',
      );
    }
    expect(RegisterInput.safeParse({ ...profile, fname, password: 'okada-rider-77' }).success).toBe(false);
  });
});

describe('the profile form and a new email address', () => {
  const values = { fname: 'Funke', lname: 'Eze', phone: '08031234567', city_id: '1' };
  const form = profileFormFor('funke@example.ng');

  it('asks for the current password only when the email changes', () => {
    expect(form.safeParse({ ...values, email: 'FUNKE@example.ng' }).success).toBe(true);
    const moved = form.safeParse({ ...values, email: 'new@example.ng' });
    expect(moved.error?.issues).toMatchObject([
      {
        path: ['current_password'],
        message: 'Please enter your current password to change your email address',
      },
    ]);
    expect(form.safeParse({ ...values, email: 'new@example.ng', current_password: 'secret' }).success).toBe(
      true,
    );
  });
});
