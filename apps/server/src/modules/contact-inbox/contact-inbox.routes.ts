import {
  AdminContactMessage,
  AdminContactMessageList,
  AdminListContactMessagesQuery,
  AdminReplyContactMessage,
  EmptyBody,
  StoreIdParams,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as inbox from './contact-inbox.service';

const admin = { audience: 'admin' } as const;

/** Admin inbox: the messages of the contact form (D21). */
export const contactInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, mail: app.deps.mail, config: app.deps.config };

  app.get(
    '/admin/contact-messages',
    {
      config: admin,
      schema: {
        summary: 'Contact messages, newest first, by status and search',
        querystring: AdminListContactMessagesQuery,
        response: { 200: AdminContactMessageList },
      },
    },
    async (request) => inbox.listMessages(deps, request.actor, request.query),
  );

  app.get(
    '/admin/contact-messages/:id',
    {
      config: admin,
      schema: {
        summary: 'One contact message',
        params: StoreIdParams,
        response: { 200: AdminContactMessage },
      },
    },
    async (request) => inbox.getMessage(deps, request.actor, request.params.id),
  );

  app.post(
    '/admin/contact-messages/:id/read',
    {
      config: admin,
      schema: {
        summary: 'Mark a new message read (opening it does this)',
        params: StoreIdParams,
        body: EmptyBody,
        response: { 200: AdminContactMessage },
      },
    },
    async (request) => inbox.markRead(deps, request.actor, request.params.id),
  );

  app.post(
    '/admin/contact-messages/:id/handled',
    {
      config: admin,
      schema: {
        summary: 'Mark a message handled',
        params: StoreIdParams,
        body: EmptyBody,
        response: { 200: AdminContactMessage },
      },
    },
    async (request) => inbox.markHandled(deps, request.actor, request.params.id),
  );

  app.post(
    '/admin/contact-messages/:id/reply',
    {
      config: admin,
      schema: {
        summary: 'Answer a message by e-mail (sent through the outbox; status replied)',
        params: StoreIdParams,
        body: AdminReplyContactMessage,
        response: { 200: AdminContactMessage },
      },
    },
    async (request) => inbox.replyToMessage(deps, request.actor, request.params.id, request.body),
  );
};
