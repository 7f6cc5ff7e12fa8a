import { describe, expect, it } from "vitest";
import { createMemoryMatchmaking } from "./memory.ts";
import type { Match, Matchmaking, SearchEntry } from "./types.ts";

function entry(id: string, extra: { ident?: string; lang?: string } = {}): SearchEntry {
  const ident = extra.ident ?? `ident-${id}`;
  return { userId: id, ident, userData: { ident, cameraEnabled: true, lang: extra.lang } };
}

function setup() {
  let now = 1_000;
  let n = 0;
  const clock = { now: () => now };
  const mm = createMemoryMatchmaking({ clock, newMatchId: () => `m${++n}` });
  return { mm, advance: (ms: number) => (now += ms) };
}

async function matched(mm: Matchmaking, id: string): Promise<string | null> {
  const match = await mm.matchOf(id);
  if (!match) return null;
  return match.offerer.userId === id ? match.answerer.userId : match.offerer.userId;
}

describe("memory matchmaking", () => {
  it("a lone searcher stays queued; the second one is paired with it, and offers", async () => {
    const { mm } = setup();
    expect(await mm.search(entry("a"))).toEqual({ state: "queued" });
    expect((await mm.waiting()).map((w) => w.userId)).toEqual(["a"]);
    const result = await mm.search(entry("b"));
    expect(result.state).toBe("matched");
    const match = (result as { match: Match }).match;
    expect(match.offerer.userId).toBe("b");
    expect(match.answerer.userId).toBe("a");
    expect(await mm.stats()).toEqual({ waiting: 0, matches: 1 });
  });

  it("search is idempotent: queued stays queued with its place, matched returns the same match", async () => {
    const { mm, advance } = setup();
    await mm.search(entry("a"));
    advance(10);
    await mm.search(entry("z", { ident: "ident-a" })); // same ident: never paired
    await mm.search(entry("a"));
    expect((await mm.waiting()).map((w) => w.userId)).toEqual(["a", "z"]);
    const match = await mm.search(entry("b"));
    expect(match).toMatchObject({ state: "matched", created: true });
    expect(await mm.search(entry("b"))).toMatchObject({ state: "matched", created: false });
    expect(await matched(mm, "a")).toBe("b");
  });

  it("next: the peer is requeued before the caller, and a third waiter gets the peer", async () => {
    const { mm } = setup();
    await mm.search(entry("a"));
    await mm.search(entry("b"));
    await mm.search(entry("c")); // waits alone
    const { ended, formed } = await mm.end("b", { reason: "next", self: "requeue" });
    expect(ended?.matchId).toBe("m1");
    expect(formed).toHaveLength(1);
    expect(await matched(mm, "a")).toBe("c");
    expect((await mm.waiting()).map((w) => w.userId)).toEqual(["b"]);
  });

  it("a stale matchId does not end the newer match", async () => {
    const { mm } = setup();
    await mm.search(entry("a"));
    await mm.search(entry("b"));
    expect(await mm.end("a", { reason: "next", matchId: "old", self: "requeue" })).toEqual({
      ended: null,
      formed: [],
    });
    expect(await matched(mm, "a")).toBe("b");
  });

  it("stop withdraws the caller and requeues the peer; disconnect of a waiter withdraws only them", async () => {
    const { mm } = setup();
    await mm.search(entry("a"));
    await mm.search(entry("b"));
    await mm.end("a", { reason: "stop", self: "withdraw" });
    expect((await mm.waiting()).map((w) => w.userId)).toEqual(["b"]);
    await mm.search(entry("c")); // takes b
    await mm.search(entry("d")); // waits
    const { formed } = await mm.end("c", { reason: "disconnect", self: "forget" });
    // b is requeued and served at once by the waiting d; c is gone, d's wait is over.
    expect(formed.map((m) => [m.offerer.userId, m.answerer.userId])).toEqual([["b", "d"]]);
    expect(await mm.matchOf("c")).toBeNull();
    await mm.search(entry("e"));
    await mm.search(entry("f"));
    await mm.end("f", { reason: "disconnect", self: "forget" }); // f had taken e
    expect((await mm.waiting()).map((w) => w.userId)).toEqual(["e"]);
    expect(await mm.stats()).toEqual({ waiting: 1, matches: 1 });
  });

  it("report blocks the pair: two users alone never meet again", async () => {
    const { mm } = setup();
    await mm.search(entry("a"));
    await mm.search(entry("b"));
    const { formed } = await mm.end("a", { reason: "report", self: "requeue", block: true });
    expect(formed).toEqual([]);
    expect(await mm.stats()).toEqual({ waiting: 2, matches: 0 });
    expect(await mm.pairWaiting()).toEqual([]);
    // Not even through new sockets of the same browsers.
    await mm.end("a", { reason: "disconnect", self: "forget" });
    expect((await mm.search(entry("a2", { ident: "ident-a" }))).state).toBe("queued");
  });

  it("a recent peer is rematched only when nobody else waits", async () => {
    const { mm } = setup();
    await mm.search(entry("a"));
    await mm.search(entry("b"));
    const { formed } = await mm.end("a", { reason: "next", self: "requeue" });
    expect(formed.map((m) => [m.offerer.userId, m.answerer.userId])).toEqual([["a", "b"]]);
    await mm.search(entry("c"));
    await mm.end("a", { reason: "next", self: "requeue" });
    // b (requeued first) prefers the stranger c over a, its recent peer.
    expect(await matched(mm, "b")).toBe("c");
  });

  it("language filter widens on pairWaiting", async () => {
    const { mm, advance } = setup();
    await mm.search(entry("pt", { lang: "pt" }));
    await mm.search(entry("de", { lang: "de" }));
    expect(await mm.pairWaiting()).toEqual([]);
    advance(4000);
    const formed = await mm.pairWaiting();
    expect(formed).toHaveLength(1);
    expect(await matched(mm, "pt")).toBe("de");
  });

  it("update with a new language pairs a waiter at once", async () => {
    const { mm } = setup();
    await mm.search(entry("pt", { lang: "pt" }));
    await mm.search(entry("de", { lang: "de" }));
    const formed = await mm.update(entry("de", { lang: "pt" }));
    expect(formed?.offerer.userId).toBe("de");
  });

  it("invariants hold under random churn", async () => {
    const { mm, advance } = setup();
    let state = 42;
    const random = () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state / 2 ** 31;
    };
    const online = new Set<string>();
    let next = 0;
    for (let step = 0; step < 1000; step += 1) {
      advance(Math.floor(random() * 50));
      const roll = random();
      const ids = [...online];
      const someone = ids[Math.floor(random() * ids.length)];
      if (roll < 0.4 || !someone) {
        const id = `u${next++}`;
        online.add(id);
        await mm.search(entry(id));
      } else if (roll < 0.6) {
        online.delete(someone);
        await mm.end(someone, { reason: "disconnect", self: "forget" });
      } else if (roll < 0.85) {
        await mm.end(someone, { reason: "next", self: "requeue" });
      } else {
        await mm.end(someone, { reason: "stop", self: "withdraw" });
        await mm.search(entry(someone));
      }
      // Every online user is either waiting or in exactly one match; no one else is anywhere.
      const waiting = (await mm.waiting()).map((w) => w.userId);
      const inMatch = new Map<string, string>();
      for (const id of online) {
        const match = await mm.matchOf(id);
        if (match) {
          expect(match.offerer.userId).not.toBe(match.answerer.userId);
          inMatch.set(id, match.matchId);
        }
      }
      expect(new Set(waiting).size).toBe(waiting.length);
      for (const id of waiting) {
        expect(online.has(id)).toBe(true);
        expect(inMatch.has(id)).toBe(false);
      }
      expect(waiting.length + inMatch.size).toBe(online.size);
      // No language or interests here, and recent peers are a preference: two waiters would be compatible.
      expect(waiting.length).toBeLessThanOrEqual(1);
      const stats = await mm.stats();
      expect(stats.matches * 2).toBe(inMatch.size);
    }
  });
});
