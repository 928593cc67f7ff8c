import {
  cancelBookingCall,
  createBookingCall,
  downloadRideHistoryCall,
  getActiveBookingsCall,
  getBookingCall,
  getPastBookingsCall,
  quoteBookingCall,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../shared/call-route.ts';
import { sendDownload } from '../../shared/downloads.ts';
import { idempotencyKeyOf } from '../../shared/idempotency.ts';
import './booking-audit.ts';
import { waitlistRoutes } from './waitlist.routes.ts';

const tags = ['bookings'];
const secured = [{ bearer: [] }];

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bookings, rideHistory } = app.services;
  await app.register(waitlistRoutes);

  callRoute(
    app,
    createBookingCall,
    {
      schema: { tags, security: secured },
      config: {
        ...app.writeLimits.booking,
        errors: ['INSUFFICIENT_FUNDS', 'ALLOWANCE_EXCEEDED', 'SEAT_UNAVAILABLE', 'RIDE_UNAVAILABLE'],
      },
    },
    async (request, reply) => {
      const answer = await bookings.book(request.params.userId, request.body, idempotencyKeyOf(request));
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(answer.body);
    },
  );

  callRoute(
    app,
    quoteBookingCall,
    { schema: { tags, security: secured }, config: app.writeLimits.bookingQuote },
    async (request) => {
      return bookings.quote(request.params.userId, request.body);
    },
  );

  // The active and the past lists: two calls with the same schemas.
  callRoute(app, getActiveBookingsCall, { schema: { tags, security: secured } }, async (request) => {
    return bookings.active(request.params.userId, request.query.page, request.query.limit);
  });

  callRoute(app, getPastBookingsCall, { schema: { tags, security: secured } }, async (request) => {
    return bookings.past(request.params.userId, request.query.page, request.query.limit);
  });

  // A file of every ride, for a spreadsheet; its own address, not a page of a list (ADR 248).
  callRoute(
    app,
    downloadRideHistoryCall,
    {
      schema: {
        tags,
        security: secured,
        summary: 'My ride history as CSV: every ride booked, the latest first',
      },
    },
    async (request, reply) => sendDownload(reply, await rideHistory.download(request.params.userId)),
  );

  callRoute(app, getBookingCall, { schema: { tags, security: secured } }, async (request) => {
    return bookings.one(request.params.userId, request.params.bookingId);
  });

  callRoute(
    app,
    cancelBookingCall,
    {
      schema: { tags, security: secured },
      config: { ...app.writeLimits.bookingCancellation, errors: ['CANCELLATION_CLOSED'] },
    },
    async (request, reply) => {
      const answer = await bookings.cancel(
        request.params.userId,
        request.params.bookingId,
        request.body,
        idempotencyKeyOf(request),
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(200).send(answer.body);
    },
  );
};
