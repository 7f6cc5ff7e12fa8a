import type { Redis } from "ioredis";

/**
 * The last few messages of each live match, kept only so a report can carry them (issue 4: "the last
 * messages of the conversation"). Nothing is written anywhere unless a report is made; the buffer of
 * a match is dropped when the match ends.
 *
 * In memory on one node by default. With several nodes the two sides of a match may sit on different
 * nodes, each relaying only its own user's lines, so the Redis implementation below keeps one capped
 * list per match that every node appends to (a report then carries both sides).
 */
export type LoggedMessage = { fromUserId: string; text: string; at: number };

export type ConversationLog = {
  append(matchId: string, message: LoggedMessage): Promise<void>;
  recent(matchId: string): Promise<LoggedMessage[]>;
  drop(matchId: string): Promise<void>;
};

export function createConversationLog(
  options: { perMatch?: number; maxMatches?: number } = {},
): ConversationLog {
  const perMatch = options.perMatch ?? 20;
  // A safety bound: matches end (and drop their buffer) long before this matters.
  const maxMatches = options.maxMatches ?? 50_000;
  const buffers = new Map<string, LoggedMessage[]>();
  return {
    async append(matchId, message) {
      let buffer = buffers.get(matchId);
      if (!buffer) {
        buffer = [];
        buffers.set(matchId, buffer);
        if (buffers.size > maxMatches) {
          const oldest = buffers.keys().next().value;
          if (oldest !== undefined) buffers.delete(oldest);
        }
      }
      buffer.push(message);
      if (buffer.length > perMatch) buffer.splice(0, buffer.length - perMatch);
    },
    async recent(matchId) {
      return [...(buffers.get(matchId) ?? [])];
    },
    async drop(matchId) {
      buffers.delete(matchId);
    },
  };
}

/** Shared by every node: one capped list per match, expiring by itself if nobody drops it. */
export function createRedisConversationLog(
  redis: Redis,
  options: { prefix: string; perMatch?: number; ttlSeconds?: number },
): ConversationLog {
  const perMatch = options.perMatch ?? 20;
  const ttl = options.ttlSeconds ?? 6 * 3600;
  const key = (matchId: string) => `${options.prefix}:conv:${matchId}`;
  return {
    async append(matchId, message) {
      await redis
        .multi()
        .rpush(key(matchId), JSON.stringify(message))
        .ltrim(key(matchId), -perMatch, -1)
        .expire(key(matchId), ttl)
        .exec();
    },
    async recent(matchId) {
      const rows = await redis.lrange(key(matchId), 0, -1);
      return rows.map((row) => JSON.parse(row) as LoggedMessage);
    },
    async drop(matchId) {
      await redis.del(key(matchId));
    },
  };
}
