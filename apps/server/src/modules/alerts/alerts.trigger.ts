// Browser journeys run the server with NODE_ENV=test, where scheduled jobs are off (app.ts). This
// route, registered only then, runs one alert run at once so a journey need not wait for the timer.
import type { FastifyPluginAsync } from 'fastify';
import { runSavedSearchAlerts } from './alerts.service';

export const savedSearchAlertTrigger: FastifyPluginAsync = async (app) => {
  app.post('/__test/saved-search-alerts', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { sent: await runSavedSearchAlerts(app.deps, new Date()) };
  });
};
