import { eq, users } from '@shuttle/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, nextClientAddress } from '../../../test/accounts-factories.ts';
import { riderHeader } from '../../../test/booking-factories.ts';
import { createRider } from '../../../test/factories.ts';
import {
  charterBody,
  driverBody,
  feedbackBody,
  multipartFile,
  partnerBody,
  pngImage,
  surveyBody,
  uniqueEmail,
} from '../../../test/forms-factories.ts';
import { auditRowsBy, createOperator, opsCall, type Staff } from '../../../test/operations-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { ManualClock } from '../../shared/clock.ts';

// Near the real time: set-password links and sessions are checked against it.
const clock = new ManualClock(new Date(Math.floor(Date.now() / 1000) * 1000 + 500));
const ctx = useTestApp({ clock, env: { PUBLIC_URL: 'https://shuttle.example.ng' } });
const db = () => ctx.app.deps.db;

let operator: Staff;
let colleague: Staff;
beforeAll(async () => {
  operator = await createOperator(ctx.app);
  colleague = await createOperator(ctx.app, 'admin');
});

const submit = async (url: string, payload: object, headers: Record<string, string> = {}) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers,
    remoteAddress: nextClientAddress(),
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
};
const later = () => clock.advance(1000);

async function setPasswordFromEmail(to: string, password = 'ikeja-along-7') {
  const [email] = await emailsTo(ctx.app, to);
  const token = email?.textBody.match(/https:\/\/shuttle\.example\.ng\/set-password\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`No set-password link to ${to}`);
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/set-password',
    payload: { token, password, confirm_password: password },
    remoteAddress: nextClientAddress(),
  });
}

describe('inbox lists', () => {
  it('lists newest first with meta, searches and filters by status', async () => {
    const first = await submit(
      '/v1/admins/feedback',
      feedbackBody({ comment: 'The Lekki bus was early, thank you' }),
    );
    later();
    const second = await submit('/v1/admins/feedback', feedbackBody({ comment: 'Please add a Yaba stop' }));
    later();
    const all = await opsCall(ctx.app, operator, 'GET', '/inbox/feedback?limit=100');
    expect(all.statusCode).toBe(200);
    const ids = all.json().data.map((row: { id: number }) => row.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(all.json().meta).toMatchObject({ page: 1, limit: 100 });
    expect(all.json().data.find((row: { id: number }) => row.id === second)).toMatchObject({
      kind: 'feedback',
      status: 'new',
      summary: 'Please add a Yaba stop',
      assignee: null,
    });

    const found = await opsCall(ctx.app, operator, 'GET', '/inbox/feedback?q=yaba%20stop');
    expect(found.json().data.map((row: { id: number }) => row.id)).toEqual([second]);
    const wildcard = await opsCall(ctx.app, operator, 'GET', '/inbox/feedback?q=%25');
    expect(wildcard.json().meta.total).toBe(0);

    await opsCall(ctx.app, operator, 'PATCH', `/inbox/feedback/${first}`, { status: 'declined' });
    const declined = await opsCall(ctx.app, operator, 'GET', '/inbox/feedback?status=declined');
    expect(declined.json().data.map((row: { id: number }) => row.id)).toEqual([first]);
    expect((await opsCall(ctx.app, operator, 'GET', '/inbox/feedback?status=done')).statusCode).toBe(400);
    expect((await opsCall(ctx.app, operator, 'GET', '/inbox/letters')).statusCode).toBe(400);
  });

  it('is for staff only: other roles 403, no token 401', async () => {
    for (const role of ['rider', 'driver', 'bus_partner'] as const) {
      const user = await createRider(db(), { role });
      const headers = await riderHeader(ctx.app, user);
      for (const url of [
        '/v1/ops/inbox/feedback',
        '/v1/ops/inbox/feedback/1',
        '/v1/ops/inbox/feedback/export',
      ]) {
        expect((await ctx.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
      }
      const patch = await ctx.app.inject({
        method: 'PATCH',
        url: '/v1/ops/inbox/feedback/1',
        headers,
        payload: { status: 'bogus' },
      });
      expect(patch.statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/ops/inbox/feedback' })).statusCode).toBe(401);
  });

  it('shows a route suggestion with its rider, and a driver application without its password', async () => {
    const rider = await createRider(db(), { fname: 'Ngozi' });
    const suggestion = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${rider.id}/route-suggestions`,
      headers: await riderHeader(ctx.app, rider),
      payload: { from: 'Ajah', to: 'Victoria Island', departure_time: '06:45', trip_days: [2, 3] },
    });
    expect(suggestion.statusCode).toBe(201);
    const item = await opsCall(ctx.app, operator, 'GET', `/inbox/route-suggestions/${suggestion.json().id}`);
    expect(item.statusCode).toBe(200);
    expect(item.json()).toMatchObject({
      name: 'Ngozi Okafor',
      email: rider.email,
      summary: 'Ajah → Victoria Island at 06:45',
      form: { from_place: 'Ajah', to_place: 'Victoria Island', user_id: rider.id },
      history: [],
    });

    const driverId = await submit('/v1/drivers', driverBody());
    const driver = await opsCall(ctx.app, operator, 'GET', `/inbox/driver-applications/${driverId}`);
    expect(driver.json().form).toMatchObject({ fname: 'Emeka', phone: '08059876543' });
    expect(JSON.stringify(driver.json())).not.toContain('password');
    expect((await opsCall(ctx.app, operator, 'GET', '/inbox/driver-applications/999999')).statusCode).toBe(
      404,
    );
  });

  it('exports the filtered inbox as spreadsheet-safe CSV', async () => {
    const id = await submit(
      '/v1/admins/feedback',
      feedbackBody({ lname: 'Export', comment: '=HYPERLINK("x") export me' }),
    );
    const csv = await opsCall(ctx.app, operator, 'GET', '/inbox/feedback/export?q=export%20me');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('"Id","Received","Status","Name","Email","Summary","Assignee"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${id}"`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") export me"`);
  });
});

describe('assignees', () => {
  it('lists every staff member an item can be given to, for operators too', async () => {
    const answer = await opsCall(ctx.app, operator, 'GET', '/inbox-assignees');
    expect(answer.statusCode).toBe(200);
    const ids = answer.json().data.map((person: { id: number }) => person.id);
    expect(ids).toEqual(expect.arrayContaining([operator.user.id, colleague.user.id]));
    const rider = await createRider(db());
    expect(ids).not.toContain(rider.id);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/v1/ops/inbox-assignees',
      headers: await riderHeader(ctx.app, rider),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('changing an item', () => {
  it('assigns to staff, keeps a history and audits each change; bad status 400', async () => {
    const id = await submit('/v1/admins/feedback', feedbackBody());
    const audits = await auditRowsBy(ctx.app, operator.user.id);
    const bad = await opsCall(ctx.app, operator, 'PATCH', `/inbox/feedback/${id}`, { status: 'done' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be one of new, in_review, accepted or declined.');
    const rider = await createRider(db());
    const toRider = await opsCall(ctx.app, operator, 'PATCH', `/inbox/feedback/${id}`, {
      status: 'in_review',
      assignee_id: rider.id,
    });
    expect(toRider.statusCode).toBe(400);
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(audits);

    const assigned = await opsCall(ctx.app, operator, 'PATCH', `/inbox/feedback/${id}`, {
      status: 'in_review',
      assignee_id: colleague.user.id,
      note: 'Colleague knows the route',
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      status: 'in_review',
      assignee: { id: colleague.user.id },
      history: [
        {
          actor: { id: operator.user.id },
          status_before: 'new',
          status_after: 'in_review',
          assignee_before: null,
          assignee_after: { id: colleague.user.id },
          note: 'Colleague knows the route',
        },
      ],
    });
    const same = await opsCall(ctx.app, operator, 'PATCH', `/inbox/feedback/${id}`, { status: 'in_review' });
    expect(same.json().history).toHaveLength(1);
    const unassigned = await opsCall(ctx.app, operator, 'PATCH', `/inbox/feedback/${id}`, {
      status: 'accepted',
      assignee_id: null,
    });
    expect(unassigned.json()).toMatchObject({ status: 'accepted', assignee: null });
    expect(unassigned.json().history).toHaveLength(2);
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(audits + 2);
    const quoted = await opsCall(ctx.app, operator, 'PATCH', `/inbox/feedback/${id}`, {
      status: 'accepted',
      quote_kobo: 100,
    });
    expect(quoted.statusCode).toBe(400);
  });
});

describe('accepting applications', () => {
  it('opens a bus partner account once, emails its invite, and keeps it accepted', async () => {
    const email = uniqueEmail('fleet');
    const id = await submit('/v1/partner', partnerBody({ email, company_name: 'Eko Fleet Ltd' }));
    const audits = await auditRowsBy(ctx.app, operator.user.id);
    const accepted = await opsCall(ctx.app, operator, 'PATCH', `/inbox/partner-applications/${id}`, {
      status: 'accepted',
    });
    expect(accepted.statusCode).toBe(200);
    const accountId = accepted.json().account_id;
    const [account] = await db().select().from(users).where(eq(users.id, accountId));
    expect(account).toMatchObject({ email, role: 'bus_partner', fname: 'Kemi' });
    expect(await emailsTo(ctx.app, email)).toHaveLength(1);

    const twice = await opsCall(ctx.app, operator, 'PATCH', `/inbox/partner-applications/${id}`, {
      status: 'accepted',
    });
    expect(twice.json()).toMatchObject({ account_id: accountId, history: [{ status_after: 'accepted' }] });
    expect(await emailsTo(ctx.app, email)).toHaveLength(1);
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(audits + 1);
    const decline = await opsCall(ctx.app, operator, 'PATCH', `/inbox/partner-applications/${id}`, {
      status: 'declined',
    });
    expect(decline.statusCode).toBe(409);

    const set = await setPasswordFromEmail(email);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ role: 'bus_partner' });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/v1/bus-partner/me',
      headers: { authorization: `Bearer ${set.json().token.token}` },
    });
    expect(me.json()).toMatchObject({ id: accountId, company_name: 'Eko Fleet Ltd' });
  });

  it("keeps the applicant's password, refused at login until a link in the acceptance email proves the address", async () => {
    const email = uniqueEmail('driver');
    const id = await submit('/v1/drivers', driverBody({ email, password: 'steady-hands-42' }));
    const login = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/login',
        payload: { email, password: 'steady-hands-42' },
        remoteAddress: nextClientAddress(),
      });
    expect((await login()).statusCode).toBe(401);
    const accepted = await opsCall(ctx.app, operator, 'PATCH', `/inbox/driver-applications/${id}`, {
      status: 'accepted',
      note: 'Licence checked',
    });
    expect(accepted.statusCode).toBe(200);
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'EMAIL_UNVERIFIED' });
    expect(refused.body).not.toContain('token');

    const [invite] = await emailsTo(ctx.app, email);
    expect(invite?.subject).toBe('Your driver application is accepted');
    const [, code, userId] = invite?.textBody.match(/\/verification\/(\d{6})-(\d+)/) ?? [];
    expect(Number(userId)).toBe(accepted.json().account_id);
    // The link lasts the day, as the set-password link does, not the sign-up code's 10 minutes.
    clock.advance(60 * 60 * 1000);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${userId}/verify`,
      payload: { code },
      remoteAddress: nextClientAddress(),
    });
    expect(verified.statusCode).toBe(200);
    const signedIn = await login();
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ role: 'driver', verified: true });
  });

  it('refuses an application whose email has an account, leaving the account, its role and its sessions as they were', async () => {
    const rider = await createRider(db());
    const header = await riderHeader(ctx.app, rider);
    const id = await submit('/v1/drivers', driverBody({ email: rider.email.toUpperCase() }));
    const audits = await auditRowsBy(ctx.app, operator.user.id);
    const refused = await opsCall(ctx.app, operator, 'PATCH', `/inbox/driver-applications/${id}`, {
      status: 'accepted',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'An account with this email already exists (a rider). Ask the applicant to apply with another email, or contact them.',
    );
    const still = await opsCall(ctx.app, operator, 'GET', `/inbox/driver-applications/${id}`);
    expect(still.json()).toMatchObject({ status: 'new', account_id: null, history: [] });
    const [kept] = await db().select().from(users).where(eq(users.id, rider.id));
    expect(kept).toMatchObject({ role: 'rider', passwordHash: rider.passwordHash });
    const wallet = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${rider.id}/wallet`,
      headers: header,
    });
    expect(wallet.statusCode).toBe(200);
    expect(await emailsTo(ctx.app, rider.email)).toEqual([]);
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(audits);
  });

  it('needs a quote to accept a charter, and emails it to the requester once', async () => {
    const email = uniqueEmail('charter');
    const id = await submit('/v1/charters', charterBody({ email }));
    const unquoted = await opsCall(ctx.app, operator, 'PATCH', `/inbox/charter-requests/${id}`, {
      status: 'accepted',
    });
    expect(unquoted.statusCode).toBe(400);
    const quoted = await opsCall(ctx.app, operator, 'PATCH', `/inbox/charter-requests/${id}`, {
      status: 'accepted',
      quote_kobo: 25_000_000,
    });
    expect(quoted.json()).toMatchObject({ status: 'accepted', quote_kobo: 25_000_000 });
    const [sent] = await emailsTo(ctx.app, email);
    expect(sent?.textBody).toContain('250,000.00');
    await opsCall(ctx.app, operator, 'PATCH', `/inbox/charter-requests/${id}`, { status: 'in_review' });
    await opsCall(ctx.app, operator, 'PATCH', `/inbox/charter-requests/${id}`, { status: 'accepted' });
    expect(await emailsTo(ctx.app, email)).toHaveLength(1);
  });

  it('serves a She Moves driver licence to staff only, and 404 when there is none', async () => {
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/v1/uploads/licences',
      remoteAddress: nextClientAddress(),
      ...multipartFile(pngImage(40, 30), 'licence.png', 'image/png'),
    });
    expect(uploaded.statusCode).toBe(201);
    const id = await submit(
      '/v1/survey',
      surveyBody('driver', { licence_upload_id: uploaded.json().upload_id }),
    );
    const item = await opsCall(ctx.app, operator, 'GET', `/inbox/programme-applications/${id}`);
    expect(item.json()).toMatchObject({ has_licence: true, summary: 'She Moves driver' });
    const image = await opsCall(ctx.app, operator, 'GET', `/inbox/programme-applications/${id}/licence`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    const rider = await createRider(db());
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/v1/ops/inbox/programme-applications/${id}/licence`,
      headers: await riderHeader(ctx.app, rider),
    });
    expect(refused.statusCode).toBe(403);
    const mentor = await submit('/v1/survey', surveyBody('mentor'));
    const none = await opsCall(ctx.app, operator, 'GET', `/inbox/programme-applications/${mentor}/licence`);
    expect(none.statusCode).toBe(404);
  });
});
