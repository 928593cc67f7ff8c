import { FORM_KINDS } from '@shuttle/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createRider } from '../../../test/factories.ts';
import {
  charterBody,
  driverBody,
  feedbackBody,
  nextClientAddress,
  partnerBody,
  surveyBody,
} from '../../../test/forms-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp();

const send = async (url: string, payload: object) => {
  const response = await ctx.app.inject({ method: 'POST', url, payload, remoteAddress: nextClientAddress() });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
};

let operator: { authorization: string };
let rider: { authorization: string };
const sent = {
  charter: charterBody(),
  driver: driverBody(),
  partner: partnerBody(),
  survey: surveyBody('participant'),
  feedback: [feedbackBody(), feedbackBody(), feedbackBody()],
};

beforeAll(async () => {
  operator = await authHeader(ctx.app, await createRider(ctx.database.db, { role: 'operator' }));
  rider = await authHeader(ctx.app, await createRider(ctx.database.db));
  await send('/v1/charters', sent.charter);
  await send('/v1/drivers', sent.driver);
  await send('/v1/partner', sent.partner);
  await send('/v1/survey', sent.survey);
  for (const body of sent.feedback) await send('/v1/admins/feedback', body);
});

const list = (kind: string, headers: Record<string, string>, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/v1/admin/${kind}${query}`, headers });

describe('GET /v1/admin/<kind>', () => {
  it('lists what each form sent in to an operator', async () => {
    const charters = (await list('charter-requests', operator)).json();
    expect(charters.data[0]).toMatchObject({
      email: sent.charter.email,
      pickup_address: sent.charter.pickup_address,
      passengers: 12,
      vehicles: 'Shuttle',
      user_id: null,
    });
    const drivers = (await list('driver-applications', operator)).json();
    expect(drivers.data[0]).toEqual({
      id: expect.any(Number),
      created_at: expect.any(String),
      fname: 'Emeka',
      lname: 'Nwosu',
      email: sent.driver.email,
      phone: '08059876543',
    });
    expect(JSON.stringify(drivers)).not.toMatch(/password|argon2/);
    const partners = (await list('partner-applications', operator)).json();
    expect(partners.data[0]).toMatchObject({
      company_name: 'Balogun Transport Ltd',
      vehicle_type: 'hiace,coaster',
    });
    const programme = (await list('programme-applications', operator)).json();
    expect(programme.data[0]).toMatchObject({ scope: 'participant', survey_type: 'she_moves' });
    expect(programme.data[0].payload).not.toHaveProperty('password');
  });

  it('pages newest first with the total', async () => {
    const first = (await list('feedback', operator, '?limit=2')).json();
    expect(first.meta).toEqual({ page: 1, limit: 2, total: 3 });
    expect(first.data.map((entry: { email: string }) => entry.email)).toEqual([
      sent.feedback[2]?.email,
      sent.feedback[1]?.email,
    ]);
    const second = (await list('feedback', operator, '?limit=2&page=2')).json();
    expect(second.data.map((entry: { email: string }) => entry.email)).toEqual([sent.feedback[0]?.email]);
  });

  it.each(FORM_KINDS)('answers 404 for %s to a rider and to a visitor, 401 to a bad token', async (kind) => {
    expect((await list(kind, rider)).statusCode).toBe(404);
    expect((await list(kind, {})).statusCode).toBe(404);
    expect((await list(kind, { authorization: 'Bearer forged' })).statusCode).toBe(401);
  });

  it('refuses a page size beyond 100', async () => {
    expect((await list('feedback', operator, '?limit=101')).statusCode).toBe(400);
    expect((await list('feedback', operator, '?page=0')).statusCode).toBe(400);
  });
});

describe('the OpenAPI document', () => {
  it('describes the public forms and the operator lists', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/v1/charters',
      '/v1/drivers',
      '/v1/partner',
      '/v1/survey',
      '/v1/admins/feedback',
      '/v1/uploads/licences',
      '/v1/admin/charter-requests',
      '/v1/admin/uploads/{uploadId}',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
