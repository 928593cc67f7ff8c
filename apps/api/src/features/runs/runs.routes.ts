import {
  cancelRunCall,
  getManifestCall,
  getRunCall,
  getRunsCall,
  type Manifest,
  updateRunCall,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { currentRider } from '../../shared/auth.ts';
import { callRoute } from '../../shared/call-route.ts';
import { idempotencyKeyOf } from '../../shared/idempotency.ts';
import { manifestCsv } from './manifest-csv.ts';

const schema = { tags: OPS_TAGS, security: OPS_SECURITY };

/** Runs by date, assignment and capacity, cancellation with refunds, manifests (docs/product.md#operations). */
export const runsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { runs } = app.services;

  callRoute(app, getRunsCall, { schema }, (request) => runs.list(request.query));
  callRoute(app, getRunCall, { schema }, (request) => runs.get(request.params.id));
  callRoute(app, updateRunCall, { schema }, (request) =>
    runs.update(currentRider(request), request.params.id, request.body),
  );
  callRoute(app, cancelRunCall, { schema }, async (request, reply) => {
    const answer = await runs.cancel(
      currentRider(request),
      request.params.id,
      request.body.reason,
      idempotencyKeyOf(request),
    );
    if (answer.replayed) {
      reply.header('idempotent-replayed', 'true');
    } else {
      // Riders watching the run live see it cancelled at once (docs/decisions/165).
      app.services.tracking
        .publishStatus(request.params.id)
        .catch((error) => request.log.warn({ err: error }, 'run status not published'));
    }
    return reply.code(200).send(answer.body);
  });

  /** JSON, or CSV for `Accept: text/csv` (the console's download and print view). */
  callRoute(app, getManifestCall, { schema }, async (request, reply) => {
    const manifest = await runs.manifest(request.params.id);
    if (!request.headers.accept?.includes('text/csv')) return manifest;
    return (
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="manifest-${manifest.trip_day.route.code}-${manifest.trip_day.trip_date}-${manifest.trip_day.departure_time.replace(':', '')}.csv"`,
        )
        // This reply writes text with its own serializer; the cast only satisfies the type of
        // the JSON answer the route declares for the same status.
        .serializer((payload: unknown) => String(payload))
        .send(manifestCsv(manifest) as unknown as Manifest)
    );
  });
};
