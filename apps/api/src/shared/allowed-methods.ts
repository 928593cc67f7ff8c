import type { FastifyInstance, HTTPMethods } from 'fastify';

const METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * The methods some route answers at this path (its query aside), from Fastify's own router, so
 * that a known address asked with another method answers 405 with `Allow` rather than 404
 * (docs/api-conventions.md#errors). Empty when nothing lives at the path.
 */
export function allowedMethods(app: FastifyInstance, url: string): HTTPMethods[] {
  const path = url.split('?', 1)[0] ?? '';
  return METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
}
