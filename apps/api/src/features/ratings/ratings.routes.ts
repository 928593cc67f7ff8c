import {
  BookingRatingsParams,
  OpsIdParams,
  OpsRatingList,
  RideRating,
  RideRatingInput,
  RideRatingList,
  RideRatingParams,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['ratings'];
const security = [{ bearer: [] }];

/** A rider rates a completed ride; the `:userId` guard lets in that rider and staff (ADR 162). */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ratings } = app.services;
  app.put(
    '/users/:userId/rides/:rideId/rating',
    {
      schema: {
        tags,
        security,
        params: RideRatingParams,
        body: RideRatingInput,
        response: { 200: RideRating },
      },
      config: app.writeLimits.rating,
    },
    (request) => ratings.rate(request.params.userId, request.params.rideId, request.body),
  );
  app.get(
    '/users/:userId/routes/:bookingId/ratings',
    { schema: { tags, security, params: BookingRatingsParams, response: { 200: RideRatingList } } },
    (request) => ratings.ofBooking(request.params.userId, request.params.bookingId),
  );
};

/** Inside /v1/ops: ratings per run and per driver. */
export const ratingsOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ratings } = app.services;
  const schema = { tags: ['operations'], security, params: OpsIdParams, response: { 200: OpsRatingList } };
  app.get('/trip-days/:id/ratings', { schema }, (request) =>
    ratings.forOperators({ tripDayId: request.params.id }),
  );
  app.get('/drivers/:id/ratings', { schema }, (request) =>
    ratings.forOperators({ driverId: request.params.id }),
  );
};
