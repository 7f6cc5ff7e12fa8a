import { Redis } from "ioredis";
import type { Logger } from "./logger.ts";

export type RedisConnection = {
  client: Redis;
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** Opens the shared Redis connection when REDIS_URL is set (rate limits, and later matchmaking). */
export async function openRedis(url: string, logger: Logger): Promise<RedisConnection> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  client.on("error", (error) => logger.warn({ err: error.message }, "redis error"));
  await client.connect();
  return {
    client,
    ping: async () => {
      await client.ping();
    },
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
