import {
  LiveBoard,
  PositionBatch,
  PositionBatchAnswer,
  PushSubscriptionInput,
  RunPosition,
  TripDayParams,
  VapidKey,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentRider } from '../../shared/auth.ts';
import { RETRY_AFTER_SECONDS } from '../../shared/lifecycle.ts';
import { readOsmAnd } from './osmand.ts';

const tags = ['tracking'];
const field = z.string().max(200).optional();
/** The OsmAnd fields as documented; devices add others, which are let through and ignored. */
const OsmAndFields = z.looseObject({
  id: field,
  deviceid: field,
  lat: field,
  lon: field,
  timestamp: field,
  speed: field,
  bearing: field,
  altitude: field,
  accuracy: field,
  batt: field,
});
const security = [{ bearer: [] }];
/** A device's position is a few hundred bytes; anything larger is not one. */
const OSMAND_BODY_LIMIT = 16 * 1024;
const OSMAND_PER_ADDRESS_PER_MINUTE = 3000;

/**
 * Live tracking for riders and devices (docs/decisions/165-live-tracking.md): GPS trackers
 * post OsmAnd positions, riders watch their run as Server-Sent Events or read its latest
 * position, and subscribe their browser to Web Push.
 */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tracking } = app.services;
  app.addHook('preClose', async () => tracking.close());
  app.deps.lifecycle.onDrain(() => tracking.drainStreams(RETRY_AFTER_SECONDS * 1000));

  // Devices post form fields as often as JSON; this parser exists inside this plugin only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: OSMAND_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /**
   * The OsmAnd protocol as Traccar speaks it: query fields on GET, query or form fields or
   * Traccar Client 9's JSON on POST. 200 with an empty body, as Traccar answers.
   */
  const osmand = {
    schema: {
      tags,
      summary: 'A GPS tracker’s position (OsmAnd protocol)',
      description:
        'Query or form fields `id`/`deviceid`, `lat`, `lon`, `timestamp`, `speed` (knots), `bearing`, `accuracy`; or the JSON body of Traccar Client 9+. Unknown device: 404.',
      querystring: OsmAndFields,
    },
    bodyLimit: OSMAND_BODY_LIMIT,
    // Unauthenticated: a flood of made-up device ids costs a lookup each. A tracker reports every
    // few seconds; a depot of them behind one address stays far below this.
    config: { rateLimit: { max: OSMAND_PER_ADDRESS_PER_MINUTE, timeWindow: '1 minute' } },
  };
  const ingest = async (query: Record<string, unknown>, body: unknown) => {
    const { deviceId, fix } = readOsmAnd(query, body, app.deps.clock.now());
    await tracking.ingestFromTracker(deviceId, fix);
  };
  app.get('/tracking/osmand', osmand, async (request, reply) => {
    await ingest(request.query, undefined);
    return reply.code(200).send();
  });
  app.post('/tracking/osmand', osmand, async (request, reply) => {
    await ingest(request.query, request.body);
    return reply.code(200).send();
  });

  app.get(
    '/trip-days/:id/position',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The latest position of a run, with its stops and ETAs',
        params: TripDayParams,
        response: { 200: RunPosition },
      },
    },
    (request) => tracking.position(currentRider(request), request.params.id),
  );

  app.get(
    '/trip-days/:id/live',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'A run’s live stream (Server-Sent Events: position, status; Last-Event-ID resumes)',
        params: TripDayParams,
      },
    },
    async (request, reply) => {
      const run = await tracking.watchableRun(currentRider(request), request.params.id);
      const header = request.headers['last-event-id'];
      const lastEventId = typeof header === 'string' ? header : undefined;
      reply.hijack();
      try {
        await tracking.streams.open(reply.raw, run.id, () => tracking.initialFrames(run, lastEventId));
      } catch (error) {
        request.log.error({ err: error }, 'live stream failed');
        reply.raw.destroy();
      }
    },
  );

  app.get(
    '/push/vapid-key',
    {
      schema: { tags, summary: 'The public VAPID key browsers subscribe with', response: { 200: VapidKey } },
    },
    async () => ({ public_key: tracking.vapidPublicKey }),
  );

  app.post(
    '/users/:userId/push-subscriptions',
    {
      schema: {
        tags,
        security,
        summary: 'Subscribe this browser to arrival alerts (the PushSubscription JSON)',
        params: z.object({ userId: z.coerce.number().int().positive() }),
        body: PushSubscriptionInput,
      },
    },
    async (request, reply) => {
      await tracking.subscribePush(request.params.userId, request.body);
      return reply.code(204).send();
    },
  );
};

/** The driver's side, mounted in the `/v1/driver` wing (drivers only, checked first). */
export const trackingDriverRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tracking } = app.services;
  app.post(
    '/runs/:id/positions',
    {
      schema: {
        tags,
        security,
        summary: 'Positions from the driver’s phone, batched (the assigned driver only)',
        params: TripDayParams,
        body: PositionBatch,
        response: { 200: PositionBatchAnswer },
      },
    },
    async (request) => ({
      stored: await tracking.ingestFromDriver(currentRider(request), request.params.id, request.body),
    }),
  );
};

/** The operators' live board, mounted in the `/v1/ops` wing. */
export const trackingOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tracking } = app.services;
  app.get(
    '/live',
    {
      schema: {
        tags: ['operations'],
        security,
        summary: 'Runs in progress, late first',
        response: { 200: LiveBoard },
      },
    },
    () => tracking.liveBoard(),
  );
};
