import {
  OpsIdParams,
  OpsTripDayList,
  RosterClashBody,
  RosterInput,
  RosterResult,
  RosterWeek,
  RosterWeekQuery,
  UnassignedRunsQuery,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY, OPS_TAGS } from '../../shared/api-reference.ts';
import { currentRider } from '../../shared/auth.ts';

const schema = { tags: OPS_TAGS, security: OPS_SECURITY };

/** Rosters: a departure's runs crewed for many dates at once, and the weeks they make (ADR 252). */
export const rostersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { runs } = app.services;

  app.post(
    '/itineraries/:id/roster',
    {
      schema: {
        ...schema,
        params: OpsIdParams,
        body: RosterInput,
        response: { 200: RosterResult, 409: RosterClashBody },
      },
      config: app.writeLimits.roster,
    },
    async (request, reply) => {
      const outcome = await runs.roster(currentRider(request), request.params.id, request.body);
      if ('roster' in outcome) return reply.code(200).send(outcome.roster);
      // Runs, not clashes: one run can clash on its vehicle and on its driver.
      const count = new Set(outcome.clashes.map((clash) => clash.run.id)).size;
      return reply.code(409).send({
        message: `Nothing was assigned: ${count} ${count === 1 ? 'run overlaps' : 'runs overlap'} another run of the same vehicle or driver.`,
        code: 'ROSTER_CLASH',
        clashes: outcome.clashes,
      });
    },
  );
  app.get(
    '/rosters/week',
    { schema: { ...schema, querystring: RosterWeekQuery, response: { 200: RosterWeek } } },
    (request) => runs.rosterWeek(request.query),
  );
  app.get(
    '/rosters/unassigned',
    { schema: { ...schema, querystring: UnassignedRunsQuery, response: { 200: OpsTripDayList } } },
    (request) => runs.unassignedRuns(request.query),
  );
};
