import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createMemoryMatchmaking } from "./memory.ts";
import { createRedisMatchmaking } from "./redis.ts";
import type { Match, Matchmaking, SearchEntry } from "./types.ts";

/**
 * One contract, every implementation: the in-memory matchmaking always, the Redis one when
 * TEST_REDIS_URL is set. Handlers never branch on which one runs, so both must behave the same.
 */
type Clock = { now(): number };
type Factory = (opts: { clock: Clock; nodeId?: string; prefix?: string }) => Promise<Matchmaking>;

const redisUrl = process.env.TEST_REDIS_URL;
const clients: Redis[] = [];
const prefixes: string[] = [];

async function redisClient(): Promise<Redis> {
  const client = new Redis(redisUrl ?? "", { lazyConnect: true });
  await client.connect();
  clients.push(client);
  return client;
}

function newPrefix() {
  const prefix = `test:mm:${randomBytes(4).toString("hex")}`;
  prefixes.push(prefix);
  return prefix;
}

const implementations: Array<{ name: string; create: Factory }> = [
  {
    name: "memory",
    create: async ({ clock }) => {
      let n = 0;
      return createMemoryMatchmaking({ clock, newMatchId: () => `m${++n}` });
    },
  },
];
if (redisUrl) {
  implementations.push({
    name: "redis",
    create: async ({ clock, nodeId = "node-a", prefix = newPrefix() }) =>
      createRedisMatchmaking({ redis: await redisClient(), nodeId, prefix, clock }),
  });
}

const open: Matchmaking[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((mm) => mm.close()));
});
afterAll(async () => {
  if (clients[0]) {
    for (const prefix of prefixes) {
      const keys = await clients[0].keys(`${prefix}:*`);
      if (keys.length > 0) await clients[0].del(...keys);
    }
  }
  await Promise.all(clients.map((c) => c.quit().catch(() => undefined)));
});

function entry(id: string, extra: { ident?: string; lang?: string; interests?: string[] } = {}): SearchEntry {
  const ident = extra.ident ?? `ident-${id}`;
  return {
    userId: id,
    ident,
    userData: { ident, cameraEnabled: true, lang: extra.lang, interests: extra.interests },
  };
}

function peerOf(match: Match | null, id: string): string | null {
  if (!match) return null;
  return match.offerer.userId === id ? match.answerer.userId : match.offerer.userId;
}

describe.each(implementations)("matchmaking contract: $name", ({ create }) => {
  async function setup() {
    let now = 1_000_000;
    const clock = { now: () => now };
    const mm = await create({ clock });
    open.push(mm);
    return { mm, advance: (ms: number) => (now += ms) };
  }

  it("pairs the second searcher with the first, the newcomer offering", async () => {
    const { mm } = await setup();
    expect(await mm.search(entry("a"))).toEqual({ state: "queued" });
    const result = await mm.search(entry("b"));
    expect(result).toMatchObject({ state: "matched", created: true });
    const match = (result as { match: Match }).match;
    expect(match.offerer.userId).toBe("b");
    expect(match.answerer.userId).toBe("a");
    expect(match.answerer.userData.ident).toBe("ident-a");
    expect(peerOf(await mm.matchOf("a"), "a")).toBe("b");
    expect(await mm.stats()).toEqual({ waiting: 0, matches: 1 });
    expect(await mm.search(entry("b"))).toMatchObject({ state: "matched", created: false });
  });

  it("never pairs a user with themself (same ident in two tabs)", async () => {
    const { mm } = await setup();
    await mm.search(entry("a"));
    expect(await mm.search(entry("a2", { ident: "ident-a" }))).toEqual({ state: "queued" });
    expect((await mm.waiting()).map((w) => w.userId)).toEqual(["a", "a2"]);
  });

  it("serves the oldest waiter first", async () => {
    const { mm, advance } = await setup();
    for (const id of ["a", "b2", "c3"]) {
      await mm.search(entry(id, { ident: "same" }));
      advance(10);
    }
    const result = await mm.search(entry("x"));
    expect(peerOf((result as { match: Match }).match, "x")).toBe("a");
  });

  it("never pairs a reported pair again, and requeues both", async () => {
    const { mm } = await setup();
    await mm.search(entry("a"));
    await mm.search(entry("b"));
    const { ended } = await mm.end("b", { reason: "report", self: "requeue", block: true });
    expect(ended).not.toBeNull();
    expect(await mm.matchOf("a")).toBeNull();
    expect((await mm.waiting()).map((w) => w.userId).sort()).toEqual(["a", "b"]);
    const c = await mm.search(entry("c"));
    expect(c.state).toBe("matched");
  });

  it("avoids a recent peer while someone else waits, but not when they are the only one", async () => {
    const { mm } = await setup();
    await mm.search(entry("a"));
    await mm.search(entry("c"));
    await mm.end("a", { reason: "stop", self: "withdraw" }); // c waits again
    await mm.block("ident-c", "ident-z");
    await mm.search(entry("z")); // cannot meet c: waits too
    const again = await mm.search(entry("a"));
    expect(peerOf((again as { match: Match }).match, "a")).toBe("z");
    await mm.end("a", { reason: "stop", self: "withdraw" });
    await mm.search(entry("a"));
    // z waits (requeued) and is now a recent peer too; c was met earlier: both recent, oldest first.
    expect(await mm.matchOf("a")).not.toBeNull();
  });

  it("keeps different languages apart until the wait widens the filter", async () => {
    const { mm, advance } = await setup();
    await mm.search(entry("pt1", { lang: "pt-BR" }));
    expect(await mm.search(entry("en1", { lang: "en" }))).toEqual({ state: "queued" });
    expect(await mm.pairWaiting()).toEqual([]);
    advance(10_000);
    const formed = await mm.pairWaiting();
    expect(formed).toHaveLength(1);
    expect(peerOf(await mm.matchOf("pt1"), "pt1")).toBe("en1");
  });

  it("prefers the same language and shared interests", async () => {
    const { mm, advance } = await setup();
    await mm.search(entry("en-old", { lang: "en" }));
    advance(10_000); // everyone is widened now
    await mm.search(entry("pt-no", { lang: "pt" }));
    await mm.search(entry("pt-music", { lang: "pt", interests: ["music", "games"] }));
    // en-old and pt-no paired (en-old widened, oldest first); pt-music waits.
    const result = await mm.search(entry("pt-new", { lang: "pt", interests: ["games"] }));
    expect(peerOf((result as { match: Match }).match, "pt-new")).toBe("pt-music");
  });

  it("stop withdraws the caller and requeues the peer; disconnect forgets", async () => {
    const { mm } = await setup();
    await mm.search(entry("a"));
    await mm.search(entry("b"));
    const stopped = await mm.end("a", { reason: "stop", self: "withdraw" });
    expect(stopped.ended).not.toBeNull();
    expect((await mm.waiting()).map((w) => w.userId)).toEqual(["b"]);
    await mm.end("b", { reason: "disconnect", self: "forget" });
    expect(await mm.waiting()).toEqual([]);
    expect(await mm.stats()).toEqual({ waiting: 0, matches: 0 });
  });

  it("ignores an end() about a match that is already over", async () => {
    const { mm } = await setup();
    await mm.search(entry("a"));
    await mm.search(entry("b"));
    const result = await mm.end("a", { reason: "next", self: "requeue", matchId: "not-this-one" });
    expect(result).toEqual({ ended: null, formed: [] });
    expect(peerOf(await mm.matchOf("a"), "a")).toBe("b");
  });

  it("update keeps a waiter's place; a language change can pair them at once", async () => {
    const { mm } = await setup();
    await mm.search(entry("a", { lang: "pt" }));
    await mm.search(entry("b", { lang: "de" })); // different languages: both wait
    expect(await mm.update(entry("a", { lang: "pt", interests: ["chess"] }))).toBeNull();
    expect((await mm.waiting()).map((w) => [w.userId, w.userData.interests])).toEqual([
      ["a", ["chess"]],
      ["b", undefined],
    ]);
    // a switches to German: b is compatible now and the two are paired by the update itself.
    const formed = await mm.update(entry("a", { lang: "de" }));
    expect(formed && [formed.offerer.userId, formed.answerer.userId].sort()).toEqual(["a", "b"]);
    expect(await mm.waiting()).toEqual([]);
    expect(await mm.update(entry("nobody"))).toBeNull();
  });

  it("update of a matched user is what their partner's match carries", async () => {
    const { mm } = await setup();
    await mm.search(entry("a"));
    await mm.search(entry("b"));
    await mm.update(entry("a", { interests: ["films"] }));
    const match = await mm.matchOf("b");
    expect(match?.answerer.userData.interests).toEqual(["films"]);
    expect(match?.offerer.userId).toBe("b");
  });

  // Issue 16: resume after a network drop.
  it("suspend keeps the match; a new socket with the same ident takes the side over", async () => {
    const { mm } = await setup();
    await mm.search(entry("a"));
    const first = await mm.search(entry("b"));
    const matchId = (first as { match: Match }).match.matchId;
    expect((await mm.suspend("a", 1_000_000 + 25_000))?.matchId).toBe(matchId);
    expect(peerOf(await mm.matchOf("b"), "b")).toBe("a");
    const resumed = await mm.resume({
      matchId,
      previousUserId: "a",
      entry: entry("a2", { ident: "ident-a" }),
    });
    expect(resumed.state).toBe("resumed");
    const match = (resumed as { match: Match }).match;
    expect(match.matchId).toBe(matchId);
    // Roles are kept: b made the offer and still does; a2 is where a was.
    expect([match.offerer.userId, match.answerer.userId]).toEqual(["b", "a2"]);
    expect(peerOf(await mm.matchOf("b"), "b")).toBe("a2");
    expect(await mm.matchOf("a")).toBeNull();
    // The window no longer applies: reaping long after changes nothing.
    expect(await mm.reap()).toEqual([]);
    expect(await mm.stats()).toEqual({ waiting: 0, matches: 1 });
  });

  it("a resume is refused for an ended match, another side, another ident or a busy socket", async () => {
    const { mm } = await setup();
    await mm.search(entry("a"));
    const matchId = ((await mm.search(entry("b"))) as { match: Match }).match.matchId;
    await mm.search(entry("c"));
    const cd = ((await mm.search(entry("d"))) as { match: Match }).match.matchId;
    await mm.suspend("a", 1_000_000 + 25_000);
    // Someone else's ident cannot take a's side, and c (in a match) cannot move into another one.
    expect(await mm.resume({ matchId, previousUserId: "a", entry: entry("x") })).toEqual({
      state: "refused",
      reason: "mismatch",
    });
    expect(
      await mm.resume({ matchId, previousUserId: "a", entry: entry("c", { ident: "ident-a" }) }),
    ).toEqual({ state: "refused", reason: "busy" });
    // Claiming a side of another match with a's proof of this one: c was never a side of matchId.
    expect(
      await mm.resume({ matchId, previousUserId: "c", entry: entry("c2", { ident: "ident-c" }) }),
    ).toEqual({ state: "refused", reason: "ended" });
    expect(peerOf(await mm.matchOf("c"), "c")).toBe("d");
    expect((await mm.matchOf("d"))?.matchId).toBe(cd);
    // b leaves: the match is over; a's resume is refused and attaches to nothing.
    await mm.end("b", { reason: "next", self: "requeue" });
    expect(
      await mm.resume({ matchId, previousUserId: "a", entry: entry("a2", { ident: "ident-a" }) }),
    ).toEqual({ state: "refused", reason: "ended" });
    expect(await mm.matchOf("a2")).toBeNull();
    expect((await mm.waiting()).map((w) => w.userId)).toEqual(["b"]);
  });

  it("a resume window that passes ends the match and requeues the peer; a queued newcomer resumes", async () => {
    const { mm, advance } = await setup();
    await mm.search(entry("a"));
    const matchId = ((await mm.search(entry("b"))) as { match: Match }).match.matchId;
    await mm.suspend("a", 1_000_000 + 25_000);
    advance(24_000);
    expect(await mm.reap()).toEqual([]);
    advance(2_000);
    const reaped = await mm.reap();
    expect(reaped.map((r) => r.ended?.matchId)).toEqual([matchId]);
    expect((await mm.waiting()).map((w) => w.userId)).toEqual(["b"]);
    expect(
      await mm.resume({ matchId, previousUserId: "a", entry: entry("a2", { ident: "ident-a" }) }),
    ).toEqual({ state: "refused", reason: "ended" });
    // A socket that searched before resuming leaves the queue when its resume succeeds.
    const second = (await mm.search(entry("e"))) as { match: Match };
    expect(peerOf(second.match, "e")).toBe("b");
    await mm.search(entry("e2", { ident: "ident-e" }));
    expect((await mm.waiting()).map((w) => w.userId)).toEqual(["e2"]);
    const resumed = await mm.resume({
      matchId: second.match.matchId,
      previousUserId: "e",
      entry: entry("e2", { ident: "ident-e" }),
    });
    expect(resumed.state).toBe("resumed");
    expect(await mm.waiting()).toEqual([]);
    expect(peerOf(await mm.matchOf("b"), "b")).toBe("e2");
  });

  it("suspend of a user in no match forgets them; both sides suspended: nobody is requeued", async () => {
    const { mm, advance } = await setup();
    await mm.search(entry("lone"));
    expect(await mm.suspend("lone", 1_000_000 + 25_000)).toBeNull();
    expect(await mm.waiting()).toEqual([]);
    await mm.search(entry("a"));
    await mm.search(entry("b"));
    await mm.suspend("a", 1_000_000 + 25_000);
    await mm.suspend("b", 1_000_000 + 30_000);
    advance(26_000);
    expect((await mm.reap()).filter((r) => r.ended)).toHaveLength(1);
    advance(10_000);
    expect(await mm.reap()).toEqual([]);
    expect(await mm.stats()).toEqual({ waiting: 0, matches: 0 });
  });

  it("matches 500 concurrent searchers exactly once each", async () => {
    const { mm } = await setup();
    const results = await Promise.all(Array.from({ length: 500 }, (_, i) => mm.search(entry(`u${i}`))));
    const seen = new Map<string, number>();
    for (const r of results) {
      if (r.state !== "matched") continue;
      for (const side of [r.match.offerer.userId, r.match.answerer.userId]) {
        seen.set(side, (seen.get(side) ?? 0) + 1);
      }
      expect(r.match.offerer.userId).not.toBe(r.match.answerer.userId);
    }
    expect(seen.size).toBe(500);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    expect(await mm.stats()).toEqual({ waiting: 0, matches: 250 });
  });
});

describe.runIf(redisUrl)("redis matchmaking across nodes", () => {
  it("two nodes sharing Redis never claim the same waiting user", async () => {
    const prefix = newPrefix();
    const clock = { now: () => Date.now() };
    const nodeA = createRedisMatchmaking({ redis: await redisClient(), nodeId: "a", prefix, clock });
    const nodeB = createRedisMatchmaking({ redis: await redisClient(), nodeId: "b", prefix, clock });
    open.push(nodeA, nodeB);
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) => (i % 2 ? nodeA : nodeB).search(entry(`n${i}`))),
    );
    const claims = new Map<string, number>();
    for (const r of results) {
      if (r.state !== "matched") continue;
      for (const id of [r.match.offerer.userId, r.match.answerer.userId]) {
        claims.set(id, (claims.get(id) ?? 0) + 1);
      }
    }
    expect(claims.size).toBe(500);
    expect([...claims.values()].every((n) => n === 1)).toBe(true);
  });

  it("never pairs a waiter whose record outlived its lifetime, and drops it from the queue", async () => {
    let now = 1_000_000;
    const clock = { now: () => now };
    const mm = createRedisMatchmaking({
      redis: await redisClient(),
      nodeId: "a",
      prefix: newPrefix(),
      clock,
      recordTtlSeconds: 60,
    });
    open.push(mm);
    await mm.search(entry("old"));
    now += 61_000;
    expect(await mm.search(entry("new"))).toEqual({ state: "queued" });
    expect((await mm.waiting()).map((w) => w.userId)).toEqual(["new"]);
    expect((await mm.stats()).waiting).toBe(1);
  });

  it("never pairs a waiter whose hash has expired, and drops them from the queue", async () => {
    const prefix = newPrefix();
    const client = await redisClient();
    const mm = createRedisMatchmaking({
      redis: client,
      nodeId: "a",
      prefix,
      clock: { now: () => Date.now() },
    });
    open.push(mm);
    await mm.search(entry("gone"));
    await mm.search(entry("kept", { ident: "ident-gone" })); // same ident: both wait
    await client.del(`${prefix}:u:gone`); // as if its TTL ran out before the record went stale
    const result = await mm.search(entry("new"));
    expect(result).toMatchObject({ state: "matched" });
    expect(peerOf((result as { match: Match }).match, "new")).toBe("kept");
    expect(await mm.waiting()).toEqual([]);
    expect((await mm.stats()).waiting).toBe(0);
  });

  it("frees the partners of a node that dies, within its heartbeat lifetime", async () => {
    const prefix = newPrefix();
    const clock = { now: () => Date.now() };
    const doomedClient = await redisClient();
    const doomed = createRedisMatchmaking({
      redis: doomedClient,
      nodeId: "doomed",
      prefix,
      clock,
      heartbeatMs: 100,
      heartbeatTtlMs: 400,
    });
    const survivor = createRedisMatchmaking({
      redis: await redisClient(),
      nodeId: "survivor",
      prefix,
      clock,
      heartbeatMs: 100,
      heartbeatTtlMs: 400,
    });
    open.push(survivor);
    await doomed.search(entry("d1"));
    await survivor.search(entry("s1"));
    await doomed.search(entry("d2")); // waits
    expect(peerOf(await survivor.matchOf("s1"), "s1")).toBe("d1");
    doomedClient.disconnect(); // the node dies without a word
    await new Promise((r) => setTimeout(r, 600));
    const reaped = await survivor.reap();
    expect(reaped.some((r) => r.ended?.matchId !== undefined)).toBe(true);
    expect(await survivor.matchOf("s1")).toBeNull();
    // The survivor's user is searching again, not stuck, and the dead waiter is gone.
    expect((await survivor.waiting()).map((w) => w.userId)).toEqual(["s1"]);
  });
});
