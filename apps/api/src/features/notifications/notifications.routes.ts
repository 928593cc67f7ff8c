import {
  Notification,
  NotificationList,
  NotificationParams,
  NotificationsQuery,
  UnreadCount,
  UpdateNotificationInput,
  UserIdParams,
} from '@shuttle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['notifications'];
const security = [{ bearer: [] }];

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app.services;

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
