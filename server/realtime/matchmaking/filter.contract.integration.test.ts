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

/** Decision 048: a person from `country` (as the proxy said), optionally with a filter. */
function placed(
  id: string,
  lang: string,
  country: string | undefined,
  filter?: { lang?: string; country?: string },
): SearchEntry {
  return {
    userId: id,
    ident: `ident-${id}`,
    userData: { ident: `ident-${id}`, cameraEnabled: true, lang },
    ...(country ? { country } : {}),
    ...(filter ? { filter } : {}),
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

  it("a country filter takes someone from that country over an older waiter of the same language", async () => {
    const { mm, advance } = await setup();
    await mm.search(placed("pt-portugal", "pt", "PT"));
    advance(100);
    expect(await mm.search(placed("es-brazil", "es", "BR"))).toEqual({ state: "queued" });
    advance(100);
    const result = await mm.search(placed("filtering", "pt", "PT", { country: "BR" }));
    expect(result.state === "matched" && peerOf(result.match, "filtering")).toBe("es-brazil");
    // The peer never learns the country (nor the filter).
    if (result.state === "matched") expect(JSON.stringify(result.match.offerer.userData)).not.toContain("BR");
    expect((await mm.waiting()).map((w) => w.userId)).toEqual(["pt-portugal"]);
  });

  it("a country alone drops the language rule: an English speaker meets a Portuguese speaker from Brazil", async () => {
    const { mm, advance } = await setup();
    await mm.search(placed("en-us", "en", "US"));
    advance(100);
    await mm.search(placed("pt-br", "pt", "BR"));
    advance(100);
    const result = await mm.search(placed("filtering", "en", "US", { country: "BR" }));
    expect(result.state === "matched" && peerOf(result.match, "filtering")).toBe("pt-br");
  });

  it("a language and a country together ask for both", async () => {
    const { mm, advance } = await setup();
    await mm.search(placed("de-de", "de", "DE"));
    advance(100);
    await mm.search(placed("fr-ch", "fr", "CH"));
    advance(100);
    // One speaks the language, the other is from the country: neither is both.
    expect(await mm.search(placed("filtering", "en", "GB", { lang: "de", country: "CH" }))).toEqual({
      state: "queued",
    });
    const { mm: other } = await setup();
    await other.search(placed("de-ch", "de", "CH"));
    const result = await other.search(placed("filtering", "en", "GB", { lang: "de", country: "CH" }));
    expect(result.state === "matched" && peerOf(result.match, "filtering")).toBe("de-ch");
  });

  it("holds out for the country (another country or an unknown one does not count), then widens", async () => {
    const { mm, advance } = await setup();
    await mm.search(placed("filtering", "en", "US", { country: "BR" }));
    advance(100);
    // Same language, but from elsewhere: no pair before the widening.
    expect(await mm.search(placed("en-gb", "en", "GB"))).toEqual({ state: "queued" });
    expect(await mm.pairWaiting()).toEqual([]);
    advance(4000);
    const formed = await mm.pairWaiting();
    expect(formed).toHaveLength(1);
    expect(peerOf(formed[0] as Match, "filtering")).toBe("en-gb");
    // A country nobody reported is not the one asked for either.
    const { mm: other, advance: later } = await setup();
    await other.search(placed("filtering", "en", "US", { country: "BR" }));
    later(100);
    expect(await other.search(placed("en-unknown", "en", undefined))).toEqual({ state: "queued" });
  });

  it("after the widening the country still ranks first", async () => {
    const { mm, advance } = await setup();
    await mm.search(placed("en-gb", "en", "GB"));
    advance(100);
    expect(await mm.search(placed("de-br", "de", "BR"))).toEqual({ state: "queued" });
    advance(4100);
    // Both waited past the widening: anyone may pair with them. The English speaker waited longer,
    // yet the filtering newcomer gets the person from the country asked for.
    const result = await mm.search(placed("filtering", "en", "US", { country: "BR" }));
    expect(result.state === "matched" && peerOf(result.match, "filtering")).toBe("de-br");
    // Without the filter, the same newcomer would have had the older waiter.
    const { mm: other, advance: later } = await setup();
    await other.search(placed("en-gb", "en", "GB"));
    later(100);
    await other.search(placed("de-br", "de", "BR"));
    later(4100);
    const plain = await other.search(placed("plain", "en", "US"));
    expect(plain.state === "matched" && peerOf(plain.match, "plain")).toBe("en-gb");
  });
});
