import type { Redis } from "ioredis";

/**
 * Decision 060: an escalating cool-off for an address whose sockets keep being cut off for abuse
 * (staying over their limits, index.ts). While it lasts, Engine.IO's `allowRequest` refuses that
 * address's new connections (socket-guard.ts) before the upgrade and before any app work; sockets
 * already connected from it are left alone, and other addresses are never affected.
 *
 * Escalation (pure: `recordAbuse`): `strikes` abuse disconnections within `windowMs` start a cool-off
 * of `firstMs`; each further one after a cool-off, while the address is still on record, starts the
 * next one, twice as long, up to `maxMs`.
 * The record is forgiven (level back to the first cool-off) after `forgiveMs` without abuse counted
 * from the later of the last abuse and the end of the last cool-off.
 */
export type CoolOffPolicy = {
  strikes: number;
  windowMs: number;
  firstMs: number;
  maxMs: number;
  forgiveMs: number;
};

export const DEFAULT_COOL_OFF: CoolOffPolicy = {
  strikes: 3,
  windowMs: 60_000,
  firstMs: 5_000,
  maxMs: 60_000,
  forgiveMs: 60_000,
};

/** One address's record. `abuses`: times of the abuse disconnections still within the window. */
export type CoolOffRecord = { abuses: number[]; level: number; until: number; lastAbuseAt: number };

/** The record after an abuse disconnection at `now` (a new record when `record` is undefined). */
export function recordAbuse(
  record: CoolOffRecord | undefined,
  now: number,
  policy: CoolOffPolicy = DEFAULT_COOL_OFF,
): CoolOffRecord {
  const forgiven = !record || now - Math.max(record.lastAbuseAt, record.until) >= policy.forgiveMs;
  const previous = forgiven ? { abuses: [], level: 0, until: 0 } : record;
  const abuses = [...previous.abuses.filter((at) => now - at < policy.windowMs), now].slice(-policy.strikes);
  let { level, until } = previous;
  // The first cool-off takes `strikes` within the window; once the address is on record (not yet
  // forgiven), each socket cut off after a cool-off starts the next, longer one. A socket that
  // connected before the cool-off began and is cut off during it does not extend it.
  if ((abuses.length >= policy.strikes || level > 0) && now >= until) {
    until = now + coolOffMs(level, policy);
    level += 1;
  }
  return { abuses, level, until, lastAbuseAt: now };
}

/** The length of the cool-off at `level` (0: the first). */
export function coolOffMs(level: number, policy: CoolOffPolicy = DEFAULT_COOL_OFF): number {
  return Math.min(policy.maxMs, policy.firstMs * 2 ** Math.min(level, 30));
}

/** How long a record is worth keeping after `now` (then it would be forgiven anyway). */
export function recordTtlMs(record: CoolOffRecord, policy: CoolOffPolicy = DEFAULT_COOL_OFF): number {
  return Math.max(record.lastAbuseAt, record.until) + policy.forgiveMs - record.lastAbuseAt;
}

/** Where the records live: this process, or Redis so that every node counts one address together. */
export type CoolOffStore = {
  /** Records an abuse disconnection of `key` at `now`; returns when its cool-off ends (≤ now: none). */
  abused(key: string, now: number): Promise<number>;
};

export function createMemoryCoolOffStore(policy: CoolOffPolicy = DEFAULT_COOL_OFF): CoolOffStore {
  const records = new Map<string, CoolOffRecord>();
  let sweptAt = 0;
  return {
    async abused(key, now) {
      // Forgotten records go in a sweep at most once a window (abuse is rare; the map stays small).
      if (now - sweptAt >= policy.windowMs) {
        sweptAt = now;
        for (const [k, r] of records) if (now - r.lastAbuseAt >= recordTtlMs(r, policy)) records.delete(k);
      }
      const record = recordAbuse(records.get(key), now, policy);
      records.set(key, record);
      return record.until;
    },
  };
}

/**
 * The same step in Redis, atomically (one Lua call per abuse disconnection, never per handshake):
 * KEYS[1] the record (a hash: abuses as a comma list, level, until, last), ARGV now and the policy.
 */
const ABUSED_LUA = `
local now = tonumber(ARGV[1])
local strikes, windowMs, firstMs, maxMs, forgiveMs =
  tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
local r = redis.call('HMGET', KEYS[1], 'abuses', 'level', 'until', 'last')
local level, untilMs, last = tonumber(r[2]) or 0, tonumber(r[3]) or 0, tonumber(r[4])
local abuses = {}
if last == nil or now - math.max(last, untilMs) >= forgiveMs then
  level, untilMs = 0, 0
elseif r[1] then
  for at in string.gmatch(r[1], '[^,]+') do
    if now - tonumber(at) < windowMs then abuses[#abuses + 1] = at end
  end
end
abuses[#abuses + 1] = ARGV[1]
while #abuses > strikes do table.remove(abuses, 1) end
if (#abuses >= strikes or level > 0) and now >= untilMs then
  untilMs = now + math.floor(math.min(maxMs, firstMs * 2 ^ math.min(level, 30)))
  level = level + 1
end
redis.call('HSET', KEYS[1], 'abuses', table.concat(abuses, ','), 'level', level, 'until', untilMs, 'last', now)
redis.call('PEXPIRE', KEYS[1], math.max(now, untilMs) + forgiveMs - now)
return tostring(untilMs)
`;

export function createRedisCoolOffStore(
  redis: Redis,
  prefix: string,
  policy: CoolOffPolicy = DEFAULT_COOL_OFF,
): CoolOffStore {
  return {
    async abused(key, now) {
      const until = (await redis.eval(
        ABUSED_LUA,
        1,
        `${prefix}:cooloff:${key}`,
        now,
        policy.strikes,
        policy.windowMs,
        policy.firstMs,
        policy.maxMs,
        policy.forgiveMs,
      )) as string;
      return Number(until);
    },
  };
}

/**
 * Each node's view of the addresses cooling off: filled by its own abuse records and by the other
 * nodes' (told through the Socket.IO adapter, index.ts), read by `allowRequest` without any I/O.
 */
export type CoolOffList = {
  /** Milliseconds `key` is still refused for at `now`; 0 when it is not. */
  refusedFor(key: string, now: number): number;
  /** Marks `key` as refused until `until` (keeps the later end). */
  refuse(key: string, until: number): void;
  /** Whether any address is cooling off (so a handshake can skip computing its key). */
  readonly size: number;
};

export function createCoolOffList(): CoolOffList {
  const until = new Map<string, number>();
  return {
    refusedFor(key, now) {
      const end = until.get(key);
      if (end === undefined) return 0;
      if (end > now) return end - now;
      until.delete(key);
      return 0;
    },
    refuse(key, end) {
      if (end <= (until.get(key) ?? 0)) return;
      // Ended cool-offs are dropped as they are met; a sweep keeps a long-running node's list short.
      if (until.size >= 10_000) {
        const now = Date.now();
        for (const [k, e] of until) if (e <= now) until.delete(k);
      }
      until.set(key, end);
    },
    get size() {
      return until.size;
    },
  };
}
