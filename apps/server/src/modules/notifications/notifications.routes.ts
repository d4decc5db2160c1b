import {
  EmptyBody,
  ListNotificationsQuery,
  MarkedRead,
  NotificationList,
  NotificationPreferencesView,
  StoreIdParams,
  UnreadCount,
  UnsubscribeBody,
  Unsubscribed,
  UnsubscribeQuery,
  UpdateNotificationPreferences,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as notifications from './notifications.service';

const NoQuery = z.object({}).strict();
// Every signed-in account has a bell: buyers, manufacturers and administrators alike ('buyer' audience).
const signedIn = { audience: 'buyer' } as const;

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db };

  app.get(
    '/me/notifications',
    {
      config: signedIn,
      schema: {
        summary: 'My notifications, newest first, with the unread count',
        querystring: ListNotificationsQuery,
        response: { 200: NotificationList },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return notifications.listMyNotifications(deps, request.actor, request.query);
    },
  );

  app.get(
    '/me/notifications/unread-count',
    {
      config: signedIn,
      schema: {
        summary: 'How many of my notifications are unread (the bell)',
        querystring: NoQuery,
        response: { 200: UnreadCount },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return notifications.unreadCount(deps, request.actor);
    },
  );

  app.post(
    '/me/notifications/:id/read',
    {
      config: signedIn,
      schema: {
        summary: 'Mark one of my notifications read',
        params: StoreIdParams,
        body: EmptyBody,
        response: { 200: MarkedRead },
      },
    },
    async (request) => notifications.markOneRead(deps, request.actor, request.params.id),
  );

  app.post(
    '/me/notifications/read-all',
    {
      config: signedIn,
      schema: {
        summary: 'Mark all my notifications read',
        body: EmptyBody,
        response: { 200: MarkedRead },
      },
    },
    async (request) => notifications.markAllRead(deps, request.actor),
  );

  app.get(
    '/me/notification-preferences',
    {
      config: signedIn,
      schema: {
        summary: 'How I receive notifications: the e-mail mode and each event on each channel',
        querystring: NoQuery,
        response: { 200: NotificationPreferencesView },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return notifications.getMyPreferences(deps, request.actor);
    },
  );

  app.put(
    '/me/notification-preferences',
    {
      config: signedIn,
      schema: {
        summary: 'Choose immediate e-mails, a daily digest or none, and each event on the bell and by e-mail',
        body: UpdateNotificationPreferences,
        response: { 200: NotificationPreferencesView },
      },
    },
    async (request) => notifications.updateMyPreferences(deps, request.actor, request.body),
  );

  // D17: the page of the link at the foot of every notification e-mail; the token alone decides,
  // no sign-in. Reading it changes nothing (mail scanners open links); its button POSTs.
  app.get(
    '/notifications/unsubscribe',
    {
      config: { audience: 'public' },
      schema: {
        summary: 'Whose notification e-mails an unsubscribe link stops (changes nothing)',
        querystring: UnsubscribeQuery,
        response: { 200: Unsubscribed },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return notifications.previewUnsubscribe(deps, request.query.token);
    },
  );

  app.post(
    '/notifications/unsubscribe',
    {
      config: { audience: 'public' },
      schema: {
        summary: 'Stop notification e-mails (the button of the unsubscribe page)',
        body: UnsubscribeBody,
        response: { 200: Unsubscribed },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return notifications.unsubscribe(deps, request.body.token);
    },
  );
};
