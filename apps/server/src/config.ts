// The one place the environment is read (docs/architecture.md, Configuration).
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a whole number between 1 and 65535' })
    .int('must be a whole number between 1 and 65535')
    .min(1, 'must be a whole number between 1 and 65535')
    .max(65535, 'must be a whole number between 1 and 65535')
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\/[^\s]+$/, 'must be a postgres:// or postgresql:// connection URL')
      .optional(),
  ),
  DATABASE_READ_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\/[^\s]+$/, 'must be a postgres:// or postgresql:// connection URL')
      .optional(),
  ),
  METRICS_TOKEN: optionalString.pipe(z.string().min(24, 'must be at least 24 characters').optional()),
  METRICS_ALLOW: optionalString,
  ADMIN_EMAIL: optionalString.pipe(z.string().email('must be a valid e-mail address').optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  SEED: z.enum(['demo', 'none'], { message: 'must be demo or none' }).default('demo'),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Granite Marketplace <no-reply@granite.local>'),
  S3_ENDPOINT: optionalString.pipe(z.string().url('must be a URL').optional()),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
  ),
  PUBLIC_URL: optionalString.pipe(z.string().url('must be a URL such as https://granite.example').optional()),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  TRUST_PROXY: optionalString,
  TRUSTED_ORIGINS: optionalString,
  DB_POOL_MAX: z.coerce.number().int().min(1, 'must be at least 1').max(1000).default(10),
  DB_POOL_WAIT_MS: z.coerce.number().int().min(50, 'must be at least 50').default(1500),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0, 'must be 0 (none) or more').default(0),
  WEB_CONCURRENCY: z
    .string()
    .trim()
    .default('1')
    .refine(
      (v) => v === 'auto' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 64),
      'must be auto or a whole number between 1 and 64',
    )
    .transform((v) => (v === 'auto' ? Math.min(64, availableParallelism()) : Number(v))),
  CATALOG_POLL_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds, at least 50' })
    .int('must be a whole number of milliseconds, at least 50')
    .min(50, 'must be a whole number of milliseconds, at least 50')
    .default(250),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalString,
  // D43, ADR 023: the Invoice Registration Portal's API and its public key (PEM; "\n" for new lines).
  IRP_BASE_URL: optionalString.pipe(
    z.string().url('must be a URL such as https://einv-apisandbox.nic.in').optional(),
  ),
  IRP_PUBLIC_KEY: optionalString.pipe(
    z
      .string()
      .transform((v) => v.replace(/\\n/g, '\n'))
      .refine(
        (v) => v.includes('BEGIN PUBLIC KEY'),
        'must be the IRP’s public key in PEM (-----BEGIN PUBLIC KEY-----)',
      )
      .optional(),
  ),
  IRP_RETRY_ATTEMPTS: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(10, 'must be at most 10')
    .default(3),
  IRP_RETRY_BACKOFF_MS: z.coerce.number().int().min(0, 'must be 0 or more').default(500),
  IRP_TIMEOUT_MS: z.coerce.number().int().min(100, 'must be at least 100').default(15_000),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** undefined → embedded PGlite in dataDir/db (or in memory when dataDir is null, for tests). */
  databaseUrl: string | undefined;
  inMemoryDb: boolean;
  /**
   * DATABASE_READ_URL (ADR 020): a streaming replica for full reads that may lag by a moment (the
   * catalogue index's build, heavy reports). Writes and read-your-own-write paths stay on the primary.
   */
  databaseReadUrl?: string;
  /**
   * Who may read /metrics (ADR 020): a bearer token (METRICS_TOKEN) or the scraper's own address
   * (METRICS_ALLOW, addresses or CIDRs of the connecting socket); loopback only when neither is set.
   */
  metrics?: { token: string | undefined; allow: string[] };
  /**
   * PostgreSQL pool (DB_POOL_MAX, DB_POOL_WAIT_MS, DB_STATEMENT_TIMEOUT_MS): a request that waits
   * longer than waitMs for a connection answers 503 with Retry-After instead of hanging.
   */
  dbPool?: { max: number; waitMs: number; statementTimeoutMs: number };
  /**
   * WEB_CONCURRENCY: server processes sharing the port (node:cluster, main.ts); `auto` is one per
   * core. Above 1 needs DATABASE_URL (ADR 010, "Processes and pushes").
   */
  webConcurrency?: number;
  /**
   * CATALOG_POLL_MS: how often each process reads the catalogue's change feed when nothing woke it
   * (ADR 010, "Processes and pushes"); on PostgreSQL a LISTEN connection wakes it at each commit.
   */
  catalogPollMs?: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seed: 'demo' | 'none';
  smtpUrl: string | undefined;
  mailFrom: string;
  s3:
    | { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string }
    | undefined;
  redisUrl: string | undefined;
  /** Links in mail and pages; `http://localhost:PORT` when PUBLIC_URL is unset. */
  publicUrl: string;
  /**
   * The origins allowed to change state (docs/architecture.md, One origin policy). `undefined` when
   * PUBLIC_URL is unset: then the request's own scheme and host count as the site (a laptop opened
   * at 127.0.0.1 or a LAN address). Always extended by `trustedOrigins`.
   */
  siteOrigin: string | undefined;
  /** TRUSTED_ORIGINS: further origins allowed to change state (another front end of the same site). */
  trustedOrigins: string[];
  authSecret: string | undefined;
  /** Fastify `trustProxy`: false, a hop count (as a function), or the proxies' addresses/CIDRs. Never `true`. */
  trustProxy: false | string[] | TrustHops;
  logLevel: string;
  webDist: string | undefined;
  /**
   * How passwords are stretched: 'standard' (better-auth's scrypt, N=16384, r=16: about 100 ms of a
   * core per sign-up or sign-in, on purpose) everywhere but the server's own tests, which set 'light'
   * in code (src/test/app.ts) — no variable of the environment can choose it.
   */
  passwordHashing?: 'standard' | 'light';
  /**
   * D43, ADR 023: the Invoice Registration Portal (IRP_BASE_URL, IRP_PUBLIC_KEY, IRP_RETRY_ATTEMPTS,
   * IRP_RETRY_BACKOFF_MS, IRP_TIMEOUT_MS); undefined when unset: no document can then be registered.
   */
  irp?: { baseUrl: string; publicKey: string; attempts: number; backoffMs: number; timeoutMs: number };
};

export class ConfigError extends Error {}

/** A hop count in the form Fastify's `trustProxy` takes: trust the nearest `hops` addresses. */
export type TrustHops = ((address: string, hop: number) => boolean) & { hops: number };

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}$/;

function isAddressOrCidr(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  if (rest.length) return false;
  const v4 = IPV4.test(address) && address.split('.').every((part) => Number(part) <= 255);
  const v6 = !v4 && address.includes(':') && /^[0-9a-f:.]+$/i.test(address);
  if (!v4 && !v6) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (v4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `true` would believe any X-Forwarded-For, so a client rotating the header
 * escapes every per-address limit. Only a hop count or the proxies' own addresses are accepted.
 */
function parseTrustProxy(value: string | undefined): false | string[] | TrustHops {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new ConfigError(
      'Invalid configuration: TRUST_PROXY=true would trust any X-Forwarded-For; set the number of proxies in front of the server (e.g. TRUST_PROXY=1 behind one load balancer) or their addresses (e.g. TRUST_PROXY=10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10)
      throw new ConfigError('Invalid configuration: TRUST_PROXY hop count must be between 0 and 10');
    // Fastify 5.12 treats a plain number as "trust nobody", so the count becomes the function its
    // earlier versions built: the socket peer and the next hops-1 addresses are proxies.
    return Object.assign((_address: string, hop: number) => hop < hops, { hops });
  }
  const list = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const bad = list.find((v) => !isAddressOrCidr(v));
  if (bad !== undefined || list.length === 0) {
    throw new ConfigError(
      `Invalid configuration: TRUST_PROXY must be a hop count (e.g. 1) or a comma-separated list of proxy addresses or CIDRs (e.g. 10.0.0.0/8); "${bad ?? value}" is neither`,
    );
  }
  return list;
}

function parseTrustedOrigins(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => {
      let url: URL;
      try {
        url = new URL(v);
      } catch {
        throw new ConfigError(
          `Invalid configuration: TRUSTED_ORIGINS "${v}" is not a URL such as https://granite.example`,
        );
      }
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname.length > 1 || url.search) {
        throw new ConfigError(
          `Invalid configuration: TRUSTED_ORIGINS "${v}" must be an origin (scheme and host only) such as https://granite.example`,
        );
      }
      return url.origin;
    });
}

/** Parses the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  const s3Keys = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Keys.some(Boolean) && !s3Keys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: WEB_CONCURRENCY above 1 needs DATABASE_URL: PGlite belongs to one process',
    );
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: DATABASE_READ_URL needs DATABASE_URL: the replica follows a PostgreSQL primary',
    );
  }
  if (e.DATABASE_READ_URL && e.DATABASE_READ_URL === e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: DATABASE_READ_URL is the same as DATABASE_URL; leave it unset to read from the primary',
    );
  }
  const metricsAllow = (e.METRICS_ALLOW ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const badAllow = metricsAllow.find((v) => !isAddressOrCidr(v));
  if (badAllow !== undefined) {
    throw new ConfigError(
      `Invalid configuration: METRICS_ALLOW must be a comma-separated list of addresses or CIDRs (e.g. 10.0.5.0/24); "${badAllow}" is not one`,
    );
  }
  if ((e.IRP_BASE_URL === undefined) !== (e.IRP_PUBLIC_KEY === undefined)) {
    throw new ConfigError('Invalid configuration: IRP_BASE_URL and IRP_PUBLIC_KEY must be set together');
  }
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration: AUTH_SECRET must be set when NODE_ENV is production');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    inMemoryDb: false,
    databaseReadUrl: e.DATABASE_READ_URL,
    metrics: { token: e.METRICS_TOKEN, allow: metricsAllow },
    dbPool: { max: e.DB_POOL_MAX, waitMs: e.DB_POOL_WAIT_MS, statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS },
    catalogPollMs: e.CATALOG_POLL_MS,
    webConcurrency: e.WEB_CONCURRENCY,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    seed: e.SEED,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3: e.S3_ENDPOINT
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET!,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        }
      : undefined,
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    siteOrigin: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    trustedOrigins: parseTrustedOrigins(e.TRUSTED_ORIGINS),
    authSecret: e.AUTH_SECRET,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    irp:
      e.IRP_BASE_URL && e.IRP_PUBLIC_KEY
        ? {
            baseUrl: e.IRP_BASE_URL.replace(/\/$/, ''),
            publicKey: e.IRP_PUBLIC_KEY,
            attempts: e.IRP_RETRY_ATTEMPTS,
            backoffMs: e.IRP_RETRY_BACKOFF_MS,
            timeoutMs: e.IRP_TIMEOUT_MS,
          }
        : undefined,
  };
}
