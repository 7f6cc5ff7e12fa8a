import type { PeerUserData } from "#common/protocol/index.ts";

/**
 * Matchmaking: the queue of searching users and the set of live matches (spec §4.6, issue 4).
 *
 * One async interface so a Redis implementation (scale-out issue) can replace the in-memory one
 * without touching handlers. Every method is ONE atomic step: an implementation must never let two
 * concurrent calls observe a half-done change (memory: synchronous body; Redis: one Lua script).
 * That is what keeps the invariants under concurrency:
 *   - a user is in at most one match and never in the queue while matched;
 *   - a lone searcher stays queued;
 *   - nobody waits while a compatible partner waits (rules.ts decides "compatible");
 *   - leaving (disconnect, stop) withdraws only the leaving user; a peer left behind is requeued.
 *
 * A "user" here is one socket (userId = socket id); identity for reports and recent peers is `ident`.
 */
export type SearchEntry = {
  userId: string;
  ident: string;
  userData: PeerUserData;
  /**
   * The socket's ice-server key (docs/decisions/003). Opaque to matchmaking; kept with the entry so
   * whichever node announces a match can build both sides' addPeer.
   */
  iceKey?: string | undefined;
  /**
   * Decision 048: the visitor's country as a trusted proxy reported it (COUNTRY_HEADER), when known.
   * Matching only: it never reaches the peer (addPeer sends `userData`).
   */
  country?: string | undefined;
  /**
   * Issue 13: the partner filter the account bought with reward credits (server/rewards). The user is
   * paired as if they spoke `lang`: the same-language rule of rules.ts and its widening apply to it,
   * so a filter prefers speakers of `lang` for a few seconds and nobody waits for ever. A `country`
   * (decision 048) likewise holds out for people from that country until the same widening, then is
   * preferred; a filter with a country and no language drops the person's own language rule.
   */
  filter?: { lang?: string | undefined; country?: string | undefined } | undefined;
};

/** A waiting user as the pairing rules see it. */
export type Waiter = SearchEntry & {
  /** When this wait began (clock ms). */
  since: number;
  /** Tie-breaker for equal `since`: lower came first. */
  seq: number;
};

export type Participant = SearchEntry;

export type Match = {
  matchId: string;
  createdAt: number;
  /** The side that makes the offer (askForConnection: true): the user whose arrival formed the match. */
  offerer: Participant;
  answerer: Participant;
};

export type EndReason = "next" | "stop" | "disconnect" | "report";

export type EndOptions = {
  reason: EndReason;
  /** Only end the match if it is this one (guards against a click that crossed a new addPeer). */
  matchId?: string | undefined;
  /**
   * What happens to the caller: "requeue" (next, report), "withdraw" (stop: out of the queue, still
   * known) or "forget" (disconnect: every trace of the user goes).
   */
  self: "requeue" | "withdraw" | "forget";
  /** Report: the two idents are never paired again. */
  block?: boolean;
};

export type EndResult = {
  /** The match that ended, if the caller was in one (and it was `matchId` when given). */
  ended: Match | null;
  /** Matches formed by requeueing the peer and/or the caller; the caller notifies both sides. */
  formed: Match[];
};

export type SearchResult =
  | { state: "matched"; match: Match; created: boolean }
  | { state: "queued" }
  /** The user is unknown to this call's precondition (e.g. already forgotten); nothing changed. */
  | { state: "gone" };

export type MatchmakingStats = { waiting: number; matches: number };

/** Issue 16: a new socket asks to take over the side `previousUserId` held in match `matchId`. */
export type ResumeRequest = { matchId: string; previousUserId: string; entry: SearchEntry };

export type ResumeResult =
  | { state: "resumed"; match: Match }
  /**
   * ended: the match is over (or never existed); mismatch: `previousUserId` is not a side of it or
   * the ident differs; busy: the new socket is already in another match.
   */
  | { state: "refused"; reason: "ended" | "mismatch" | "busy" };

export interface Matchmaking {
  /**
   * Queue the user (or refresh their entry, keeping their place) and pair them if a compatible partner
   * waits. Idempotent: a matched user gets their current match back with created=false.
   */
  search(entry: SearchEntry): Promise<SearchResult>;
  /**
   * Replace a queued or matched user's data (updateUserData); no-op for unknown users. A queued user
   * is re-paired with the new data: the match formed, if any, is returned for the caller to announce.
   */
  update(entry: SearchEntry): Promise<Match | null>;
  /** End the caller's match (if any), requeue the peer, then handle the caller as `options.self` says. */
  end(userId: string, options: EndOptions): Promise<EndResult>;
  /** The user's current match, or null. */
  matchOf(userId: string): Promise<Match | null>;
  /**
   * Issue 16: the user's connection dropped. If they are in a match, it is kept, marked as waiting
   * for their resume until `until` (clock ms), and returned; the peer stays matched. Otherwise the
   * user is forgotten, as `end(userId, { self: "forget" })` does, and null is returned.
   */
  suspend(userId: string, until: number): Promise<Match | null>;
  /**
   * Issue 16: a new socket (`entry.userId`, same ident) takes over a side of a match that still
   * exists, suspended or not (its old socket may not have been seen to drop yet). The old user id is
   * forgotten. A queued new socket leaves the queue; one already in a match is refused.
   */
  resume(request: ResumeRequest): Promise<ResumeResult>;
  /** Mark a pair of idents as never to be matched again (reports, also loaded at start-up). */
  block(identA: string, identB: string): Promise<void>;
  /**
   * Re-run the pairing over the whole queue: waits grow, filters widen (rules.ts), pairs that were not
   * compatible a moment ago may be now. Called on a timer; returns the matches it formed.
   */
  pairWaiting(): Promise<Match[]>;
  /** The queue in service order (oldest first); for tests and the admin area. */
  waiting(): Promise<Waiter[]>;
  stats(): Promise<MatchmakingStats>;
  /**
   * Frees the users held by nodes that died without a word (their heartbeat stopped), and the
   * suspended users whose resume window has passed (issue 16): their matches end and their partners
   * are requeued (a partner who is suspended too is forgotten). Called on a timer; the caller
   * notifies the partners.
   */
  reap(): Promise<EndResult[]>;
  /**
   * Shared implementations only (Redis): `listener` runs when the store lost its data (a restart
   * without persistence), so each node can write back what its sockets know (issue 17).
   */
  onReset?(listener: () => void): void;
  /**
   * Writes back one side (`userId`) of a match that the store lost; the match record is written by
   * whichever side comes first. Does nothing for a user the store knows again (they searched).
   */
  restore?(match: Match, userId: string): Promise<void>;
  close(): Promise<void>;
}

/** Time source, injected so tests can move time (filter widening) without sleeping. */
export type Clock = { now(): number };
export const systemClock: Clock = { now: () => Date.now() };
