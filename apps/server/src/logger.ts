// Fastify's `logger` option, readable logs: in development the lines go through
// pino-pretty (time, level, message, fields, one event per line as a person reads it); in production
// and in tests they stay one JSON object per line for log collectors and for the journeys, which
// read the server's log (e2e/global-setup.ts). LOG_LEVEL=silent turns logging off.
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/** Never logged: the session cookie and any bearer credential. */
const REDACT = ['req.headers.cookie', 'req.headers.authorization'];

/** D31: a quote link's token opens a visitor's requests; its path part is never logged. */
export const redactUrl = (url: string): string => url.replace(/(\/quote-links\/)[^/?#]+/g, '$1[token]');

/** Fastify's request fields, with the URL redacted. */
const serializers = {
  req(request: {
    method: string;
    url: string;
    hostname?: string;
    ip?: string;
    socket?: { remotePort?: number };
  }) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.hostname,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

export function loggerOptions(config: Pick<Config, 'env' | 'logLevel'>): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const options = { level: config.logLevel, redact: REDACT, serializers };
  if (config.env !== 'development') return options;
  return {
    ...options,
    // A worker thread of pino's; the target is resolved from node_modules at run time, which is why
    // pino-pretty is a dependency of the server (build.mjs keeps dependencies out of the bundle).
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
    },
  };
}
