import type { DatabaseHandle } from '@shuttle/db';
import { type FastifyInstance, type onRequestHookHandler } from 'fastify';
import type { Config } from './config.ts';
import { type Mailer } from './features/mail/mailers.ts';
import { TokenService } from './shared/auth.ts';
import { type Clock } from './shared/clock.ts';
import type { Deps } from './shared/deps.ts';

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
export declare function buildApp(options: BuildAppOptions): Promise<FastifyInstance>;
