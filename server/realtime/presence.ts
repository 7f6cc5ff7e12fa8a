import type { Redis } from "ioredis";

/**
 * How many people are online (issue 16: the searching screen shows it, rounded). One interface, two
 * implementations chosen once at start-up (CONVENTIONS habit 4): this node's sockets alone, or the
 * sum over every live node through Redis.
 */
export type Presence = {
  /** People connected now, exact (rounded only where it is shown: `roundOnline`). */
  count(): Promise<number>;
  close(): Promise<void>;
};

/**
 * Rounds a count for display, so the figure reads as an order of magnitude and does not reveal how
 * many people are in the queue at one moment: exact below 20, then to 5, 10, 50, 100 and 1000.
 */
export function roundOnline(count: number): number {
  const n = Math.max(0, Math.floor(count));
  const step = n < 20 ? 1 : n < 100 ? 5 : n < 500 ? 10 : n < 1000 ? 50 : n < 10_000 ? 100 : 1000;
  return Math.round(n / step) * step;
}

/** One process: the sockets connected to it. */
export function createLocalPresence(local: () => number): Presence {
  return {
    count: async () => local(),
    close: async () => {},
  };
}

export type RedisPresenceOptions = {
  redis: Redis;
  nodeId: string;
  /** Key prefix (REDIS_PREFIX). */
  prefix: string;
  /** This node's own count. */
  local: () => number;
  /** How often this node writes its count (ms). */
  everyMs?: number;
  /** A node's count older than this is a dead node's and is dropped (ms). */
  staleAfterMs?: number;
  /** Reads are cached this long (ms): many searching screens ask, Redis is asked once. */
  cacheMs?: number;
  now?: () => number;
};

/**
 * Every node writes "<count>:<time>" into one hash field of its own every few seconds; a read sums
 * the fresh fields and removes stale ones (a node that died without a word stops refreshing). Cost:
 * one HSET per node per period, one HGETALL per cache period per node, whatever the traffic.
 */
export function createRedisPresence(options: RedisPresenceOptions): Presence {
  const key = `${options.prefix}:online`;
  const everyMs = options.everyMs ?? 5000;
  const staleAfterMs = options.staleAfterMs ?? everyMs * 3;
  const cacheMs = options.cacheMs ?? everyMs;
  const now = options.now ?? Date.now;
  let cached: { value: number; at: number } | undefined;

  const write = () =>
    options.redis.hset(key, options.nodeId, `${options.local()}:${now()}`).catch(() => undefined);
  void write();
  const timer = setInterval(() => void write(), everyMs);
  timer.unref();

  return {
    async count() {
      const at = now();
      if (cached && at - cached.at < cacheMs) return cached.value;
      const fields = await options.redis.hgetall(key);
      let total = 0;
      const stale: string[] = [];
      for (const [node, value] of Object.entries(fields)) {
        const [count, written] = value.split(":").map(Number);
        if (node === options.nodeId) continue;
        if (!Number.isFinite(written) || at - (written ?? 0) > staleAfterMs) stale.push(node);
        else total += count ?? 0;
      }
      if (stale.length > 0) await options.redis.hdel(key, ...stale).catch(() => undefined);
      // This node's own figure is always fresh.
      total += options.local();
      cached = { value: total, at };
      return total;
    },
    async close() {
      clearInterval(timer);
      await options.redis.hdel(key, options.nodeId).catch(() => undefined);
    },
  };
}
