import {
  AdminListQuery,
  CharterRequestList,
  DriverApplicationList,
  FeedbackList,
  PartnerApplicationList,
  ProgrammeApplicationList,
} from '@shuttle/contracts';
import type {
  CharterRequest,
  DriverApplication,
  Feedback,
  PartnerApplication,
  ProgrammeApplication,
} from '@shuttle/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../shared/app-error.ts';
import { requireOperator } from '../../shared/auth.ts';
import { FormsRepository, type Page, type Paged } from './forms.repository.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

const received = (row: { id: number; createdAt: Date }) => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
});
const person = (row: { fname: string; lname: string; email: string }) => ({
  fname: row.fname,
  lname: row.lname,
  email: row.email,
});

const charterRequest = (row: CharterRequest) => ({
  ...received(row),
  ...person(row),
  user_id: row.userId,
  phone: row.phone,
  pickup_address: row.pickupAddress,
  dropoff_address: row.dropoffAddress,
  pickup_date: row.pickupDate,
  pickup_time: row.pickupTime,
  return_date: row.returnDate,
  return_time: row.returnTime,
  return_address: row.returnAddress,
  passengers: row.passengers,
  vehicles: row.vehicles,
});
/** The password hash never leaves the database. */
const driverApplication = (row: DriverApplication) => ({
  ...received(row),
  ...person(row),
  phone: row.phone,
});
const partnerApplication = (row: PartnerApplication) => ({
  ...received(row),
  ...person(row),
  phone: row.phone,
  company_name: row.companyName,
  vehicle_brand: row.vehicleBrand,
  vehicle_count: row.vehicleCount,
  vehicle_type: row.vehicleType,
  amenities: row.amenities,
  meta: row.meta,
});
const programmeApplication = (row: ProgrammeApplication) => ({
  ...received(row),
  ...person(row),
  survey_type: row.surveyType,
  scope: row.scope,
  payload: row.payload,
  licence_upload_id: row.licenceUploadId,
});
const feedbackEntry = (row: Feedback) => ({ ...received(row), ...person(row), comment: row.comment });

const listAnswer = <T, R>(query: Page, paged: Paged<T>, shape: (row: T) => R) => ({
  data: paged.rows.map(shape),
  meta: { page: query.page, limit: query.limit, total: paged.total },
});

/**
 * What the public forms sent in, for operators only: anyone else gets 404, as if the list
 * did not exist (docs/api-conventions.md#ownership).
 */
export const formsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = new FormsRepository(app.deps.db);
  const { uploads } = app.services;
  const operatorOnly = {
    // A visitor, like a rider, learns nothing: no token is a 404 too; a bad token stays a 401.
    onRequest: async (request: FastifyRequest) => {
      if (!request.headers.authorization) throw notFound();
      request.rider = await app.tokens.authenticate(request.headers.authorization);
      requireOperator(request);
    },
  };

  app.get(
    '/admin/charter-requests',
    {
      ...operatorOnly,
      schema: { tags, security, querystring: AdminListQuery, response: { 200: CharterRequestList } },
    },
    async (request) =>
      listAnswer(request.query, await repository.listCharterRequests(request.query), charterRequest),
  );

  app.get(
    '/admin/driver-applications',
    {
      ...operatorOnly,
      schema: { tags, security, querystring: AdminListQuery, response: { 200: DriverApplicationList } },
    },
    async (request) =>
      listAnswer(request.query, await repository.listDriverApplications(request.query), driverApplication),
  );

  app.get(
    '/admin/partner-applications',
    {
      ...operatorOnly,
      schema: { tags, security, querystring: AdminListQuery, response: { 200: PartnerApplicationList } },
    },
    async (request) =>
      listAnswer(request.query, await repository.listPartnerApplications(request.query), partnerApplication),
  );

  app.get(
    '/admin/programme-applications',
    {
      ...operatorOnly,
      schema: { tags, security, querystring: AdminListQuery, response: { 200: ProgrammeApplicationList } },
    },
    async (request) =>
      listAnswer(
        request.query,
        await repository.listProgrammeApplications(request.query),
        programmeApplication,
      ),
  );

  app.get(
    '/admin/feedback',
    {
      ...operatorOnly,
      schema: { tags, security, querystring: AdminListQuery, response: { 200: FeedbackList } },
    },
    async (request) => listAnswer(request.query, await repository.listFeedback(request.query), feedbackEntry),
  );

  /** A licence image, served with the type its bytes showed and never sniffed. */
  app.get(
    '/admin/uploads/:uploadId',
    { ...operatorOnly, schema: { tags, security, params: z.strictObject({ uploadId: z.uuid() }) } },
    async (request, reply) => {
      const { upload, bytes } = await uploads.read(request.params.uploadId);
      return reply
        .type(upload.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `inline; filename="licence-${upload.id}.${upload.contentType === 'image/png' ? 'png' : 'jpg'}"`,
        )
        .send(bytes);
    },
  );
};
