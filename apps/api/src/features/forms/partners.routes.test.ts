import { eq, partnerApplications } from '@shuttle/db';
import { describe, expect, it } from 'vitest';
import { nextClientAddress, partnerBody } from '../../../test/forms-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp();

const submit = (payload: unknown, remoteAddress = nextClientAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/v1/partner', payload: payload as object, remoteAddress });

const storedFor = (email: string) =>
  ctx.database.db.select().from(partnerApplications).where(eq(partnerApplications.email, email));

describe('POST /v1/partner', () => {
  it('stores the application with its comma-separated choices and the meta copy', async () => {
    const body = partnerBody();
    const response = await submit(body);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(
      'Thank you! Your application has been received. We will be in touch shortly.',
    );
    const [stored] = await storedFor(body.email);
    expect(stored).toMatchObject({
      companyName: 'Balogun Transport Ltd',
      vehicleBrand: 'Toyota',
      vehicleCount: 6,
      vehicleType: 'hiace,coaster',
      amenities: 'AC,wifi',
    });
    expect(stored?.meta).toMatchObject({
      company_name: 'Balogun Transport Ltd',
      vehicle_type: 'hiace,coaster',
    });
  });

  it('accepts no amenities and no vehicle type', async () => {
    const response = await submit(partnerBody({ amenities: '', vehicle_type: '' }));
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [{ company_name: '' }, 'Please enter your company name'],
    [{ vehicle_brand: ' ' }, 'Please enter your vehicle brand name'],
    [{ vehicle_count: undefined }, 'Please enter vehicle count'],
    [{ vehicle_count: '6' }, 'Please enter vehicle count'],
    [{ vehicle_count: 0 }, 'Please enter vehicle count'],
    [{ vehicle_count: 2.5 }, 'Please enter vehicle count'],
    [{ phone: '12345' }, 'Phone number must be at least 11 digits'],
    [{ fname: '' }, 'Please enter your first name'],
    [{ vehicle_type: 'bus' }, 'Each choice must be one of car, hiace, coaster, separated by commas.'],
    [{ vehicle_type: 'car,car' }, 'Each choice must be one of car, hiace, coaster, separated by commas.'],
    [{ amenities: 'AC, wifi' }, 'Each choice must be one of AC, curtain, wifi, separated by commas.'],
    [{ vehicle_type: ['car'] }, 'Invalid input: expected string, received array'],
  ])('rejects %j with "%s"', async (overrides, message) => {
    const body = partnerBody(overrides);
    const response = await submit(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await storedFor(body.email)).toHaveLength(0);
  });

  it.each([['not json'], ['[1,2]'], ['null']])('rejects meta %j', async (meta) => {
    const body = { ...partnerBody(), meta };
    const response = await submit(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('meta must be the JSON text of the form.');
  });

  it('answers a flood from one address with 429', async () => {
    const address = nextClientAddress();
    for (let i = 0; i < 20; i++) await submit(partnerBody(), address);
    expect((await submit(partnerBody(), address)).statusCode).toBe(429);
  });
});
