import {
  finishRunCall,
  getDriverManifestCall,
  getDriverRunCall,
  getDriverRunsCall,
  sendCheckInsCall,
  startRunCall,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentRider } from '../../shared/auth.ts';
import { callRoute } from '../../shared/call-route.ts';
import { signedInUserKey } from '../../shared/user-limits.ts';

const schema = { tags: ['driver'], security: [{ bearer: [] }] };

/**
 * The drivers' wing, /v1/driver (docs/product.md#operations, ADR 160): mounted by app.ts
 * behind the driver role, so every route here already knows its caller is a driver.
 */
export const driverRoutes: FastifyPluginAsyncZod = async (app) => {
  const { driver } = app.services;

  callRoute(app, getDriverRunsCall, { schema }, (request) =>
    driver.runs(currentRider(request), request.query.date),
  );
  callRoute(app, getDriverRunCall, { schema }, (request) =>
    driver.run(currentRider(request), request.params.id),
  );
  callRoute(app, getDriverManifestCall, { schema }, (request) =>
    driver.manifest(currentRider(request), request.params.id),
  );
  callRoute(
    app,
    sendCheckInsCall,
    {
      schema,
      // Counted per pass once the batch is valid, so a batch of 200 costs 200 (ADR 238).
      preHandler: (request) =>
        app.quotas.checkInItems.take(signedInUserKey(request), request.body.check_ins.length),
    },
    (request) => driver.checkIns(currentRider(request), request.body.check_ins),
  );
  callRoute(app, startRunCall, { schema, config: app.writeLimits.runStart }, (request) =>
    driver.start(currentRider(request), request.params.id),
  );
  callRoute(app, finishRunCall, { schema, config: app.writeLimits.runFinish }, (request) =>
    driver.finish(currentRider(request), request.params.id),
  );
};
