import {
  CheckInBatch,
  CheckInResults,
  DriverManifest,
  DriverRun,
  DriverRunList,
  DriverRunParams,
  DriverRunsQuery,
  RunLifecycleAnswer,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentRider } from '../../shared/auth.ts';
import { signedInUserKey } from '../../shared/user-limits.ts';

const schema = { tags: ['driver'], security: [{ bearer: [] }] };

/**
 * The drivers' wing, /v1/driver (docs/product.md#operations, ADR 160): mounted by app.ts
 * behind the driver role, so every route here already knows its caller is a driver.
 */
export const driverRoutes: FastifyPluginAsyncZod = async (app) => {
  const { driver } = app.services;

  app.get(
    '/runs',
    { schema: { ...schema, querystring: DriverRunsQuery, response: { 200: DriverRunList } } },
    (request) => driver.runs(currentRider(request), request.query.date),
  );
  app.get(
    '/runs/:id',
    { schema: { ...schema, params: DriverRunParams, response: { 200: DriverRun } } },
    (request) => driver.run(currentRider(request), request.params.id),
  );
  app.get(
    '/runs/:id/manifest',
    { schema: { ...schema, params: DriverRunParams, response: { 200: DriverManifest } } },
    (request) => driver.manifest(currentRider(request), request.params.id),
  );
  app.post(
    '/check-ins',
    {
      schema: { ...schema, body: CheckInBatch, response: { 200: CheckInResults } },
      // Counted per pass once the batch is valid, so a batch of 200 costs 200 (ADR 238).
      preHandler: (request) =>
        app.quotas.checkInItems.take(signedInUserKey(request), request.body.check_ins.length),
    },
    (request) => driver.checkIns(currentRider(request), request.body.check_ins),
  );
  app.post(
    '/runs/:id/start',
    {
      schema: { ...schema, params: DriverRunParams, response: { 200: RunLifecycleAnswer } },
      config: app.writeLimits.runStart,
    },
    (request) => driver.start(currentRider(request), request.params.id),
  );
  app.post(
    '/runs/:id/finish',
    {
      schema: { ...schema, params: DriverRunParams, response: { 200: RunLifecycleAnswer } },
      config: app.writeLimits.runFinish,
    },
    (request) => driver.finish(currentRider(request), request.params.id),
  );
};
