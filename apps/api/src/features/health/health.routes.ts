import { sql } from '@shuttle/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The release that is running, for deploy checks; it touches nothing but memory. */
const VERSION = { name: 'shuttle', version: process.env.npm_package_version ?? '1.0.0' };

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      await app.deps.db.execute(sql`SELECT 1`);
      return { status: 'ok' as const, db: app.deps.dbKind };
    },
  );

  app.get(
    '/version',
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ name: z.string(), version: z.string() }) },
      },
    },
    async () => VERSION,
  );
};
