// Fastify's `logger` option, readable logs: in development the lines go through
// pino-pretty (time, level, message, fields, one event per line as a person reads it); in production
// and in tests they stay one JSON object per line for log collectors and for the journeys, which
// read the server's log (e2e/global-setup.ts). LOG_LEVEL=silent turns logging off.
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/** Never logged: the session cookie and any bearer credential. */
const REDACT = ['req.headers.cookie', 'req.headers.authorization'];

export function loggerOptions(config: Pick<Config, 'env' | 'logLevel'>): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const options = { level: config.logLevel, redact: REDACT };
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
