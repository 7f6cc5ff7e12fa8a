import { randomUUID } from "node:crypto";
import {
  byServiceOrder,
  DEFAULT_PAIRING_OPTIONS,
  type PairingContext,
  type PairingOptions,
  pickPartner,
  planPairs,
} from "./rules.ts";
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

export type MemoryMatchmakingOptions = {
  clock?: Clock;
  pairing?: Partial<PairingOptions>;
  /** Match ids; injectable for deterministic tests. */
  newMatchId?: () => string;
  /** Bound on how many idents' recent-peer lists are remembered (oldest forgotten first). */
  maxRecentIdents?: number;
};

function blockKey(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}

/**
 * Single-process matchmaking (the default, ARCHITECTURE "Matchmaking"). Each method body runs
 * synchronously, so every call is atomic with respect to every other call on this node.
 */
export function createMemoryMatchmaking(options: MemoryMatchmakingOptions = {}): Matchmaking {
  const clock = options.clock ?? systemClock;
  const pairing: PairingOptions = { ...DEFAULT_PAIRING_OPTIONS, ...options.pairing };
  const newMatchId = options.newMatchId ?? randomUUID;
  const maxRecentIdents = options.maxRecentIdents ?? 100_000;

  const queue = new Map<string, Waiter>();
  const matches = new Map<string, Match>();
  const matchIdByUser = new Map<string, string>();
  const blocked = new Set<string>();
  const recent = new Map<string, string[]>();
  /** Issue 16: users whose connection dropped in a match -> until when the match waits for them. */
  const suspended = new Map<string, number>();
  let seq = 0;

  const context = (): PairingContext => ({
    now: clock.now(),
    options: pairing,
    isBlocked: (a, b) => blocked.has(blockKey(a, b)),
    recentPeers: (ident) => recent.get(ident) ?? [],
  });

  function remember(ident: string, peerIdent: string) {
    const list = (recent.get(ident) ?? []).filter((other) => other !== peerIdent);
    list.unshift(peerIdent);
    recent.delete(ident);
    recent.set(ident, list.slice(0, pairing.recentPeersKept));
    // Map keeps insertion order: the first key is the ident matched longest ago.
    while (recent.size > maxRecentIdents) {
      const oldest = recent.keys().next().value;
      if (oldest === undefined) break;
      recent.delete(oldest);
    }
  }

  function strip(waiter: Waiter): SearchEntry {
    return { userId: waiter.userId, ident: waiter.ident, userData: waiter.userData, iceKey: waiter.iceKey };
  }

  function createMatch(offerer: Waiter, answerer: Waiter): Match {
    queue.delete(offerer.userId);
    queue.delete(answerer.userId);
    const match: Match = {
      matchId: newMatchId(),
      createdAt: clock.now(),
      offerer: strip(offerer),
      answerer: strip(answerer),
    };
    matches.set(match.matchId, match);
    matchIdByUser.set(offerer.userId, match.matchId);
    matchIdByUser.set(answerer.userId, match.matchId);
    remember(offerer.ident, answerer.ident);
    remember(answerer.ident, offerer.ident);
    return match;
  }

  function currentMatch(userId: string): Match | null {
    const matchId = matchIdByUser.get(userId);
    return matchId === undefined ? null : (matches.get(matchId) ?? null);
  }

  /** Queues (or refreshes) one user and pairs them at once if a compatible partner waits. */
  function enqueue(entry: SearchEntry, fresh: boolean): SearchResult {
    const existing = fresh ? undefined : queue.get(entry.userId);
    const waiter: Waiter = existing
      ? {
          ...existing,
          ident: entry.ident,
          userData: entry.userData,
          iceKey: entry.iceKey,
          country: entry.country,
          filter: entry.filter,
        }
      : { ...entry, since: clock.now(), seq: ++seq };
    queue.delete(entry.userId);
    const partner = pickPartner(waiter, queue.values(), context());
    if (partner) return { state: "matched", match: createMatch(waiter, partner), created: true };
    queue.set(entry.userId, waiter);
    return { state: "queued" };
  }

  function endMatch(match: Match) {
    matches.delete(match.matchId);
    matchIdByUser.delete(match.offerer.userId);
    matchIdByUser.delete(match.answerer.userId);
  }

  const api: Matchmaking = {
    async search(entry) {
      const match = currentMatch(entry.userId);
      if (match) return { state: "matched", match, created: false };
      return enqueue(entry, false);
    },

    async update(entry) {
      const waiter = queue.get(entry.userId);
      if (waiter) {
        // Re-evaluate: a new language or interests may make a waiting partner compatible right now.
        const result = enqueue(entry, false);
        return result.state === "matched" ? result.match : null;
      }
      const match = currentMatch(entry.userId);
      if (!match) return null;
      const side = match.offerer.userId === entry.userId ? "offerer" : "answerer";
      match[side] = { ...entry };
      return null;
    },

    async end(userId, options: EndOptions): Promise<EndResult> {
      const match = currentMatch(userId);
      const formed: Match[] = [];
      if (match && options.matchId !== undefined && match.matchId !== options.matchId) {
        // A stale call about a match that is already over: the user is in a newer one; leave it be.
        return { ended: null, formed };
      }
      if (!match) {
        if (options.self !== "requeue") queue.delete(userId);
        return { ended: null, formed };
      }
      endMatch(match);
      const self = match.offerer.userId === userId ? match.offerer : match.answerer;
      const peer = match.offerer.userId === userId ? match.answerer : match.offerer;
      if (options.block) blocked.add(blockKey(self.ident, peer.ident));
      suspended.delete(userId);
      // The peer did nothing wrong: back in the queue first (spec §4.6 removePeer -> searching),
      // unless their connection is down too (suspended, issue 16): then there is nobody to requeue.
      if (!suspended.delete(peer.userId)) {
        const peerResult = enqueue(peer, true);
        if (peerResult.state === "matched") formed.push(peerResult.match);
      }
      if (options.self === "requeue") {
        const selfResult = enqueue(self, true);
        if (selfResult.state === "matched") formed.push(selfResult.match);
      }
      return { ended: match, formed };
    },

    async matchOf(userId) {
      return currentMatch(userId);
    },

    async suspend(userId, until) {
      const match = currentMatch(userId);
      if (!match) {
        queue.delete(userId);
        return null;
      }
      suspended.set(userId, until);
      return match;
    },

    async resume({ matchId, previousUserId, entry }): Promise<ResumeResult> {
      const match = matches.get(matchId);
      if (!match || matchIdByUser.get(previousUserId) !== matchId)
        return { state: "refused", reason: "ended" };
      const side = match.offerer.userId === previousUserId ? "offerer" : "answerer";
      if (match[side].ident !== entry.ident) return { state: "refused", reason: "mismatch" };
      if (entry.userId !== previousUserId && matchIdByUser.has(entry.userId)) {
        return { state: "refused", reason: "busy" };
      }
      queue.delete(entry.userId);
      suspended.delete(previousUserId);
      matchIdByUser.delete(previousUserId);
      match[side] = { ...entry };
      matchIdByUser.set(entry.userId, matchId);
      return { state: "resumed", match };
    },

    async block(identA, identB) {
      blocked.add(blockKey(identA, identB));
    },

    async pairWaiting() {
      if (queue.size < 2) return [];
      // [older, younger]: the younger side makes the offer, as when its arrival forms a match.
      return planPairs([...queue.values()], context()).map(([older, younger]) => createMatch(younger, older));
    },

    async waiting() {
      return [...queue.values()].sort(byServiceOrder);
    },

    async stats(): Promise<MatchmakingStats> {
      return { waiting: queue.size, matches: matches.size };
    },

    async reap() {
      // No other nodes here: only resume windows that have passed (issue 16).
      const now = clock.now();
      const results: EndResult[] = [];
      for (const [userId, until] of suspended) {
        if (until > now) continue;
        results.push(await api.end(userId, { reason: "disconnect", self: "forget" }));
      }
      return results;
    },

    async close() {
      queue.clear();
      matches.clear();
      matchIdByUser.clear();
      suspended.clear();
    },
  };
  return api;
}
