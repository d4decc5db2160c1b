import fastifyMultipart from '@fastify/multipart';
import {
  PostQuoteMessage,
  QuoteMessageFileParams,
  QuoteMessageFileQuery,
  QuoteThread,
  StoreIdParams,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFileBytes } from '../../lib/file-reply';
import { formUploadReader, UPLOAD_LIMITS } from '../../lib/upload';
import { MultipartMessageBody } from '../../plugins/api-contract';
import * as messages from './messages.service';

const MessageFile = z
  .string()
  .meta({ format: 'binary' })
  .describe('The photo (WebP) or video (MP4 or MOV) sent in the thread');

/** D17: the thread of one quote, for its buyer and its manufacturer (everyone else: 404). */
export const quoteMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
  const deps = { db: app.deps.db, mail: app.deps.mail, config: app.deps.config };
  const fileDeps = { ...deps, storage: app.deps.storage };

  app.get(
    '/quote-requests/:id/messages',
    {
      config: { audience: 'buyer', permission: 'message.read' },
      schema: {
        summary: "A quote's message thread (buyer or manufacturer); contact details masked until accepted",
        params: StoreIdParams,
        response: { 200: QuoteThread },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return messages.getThread(deps, request.actor, request.params.id);
    },
  );

  app.post(
    '/quote-requests/:id/messages',
    {
      config: { audience: 'buyer', permission: 'message.write' },
      schema: {
        summary: "Write in a quote's message thread (at most 2,000 characters)",
        params: StoreIdParams,
        body: PostQuoteMessage,
        response: { 201: QuoteThread },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply
        .status(201)
        .send(await messages.postMessage(deps, request.actor, request.params.id, request.body));
    },
  );

  app.post(
    '/quote-requests/:id/messages/files',
    {
      config: { audience: 'buyer', permission: 'message.write' },
      schema: {
        summary:
          "Send a photo (JPG, PNG or WebP, at most 10 MB) or a video (MP4 or MOV, at most 20 MB) of the stone in a quote's thread, with an optional text in `body` (ADR 021)",
        params: StoreIdParams,
        consumes: ['multipart/form-data'],
        body: MultipartMessageBody,
        response: { 201: QuoteThread },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply
        .status(201)
        .send(
          await messages.postFileMessage(fileDeps, request.actor, request.params.id, (maxBytes) =>
            formUploadReader(request, maxBytes)(),
          ),
        );
    },
  );

  app.get(
    '/quote-requests/:id/messages/:messageId/file',
    {
      config: { audience: 'buyer', permission: 'message.file' },
      schema: {
        summary:
          "A photo or video sent in a quote's thread, for its buyer, its manufacturer and admins; `size=preview` gives a photo's 480 px copy",
        params: QuoteMessageFileParams,
        querystring: QuoteMessageFileQuery,
        produces: ['image/webp', 'video/mp4', 'video/quicktime'],
        response: { 200: MessageFile, 206: MessageFile },
      },
    },
    async (request, reply) => {
      const file = await messages.messageFile(
        fileDeps,
        request.actor,
        request.params.id,
        request.params.messageId,
        request.query.size,
      );
      return sendFileBytes(request, reply, file);
    },
  );
};
