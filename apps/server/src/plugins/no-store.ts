import type { FastifyInstance } from 'fastify';

/**
 * Answers that carry personal data must not be kept by the browser's or a proxy's cache:
 * a shared computer's back button or a caching proxy would otherwise show them to the next person.
 * These paths answer about the signed-in user, their account, or what only staff may see; answers
 * to a quote request or manufacturer application echo the sender's name, mobile and notes.
 */
const PRIVATE = /^\/api\/(auth|v1\/(me|session|admin|vendor|quote-requests|vendor-applications))(\/|$|\?)/;

export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (PRIVATE.test(request.url)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
