import {
  getBookingRatingsCall,
  getDriverRatingsCall,
  getRunRatingsCall,
  rateRideCall,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../shared/call-route.ts';

const tags = ['ratings'];
const security = [{ bearer: [] }];

/** A rider rates a completed ride; the `:userId` guard lets in that rider and staff (ADR 162). */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ratings } = app.services;
  callRoute(app, rateRideCall, { schema: { tags, security }, config: app.writeLimits.rating }, (request) =>
    ratings.rate(request.params.userId, request.params.rideId, request.body),
  );
  callRoute(app, getBookingRatingsCall, { schema: { tags, security } }, (request) =>
    ratings.ofBooking(request.params.userId, request.params.bookingId),
  );
};

/** Inside /v1/ops: ratings per run and per driver. */
export const ratingsOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ratings } = app.services;
  const schema = { tags: ['operations'], security };
  callRoute(app, getRunRatingsCall, { schema }, (request) =>
    ratings.forOperators({ tripDayId: request.params.id }),
  );
  callRoute(app, getDriverRatingsCall, { schema }, (request) =>
    ratings.forOperators({ driverId: request.params.id }),
  );
};
