// POST /unsubscribe?token=…: RFC 8058 one-click unsubscribe. The List-Unsubscribe header of every
// notification e-mail names the unsubscribe page's address; a mail provider that offers its own
// "Unsubscribe" button POSTs `List-Unsubscribe=One-Click` to it from its own servers, with no
// session, no CSRF token and no Origin of ours (config.origin 'any'). The token alone decides;
// a GET of the same address is the page, which asks before changing anything (D17). A Hindi
// reader's e-mail names the Hindi page ('/hi/unsubscribe', D40), so each language's address takes it.
import { LANGUAGES, UnsubscribeQuery } from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptFormBodies } from '../../lib/form-body';
import { localePath } from '../../lib/i18n';
import * as notifications from './notifications.service';

/** The body RFC 8058 prescribes, urlencoded (`List-Unsubscribe=One-Click`) or as a multipart field. */
export function isOneClickBody(body: unknown): boolean {
  if (typeof body === 'string')
    return /name="List-Unsubscribe"\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/i.test(body);
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as Record<string, unknown>)['List-Unsubscribe'] === 'One-Click'
  );
}

export const oneClickUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app, { bodyLimit: 4096, rawMultipart: true });
  for (const language of LANGUAGES) {
    app.post(
      localePath(language, '/unsubscribe'),
      {
        config: { origin: 'any' },
        schema: { querystring: UnsubscribeQuery, body: z.unknown() },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (!isOneClickBody(request.body))
          return reply
            .status(400)
            .type('text/plain; charset=utf-8')
            .send('Expected the one-click body List-Unsubscribe=One-Click (RFC 8058).');
        await notifications.unsubscribe({ db: app.deps.db }, request.query.token);
        return reply
          .type('text/plain; charset=utf-8')
          .send('Unsubscribed: no more notification e-mails will be sent to this address.');
      },
    );
  }
};
