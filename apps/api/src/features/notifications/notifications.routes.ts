import {
  NOTICE_KIND_LABELS,
  Notification,
  NotificationList,
  NotificationParams,
  NotificationPreferences,
  NotificationsQuery,
  UnreadCount,
  UnsubscribeParams,
  UpdateNotificationInput,
  UpdateNotificationPreferencesInput,
  UserIdParams,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../shared/app-error.ts';

/**
 * Unauthenticated: each try costs an HMAC and, when signed, one upsert. A mail client posts
 * once per click; a person opens the page once or twice.
 */
const UNSUBSCRIBES_PER_ADDRESS_PER_MINUTE = 20;
const ONE_CLICK_BODY_LIMIT = 1024;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const tags = ['notifications'];
const security = [{ bearer: [] }];

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications, riderNotices } = app.services;
  await app.register(unsubscribeRoutes);

  app.get(
    '/users/:userId/notification-preferences',
    {
      schema: { tags, security, params: UserIdParams, response: { 200: NotificationPreferences } },
    },
    async (request) => riderNotices.preferences(request.params.userId),
  );

  app.put(
    '/users/:userId/notification-preferences',
    {
      schema: {
        tags,
        security,
        params: UserIdParams,
        body: UpdateNotificationPreferencesInput,
        response: { 200: NotificationPreferences },
      },
      config: app.writeLimits.notificationPreferences,
    },
    async (request) => riderNotices.update(request.params.userId, request.body),
  );

  app.get(
    '/users/:userId/notifications',
    {
      schema: {
        tags,
        security,
        params: UserIdParams,
        querystring: NotificationsQuery,
        response: { 200: NotificationList },
      },
    },
    async (request) => {
      const { page, limit, unread_only } = request.query;
      return notifications.list(request.params.userId, { page, limit, unreadOnly: unread_only });
    },
  );

  app.patch(
    '/users/:userId/notifications/:notificationId',
    {
      schema: {
        tags,
        security,
        params: NotificationParams,
        body: UpdateNotificationInput,
        response: { 200: Notification },
      },
      config: app.writeLimits.notificationRead,
    },
    async (request) => {
      return notifications.setRead(
        request.params.userId,
        request.params.notificationId,
        request.body.is_read,
      );
    },
  );

  app.post(
    '/users/:userId/notifications/read-all',
    {
      schema: { tags, security, params: UserIdParams, response: { 200: UnreadCount } },
      config: app.writeLimits.notificationsReadAll,
    },
    async (request) => {
      return notifications.markAllRead(request.params.userId);
    },
  );

  app.get(
    '/users/:userId/unread-notifications-count',
    {
      schema: { tags, security, params: UserIdParams, response: { 200: UnreadCount } },
    },
    async (request) => {
      return notifications.unreadCount(request.params.userId);
    },
  );
};

/**
 * The one-click link of a notice's email (RFC 8058, docs/decisions/257): opening it, or a mail
 * client's POST of `List-Unsubscribe=One-Click`, turns that kind of email off without signing
 * in. Its own plugin, so that the form parser exists here only.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { riderNotices } = app.services;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const rateLimit = { max: UNSUBSCRIBES_PER_ADDRESS_PER_MINUTE, timeWindow: '1 minute' };

  app.get(
    '/unsubscribe/:token',
    { schema: { hide: true, params: UnsubscribeParams }, config: { rateLimit } },
    async (request, reply) => {
      const page = (title: string, text: string) =>
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Shuttle</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/dashboard/notifications/preferences">Choose your notices</a></p></main></body></html>`;
      reply.type('text/html; charset=utf-8');
      try {
        const kind = await riderNotices.unsubscribe(request.params.token);
        return page(
          'You are unsubscribed',
          `We will no longer email you about: ${escapeHtml(NOTICE_KIND_LABELS[kind])}. You still see these notices in the app.`,
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        reply.code(404);
        return page('This link does not work', escapeHtml(error.message));
      }
    },
  );

  app.post(
    '/unsubscribe/:token',
    {
      schema: {
        hide: true,
        params: UnsubscribeParams,
        body: z.object({ 'List-Unsubscribe': z.literal('One-Click') }),
        response: { 200: z.object({ unsubscribed: z.string() }) },
      },
      bodyLimit: ONE_CLICK_BODY_LIMIT,
      config: { rateLimit },
    },
    async (request) => ({ unsubscribed: await riderNotices.unsubscribe(request.params.token) }),
  );
};
