import type { User } from '@shuttle/db';
import { auditLog, count, desc, eq } from '@shuttle/db';
import type { FastifyInstance } from 'fastify';
import { riderHeader } from './booking-factories.ts';
import { createRider } from './factories.ts';

export interface Staff {
  user: User;
  headers: { authorization: string };
}

/** An operator (or admin) with a bearer header whose session follows the app's clock. */
export async function createOperator(
  app: FastifyInstance,
  role: 'operator' | 'admin' = 'operator',
): Promise<Staff> {
  const user = await createRider(app.deps.db, { role, fname: 'Ops' });
  return { user, headers: await riderHeader(app, user) };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One call to the /v1/ops wing as that staff member. */
export function opsCall(
  app: FastifyInstance,
  staff: Staff,
  method: Method,
  path: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url: `/v1/ops${path}`,
    headers: { ...staff.headers, ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** How many audit rows an actor has written: every ops write adds exactly one. */
export async function auditRowsBy(app: FastifyInstance, actorId: number): Promise<number> {
  const [row] = await app.deps.db
    .select({ value: count() })
    .from(auditLog)
    .where(eq(auditLog.actorId, actorId));
  return row?.value ?? 0;
}

/** The newest audit row an actor wrote, or undefined. */
export async function lastAuditBy(app: FastifyInstance, actorId: number) {
  const [row] = await app.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.actorId, actorId))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

let sequence = 0;
/** A stop body in the Lagos service area, a little apart from the last one. */
export function stopBody(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: `Ops stop ${process.pid}-${sequence}`,
    location: `Ops stop ${sequence}, by the footbridge`,
    latitude: 6.5 + sequence / 1000,
    longitude: 3.35 + sequence / 1000,
    city_id: 1,
    ...overrides,
  };
}

let codes = 0;
export const routeCode = () => `OPS-${process.pid % 10000}-${++codes}`.slice(0, 20);
