import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES } from '@shuttle/contracts';
import { eq, programmeApplications, uploads } from '@shuttle/db';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { authHeader, createRider } from '../../../test/factories.ts';
import {
  jpegHeaderOnly,
  jpegImage,
  multipartFile,
  nextClientAddress,
  PDF_BYTES,
  pngImage,
  SVG_BYTES,
  surveyBody,
} from '../../../test/forms-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'shuttle-forms-'));
const ctx = useTestApp({ env: { DATA_DIR: dataDir } });

const submit = (payload: unknown, remoteAddress = nextClientAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/v1/survey', payload: payload as object, remoteAddress });

const upload = (
  bytes: Buffer,
  filename = 'licence.png',
  type = 'image/png',
  remoteAddress = nextClientAddress(),
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/uploads/licences',
    remoteAddress,
    ...multipartFile(bytes, filename, type),
  });

const storedFor = (email: string) =>
  ctx.database.db.select().from(programmeApplications).where(eq(programmeApplications.email, email));

describe('POST /v1/survey', () => {
  it('stores a participant with the entire form as payload, except the password', async () => {
    const body = surveyBody('participant');
    const response = await submit(body);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Registration successful');
    const [stored] = await storedFor(body.email);
    expect(stored).toMatchObject({ surveyType: 'she_moves', scope: 'participant', fname: 'Ngozi' });
    expect(stored?.payload).toMatchObject({
      social: '@ngozi.moves',
      industry: 'Finance',
      monday: true,
      wednesday: false,
      daysRidePerMonth: 12,
      preferredPackage: 'Shuttle & Connect',
      subscriptionOption: 'Monthly Subcription',
      pickUpTimeInHour: '07',
      dropOffTimeInPeriod: 'PM',
    });
    expect(stored?.payload).not.toHaveProperty('password');
    expect(JSON.stringify(stored)).not.toContain('she-moves-2026');
  });

  it('stores a mentor, leaving out the choices left empty', async () => {
    const body = surveyBody('mentor', { paidForThisService: '', numberOfPassengers: undefined });
    expect((await submit(body)).statusCode).toBe(201);
    const [stored] = await storedFor(body.email);
    expect(stored?.payload).toMatchObject({ scope: 'mentor', driveToWork: '1' });
    expect(stored?.payload).not.toHaveProperty('paidForThisService');
  });

  it.each([
    ['participant', { social: '' }, 'Please enter your social media handle'],
    ['participant', { password: '' }, 'Please enter a password'],
    ['participant', { password: 'abcde' }, 'Password must have at least 6 characters.'],
    ['participant', { industry: '' }, 'Please select your industry'],
    ['participant', { industry: 'Oil and gas' }, 'Please select your industry'],
    ['participant', { pickUp: '' }, 'Please select a pick-up location'],
    ['participant', { dropOff: '' }, 'Please select a drop-off location'],
    ['participant', { phone: '080' }, 'Phone number must be at least 11 digits'],
    ['participant', { pickUpTimeInMinute: '15' }, 'Please choose a time'],
    ['participant', { monday: 'yes' }, 'Invalid input: expected boolean, received string'],
    ['participant', { daysRidePerMonth: 40 }, 'Please enter a number of days between 1 and 31'],
    ['participant', { gender: 'other' }, 'Please choose one of the options'],
    ['mentor', { numberOfPassengers: -1 }, 'Please enter a number between 0 and 50'],
    ['mentor', { password: 'she-moves-2026' }, 'Unrecognized key: "password"'],
    ['driver', { licence_upload_id: 'licence.png' }, 'Invalid UUID'],
  ] as const)('rejects a %s with %j: "%s"', async (scope, overrides, message) => {
    const body = surveyBody(scope, overrides);
    const response = await submit(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await storedFor(body.email)).toHaveLength(0);
  });

  it('rejects a survey of another type, or names that are not those of the form', async () => {
    const otherType = await submit({ ...surveyBody('mentor'), survey_type: 'she_rides' });
    expect(otherType.statusCode).toBe(400);
    const mismatch = await submit({ ...surveyBody('mentor'), fname: 'Someone' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('The names and email must be those of the form.');
  });

  it('stores a double submission once', async () => {
    const body = surveyBody('participant');
    const [first, second] = await Promise.all([submit(body), submit(body)]);
    expect(second?.json()).toEqual(first?.json());
    expect(await storedFor(body.email)).toHaveLength(1);
  });

  it('answers a flood from one address with 429', async () => {
    const address = nextClientAddress();
    for (let i = 0; i < 20; i++) await submit(surveyBody('mentor'), address);
    expect((await submit(surveyBody('mentor'), address)).statusCode).toBe(429);
  });
});

describe('POST /v1/uploads/licences and a driver survey', () => {
  it('stores a PNG under a random name outside the web root, and the survey claims it', async () => {
    const image = pngImage(40, 30);
    const response = await upload(image, '../../etc/passwd.png');
    expect(response.statusCode).toBe(201);
    const { upload_id } = response.json();
    expect(upload_id).toMatch(/^[0-9a-f-]{36}$/);

    const [row] = await ctx.database.db.select().from(uploads).where(eq(uploads.id, upload_id));
    expect(row).toMatchObject({ contentType: 'image/png', width: 40, height: 30 });
    expect(row?.storedName).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(row?.storedName).not.toContain(upload_id);
    // What is kept is the image decoded and encoded again (ADR 108), not the bytes sent.
    const file = readFileSync(join(dataDir, 'uploads', row?.storedName ?? ''));
    expect(row?.byteSize).toBe(file.length);
    expect(await sharp(file).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });

    const body = surveyBody('driver', { licence_upload_id: upload_id });
    expect((await submit(body)).statusCode).toBe(201);
    const [stored] = await storedFor(body.email);
    expect(stored?.licenceUploadId).toBe(upload_id);
    expect(stored?.payload).toMatchObject({
      carDetail: { brand: 'Toyota', model: 'Corolla', colour: 'Silver' },
    });

    // An image is claimed by one application only.
    const reuse = await submit(surveyBody('driver', { licence_upload_id: upload_id }));
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe('The licence image could not be found. Please attach it again.');
  });

  it('accepts a JPEG, whatever name and type the browser gave it', async () => {
    const response = await upload(await jpegImage(640, 480), 'scan', 'application/octet-stream');
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, response.json().upload_id));
    expect(row).toMatchObject({ contentType: 'image/jpeg', width: 640, height: 480 });
  });

  it.each([
    ['a PDF renamed .png', PDF_BYTES, 'licence.png', 'image/png'],
    ['an SVG', SVG_BYTES, 'licence.svg', 'image/svg+xml'],
    ['an SVG renamed .jpg', SVG_BYTES, 'licence.jpg', 'image/jpeg'],
    ['a PNG signature and nothing else', pngImage().subarray(0, 8), 'licence.png', 'image/png'],
    ['an empty file', Buffer.alloc(0), 'licence.png', 'image/png'],
  ])('refuses %s with 415 and stores nothing', async (_name, bytes, filename, type) => {
    const countBefore = (await ctx.database.db.select().from(uploads)).length;
    const response = await upload(bytes, filename, type);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'only images of type jpeg and png are allowed',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect((await ctx.database.db.select().from(uploads)).length).toBe(countBefore);
  });

  it('refuses an image of 5 MiB + 1 byte with 413, and accepts one of exactly 5 MiB', async () => {
    const tooBig = await upload(pngImage(10, 10, MAX_UPLOAD_BYTES + 1));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      message: 'The image is too large. Please choose one of at most 5 MB.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    const justRight = await upload(pngImage(10, 10, MAX_UPLOAD_BYTES));
    expect(justRight.statusCode).toBe(201);
  });

  it.each([
    ['a ZIP', Buffer.from('PK\u0003\u0004polyglot-archive-payload')],
    ['a script', Buffer.from('<script>alert("polyglot")</script>')],
  ])('keeps only the pixels of an image with %s after its end', async (_what, trailer) => {
    for (const [image, format] of [
      [pngImage(40, 30), 'png'],
      [await jpegImage(40, 30), 'jpeg'],
    ] as const) {
      const response = await upload(Buffer.concat([image, trailer]));
      expect(response.statusCode, format).toBe(201);
      const [row] = await ctx.database.db
        .select()
        .from(uploads)
        .where(eq(uploads.id, response.json().upload_id));
      const stored = readFileSync(join(dataDir, 'uploads', row?.storedName ?? ''));
      expect(stored.includes(trailer), format).toBe(false);
      expect(stored.includes(Buffer.from('polyglot')), format).toBe(false);
      expect(await sharp(stored).metadata()).toMatchObject({ format, width: 40, height: 30 });
    }
  });

  it.each([
    ['a JPEG header without pixels', jpegHeaderOnly(20, 10)],
    ['a PNG cut short', pngImage(40, 30).subarray(0, 60)],
  ])('refuses %s with 422', async (_what, bytes) => {
    const response = await upload(bytes);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'This image could not be read. Please choose another PNG or JPEG file.',
      code: 'UNPROCESSABLE',
    });
  });

  it('refuses an image over 40 megapixels before decoding it, even within 8000 a side', async () => {
    const response = await upload(pngImage(7000, 7000));
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('UNPROCESSABLE');
    expect(response.json().message).toContain('40 megapixels');
  });

  it('refuses an image beyond 8000 pixels on a side with 422', async () => {
    const response = await upload(pngImage(8001, 10));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'The image is too large. Please choose one of at most 8000 pixels a side and 40 megapixels.',
    );
  });

  it('answers 400 without a file and 415 for a JSON body', async () => {
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/v1/uploads/licences',
      remoteAddress: nextClientAddress(),
      headers: { 'content-type': 'multipart/form-data; boundary=nothing' },
      payload: '--nothing--\r\n',
    });
    expect(empty.statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/v1/uploads/licences',
      remoteAddress: nextClientAddress(),
      payload: { file: 'licence.png' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('rejects a survey naming an upload that does not exist', async () => {
    const body = surveyBody('driver', { licence_upload_id: '6f1c1b5e-5d59-4f57-9b0f-3f7c6c1e2a10' });
    const response = await submit(body);
    expect(response.statusCode).toBe(400);
    expect(await storedFor(body.email)).toHaveLength(0);
  });

  it('serves the image to staff in the inbox with its detected type and nosniff, and to no one else', async () => {
    const image = await jpegImage(20, 10);
    const { upload_id } = (await upload(image, 'licence.png', 'image/png')).json();
    const survey = await submit(surveyBody('driver', { licence_upload_id: upload_id }));
    expect(survey.statusCode).toBe(201);
    const licence = `/v1/ops/inbox/programme-applications/${survey.json().id}/licence`;
    const operator = await createRider(ctx.database.db, { role: 'operator' });
    const served = await ctx.app.inject({
      method: 'GET',
      url: licence,
      headers: await authHeader(ctx.app, operator),
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 20,
      height: 10,
    });

    const rider = await createRider(ctx.database.db);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: licence,
      headers: await authHeader(ctx.app, rider),
    });
    expect(refused.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: licence })).statusCode).toBe(401);
  });

  it('answers a flood of uploads from one address with 429', async () => {
    const address = nextClientAddress();
    for (let i = 0; i < 20; i++) await upload(PDF_BYTES, 'x.png', 'image/png', address);
    expect((await upload(pngImage(), 'x.png', 'image/png', address)).statusCode).toBe(429);
  });
});
