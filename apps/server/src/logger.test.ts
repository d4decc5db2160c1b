import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { loggerOptions } from './logger';

const withEnv = (env: Record<string, string | undefined>) =>
  loggerOptions(loadConfig({ DATA_DIR: '/tmp', ...env }));

describe('loggerOptions', () => {
  it('writes human-readable lines through pino-pretty in development (the default NODE_ENV)', () => {
    const options = withEnv({ LOG_LEVEL: 'debug' });
    expect(options).toMatchObject({
      level: 'debug',
      transport: { target: 'pino-pretty' },
      redact: ['req.headers.cookie', 'req.headers.authorization'],
    });
  });

  it('keeps JSON lines in production and in tests, still without cookies or credentials', () => {
    for (const env of [{ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }, { NODE_ENV: 'test' }]) {
      const options = withEnv(env);
      expect(options).toEqual({
        level: 'info',
        redact: ['req.headers.cookie', 'req.headers.authorization'],
        // D31: the request's URL with a quote link's token replaced (logger.ts redactUrl).
        serializers: { req: expect.any(Function) },
      });
    }
  });

  it('is off with LOG_LEVEL=silent, whatever NODE_ENV says', () => {
    expect(withEnv({ LOG_LEVEL: 'silent' })).toBe(false);
    expect(withEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test' })).toBe(false);
  });

  it('names a transport the server can load at run time', () => {
    // pino resolves the target from the server's node_modules, also from the bundle in dist/.
    const require = createRequire(new URL('../dist/main.js', import.meta.url));
    expect(require.resolve('pino-pretty')).toContain('node_modules/pino-pretty');
  });
});
