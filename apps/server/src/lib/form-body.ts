// Bodies of HTML forms posted without JavaScript (the contact page, D21) and of RFC 8058 one-click
// unsubscribes: the JSON API never takes them, so only the page routes that register this accept them.
import type { FastifyInstance } from 'fastify';

/** The fields of an application/x-www-form-urlencoded body; the last value of a repeated name wins. */
export const parseFormBody = (body: string): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(body));

/**
 * Accepts urlencoded bodies (as an object of strings) and, when `rawMultipart` is set, multipart
 * bodies as their raw text, in this plugin's scope only, at most `bodyLimit` bytes.
 */
export function acceptFormBodies(
  app: FastifyInstance,
  options: { bodyLimit: number; rawMultipart?: boolean },
): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: options.bodyLimit },
    (_request, body, done) => done(null, parseFormBody(body as string)),
  );
  if (options.rawMultipart)
    app.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string', bodyLimit: options.bodyLimit },
      (_request, body, done) => done(null, body),
    );
}
