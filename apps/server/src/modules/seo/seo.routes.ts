// GET /robots.txt, /sitemap.xml, /sitemap-{n}.xml (D23); the Hindi pages' /sitemap-hi.xml,
// /sitemap-hi-{n}.xml (D40). Pages and their heads: modules/ssr/ssr.page.ts.
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { notFound } from '../../lib/errors';
import { sharedContentCache } from '../content/content.service';
import { type PageLocale, robotsTxt, type SeoDeps, SITEMAP_URL_LIMIT, sitemapFile } from './seo.service';

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

  const sendSitemap = async (reply: FastifyReply, file: number, locale: PageLocale = 'en') => {
    const xml = await sitemapFile(seoDeps(app), file, limit, locale);
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
  app.get('/sitemap-hi.xml', (_request, reply) => sendSitemap(reply, 0, 'hi'));
  app.get('/sitemap-hi-:file(^\\d{1,6}).xml', (request, reply) =>
    sendSitemap(reply, Number((request.params as { file: string }).file), 'hi'),
  );
};
