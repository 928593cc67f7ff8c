import { describe, expect, it } from 'vitest';
import { BookingInput } from './bookings.ts';
import { jsonTextDepth, parseBoundedJson } from './bounded-json.ts';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './fields.ts';
import { CreatePromoCodeInput, PartnerInput, RegisterInput, RouteSuggestionInput } from './index.ts';

const register = {
  fname: 'Ada',
  lname: 'Obi',
  email: 'ada@example.ng',
  phone: '08031234567',
  city_id: 1,
  password: 'a-long-passphrase-9',
};

describe('text a request carries', () => {
  it.each(['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\udc00\ud800'])('refuses %j', (value) => {
    expect(isStorableText(value)).toBe(false);
  });

  it.each(['Ada', 'Ọmọ́láńlá', '😀 emoji pairs', ''])('keeps %j', (value) => {
    expect(isStorableText(value)).toBe(true);
  });

  it('answers NUL and lone surrogates in any field with one clear message', () => {
    for (const [field, value] of [
      ['fname', 'A\u0000da'],
      ['email', 'ada\u0000@example.ng'],
      ['password', 'pass\ud800word-long'],
    ] as const) {
      const result = RegisterInput.safeParse({ ...register, [field]: value });
      expect(result.success, field).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(UNSTORABLE_TEXT_MESSAGE);
    }
    const note = RouteSuggestionInput.safeParse({
      from: 'Ikorodu',
      to: 'Obalende',
      departure_time: '07:00',
      trip_days: [2],
      note: '\udfff',
    });
    expect(note.success).toBe(false);
  });
});

describe('ids, dates and nesting', () => {
  it('bounds ids to the database integer range', () => {
    expect(RegisterInput.safeParse({ ...register, city_id: 2_147_483_648 }).success).toBe(false);
    expect(RegisterInput.safeParse({ ...register, city_id: 0 }).success).toBe(false);
    expect(RegisterInput.safeParse({ ...register, city_id: 2_147_483_647 }).success).toBe(true);
  });

  it('refuses dates in year 0000 and beyond 2099', () => {
    const booking = { route_type: 'one-way', itinerary_id: 1, pickup_id: 1, destination_id: 2 };
    expect(BookingInput.safeParse({ ...booking, departure_date: '0000-01-01' }).success).toBe(false);
    expect(BookingInput.safeParse({ ...booking, departure_date: '9999-12-31' }).success).toBe(false);
    expect(BookingInput.safeParse({ ...booking, departure_date: '2030-01-07' }).success).toBe(true);
    const promo = { code: 'NEW1', description: 'x', kind: 'credit', amount_kobo: 100 };
    expect(CreatePromoCodeInput.safeParse({ ...promo, expires_at: '0000-01-01T00:00:00Z' }).success).toBe(
      false,
    );
    expect(CreatePromoCodeInput.safeParse({ ...promo, expires_at: 'not a date' }).success).toBe(false);
  });

  it('measures JSON depth without parsing, ignoring brackets in strings', () => {
    expect(jsonTextDepth('{"a":[1,{"b":"[[[{{{"}]}')).toBe(3);
    expect(jsonTextDepth('"\\"{"')).toBe(0);
    expect(jsonTextDepth(`${'['.repeat(5000)}${']'.repeat(5000)}`)).toBe(5000);
  });

  it('refuses deep, unstorable or broken free-form JSON', () => {
    expect(parseBoundedJson(`${'{"a":'.repeat(33)}1${'}'.repeat(33)}`).ok).toBe(false);
    expect(parseBoundedJson(`${'{"a":'.repeat(32)}1${'}'.repeat(32)}`).ok).toBe(true);
    expect(parseBoundedJson('{"a":"\\u0000"}').ok).toBe(false);
    expect(parseBoundedJson('{"\\ud800":1}').ok).toBe(false);
    expect(parseBoundedJson('{"a":').ok).toBe(false);
  });

  it("bounds the partner form's meta", () => {
    const partner = {
      fname: 'Ada',
      lname: 'Obi',
      email: 'ada@example.ng',
      phone: '08031234567',
      company_name: 'Obi Buses',
      vehicle_brand: 'Toyota',
      vehicle_count: 2,
      vehicle_type: 'hiace',
      amenities: 'AC',
    };
    expect(PartnerInput.safeParse({ ...partner, meta: '{"fname":"Ada"}' }).success).toBe(true);
    expect(
      PartnerInput.safeParse({ ...partner, meta: `${'{"a":'.repeat(1600)}1${'}'.repeat(1600)}` }).success,
    ).toBe(false);
    expect(PartnerInput.safeParse({ ...partner, meta: '{"a":"\\ud800"}' }).success).toBe(false);
  });
});
