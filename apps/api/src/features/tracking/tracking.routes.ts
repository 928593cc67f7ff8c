import {
  getLiveBoardCall,
  getRunPositionCall,
  getVapidKeyCall,
  sendPositionsCall,
  subscribePushCall,
  trackerPositionCall,
  trackerPositionInQueryCall,
  watchRunCall,
} from '@shuttle/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../shared/app-error.ts';
import { currentRider } from '../../shared/auth.ts';
import { callRoute } from '../../shared/call-route.ts';
import { RETRY_AFTER_SECONDS } from '../../shared/lifecycle.ts';
import { readOsmAnd } from './osmand.ts';

const tags = ['tracking'];
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
    },
    bodyLimit: OSMAND_BODY_LIMIT,
    // Unauthenticated: a flood of made-up device ids costs a lookup each. A tracker reports every
    // few seconds; a depot of them behind one address stays far below this.
    config: { rateLimit: { max: OSMAND_PER_ADDRESS_PER_MINUTE, timeWindow: '1 minute' } },
  };
  const ingest = async (request: FastifyRequest, query: Record<string, unknown>, body: unknown) => {
    const { deviceId, fix } = readOsmAnd(query, body, app.deps.clock.now());
    const outcome = await tracking.ingestFromTracker(deviceId, fix);
    // The device is answered 200 either way (it would resend a refused fix forever); the drop
    // is in the log and the tracking_fixes_dropped_total metric. The log names the vehicle: the
    // device id is the tracker's credential (ADR 152, docs/security.md#logs).
    if (outcome.dropped > 0)
      request.log.warn({ vehicleId: outcome.vehicleId, dropped: outcome.dropped }, 'impossible fix dropped');
  };
  callRoute(app, trackerPositionInQueryCall, osmand, async (request, reply) => {
    await ingest(request, request.query, undefined);
    return reply.code(200).send();
  });
  callRoute(app, trackerPositionCall, osmand, async (request, reply) => {
    await ingest(request, request.query, request.body);
    return reply.code(200).send();
  });

  callRoute(
    app,
    getRunPositionCall,
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'The latest position of a run, with its stops and ETAs' },
    },
    (request) => tracking.position(currentRider(request), request.params.id),
  );

  callRoute(
    app,
    watchRunCall,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'A run’s live stream (Server-Sent Events: position, status, closed; Last-Event-ID resumes)',
        description: `Positions only while the run is in progress. At most ${app.deps.config.LIVE_STREAMS_PER_USER} streams open per user and ${app.deps.config.LIVE_STREAMS_PER_ADDRESS} per address, ${app.deps.config.LIVE_OPENS_PER_USER_PER_MINUTE} opened a minute per user: 429 with Retry-After. The stream ends with a \`closed\` event when the watcher may no longer watch (signed out, ride cancelled, run over).`,
      },
      // After authenticate (a route's own onRequest runs first), so counted per user.
      config: {
        rateLimit: {
          max: app.deps.config.LIVE_OPENS_PER_USER_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `live-open:${request.rider?.id}`,
        },
      },
    },
    async (request, reply) => {
      const rider = currentRider(request);
      const run = await tracking.watchableRun(rider, request.params.id);
      const owner = {
        userId: rider.id,
        sessionId: rider.sessionId,
        role: rider.role,
        address: request.ip,
        tripDayId: run.id,
      };
      const admitted = await tracking.streams.admit(owner);
      if ('refused' in admitted) {
        throw new AppError(
          'TOO_MANY_REQUESTS',
          admitted.refused === 'user'
            ? `You have ${app.deps.config.LIVE_STREAMS_PER_USER} live views open already. Close one and try again.`
            : 'Too many live views are open from this network. Close one and try again.',
          // A slot frees when a stream closes; a vanished one is let go within a few heartbeats.
          { 'retry-after': String(app.deps.config.LIVE_HEARTBEAT_SECONDS) },
        );
      }
      const header = request.headers['last-event-id'];
      const lastEventId = typeof header === 'string' ? header : undefined;
      reply.hijack();
      try {
        await tracking.streams.open(reply.raw, { id: admitted.id, owner }, () =>
          tracking.initialFrames(rider, run, lastEventId),
        );
      } catch (error) {
        request.log.error({ err: error }, 'live stream failed');
        tracking.streams.abandon(admitted.id, owner);
        reply.raw.destroy();
      }
    },
  );

  callRoute(
    app,
    getVapidKeyCall,
    { schema: { tags, summary: 'The public VAPID key browsers subscribe with' } },
    async () => ({ public_key: tracking.vapidPublicKey }),
  );

  callRoute(
    app,
    subscribePushCall,
    {
      schema: {
        tags,
        security,
        summary: 'Subscribe this browser to arrival alerts (the PushSubscription JSON)',
      },
      config: app.writeLimits.pushSubscription,
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
  callRoute(
    app,
    sendPositionsCall,
    {
      schema: {
        tags,
        security,
        summary: 'Positions from the driver’s phone, batched (the assigned driver, run in progress only)',
        description:
          'A fix implying more than 150 km/h from the one before is dropped and counted in `dropped`. A run not in progress: 409.',
      },
      config: app.writeLimits.driverPositions,
    },
    async (request) => {
      const outcome = await tracking.ingestFromDriver(currentRider(request), request.params.id, request.body);
      if (outcome.dropped > 0) request.log.warn({ dropped: outcome.dropped }, 'impossible fixes dropped');
      return outcome;
    },
  );
};

/** The operators' live board, mounted in the `/v1/ops` wing. */
export const trackingOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tracking } = app.services;
  callRoute(
    app,
    getLiveBoardCall,
    { schema: { tags: ['operations'], security, summary: 'Runs in progress, late first' } },
    () => tracking.liveBoard(),
  );
};
