import {
  CreateSavedSearch,
  SavedSearch,
  SavedSearchList,
  SavedSearchParams,
  SavedSearchUnsubscribed,
  SavedSearchUnsubscribeQuery,
  UpdateSavedSearch,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptFormBodies } from '../../lib/form-body';
import * as alerts from './alerts.service';

const NoQuery = z.object({}).strict();
const buyer = { audience: 'buyer' } as const;

/** The body RFC 8058 prescribes (`List-Unsubscribe=One-Click`), urlencoded or as a multipart field. */
function isOneClickBody(body: unknown): boolean {
  if (typeof body === 'string')
    return /name="List-Unsubscribe"\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/i.test(body);
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as Record<string, unknown>)['List-Unsubscribe'] === 'One-Click'
  );
}

/** D41: a buyer's saved searches with their alerts. */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, config: app.deps.config };

  app.get(
    '/me/saved-searches',
    {
      config: buyer,
      schema: {
        summary: 'My saved searches (D41)',
        querystring: NoQuery,
        response: { 200: SavedSearchList },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return alerts.listSavedSearches(deps, request.actor);
    },
  );
  app.post(
    '/me/saved-searches',
    {
      config: buyer,
      schema: {
        summary: 'Save a catalogue search with its alert (D41)',
        body: CreateSavedSearch,
        response: { 201: SavedSearch },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await alerts.createSavedSearch(deps, request.actor, request.body)),
  );
  app.put(
    '/me/saved-searches/:id',
    {
      config: buyer,
      schema: {
        summary: "Change a saved search's name, address, alert frequency or price-drop alerts",
        params: SavedSearchParams,
        body: UpdateSavedSearch,
        response: { 200: SavedSearch },
      },
    },
    async (request) => alerts.updateSavedSearchOf(deps, request.actor, request.params.id, request.body),
  );
  app.delete(
    '/me/saved-searches/:id',
    {
      config: buyer,
      schema: {
        summary: 'Delete a saved search',
        params: SavedSearchParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await alerts.deleteSavedSearchOf(deps, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // The alert e-mail's link: reading it changes nothing (mail scanners open links).
  app.get(
    '/saved-searches/unsubscribe',
    {
      config: { audience: 'public' },
      schema: {
        summary: "Which saved search's alerts an unsubscribe link stops (changes nothing)",
        querystring: SavedSearchUnsubscribeQuery,
        response: { 200: SavedSearchUnsubscribed },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return alerts.previewSavedSearchUnsubscribe(deps, request.query.token);
    },
  );
  await app.register(savedSearchUnsubscribePost);
};

/**
 * POST …/saved-searches/unsubscribe?token=…: the unsubscribe page's button (a JSON body) and the
 * RFC 8058 one-click POST of a mail provider (`List-Unsubscribe=One-Click`, no session, no Origin
 * of ours). The token alone decides; this one search's alerts stop.
 */
const savedSearchUnsubscribePost: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app, { bodyLimit: 4096, rawMultipart: true });
  app.post(
    '/saved-searches/unsubscribe',
    {
      config: { audience: 'public', origin: 'any' },
      schema: {
        summary: "Stop one saved search's alerts (the unsubscribe page's button, or RFC 8058 one-click)",
        querystring: SavedSearchUnsubscribeQuery,
        body: z.unknown(),
        response: { 200: SavedSearchUnsubscribed },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return alerts.unsubscribeSavedSearch({ db: app.deps.db }, request.query.token);
    },
  );
};

/**
 * The address the alert e-mail's List-Unsubscribe header names is the page's
 * (/saved-searches/unsubscribe), so the provider's one-click POST arrives there: accepted only with
 * the RFC 8058 body, like the notifications' one-click route.
 */
export const savedSearchOneClickRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app, { bodyLimit: 4096, rawMultipart: true });
  app.post(
    '/saved-searches/unsubscribe',
    { config: { origin: 'any' }, schema: { querystring: SavedSearchUnsubscribeQuery, body: z.unknown() } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!isOneClickBody(request.body))
        return reply
          .status(400)
          .type('text/plain; charset=utf-8')
          .send('Expected the one-click body List-Unsubscribe=One-Click (RFC 8058).');
      const done = await alerts.unsubscribeSavedSearch({ db: app.deps.db }, request.query.token);
      return reply
        .type('text/plain; charset=utf-8')
        .send(`Unsubscribed: no more alert e-mails for the saved search "${done.name}".`);
    },
  );
};
