import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { DatabaseHandle } from '@shuttle/db';
import Fastify, { type FastifyInstance, type FastifyReply, type onRequestHookHandler } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import { devMailboxRoutes } from './features/mail/dev-mailbox.routes.ts';
import { createMailer, type Mailer } from './features/mail/mailers.ts';
import { OutboxDispatcher } from './features/mail/outbox-dispatcher.ts';
import { PushOutboxDispatcher } from './features/notifications/push-outbox-dispatcher.ts';
import { busPartnerWing, driverWing, FEATURES, opsWing } from './features.ts';
import { createJobs, type Jobs } from './jobs.ts';
import { defineJobs } from './scheduled-jobs.ts';
import { buildServices, type Services } from './services.ts';
import { guardUserRoutes } from './shared/access.ts';
import { answerSerializerCompiler } from './shared/answer-serializer.ts';
import { registerApiReference } from './shared/api-reference.ts';
import { TokenService } from './shared/auth.ts';
import { BackgroundQueue, type BackgroundWork } from './shared/background-work.ts';
import { type Clock, ManualClock, systemClock } from './shared/clock.ts';
import type { Deps } from './shared/deps.ts';
import { registerErrorHandler } from './shared/error-handler.ts';
import { createFileStore, type FileStore } from './shared/file-store.ts';
import { Lifecycle } from './shared/lifecycle.ts';
import { Metrics } from './shared/metrics.ts';
import { registerMetricsRoute } from './shared/metrics-route.ts';
import { createQuota, type Quota } from './shared/quota.ts';
import { OneLineRequestLog, serializeRequest } from './shared/request-log.ts';
import { answerHeaders } from './shared/security-headers.ts';
import { ServerKeys } from './shared/server-keys.ts';
import { CHECK_IN_WINDOW_SECONDS, type UserWriteLimits, userWriteLimits } from './shared/user-limits.ts';
import { serveWebApp } from './shared/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    tokens: TokenService;
    services: Services;
    /** onRequest hook for routes that need a signed-in rider. */
    authenticate: onRequestHookHandler;
    /** Each signed-in write's limit per user, for its route's `config` (ADR 238). */
    writeLimits: UserWriteLimits;
    /** Limits that count units rather than requests, in the rate limiter's store (ADR 238). */
    quotas: Quotas;
  }
}

export interface Quotas {
  /** Boarding passes a driver checks in, per pass: CHECK_IN_ITEMS_PER_MINUTE. */
  checkInItems: Quota;
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  mailer?: Mailer;
  /** Whether to run the outbox senders (emails, pushes) in the background (the server does; most tests don't). */
  sendMail?: boolean;
  /** Where work after a request's answer runs; a queue in this process by default. */
  background?: BackgroundWork;
  /** Whether to start the job queue's workers and schedules (the server does; tests choose). */
  runJobs?: boolean;
  /** The job queue; pg-boss with DATABASE_URL, the in-process queue otherwise. */
  jobs?: Jobs;
  /** Where uploads go; the one the settings name by default. */
  files?: FileStore;
  /** Process metrics (CPU, memory, event loop): the server's, not every test app's. */
  processMetrics?: boolean;
  /**
   * Where log lines go; standard output written synchronously by default. The server passes an
   * asynchronous destination (ADR 180).
   */
  logStream?: DestinationStream;
}

/** Builds the whole product as a Fastify instance; `server.ts` only listens (docs/code-style.md#api). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization'],
            // Fastify's own lines that carry the request log its address masked (ADR 285).
            serializers: { req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    logController: new OneLineRequestLog(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // A path that is not valid percent-encoding never reaches routing or the error handler.
    frameworkErrors: (error, _request, reply) => {
      const answer =
        error.code === 'FST_ERR_BAD_URL'
          ? { message: 'The address is not valid.', code: 'BAD_REQUEST' }
          : { message: 'The request is not valid.', code: 'BAD_REQUEST' };
      // The reply's generics here are the raw server's, before the type provider applies.
      void (reply as unknown as FastifyReply).status(400).send(answer);
    },
    // A client that trickles its headers or body holds a socket and memory: it gets a 408 and
    // the connection is closed (ADR 106). Node checks these at connectionsCheckingInterval.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: Math.max(config.REQUEST_TIMEOUT_MS, config.KEEP_ALIVE_TIMEOUT_MS) + 1000,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.HEADERS_TIMEOUT_MS / 2)),
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);

  const outbox = new OutboxDispatcher(database.db, options.mailer ?? createMailer(config, app.log), app.log);
  const clock = options.clock ?? systemClock;
  const metrics = new Metrics({ processMetrics: options.processMetrics ?? false });
  const jobs = options.jobs ?? createJobs(config.DATABASE_URL, app.log);
  // Rider notices' pushes go through tracking's push subscriptions, built with the services
  // below; the dispatcher sends nothing before start() (docs/decisions/263).
  const pushes = new PushOutboxDispatcher(
    database.db,
    clock,
    (ids, message) => app.services.tracking.pushToUsers(ids, message),
    app.log,
  );
  const deps: Deps = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    keys: await ServerKeys.open(database.db, clock, config.SESSION_TTL_SECONDS),
    kickOutbox: () => {
      outbox.kick();
      pushes.kick();
    },
    background: options.background ?? new BackgroundQueue(app.log),
    files: options.files ?? createFileStore(config),
    jobs,
    lifecycle: new Lifecycle(app.log),
    metrics,
  };
  metrics.sources.pool = database.poolStats;
  metrics.sources.queues = () => jobs.stats();
  metrics.sources.outboxLagSeconds = () => outbox.lagSeconds(clock.now());
  // The one global onRequest hook (ADR 184): the security headers and request id on every
  // answer. The request's own lines carry its id through its logger (ADR 212).
  const setAnswerHeaders = answerHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    setAnswerHeaders(request, reply);
    done();
  });
  // Synchronous hooks: an async one costs a promise on every request (docs/decisions/007).
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.decorate('deps', deps);
  // Work a request left running finishes before the database it writes to closes.
  app.addHook('onClose', async () => deps.background.idle());
  const tokens = new TokenService(deps);
  app.decorate('tokens', tokens);
  app.decorate('services', buildServices(deps, tokens, app.log));
  app.decorateRequest('rider', null);
  app.decorate('authenticate', async (request) => {
    request.rider = await app.tokens.authenticate(request.headers.authorization);
  });
  registerMetricsRoute(app, config, metrics);
  // With REDIS_URL, counters are shared by every API process (docs/api-conventions.md#scaling).
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, { global: false, ...(redis ? { redis } : {}) });
  app.decorate('writeLimits', userWriteLimits(config.SIGNED_IN_WRITE_LIMIT_SCALE));
  app.decorate('quotas', {
    checkInItems: createQuota({
      name: 'check-in-items',
      units: config.CHECK_IN_ITEMS_PER_MINUTE,
      windowSeconds: CHECK_IN_WINDOW_SECONDS,
      refusal: (seconds) =>
        `A driver can check in at most ${config.CHECK_IN_ITEMS_PER_MINUTE} passes a minute. Send the rest in ${seconds} seconds.`,
      ...(redis ? { redis } : {}),
    }),
  } satisfies Quotas);
  await registerApiReference(app);
  registerErrorHandler(app);

  await app.register(
    async (v1) => {
      guardUserRoutes(v1, (userId) => app.services.accounts.findUser(userId));
      for (const feature of FEATURES) await v1.register(feature);
      await v1.register(opsWing, { prefix: '/ops' });
      await v1.register(busPartnerWing, { prefix: '/bus-partner' });
      await v1.register(driverWing, { prefix: '/driver' });
    },
    { prefix: '/v1' },
  );
  // The mailbox shows every reset link: only a demo that sends no real email has one (ADR 110).
  if (config.APP_MODE === 'demo' && !config.SMTP_URL) await app.register(devMailboxRoutes);
  // "Try the demo as": sign-in as any role, the demo only; production never loads the module (ADR 276).
  if (config.APP_MODE === 'demo') {
    const { demoRoutes } = await import('./features/simulation/demo.routes.ts');
    await app.register(demoRoutes, { prefix: '/v1' });
  }
  await serveWebApp(app, config);

  if (options.sendMail) {
    app.addHook('onReady', async () => {
      outbox.start();
      pushes.start();
    });
    // Before the jobs stop (onClose): a sweep job sending a backlog then ends after its batch.
    app.addHook('preClose', async () => {
      await Promise.all([outbox.stop(), pushes.stop()]);
    });
  }
  defineJobs(jobs, deps, app.services, outbox, pushes);
  // The demo's living day, one job across processes (ADR 275); not in production, not when turned off.
  if (config.APP_MODE === 'demo' && config.DEMO_SIMULATION === 'on') {
    const { defineSimulation } = await import('./features/simulation/simulation.ts');
    // The history's days are made by the same services over a clock it sets to each moment.
    defineSimulation(app, () => {
      const historyClock = new ManualClock(clock.now());
      return {
        services: buildServices({ ...deps, clock: historyClock }, tokens, app.log),
        setNow: (at) => historyClock.set(at),
      };
    });
  }
  if (options.runJobs) app.addHook('onReady', async () => jobs.start());
  // Running jobs finish before the database closes (also jobs a test started by hand).
  app.addHook('onClose', async () => jobs.stop());
  app.addHook('onClose', async () => deps.files.close?.());
  return app;
}
