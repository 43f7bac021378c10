// Per-user rate limits for writes a signed-in user can repeat (orders, payment intents, reviews).
// Counters live in the database table rate_limit (the one better-auth uses for its per-IP limits,
// with keys of our own prefix) so every instance behind a load balancer shares them; one atomic
// upsert per request counts and reads in a single round trip. See docs/decisions/0003-rate-limits.md.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/index';
import { tooManyRequests, unauthorized } from './errors';

export type UserRateLimitName = 'orders' | 'paymentIntents' | 'reviews';

export interface RateLimitRule {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Seconds until the window resets (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Counts one request for `key` in a fixed window and says whether it is within `rule.max`.
 * last_request holds the start of the current window: a request after the window has passed
 * starts a new one at count 1.
 */
export async function countRequest(db: Db, key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const expired = sql`${rateLimits.lastRequest} <= ${now - windowMs}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  const count = row!.count;
  const retryAfterSeconds = Math.max(1, Math.ceil((row!.windowStart + windowMs - now) / 1000));
  return { allowed: count <= rule.max, count, retryAfterSeconds };
}

/** Key of a per-user counter; the prefix keeps ours apart from better-auth's per-IP keys. */
export const userLimitKey = (name: UserRateLimitName, userId: string) => `user-limit:${name}:${userId}`;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler that answers 429 (with Retry-After, in the one error shape) once the signed-in
     * caller went over the named limit. For routes with `config: { access: 'user' }`.
     */
    userRateLimit(name: UserRateLimitName): preHandlerAsyncHookHandler;
  }
}

export const userRateLimitPlugin = fp(
  async (app: FastifyInstance, options: { db: Db; rules: Record<UserRateLimitName, RateLimitRule> }) => {
    app.decorate('userRateLimit', (name: UserRateLimitName) => {
      const rule = options.rules[name];
      return async (request: FastifyRequest) => {
        const user = request.user;
        if (!user) throw unauthorized();
        const result = await countRequest(options.db, userLimitKey(name, user.id), rule);
        if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
      };
    });
  },
  { name: 'user-rate-limit', dependencies: ['current-user'] },
);
