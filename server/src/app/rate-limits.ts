import { Redis } from 'ioredis';
import type pg from 'pg';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { DomainError } from './errors';

/** Requests allowed per minute for each kind of call; 0 turns a limit off. */
export interface RateLimitConfig {
  /** Sign-in and sign-up attempts, per IP address and per account (RATE_LIMIT_AUTH_PER_MINUTE, default 10). */
  authPerMinute: number;
  /** Questions to the ask engine (chat, ask, reports, explorer, follow-ups), per user (RATE_LIMIT_ASK_PER_MINUTE, default 30). */
  askPerMinute: number;
  /** AI drafting, suggestions, thinking and the registration chat, per user or per IP (RATE_LIMIT_AI_PER_MINUTE, default 60). */
  aiPerMinute: number;
}

export type LimitedAction = 'login' | 'register' | 'ask' | 'ai';

/** Who is calling: the address, the account being signed into, the signed-in user. */
export interface RateKeys {
  ip?: string;
  account?: string;
  userId?: number;
}

const MESSAGES: Record<LimitedAction, string> = {
  login: 'Too many sign-in attempts',
  register: 'Too many sign-up attempts',
  ask: 'Too many questions in a minute',
  ai: 'Too many AI requests in a minute',
};

/** 429: the caller went over a limit; `retryAfterSeconds` says when the next call is allowed. */
export class RateLimitedError extends DomainError {
  /** Read by graphql-js and Apollo: the HTTP status and Retry-After of a GraphQL response that carries this error. */
  readonly extensions: { http: { status: number; headers: Map<string, string> } };

  constructor(action: LimitedAction, readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', `${MESSAGES[action]}. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`, undefined, { retryAfterSeconds });
    this.extensions = { http: { status: 429, headers: new Map([['retry-after', String(retryAfterSeconds)]]) } };
  }
}

/** Where the counters live: the app's PostgreSQL (table rate_limits), or Redis when REDIS_URL is set. */
export type RateLimitStore = { kind: 'postgres'; pool: pg.Pool } | { kind: 'redis'; url: string } | { kind: 'memory' };

type LimiterName = 'login_ip' | 'login_account' | 'register_ip' | 'register_account' | 'ask_user' | 'ai_user' | 'ai_ip';

/** Created by a migration rather than by the library at start-up, where several nodes could race to create it. */
const TABLE = 'rate_limits';

/**
 * Rate limits with rate-limiter-flexible. Counters are shared by every node through the store; should the store fail,
 * each node falls back to counting in memory (insuranceLimiter) rather than refusing or waving everyone through.
 */
export class RateLimits {
  private readonly limiters = new Map<LimiterName, RateLimiterAbstract>();
  private redis: Redis | undefined;

  constructor(
    private readonly config: RateLimitConfig,
    store: RateLimitStore,
    private readonly logger?: Logger,
  ) {
    const perMinute: Record<LimiterName, number> = {
      login_ip: config.authPerMinute,
      login_account: config.authPerMinute,
      register_ip: config.authPerMinute,
      register_account: config.authPerMinute,
      ask_user: config.askPerMinute,
      ai_user: config.aiPerMinute,
      ai_ip: config.aiPerMinute,
    };
    for (const [name, points] of Object.entries(perMinute) as [LimiterName, number][]) {
      if (points <= 0) continue;
      const options = { keyPrefix: name, points, duration: 60, insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: 60 }) };
      if (store.kind === 'postgres') {
        // All counters share one table: one limiter sweeping expired rows (every 5 minutes) is enough.
        const sweeps = ![...this.limiters.values()].some((limiter) => limiter instanceof RateLimiterPostgres);
        this.limiters.set(name, new RateLimiterPostgres({ ...options, storeClient: store.pool, storeType: 'pool', tableName: TABLE, tableCreated: true, clearExpiredByTimeout: sweeps }));
      } else if (store.kind === 'redis') {
        if (!this.redis) {
          // One client (and one error listener) for every limiter.
          this.redis = new Redis(store.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
          this.redis.on('error', (error: unknown) => this.logger?.warn({ err: error }, 'rate limit store (Redis) unavailable; counting in memory'));
        }
        this.limiters.set(name, new RateLimiterRedis({ ...options, storeClient: this.redis, useRedisPackage: false }));
      } else {
        this.limiters.set(name, new RateLimiterMemory({ keyPrefix: name, points, duration: 60 }));
      }
    }
  }

  get settings(): RateLimitConfig {
    return this.config;
  }

  /** Counts one call; throws RateLimitedError when any of its counters is over the limit. */
  async consume(action: LimitedAction, keys: RateKeys): Promise<void> {
    const counters: [LimiterName, string | undefined][] =
      action === 'login' || action === 'register'
        ? [
            [`${action}_ip`, keys.ip],
            [`${action}_account`, keys.account?.trim().toLowerCase()],
          ]
        : action === 'ask'
          ? [['ask_user', keys.userId === undefined ? undefined : String(keys.userId)]]
          : keys.userId !== undefined
            ? [['ai_user', String(keys.userId)]]
            : [['ai_ip', keys.ip]];
    const waits = await Promise.all(
      counters.map(async ([name, key]) => {
        const limiter = this.limiters.get(name);
        if (!limiter || !key) return 0;
        try {
          await limiter.consume(key.slice(0, 200));
          return 0;
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes) return rejection.msBeforeNext;
          throw rejection;
        }
      }),
    );
    const wait = Math.max(...waits, 0);
    if (wait > 0) throw new RateLimitedError(action, Math.max(1, Math.ceil(wait / 1000)));
  }

  async close(): Promise<void> {
    this.redis?.disconnect();
    this.redis = undefined;
  }
}
