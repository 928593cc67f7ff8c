import { eq, feedback } from '@shuttle/db';
import { describe, expect, it } from 'vitest';
import { feedbackBody, nextClientAddress } from '../../../test/forms-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp();

const submit = (payload: unknown, remoteAddress = nextClientAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/v1/admins/feedback', payload: payload as object, remoteAddress });

const storedFor = (email: string) => ctx.database.db.select().from(feedback).where(eq(feedback.email, email));

describe('POST /v1/admins/feedback', () => {
  it('stores the comment as text, markup and all', async () => {
    const comment = `<script>alert('x')</script> and '; drop table feedback; --`;
    const body = feedbackBody({ comment });
    const response = await submit(body);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Feedback recieved');
    const [stored] = await storedFor(body.email);
    expect(stored?.comment).toBe(comment);
  });

  it.each([
    [{ fname: '' }, 'Please enter your first name'],
    [{ lname: '' }, 'Please enter your last name'],
    [{ email: '' }, 'Please enter your email address'],
    [{ comment: '   ' }, 'Please enter a comment'],
    [{ comment: undefined }, 'Please enter a comment'],
    [{ comment: 42 }, 'Please enter a comment'],
    [{ comment: 'x'.repeat(2001) }, 'At most 2000 characters.'],
  ])('rejects %j with "%s"', async (overrides, message) => {
    const body = feedbackBody(overrides);
    const response = await submit(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    if (body.email) expect(await storedFor(body.email)).toHaveLength(0);
  });

  it('stores the same feedback sent twice once', async () => {
    const body = feedbackBody();
    const first = await submit(body);
    const second = await submit({ ...body, email: body.email.toUpperCase() });
    expect(second.json()).toEqual(first.json());
    expect(await storedFor(body.email)).toHaveLength(1);
  });

  it('answers a flood from one address with 429', async () => {
    const address = nextClientAddress();
    for (let i = 0; i < 20; i++) expect((await submit(feedbackBody(), address)).statusCode).toBe(201);
    expect((await submit(feedbackBody(), address)).statusCode).toBe(429);
  });
});
