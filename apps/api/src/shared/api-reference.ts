import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorAnswersOf } from './error-answers.ts';

/**
 * Routes for operators and staff, by address: every route under these (and the ones that come
 * later under them) is marked staff-only in the reference (docs/decisions/132). A prefix matches
 * whole path segments, so the public `/v1/drivers` sign-up and `/v1/admins/feedback` form stay public.
 */
export const STAFF_PREFIXES = ['/v1/ops', '/v1/driver', '/v1/bus-partner'] as const;
/** Tags a route may carry to say it is for staff, wherever it lives (`/v1/promo-codes` for one). */
export const STAFF_ROUTE_TAGS = ['operators', 'admin', 'staff'] as const;
/** The tag and security of the operators' wing (`/v1/ops`), shared by every feature that mounts a route there. */
export const OPS_TAGS = ['operations'];
export const OPS_SECURITY = [{ bearer: [] }];
/** The one tag staff routes show under in the reference. */
export const STAFF_TAG = 'Staff only';

const STAFF_NOTE =
  'Staff only: needs the session of an operator or an administrator; anyone else is refused (401, 403, or 404 as if the route did not exist).';

export const isStaffRoute = (url: string, tags: readonly string[] = []) =>
  STAFF_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`)) ||
  tags.some((tag) => (STAFF_ROUTE_TAGS as readonly string[]).includes(tag));

type Transform = typeof jsonSchemaTransform;

/**
 * zod's JSON schemas, then every error answer the route can give (`error-answers.ts`), then
 * the staff mark: one tag, a note and `x-staff-only: true`.
 */
const transform: Transform = (input) => {
  const converted = jsonSchemaTransform(input);
  if ((converted.schema as { hide?: boolean }).hide || !input.route) return converted;
  const tags = Array.isArray(converted.schema.tags) ? (converted.schema.tags as string[]) : [];
  const staff = isStaffRoute(converted.url, tags);
  const transformed = { ...converted, schema: errorAnswersOf(input.route, converted.schema, staff) };
  const schema = transformed.schema as Record<string, unknown>;
  if (!staff) return transformed;
  const description = typeof schema.description === 'string' ? `\n\n${schema.description}` : '';
  return {
    ...transformed,
    schema: {
      ...schema,
      tags: [STAFF_TAG],
      description: `${STAFF_NOTE}${description}`,
      'x-staff-only': true,
    },
  };
};

/** The part of the document the tag list is drawn from. */
interface DocumentPaths {
  paths?: Record<string, Record<string, unknown> | undefined>;
}

/** Every tag in the order its first operation appears, staff last, so that the reference ends with them. */
function tagsInOrder(document: DocumentPaths): { name: string; description?: string }[] {
  const names = new Set<string>();
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations ?? {})) {
      const tags = (operation as { tags?: unknown } | undefined)?.tags;
      if (!Array.isArray(tags)) continue;
      for (const tag of tags) if (typeof tag === 'string' && tag !== STAFF_TAG) names.add(tag);
    }
  }
  return [
    ...[...names].map((name) => ({ name })),
    {
      name: STAFF_TAG,
      description: 'Operators and staff only; riders, partner apps and visitors are refused.',
    },
  ];
}

const DESCRIPTION = [
  'The API of the Shuttle web app, for partner apps and integrations.',
  '',
  '- Sign in with `POST /v1/login` (or `POST /v1/partner/session` from a partner app) and send the',
  '  token as `Authorization: Bearer <token>`.',
  '- Errors answer `{ message, code }`; money is integer kobo; times are ISO 8601.',
  '- Lists answer `{ data, meta: { page, limit, total } }`.',
  `- Operations under **${STAFF_TAG}** are for operators and staff.`,
].join('\n');

/**
 * The OpenAPI 3 document of every route (`/v1/docs/openapi.json`) and an interactive reference
 * (`/v1/docs`, Swagger UI) whose scripts, styles and images are all served from here, so that
 * it lives within the app's Content-Security-Policy.
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Shuttle API', version: '1.0.0', description: DESCRIPTION },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform,
    transformObject: (document) =>
      'openapiObject' in document
        ? { ...document.openapiObject, tags: tagsInOrder(document.openapiObject) }
        : document.swaggerObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/v1/docs',
    theme: { title: 'Shuttle API reference' },
    uiConfig: {
      // The reference alone: the standalone layout's top bar draws Swagger's logo with an inline
      // <style> (which our policy refuses) and offers to load any other document.
      layout: 'BaseLayout',
      deepLinking: true,
      docExpansion: 'list',
      defaultModelsExpandDepth: 0,
    },
  });
  app.get('/v1/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
