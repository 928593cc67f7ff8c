import { API_BASE, type CallDefinition } from '@shuttle/contracts';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Part<Definition, Key extends string> = Definition extends { [K in Key]: infer Schema }
  ? Schema
  : undefined;

/** The route schema a definition gives: Fastify validates, serializes and documents from it. */
export interface CallSchema<Definition extends CallDefinition> {
  params: Part<Definition, 'params'>;
  querystring: Part<Definition, 'query'>;
  body: Part<Definition, 'body'>;
  headers: Part<Definition, 'headers'>;
  response: Part<Definition, 'answers'>;
}

/** What the route adds to its definition: its documentation (tags, security, summary) and hooks. */
export type CallRouteOptions<Definition extends CallDefinition> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    CallSchema<Definition>,
    ZodTypeProvider,
    FastifyBaseLogger
  >,
  'schema'
> & { schema?: Omit<FastifySchema, keyof CallSchema<CallDefinition>> };

export type CallHandler<Definition extends CallDefinition> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  CallSchema<Definition>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** The definition's path as the plugin registers it: under the plugin's prefix (`/v1/ops` ...). */
export function pathUnderPrefix(prefix: string, path: string): string {
  const within = prefix.startsWith(API_BASE) ? prefix.slice(API_BASE.length) : undefined;
  if (within === undefined || !path.startsWith(within))
    throw new Error(`The call ${path} cannot be registered under ${prefix}: it belongs to another group.`);
  return path.slice(within.length);
}

/** The schema a definition gives, for the route and for the test that compares them. */
export function callSchema(definition: CallDefinition): FastifySchema {
  return {
    ...(definition.params && { params: definition.params }),
    ...(definition.query && { querystring: definition.query }),
    ...(definition.body && { body: definition.body }),
    ...(definition.headers && { headers: definition.headers }),
    ...(definition.answers && { response: definition.answers }),
  };
}

/**
 * Registers a route from its call's definition (docs/decisions/273-one-definition-per-call.md):
 * the method, address and schemas come from the contracts, the route adds its documentation,
 * hooks and handler. It goes through Fastify's own registration, so every `onRoute` hook and the
 * API reference see it as any other route.
 */
export function callRoute<const Definition extends CallDefinition>(
  app: ZodApp,
  definition: Definition,
  options: CallRouteOptions<Definition>,
  handler: CallHandler<Definition>,
): void {
  const { schema: docs, ...rest } = options;
  app.route({
    ...rest,
    method: definition.method,
    url: pathUnderPrefix(app.prefix, definition.path),
    schema: { ...docs, ...callSchema(definition) },
    handler,
  } as Parameters<ZodApp['route']>[0]);
}
