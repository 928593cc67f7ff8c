import { getRosterWeekCall, getUnassignedRunsCall, rosterDepartureCall } from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { currentRider } from '../../shared/auth.ts';
import { callRoute } from '../../shared/call-route.ts';

const schema = { tags: OPS_TAGS, security: OPS_SECURITY };

/** Rosters: a departure's runs crewed for many dates at once, and the weeks they make (ADR 252). */
export const rostersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { runs } = app.services;

  callRoute(app, rosterDepartureCall, { schema, config: app.writeLimits.roster }, async (request, reply) => {
    const outcome = await runs.roster(currentRider(request), request.params.id, request.body);
    if ('roster' in outcome) return reply.code(200).send(outcome.roster);
    // Runs, not clashes: one run can clash on its vehicle and on its driver.
    const count = new Set(outcome.clashes.map((clash) => clash.run.id)).size;
    return reply.code(409).send({
      message: `Nothing was assigned: ${count} ${count === 1 ? 'run overlaps' : 'runs overlap'} another run of the same vehicle or driver.`,
      code: 'ROSTER_CLASH',
      clashes: outcome.clashes,
    });
  });
  callRoute(app, getRosterWeekCall, { schema }, (request) => runs.rosterWeek(request.query));
  callRoute(app, getUnassignedRunsCall, { schema }, (request) => runs.unassignedRuns(request.query));
};
