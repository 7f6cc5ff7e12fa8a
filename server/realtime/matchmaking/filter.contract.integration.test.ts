import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createMemoryMatchmaking } from "./memory.ts";
import { createRedisMatchmaking } from "./redis.ts";
import type { Match, Matchmaking, SearchEntry } from "./types.ts";

/**
 * Issue 13: the partner filter (bought with reward credits) in both matchmaking implementations:
 * in memory always, in Redis when TEST_REDIS_URL is set. The same cases must hold for both.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const clients: Redis[] = [];
const prefixes: string[] = [];

type Factory = (clock: { now(): number }) => Promise<Matchmaking>;
const implementations: Array<{ name: string; create: Factory }> = [
  { name: "memory", create: async (clock) => createMemoryMatchmaking({ clock }) },
];
if (redisUrl) {
  implementations.push({
    name: "redis",
    create: async (clock) => {
      const redis = new Redis(redisUrl, { lazyConnect: true });
      await redis.connect();
      clients.push(redis);
      const prefix = `test:mmf:${randomBytes(4).toString("hex")}`;
      prefixes.push(prefix);
      return createRedisMatchmaking({ redis, nodeId: "node-f", prefix, clock });
    },
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

function entry(id: string, lang: string, filter?: string): SearchEntry {
  return {
    userId: id,
    ident: `ident-${id}`,
    userData: { ident: `ident-${id}`, cameraEnabled: true, lang },
    ...(filter ? { filter: { lang: filter } } : {}),
  };
}

function peerOf(match: Match, id: string): string {
  return match.offerer.userId === id ? match.answerer.userId : match.offerer.userId;
}

describe.each(implementations)("partner filter: $name", ({ create }) => {
  async function setup() {
    let now = 5_000_000;
    const clock = { now: () => now };
    const mm = await create(clock);
    open.push(mm);
    return { mm, advance: (ms: number) => (now += ms) };
  }

  it("pairs the filtering newcomer with the speaker of the chosen language, not the older waiter", async () => {
    const { mm, advance } = await setup();
    expect(await mm.search(entry("en-first", "en"))).toEqual({ state: "queued" });
    advance(100);
    expect(await mm.search(entry("de-second", "de"))).toEqual({ state: "queued" });
    advance(100);
    const result = await mm.search(entry("filtering", "en", "de"));
    expect(result.state).toBe("matched");
    if (result.state !== "matched") return;
    expect(peerOf(result.match, "filtering")).toBe("de-second");
    // What the peer learns is the language the person speaks, not the filter.
    const me = result.match.offerer.userId === "filtering" ? result.match.offerer : result.match.answerer;
    expect(me.userData.lang).toBe("en");
    expect((await mm.waiting()).map((w) => w.userId)).toEqual(["en-first"]);
  });

  it("without a filter the same newcomer takes the older speaker of their own language", async () => {
    const { mm, advance } = await setup();
    await mm.search(entry("en-first", "en"));
    advance(100);
    await mm.search(entry("de-second", "de"));
    advance(100);
    const result = await mm.search(entry("plain", "en"));
    expect(result.state === "matched" && peerOf(result.match, "plain")).toBe("en-first");
  });

  it("widens after a few seconds when nobody speaks the chosen language", async () => {
    const { mm, advance } = await setup();
    await mm.search(entry("filtering", "en", "it"));
    advance(100);
    expect(await mm.search(entry("english", "en"))).toEqual({ state: "queued" });
    expect(await mm.pairWaiting()).toEqual([]);
    advance(4000);
    const formed = await mm.pairWaiting();
    expect(formed).toHaveLength(1);
    expect(peerOf(formed[0] as Match, "filtering")).toBe("english");
  });

  it("a filter added by update re-pairs a waiting user at once", async () => {
    const { mm, advance } = await setup();
    await mm.search(entry("german", "de"));
    advance(100);
    expect(await mm.search(entry("me", "en"))).toEqual({ state: "queued" });
    const formed = await mm.update(entry("me", "en", "de"));
    expect(formed && peerOf(formed, "me")).toBe("german");
  });
});
