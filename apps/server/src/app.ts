import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { migrate } from './db/migrate';
import type { AppDeps } from './deps';
import { AppError, toHttpError } from './lib/errors';
import { loggerOptions } from './logger';
import { activityRoutes } from './modules/activity/activity.routes';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes';
import { savedSearchOneClickRoutes, savedSearchRoutes } from './modules/alerts/alerts.routes';
import { savedSearchAlertTrigger } from './modules/alerts/alerts.trigger';
import { attachmentRoutes } from './modules/attachments/attachments.routes';
import { registerAuth } from './modules/auth/auth.plugin';
import { booksRoutes } from './modules/books/books.routes';
import { businessRoutes } from './modules/business/business.routes';
import { buyerListRoutes } from './modules/buyer-lists/buyer-lists.routes';
import { startCatalogPush } from './modules/catalog/catalog.push';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { categoryAdminRoutes } from './modules/categories/categories.routes';
import { stoneVarietyRoutes } from './modules/categories/varieties.routes';
import { contactInboxRoutes } from './modules/contact-inbox/contact-inbox.routes';
import { contactFormRoutes } from './modules/content/contact-form.routes';
import { contentRoutes } from './modules/content/content.routes';
import { einvoiceRoutes } from './modules/einvoice/einvoice.routes';
import { exportRoutes } from './modules/export/export.routes';
import { firmRoutes } from './modules/firms/firms.routes';
import { graniteImageRoutes } from './modules/granite-images/granite-images.routes';
import { healthRoutes } from './modules/health/health.routes';
import { type Clock, startJobRunner } from './modules/jobs/jobs.service';
import { loadingRoutes } from './modules/loading/loading.routes';
import { lotRoutes } from './modules/lots/lots.routes';
import { createMailer } from './modules/mail/mail.service';
import { manufacturerInsightsRoutes } from './modules/manufacturer-insights/manufacturer-insights.routes';
import { manufacturerApplicationRoutes } from './modules/manufacturers/applications.routes';
import { manufacturerRoutes } from './modules/manufacturers/manufacturers.routes';
import { mediaApiRoutes, mediaRoutes } from './modules/media/media.routes';
import { createStorage } from './modules/media/storage';
import { metricsPlugin } from './modules/metrics/metrics.plugin';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { oneClickUnsubscribeRoutes } from './modules/notifications/one-click.routes';
import { labelRoutes, passportPageRoutes } from './modules/passports/passports.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { productEditorRoutes } from './modules/products/products.routes';
import { registerRateLimitStore } from './modules/rate-limits/rate-limit';
import { reviewRoutes } from './modules/reviews/reviews.routes';
import { sampleRoutes } from './modules/samples/samples.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { createPageRenderer, loadSsrEntry, type SsrEntry } from './modules/ssr/ssr.page';
import { taxRoutes } from './modules/tax/tax.routes';
import { tradeRoutes } from './modules/trade/trade.routes';
import { ensureAdmin } from './modules/users/admin-bootstrap';
import { usersRoutes } from './modules/users/users.routes';
import { webVitalsRoutes } from './modules/web-vitals/web-vitals.routes';
import { addAuthOperations, registerApiContract } from './plugins/api-contract';
import { registerErrorHandling } from './plugins/errors';
import { registerNoStore } from './plugins/no-store';
import { registerOriginPolicy } from './plugins/origin';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerTextInputGuard } from './plugins/text-input';
import { seedDemo } from './seed/demo';
import { seedDemoAccounts } from './seed/demo-accounts';

export type { AppDeps } from './deps';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

const here = dirname(fileURLToPath(import.meta.url));

/** Same relative location from src/ (tests, tsx) and from dist/ (bundle). */
function defaultWebDist(): string {
  return resolve(here, '../../web/dist');
}

export type BuildOptions = {
  /** Tests pass an open handle to share one database between app instances. */
  database?: DatabaseHandle;
  /** URLs per sitemap file before /sitemap.xml becomes an index (D23; tests make it small). */
  sitemapUrlLimit?: number;
  /**
   * Scheduled jobs (reply expiry, reminders, digests; D17): on by default, off under NODE_ENV=test
   * unless a test asks; `clock` replaces the time they see.
   */
  jobs?: boolean | { clock?: Clock; pollMs?: number };
  /** The web app's server renderer (ADR 011); default: the build in apps/web/dist-ssr, if any. */
  ssrEntry?: SsrEntry;
};

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    // Refused before parsing: most bodies are a few KB; routes that need more (admin content) set their own.
    bodyLimit: 64 * 1024,
    requestIdHeader: 'x-request-id',
  });
  registerErrorHandling(app);
  await registerApiContract(app, config);
  registerSecurityHeaders(app);
  registerOriginPolicy(app, config);
  registerNoStore(app);
  registerTextInputGuard(app);

  const ownsDatabase = !options.database;
  let seededNow = false;
  const database = options.database ?? (await openDatabase(config, app.log));
  try {
    await migrate(database);
    const storage = createStorage(config);
    const mail = createMailer({
      db: database.db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
    });
    app.decorate('deps', { config, database, db: database.db, storage, mail });
    await registerRateLimitStore(app);
    seededNow = config.seed === 'demo' && (await seedDemo(app.deps, app.log));
  } catch (err) {
    if (ownsDatabase) await database.close();
    throw err;
  }
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  // Accounts (D1–D6, ADR 004): better-auth on /api/auth/*, request.actor, the first admin (D3), mail worker.
  await registerAuth(app);
  await addAuthOperations(app);
  if (config.adminEmail && config.adminPassword) {
    const result = await ensureAdmin(app.deps.db, app.auth, {
      email: config.adminEmail,
      password: config.adminPassword,
    }).catch((err: Error) => {
      throw new Error(`ADMIN_EMAIL/ADMIN_PASSWORD: ${err.message}`);
    });
    if (result !== 'unchanged')
      app.log.info({ email: config.adminEmail }, `administrator ${result} from ADMIN_EMAIL`);
  }
  // D3: demo buyer and manufacturer accounts only alongside a freshly loaded demo catalogue.
  if (seededNow) await seedDemoAccounts(app.deps, app.auth, app.log);
  app.deps.mail.start();
  // ADR 010: other processes' catalogue changes arrive by LISTEN/NOTIFY on PostgreSQL.
  startCatalogPush(app);
  app.addHook('preClose', async () => app.deps.mail.stop());
  const jobs = options.jobs ?? config.env !== 'test';
  if (jobs) {
    const runner = startJobRunner(app.deps, { ...(jobs === true ? {} : jobs), log: app.log });
    app.addHook('preClose', async () => runner.stop());
  }

  // ADR 020: /metrics, request ids on every answer; registered on the root so its hooks see every route.
  await metricsPlugin(app);
  await app.register(healthRoutes, { prefix: '/api/v1' });
  await app.register(usersRoutes, { prefix: '/api/v1' });
  await app.register(manufacturerApplicationRoutes, { prefix: '/api/v1' });
  await app.register(manufacturerRoutes, { prefix: '/api/v1' });
  await app.register(catalogRoutes, { prefix: '/api/v1' });
  await app.register(tradeRoutes, { prefix: '/api/v1' });
  await app.register(businessRoutes, { prefix: '/api/v1' });
  await app.register(taxRoutes, { prefix: '/api/v1' });
  await app.register(exportRoutes, { prefix: '/api/v1' });
  await app.register(paymentRoutes, { prefix: '/api/v1' });
  await app.register(firmRoutes, { prefix: '/api/v1' });
  await app.register(einvoiceRoutes, { prefix: '/api/v1' });
  await app.register(manufacturerInsightsRoutes, { prefix: '/api/v1' });
  await app.register(buyerListRoutes, { prefix: '/api/v1' });
  await app.register(savedSearchRoutes, { prefix: '/api/v1' });
  await app.register(notificationRoutes, { prefix: '/api/v1' });
  await app.register(reviewRoutes, { prefix: '/api/v1' });
  await app.register(contentRoutes, { prefix: '/api/v1' });
  await app.register(mediaApiRoutes, { prefix: '/api/v1' });
  await app.register(attachmentRoutes, { prefix: '/api/v1' });
  await app.register(productEditorRoutes, { prefix: '/api/v1' });
  await app.register(lotRoutes, { prefix: '/api/v1' });
  await app.register(labelRoutes, { prefix: '/api/v1' });
  await app.register(loadingRoutes, { prefix: '/api/v1' });
  await app.register(sampleRoutes, { prefix: '/api/v1' });
  await app.register(booksRoutes, { prefix: '/api/v1' });
  await app.register(graniteImageRoutes, { prefix: '/api/v1' });
  await app.register(categoryAdminRoutes, { prefix: '/api/v1' });
  await app.register(stoneVarietyRoutes, { prefix: '/api/v1' });
  await app.register(contactInboxRoutes, { prefix: '/api/v1' });
  await app.register(activityRoutes, { prefix: '/api/v1' });
  await app.register(adminDashboardRoutes, { prefix: '/api/v1' });
  await app.register(webVitalsRoutes, { prefix: '/api/v1' });
  await app.register(mediaRoutes);
  await app.register(oneClickUnsubscribeRoutes);
  await app.register(savedSearchOneClickRoutes);
  // Jobs are off under NODE_ENV=test; browser journeys run the alert job through this route (D41).
  if (config.env === 'test') await app.register(savedSearchAlertTrigger);
  await app.register(contactFormRoutes);
  await app.register(passportPageRoutes);
  await app.register(seoRoutes, { sitemapUrlLimit: options.sitemapUrlLimit });

  const webDist = config.webDist ?? defaultWebDist();
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies of its text files (ADR 011).
      preCompressed: true,
      setHeaders(reply, path) {
        // Vite names assets by content hash: cache them forever; index.html must revalidate.
        reply.header(
          'cache-control',
          path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  // D23: every page (including `/`) is index.html with the route's head, written by the server;
  // storefront pages also with their content, rendered on the server (ADR 011).
  const sendPage = hasWeb
    ? await createPageRenderer(app, webDist, options.ssrEntry ?? (await loadSsrEntry(webDist)))
    : undefined;
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|media)(\/|$)/.test(path);
    if (isPage && sendPage && !/\.[a-z0-9]+$/i.test(path)) {
      // History fallback: the React router draws every page, including its own not-found page.
      return sendPage(request, reply);
    }
    // The one error path (lib/errors): same body and status as every other 404 of the API.
    const { status, body } = toHttpError(new AppError('not_found', `No route for ${request.method} ${path}`));
    return reply.status(status).send(body);
  });

  return app;
}
