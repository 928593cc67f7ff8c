import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { DatabaseHandle } from '@shuttle/db';
import Fastify, { type FastifyInstance, type onRequestHookHandler } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { devMailboxRoutes } from './features/mail/dev-mailbox.routes.ts';
import { createMailer, type Mailer } from './features/mail/mailers.ts';
import { OutboxDispatcher } from './features/mail/outbox-dispatcher.ts';
import { FEATURES } from './features.ts';
import { TokenService } from './shared/auth.ts';
import { type Clock, systemClock } from './shared/clock.ts';
import type { Deps } from './shared/deps.ts';
import { registerErrorHandler } from './shared/error-handler.ts';
import { OneLineRequestLog } from './shared/request-log.ts';
import { registerSecurityHeaders } from './shared/security-headers.ts';
import { serveWebApp } from './shared/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    tokens: TokenService;
    /** onRequest hook for routes that need a signed-in rider. */
    authenticate: onRequestHookHandler;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  mailer?: Mailer;
  /** Whether to run the outbox sender in the background (the server does; most tests don't). */
  sendMail?: boolean;
}

/** Builds the whole product as a Fastify instance; `server.ts` only listens (STYLE.md). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.authorization'] },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    logController: new OneLineRequestLog(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const outbox = new OutboxDispatcher(database.db, options.mailer ?? createMailer(config, app.log), app.log);
  const deps: Deps = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock: options.clock ?? systemClock,
    kickOutbox: () => outbox.kick(),
  };
  app.decorate('deps', deps);
  app.decorate('tokens', new TokenService(deps));
  app.decorateRequest('rider', null);
  app.decorate('authenticate', async (request) => {
    request.rider = await app.tokens.authenticate(request.headers.authorization);
  });
  registerSecurityHeaders(app, config);
  // With REDIS_URL, counters are shared by every API process (DESIGN.md section 2).
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, { global: false, ...(redis ? { redis } : {}) });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Shuttle API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  registerErrorHandler(app);

  await app.register(
    async (v1) => {
      for (const feature of FEATURES) await v1.register(feature);
      v1.get('/docs', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/v1' },
  );
  if (!config.SMTP_URL) await app.register(devMailboxRoutes);
  await serveWebApp(app, config);

  if (options.sendMail) {
    app.addHook('onReady', async () => outbox.start());
    app.addHook('onClose', async () => outbox.stop());
  }
  return app;
}
