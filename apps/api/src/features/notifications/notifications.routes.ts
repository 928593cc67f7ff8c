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
import { requireSelf } from '../../shared/auth.ts';
import { NotificationsService } from './notifications.service.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = new NotificationsService(app.deps);

  app.get(
    '/users/:userId/notifications',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        params: UserIdParams,
        querystring: NotificationsQuery,
        response: { 200: NotificationList },
      },
    },
    async (request) => {
      requireSelf(request, request.params.userId);
      const { page, limit, unread_only } = request.query;
      return notifications.list(request.params.userId, { page, limit, unreadOnly: unread_only });
    },
  );

  app.patch(
    '/users/:userId/notifications/:notificationId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        params: NotificationParams,
        body: UpdateNotificationInput,
        response: { 200: Notification },
      },
    },
    async (request) => {
      requireSelf(request, request.params.userId);
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
      onRequest: app.authenticate,
      schema: { tags, security, params: UserIdParams, response: { 200: UnreadCount } },
    },
    async (request) => {
      requireSelf(request, request.params.userId);
      return notifications.markAllRead(request.params.userId);
    },
  );

  app.get(
    '/users/:userId/unread-notifications-count',
    {
      onRequest: app.authenticate,
      schema: { tags, security, params: UserIdParams, response: { 200: UnreadCount } },
    },
    async (request) => {
      requireSelf(request, request.params.userId);
      return notifications.unreadCount(request.params.userId);
    },
  );
};
