import {
  getNotificationPreferencesCall,
  getNotificationsCall,
  getUnreadNotificationsCountCall,
  markAllNotificationsReadCall,
  markNotificationReadCall,
  NOTICE_KIND_LABELS,
  saveNotificationPreferencesCall,
  UnsubscribeParams,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../shared/app-error.ts';
import { callRoute } from '../../shared/call-route.ts';

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

  callRoute(app, getNotificationPreferencesCall, { schema: { tags, security } }, async (request) =>
    riderNotices.preferences(request.params.userId),
  );

  callRoute(
    app,
    saveNotificationPreferencesCall,
    { schema: { tags, security }, config: app.writeLimits.notificationPreferences },
    async (request) => riderNotices.update(request.params.userId, request.body),
  );

  callRoute(app, getNotificationsCall, { schema: { tags, security } }, async (request) => {
    const { page, limit, unread_only } = request.query;
    return notifications.list(request.params.userId, { page, limit, unreadOnly: unread_only });
  });

  callRoute(
    app,
    markNotificationReadCall,
    { schema: { tags, security }, config: app.writeLimits.notificationRead },
    async (request) =>
      notifications.setRead(request.params.userId, request.params.notificationId, request.body.is_read),
  );

  callRoute(
    app,
    markAllNotificationsReadCall,
    { schema: { tags, security }, config: app.writeLimits.notificationsReadAll },
    async (request) => notifications.markAllRead(request.params.userId),
  );

  callRoute(app, getUnreadNotificationsCountCall, { schema: { tags, security } }, async (request) =>
    notifications.unreadCount(request.params.userId),
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
