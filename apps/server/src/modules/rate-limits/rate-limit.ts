// Rate-limit counters for the limits better-auth does not apply itself (per e-mail address, per
// account and address, and our own /api/v1 calls). Shared by every server process (docs/architecture.md,
// Growing past one machine): in Redis when REDIS_URL is set, else in the rate_limit table.
//
// Writing the shared counter on every request took a pool connection per request, and
// 200 concurrent contact posts exhausted the pool (500s, health at 6-8 s). An in-process first line
// now answers most refusals without touching the shared store:
// - this process's own count for the window: once it alone is past `max`, the shared count (which
//   includes it) is too, so the refusal is exact and needs no round trip;
// - a refusal the shared store gave is remembered until its window ends.
// Only requests that may still be allowed reach the shared store, and at most `max` of them per key
// and window from each process.
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type Hit, hitCounter, peekCounter } from './rate-limit.queries';

export type RateRule = { window: number; max: number };

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again later.';

/** Where the shared counters live. */
interface CounterStore {
  /** Counts one event in the fixed window of `window` seconds that holds `now`; returns the count so far. */
  hit(key: string, window: number, now: number): Promise<Hit>;
  /** The current count of a window without counting (0 once the window has passed). */
  peek(key: string, window: number, now: number): Promise<Hit>;
}

function databaseStore(db: Database): CounterStore {
  return {
    hit: (key, window, now) => hitCounter(db, key, window, now),
    peek: (key, window, now) => peekCounter(db, key, window, now),
  };
}

/** INCR and set the window's expiry on the first hit, in one step (no race between the two). */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

function redisStore(redis: Redis): CounterStore {
  const name = (key: string) => `granite:rl:${key}`;
  return {
    async hit(key, window, now) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, name(key), String(window * 1000))) as [
        number,
        number,
      ];
      return { count, resetAt: now + Math.max(0, ttl) };
    },
    async peek(key, _window, now) {
      const [value, ttl] = await redis
        .multi()
        .get(name(key))
        .pttl(name(key))
        .exec()
        .then((r) => r!.map((x) => x[1]));
      return { count: Number(value ?? 0), resetAt: now + Math.max(0, Number(ttl)) };
    },
  };
}

type Local = { count: number; resetAt: number; blockedUntil: number };

/** One per database handle (one per app): the shared store and this process's first line. */
class RateLimiter {
  private readonly local = new Map<string, Local>();
  private sweepAt = 0;
  private warnedAt = 0;
  constructor(
    private readonly store: CounterStore,
    private readonly log?: { warn(obj: object, msg: string): void },
  ) {}

  /**
   * The shared store's answer, or null while it is unreachable (Redis restarting): requests are then
   * counted by this process alone rather than failing with a 500. Logged at most once a minute.
   */
  async shared<T>(step: () => Promise<T>): Promise<T | null> {
    try {
      return await step();
    } catch (err) {
      const now = Date.now();
      if (now - this.warnedAt > 60_000) {
        this.warnedAt = now;
        this.log?.warn(
          { err: (err as Error).message },
          'rate-limit store unavailable: counting in this process only',
        );
      }
      return null;
    }
  }

  hit(key: string, window: number): Promise<Hit | null> {
    return this.shared(() => this.store.hit(key, window, Date.now()));
  }

  peek(key: string, window: number): Promise<Hit | null> {
    return this.shared(() => this.store.peek(key, window, Date.now()));
  }

  private localEntry(key: string, window: number, now: number): Local {
    if (now >= this.sweepAt) {
      // Forget finished windows now and then, so the map holds only live keys.
      for (const [k, v] of this.local) if (v.resetAt <= now && v.blockedUntil <= now) this.local.delete(k);
      this.sweepAt = now + 60_000;
    }
    let entry = this.local.get(key);
    if (!entry || (entry.resetAt <= now && entry.blockedUntil <= now)) {
      entry = { count: 0, resetAt: now + window * 1000, blockedUntil: 0 };
      this.local.set(key, entry);
    } else if (entry.resetAt <= now) {
      entry.count = 0;
      entry.resetAt = now + window * 1000;
    }
    return entry;
  }

  async consume(key: string, rule: RateRule): Promise<{ allowed: boolean; retryAfter: number }> {
    const now = Date.now();
    const entry = this.localEntry(key, rule.window, now);
    const seconds = (until: number) => Math.max(1, Math.ceil((until - now) / 1000));
    if (entry.blockedUntil > now) return { allowed: false, retryAfter: seconds(entry.blockedUntil) };
    entry.count += 1; // synchronously, before any await: concurrent requests see each other here
    if (entry.count > rule.max) return { allowed: false, retryAfter: seconds(entry.resetAt) };
    const shared = await this.shared(() => this.store.hit(key, rule.window, now));
    if (!shared) return { allowed: true, retryAfter: seconds(entry.resetAt) };
    // The local window never outlives the shared one, so the first line never refuses wrongly.
    entry.resetAt = Math.min(entry.resetAt, shared.resetAt);
    if (shared.count <= rule.max) return { allowed: true, retryAfter: seconds(shared.resetAt) };
    entry.blockedUntil = Math.max(entry.blockedUntil, shared.resetAt);
    return { allowed: false, retryAfter: seconds(shared.resetAt) };
  }
}

const limiters = new WeakMap<Database, RateLimiter>();

function limiterFor(db: Database): RateLimiter {
  let limiter = limiters.get(db);
  if (!limiter) {
    limiter = new RateLimiter(databaseStore(db));
    limiters.set(db, limiter);
  }
  return limiter;
}

/**
 * Chooses the shared store for this app's counters: Redis when REDIS_URL is set (docs/architecture.md,
 * Growing past one machine), else the database. Called once from buildApp after `deps` exist.
 */
export async function registerRateLimitStore(app: FastifyInstance): Promise<void> {
  const { config, db } = app.deps;
  if (!config.redisUrl) {
    limiters.set(db, new RateLimiter(databaseStore(db), app.log));
    return;
  }
  // Fail fast while Redis is away (no offline queue): a counter that cannot be counted must not
  // hold requests up; the first line counts alone until Redis is back.
  const redis = new Redis(config.redisUrl, {
    maxRetriesPerRequest: 1,
    lazyConnect: true,
    enableOfflineQueue: false,
  });
  redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis (rate limits) error'));
  await redis.connect().catch((err: Error) => {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot connect to Redis (${err.message})`);
  });
  limiters.set(db, new RateLimiter(redisStore(redis), app.log));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
}

/** One atomic step: counts this request in a fixed window; `allowed` false once `max` is passed. */
export async function consumeRateLimit(
  db: Database,
  key: string,
  rule: RateRule,
): Promise<{ allowed: boolean; retryAfter: number }> {
  return limiterFor(db).consume(key, rule);
}

/** The one rate-limit check services call: counts the request, throws a 429 carrying `Retry-After`. */
export async function enforceRateLimit(db: Database, key: string, rule: RateRule): Promise<void> {
  const { allowed, retryAfter } = await consumeRateLimit(db, key, rule);
  // `retryAfter` becomes the Retry-After header in the one error handler.
  if (!allowed) throw Object.assign(new AppError('rate_limited', RATE_LIMIT_MESSAGE), { retryAfter });
}

/** Counts an event (a failed sign-in, a known address) in the shared store; no first line. */
export async function countEvent(db: Database, key: string, window: number): Promise<Hit | null> {
  return limiterFor(db).hit(key, window);
}

/** How many events the shared store holds for `key` in its current window. */
export async function eventCount(db: Database, key: string, window: number): Promise<number> {
  return (await limiterFor(db).peek(key, window))?.count ?? 0;
}
