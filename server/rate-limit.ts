import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";

export type RateLimitResult = { ok: true } | { ok: false; retryAfterMs: number };

export type RateLimiter = {
  /** Takes `points` (default 1) for `key`; refuses when the budget of the window is spent. */
  consume(key: string, points?: number): Promise<RateLimitResult>;
  /** Forgets a key (e.g. after a successful login). */
  reset(key: string): Promise<void>;
  /** Whether the budget of `key` is spent, without taking anything from it. */
  peek(key: string): Promise<RateLimitResult>;
  /** Gives `points` back to `key` (an attempt that turned out not to count). */
  reward(key: string, points?: number): Promise<void>;
};

export type RateLimitOptions = {
  /** Distinguishes limiters that share one store. */
  keyPrefix: string;
  /** Budget per window. */
  points: number;
  /** Window length in seconds. */
  durationSeconds: number;
  /** Once refused, refuse for this long (seconds); default: until the window ends. */
  blockSeconds?: number;
  /**
   * "shared" (default): in Redis when configured, so every node counts against one budget (per IP,
   * per account). "process": always in this process's memory, for keys that live on one node only —
   * a socket id (a socket is served by one node for its whole life), where a Redis round trip per
   * event would buy nothing (decision 009).
   */
  store?: "shared" | "process";
};

// Process-wide store: Redis when the server was started with REDIS_URL (shared by every node),
// memory otherwise. Kept on globalThis so the Node entry and the SSR bundle share it.
const shared = globalThis as typeof globalThis & { __acasoRateLimitRedis?: Redis | undefined };

export function setRateLimitRedis(redis: Redis | undefined): void {
  shared.__acasoRateLimitRedis = redis;
}

export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const base = {
    keyPrefix: `rl:${options.keyPrefix}`,
    points: options.points,
    duration: options.durationSeconds,
    blockDuration: options.blockSeconds ?? 0,
  };
  const redis = options.store === "process" ? undefined : shared.__acasoRateLimitRedis;
  const limiter = redis
    ? new RateLimiterRedis({ ...base, storeClient: redis, useRedisPackage: false })
    : new RateLimiterMemory(base);
  return {
    async consume(key, points = 1) {
      try {
        await limiter.consume(key, points);
        return { ok: true };
      } catch (error) {
        if (error instanceof RateLimiterRes) return { ok: false, retryAfterMs: error.msBeforeNext };
        throw error;
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
    async peek(key) {
      const state = await limiter.get(key);
      if (!state || state.consumedPoints < options.points) return { ok: true };
      return { ok: false, retryAfterMs: state.msBeforeNext };
    },
    async reward(key, points = 1) {
      await limiter.reward(key, points);
    },
  };
}
