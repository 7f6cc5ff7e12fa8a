import { createHash, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Redis } from "ioredis";
import { DEFAULT_PAIRING_OPTIONS, type PairingOptions, pairingLanguage, wantedCountry } from "./rules.ts";
import {
  type Clock,
  type EndOptions,
  type EndResult,
  type Match,
  type Matchmaking,
  type MatchmakingStats,
  type ResumeResult,
  type SearchEntry,
  type SearchResult,
  systemClock,
  type Waiter,
} from "./types.ts";

const SOURCE = readFileSync(new URL("./redis.lua", import.meta.url), "utf8");
/**
 * The Redis function library (Redis 7 functions: its helpers are compiled once, at FUNCTION LOAD,
 * not on every call as an EVAL script's are). Named after its content, so nodes of two versions in
 * a rolling deployment each call their own.
 */
const FUNCTION_NAME = `acaso_mm_${createHash("sha256").update(SOURCE).digest("hex").slice(0, 12)}`;
const LIBRARY = SOURCE.replaceAll("acaso_mm", FUNCTION_NAME);

export type RedisMatchmakingOptions = {
  redis: Redis;
  /** This node's id: its users are freed when its heartbeat stops (another node reaps them). */
  nodeId: string;
  /** Key prefix, so tests (and several sites on one Redis) do not collide. */
  prefix?: string;
  clock?: Clock;
  pairing?: Partial<PairingOptions>;
  /** How many oldest waiters of each language bucket one search looks at (bounded cost). */
  scanLimit?: number;
  /** Lifetime of user and match records that nobody touches (seconds). */
  recordTtlSeconds?: number;
  /** Heartbeat period and lifetime (ms): a node silent for `heartbeatTtlMs` is considered dead. */
  heartbeatMs?: number;
  heartbeatTtlMs?: number;
  newMatchId?: () => string;
};

/** Joins interests in the hash and the waiter record (the protocol refuses control characters). */
const SEP = "\u001e";
/** Joins the pairing language and the countries in the record's lang field (decision 048). */
const GS = "\u001d";

/**
 * The record's lang field: the pairing language alone, or with the user's own country and their
 * filter's country (two-letter codes) when either is known, so the Lua rules read both without
 * a wider record or a lookup per candidate.
 */
function langField(entry: SearchEntry): string {
  const lang = pairingLanguage(entry) ?? "";
  const country = entry.country ?? "";
  const want = wantedCountry(entry) ?? "";
  return country || want ? `${lang}${GS}${country}${GS}${want}` : lang;
}

/**
 * Matchmaking shared by every node through Redis (issue 5). Every method is one call of one Lua
 * script (redis.lua), so a pairing is claimed atomically: two nodes never claim the same waiting user.
 * The rules are those of rules.ts, over a bounded window of each language bucket.
 */
export function createRedisMatchmaking(options: RedisMatchmakingOptions): Matchmaking {
  const redis = options.redis;
  const prefix = options.prefix ?? "acaso:mm";
  const clock = options.clock ?? systemClock;
  const pairing: PairingOptions = { ...DEFAULT_PAIRING_OPTIONS, ...options.pairing };
  const scan = options.scanLimit ?? 64;
  const ttl = options.recordTtlSeconds ?? 6 * 3600;
  const heartbeatMs = options.heartbeatMs ?? 500;
  const heartbeatTtlMs = options.heartbeatTtlMs ?? 2000;
  const newMatchId = options.newMatchId ?? randomUUID;
  const nodeId = options.nodeId;

  // Loaded once per process; again if Redis lost it (a restart without persistence). Losing it means
  // Redis lost every key too: the listeners write back what this node knows (issue 17).
  let library: Promise<unknown> | undefined;
  const resetListeners: Array<() => void> = [];
  let lastReset = 0;
  const announceReset = () => {
    // Several calls in flight all find the library gone: one reset, not one per call.
    if (Date.now() - lastReset < 1000) return;
    lastReset = Date.now();
    for (const listener of resetListeners) listener();
  };
  const load = () => {
    library = redis.call("FUNCTION", "LOAD", "REPLACE", LIBRARY);
    return library;
  };
  const invoke = (op: string, args: (string | number)[]) =>
    redis.fcall(
      FUNCTION_NAME,
      0,
      prefix,
      op,
      clock.now(),
      pairing.widenAfterMs,
      scan,
      pairing.recentPeersKept,
      ttl,
      ...args,
    ) as Promise<string>;
  const call = async (op: string, ...args: (string | number)[]): Promise<string> => {
    await (library ?? load());
    try {
      return await invoke(op, args);
    } catch (error) {
      if (!/function not found/i.test(String(error))) throw error;
      await load();
      const result = await invoke(op, args);
      // The heartbeat first: the node is alive again before the listeners write anything back.
      if (op !== "heartbeat") await beat().catch(() => undefined);
      announceReset();
      return result;
    }
  };

  const entryArgs = (entry: SearchEntry) => [
    entry.userId,
    entry.ident,
    langField(entry),
    (entry.userData.interests ?? []).join(SEP),
    JSON.stringify(entry),
    nodeId,
  ];

  // Every node must notice a reset, not only the one whose call found the library gone first (the
  // others find it loaded again): the heartbeat's marker tells each node on its next beat.
  let firstBeat = true;
  const beat = async () => {
    const lost = await call("heartbeat", nodeId, heartbeatTtlMs);
    if (lost === "1" && !firstBeat) announceReset();
    firstBeat = false;
  };
  let heartbeat: NodeJS.Timeout | undefined;
  const started = beat().then(() => {
    heartbeat = setInterval(() => {
      beat().catch(() => {
        // Redis briefly unreachable: the next beat retries; ioredis reconnects by itself.
      });
    }, heartbeatMs);
    heartbeat.unref();
  });

  return {
    async search(entry): Promise<SearchResult> {
      await started;
      return JSON.parse(await call("search", ...entryArgs(entry), newMatchId())) as SearchResult;
    },

    async update(entry) {
      await started;
      const result = await call("update", ...entryArgs(entry), newMatchId());
      return result ? (JSON.parse(result) as Match) : null;
    },

    async end(userId, endOptions: EndOptions) {
      await started;
      const result = await call(
        "end",
        userId,
        endOptions.reason,
        endOptions.matchId ?? "",
        endOptions.self,
        endOptions.block ? "1" : "0",
        newMatchId(),
        newMatchId(),
      );
      return JSON.parse(result) as EndResult;
    },

    async matchOf(userId) {
      const result = await call("matchOf", userId);
      return result ? (JSON.parse(result) as Match) : null;
    },

    async suspend(userId, until) {
      await started;
      const result = await call("suspend", userId, Math.round(until));
      return result ? (JSON.parse(result) as Match) : null;
    },

    async resume({ matchId, previousUserId, entry }) {
      await started;
      return JSON.parse(await call("resume", ...entryArgs(entry), matchId, previousUserId)) as ResumeResult;
    },

    onReset(listener) {
      resetListeners.push(listener);
    },

    async restore(match, userId) {
      const side = match.offerer.userId === userId ? match.offerer : match.answerer;
      await call("restore", ...entryArgs(side), match.matchId, JSON.stringify(match));
    },

    async block(identA, identB) {
      await call("block", identA, identB);
    },

    async pairWaiting() {
      await started;
      const ids = Array.from({ length: scan }, () => newMatchId());
      return JSON.parse(await call("pairWaiting", ...ids)) as Match[];
    },

    async waiting(): Promise<Waiter[]> {
      const rows = JSON.parse(await call("waiting")) as Array<{
        since: number;
        seq: number;
        entry: SearchEntry;
      }>;
      return rows
        .map((row) => ({ ...row.entry, since: row.since, seq: row.seq }))
        .sort((a, b) => a.seq - b.seq);
    },

    async stats(): Promise<MatchmakingStats> {
      const waiting = Number(await call("stats"));
      // Matches are counted by walking their keys (SCAN, outside any script so Redis is never held
      // for long) rather than by a counter every pairing would pay for: stats serve tests and
      // operators, not a hot path.
      let matches = 0;
      let cursor = "0";
      do {
        const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}:m:*`, "COUNT", 1000);
        cursor = next;
        matches += keys.length;
      } while (cursor !== "0");
      return { waiting, matches };
    },

    async reap() {
      const limit = 100;
      const ids = Array.from({ length: limit * 2 }, () => newMatchId());
      return JSON.parse(await call("reap", limit, ...ids)) as EndResult[];
    },

    async close() {
      clearInterval(heartbeat);
      // This node's users are gone with it: let the others reap them now rather than after the TTL.
      await redis.del(`${prefix}:alive:${nodeId}`).catch(() => undefined);
    },
  };
}
