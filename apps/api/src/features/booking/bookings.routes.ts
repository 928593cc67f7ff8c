import {
  Booking,
  BookingInput,
  BookingList,
  BookingListQuery,
  BookingParams,
  BookingQuote,
  CancelBookingInput,
  CancellationAnswer,
  UserIdParams,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendDownload } from '../../shared/downloads.ts';
import { idempotencyKeyOf } from '../../shared/idempotency.ts';
import './booking-audit.ts';
import { waitlistRoutes } from './waitlist.routes.ts';

const tags = ['bookings'];
const secured = [{ bearer: [] }];
const idempotencyHeader = z.looseObject({ 'idempotency-key': z.string().optional() });

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bookings, rideHistory } = app.services;
  await app.register(waitlistRoutes);

  app.post(
    '/users/:userId/routes',
    {
      schema: {
        tags,
        security: secured,
        params: UserIdParams,
        body: BookingInput,
        headers: idempotencyHeader,
        response: { 201: Booking },
      },
      config: app.writeLimits.booking,
    },
    async (request, reply) => {
      const answer = await bookings.book(request.params.userId, request.body, idempotencyKeyOf(request));
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(answer.body);
    },
  );

  app.post(
    '/users/:userId/routes/quote',
    {
      schema: {
        tags,
        security: secured,
        params: UserIdParams,
        body: BookingInput,
        response: { 200: BookingQuote },
      },
      config: app.writeLimits.bookingQuote,
    },
    async (request) => {
      return bookings.quote(request.params.userId, request.body);
    },
  );

  // The active and the past lists share their schema.
  const bookingListRoute = {
    schema: {
      tags,
      security: secured,
      params: UserIdParams,
      querystring: BookingListQuery,
      response: { 200: BookingList },
    },
  };

  app.get('/users/:userId/routes', bookingListRoute, async (request) => {
    return bookings.active(request.params.userId, request.query.page, request.query.limit);
  });

  app.get('/bookings/:userId/past-bookings', bookingListRoute, async (request) => {
    return bookings.past(request.params.userId, request.query.page, request.query.limit);
  });

  // A file of every ride, for a spreadsheet; its own address, not a page of a list (ADR 248).
  app.get(
    '/users/:userId/rides.csv',
    {
      schema: {
        tags,
        security: secured,
        summary: 'My ride history as CSV: every ride booked, the latest first',
        params: UserIdParams,
      },
    },
    async (request, reply) => sendDownload(reply, await rideHistory.download(request.params.userId)),
  );

  app.get(
    '/users/:userId/routes/:bookingId',
    {
      schema: { tags, security: secured, params: BookingParams, response: { 200: Booking } },
    },
    async (request) => {
      return bookings.one(request.params.userId, request.params.bookingId);
    },
  );

  app.post(
    '/users/:userId/routes/:bookingId/cancel',
    {
      schema: {
        tags,
        security: secured,
        params: BookingParams,
        body: CancelBookingInput,
        headers: idempotencyHeader,
        response: { 200: CancellationAnswer },
      },
      config: app.writeLimits.bookingCancellation,
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
