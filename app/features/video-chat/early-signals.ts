import type { ServerMessage } from "#common/protocol/index.ts";

type Signal = Extract<ServerMessage, { action: "addSessionDescription" | "addIceCandidate" }>;

/**
 * Signaling that arrives before the match it belongs to. Across nodes the peer's offer can overtake
 * our addPeer (observed in the two-node browser test: the answerer got the offer, dropped it for
 * "no match", and the pair hung in pre-connecting). Such messages are held briefly and replayed
 * right after the addPeer of their match. Bounded: a few matches, a few messages each, a few seconds,
 * so a misbehaving peer cannot grow it.
 */
export class EarlySignals {
  private readonly held = new Map<string, { at: number; signals: Signal[] }>();

  private readonly limits: { matches: number; perMatch: number; ttlMs: number };

  constructor(limits = { matches: 2, perMatch: 40, ttlMs: 10_000 }) {
    this.limits = limits;
  }

  /** Keeps a signal of a match we do not know yet; false when it was not kept (over a limit). */
  hold(signal: Signal, now: number): boolean {
    this.expire(now);
    let entry = this.held.get(signal.matchId);
    if (!entry) {
      if (this.held.size >= this.limits.matches) {
        // The oldest unknown match goes: the newest is the likeliest to be announced next.
        const oldest = this.held.keys().next().value;
        if (oldest !== undefined) this.held.delete(oldest);
      }
      entry = { at: now, signals: [] };
      this.held.set(signal.matchId, entry);
    }
    if (entry.signals.length >= this.limits.perMatch) return false;
    entry.signals.push(signal);
    return true;
  }

  /** The held signals of `matchId`, in arrival order, and forgets every held match. */
  take(matchId: string, now: number): Signal[] {
    this.expire(now);
    const signals = this.held.get(matchId)?.signals ?? [];
    this.held.clear();
    return signals;
  }

  private expire(now: number) {
    for (const [matchId, entry] of this.held) {
      if (now - entry.at > this.limits.ttlMs) this.held.delete(matchId);
    }
  }
}
