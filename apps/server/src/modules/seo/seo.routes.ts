// GET /robots.txt, /sitemap.xml, /sitemap-{n}.xml, and the SPA's index.html with the page head of
// each route (D23; the history fallback of app.ts answers every page through sendPage).
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors';
import { sharedContentCache } from '../content/content.service';
import { parseTemplate, renderPage } from './seo.html';
import { resolvePage, robotsTxt, type SeoDeps, SITEMAP_URL_LIMIT, sitemapFile } from './seo.service';

function seoDeps(app: FastifyInstance): SeoDeps {
  return {
    db: app.deps.db,
    config: app.deps.config,
    log: app.log,
    content: sharedContentCache(app.deps.db, app.log),
  };
}

export type SeoRoutesOptions = { sitemapUrlLimit?: number };

export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, options) => {
  const limit = options.sitemapUrlLimit ?? SITEMAP_URL_LIMIT;

  app.get('/robots.txt', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return robotsTxt(seoDeps(app));
  });

  const sendSitemap = async (reply: FastifyReply, file: number) => {
    const xml = await sitemapFile(seoDeps(app), file, limit);
    if (xml === undefined) throw notFound('Sitemap');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(xml);
  };
  app.get('/sitemap.xml', (_request, reply) => sendSitemap(reply, 0));
  app.get('/sitemap-:file(^\\d{1,6}).xml', (request, reply) =>
    sendSitemap(reply, Number((request.params as { file: string }).file)),
  );
};

/**
 * Reads index.html once (the template stays in memory) and answers a page request with it and the
 * route's head. A failed catalogue or content read still serves the page, with the site-wide head.
 */
export function createPageSender(app: FastifyInstance, indexHtmlPath: string) {
  const raw = readFileSync(indexHtmlPath, 'utf8');
  const template = parseTemplate(raw);
  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    try {
      const { status, head } = await resolvePage(seoDeps(app), request.url);
      return reply.status(status).send(renderPage(template, head));
    } catch (err) {
      request.log.warn({ err }, 'page head not built; serving index.html as built');
      return reply.send(raw);
    }
  };
}
