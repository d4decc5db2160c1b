// POST /contact: the contact page's form posted without JavaScript (D21). The server draws the form
// with method="post" (a slow phone may submit it before the page's scripts arrive, or have none);
// without it the browser sent a GET with the name, e-mail and message in the address, where history,
// server logs and the next page's Referer kept them. The same schema, rate limit, inbox and e-mail as
// POST /api/v1/contact; the site's own origin only (config.origin 'site'); the answer is a redirect
// to the contact page (303, so a reload does not post again) showing the thank-you or what to correct.
import { StoreContactMessage } from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { acceptFormBodies } from '../../lib/form-body';
import { type ContentDeps, sharedContentCache, submitContactMessage } from './content.service';

/** Where the contact page says how the post went (`sent`, or `unsent` naming the fields to correct). */
export const CONTACT_PAGE_RESULT = {
  sent: '/contact?sent=1',
  unsent: (why: string) => `/contact?unsent=${why}`,
};

export const contactFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = sharedContentCache(app.deps.db, app.log);
  const deps = (): ContentDeps => ({
    db: app.deps.db,
    mail: app.deps.mail,
    config: app.deps.config,
    log: app.log,
    cache,
  });
  acceptFormBodies(app, { bodyLimit: 64 * 1024 });

  app.post(
    '/contact',
    { config: { origin: 'site' }, schema: { body: z.unknown() } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const parsed = StoreContactMessage.safeParse(request.body ?? {});
      if (!parsed.success) {
        const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? 'form')))];
        return reply.redirect(CONTACT_PAGE_RESULT.unsent(encodeURIComponent(fields.join(','))), 303);
      }
      try {
        await submitContactMessage(deps(), { ip: request.ip }, parsed.data);
      } catch (err) {
        if (err instanceof AppError && err.code === 'rate_limited')
          return reply.redirect(CONTACT_PAGE_RESULT.unsent('rate_limited'), 303);
        throw err;
      }
      return reply.redirect(CONTACT_PAGE_RESULT.sent, 303);
    },
  );
};
