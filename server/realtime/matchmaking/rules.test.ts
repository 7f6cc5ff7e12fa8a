import { describe, expect, it } from "vitest";
import {
  canPair,
  DEFAULT_PAIRING_OPTIONS,
  type PairingContext,
  pickPartner,
  planPairs,
  primaryLanguage,
} from "./rules.ts";
import type { Waiter } from "./types.ts";

let seq = 0;
function waiter(
  id: string,
  extra: { since?: number; lang?: string; interests?: string[]; ident?: string } = {},
): Waiter {
  seq += 1;
  return {
    userId: id,
    ident: extra.ident ?? `ident-${id}`,
    userData: {
      ident: extra.ident ?? `ident-${id}`,
      cameraEnabled: true,
      lang: extra.lang,
      interests: extra.interests,
    },
    since: extra.since ?? 0,
    seq,
  };
}

function context(
  extra: { now?: number; blocked?: Array<[string, string]>; recent?: Record<string, string[]> } = {},
): PairingContext {
  const blocked = new Set((extra.blocked ?? []).flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
  return {
    now: extra.now ?? 0,
    options: DEFAULT_PAIRING_OPTIONS,
    isBlocked: (a, b) => blocked.has(`${a}|${b}`),
    recentPeers: (ident) => extra.recent?.[ident] ?? [],
  };
}

const widen = DEFAULT_PAIRING_OPTIONS.widenAfterMs;

describe("primaryLanguage", () => {
  it.each([
    ["pt-BR", "pt"],
    ["EN", "en"],
    [undefined, undefined],
    ["", undefined],
  ])("%s -> %s", (input, expected) => {
    expect(primaryLanguage(input)).toBe(expected);
  });
});

describe("canPair (hard rules)", () => {
  const cases: Array<{ name: string; a: Waiter; b: Waiter; ctx: PairingContext; expected: boolean }> = [
    { name: "two strangers", a: waiter("a"), b: waiter("b"), ctx: context(), expected: true },
    { name: "the same socket", a: waiter("a"), b: waiter("a"), ctx: context(), expected: false },
    {
      name: "two sockets of one ident (two tabs)",
      a: waiter("a", { ident: "x" }),
      b: waiter("b", { ident: "x" }),
      ctx: context(),
      expected: false,
    },
    {
      name: "a reported b",
      a: waiter("a"),
      b: waiter("b"),
      ctx: context({ blocked: [["ident-a", "ident-b"]] }),
      expected: false,
    },
    {
      name: "b reported a (symmetric)",
      a: waiter("a"),
      b: waiter("b"),
      ctx: context({ blocked: [["ident-b", "ident-a"]] }),
      expected: false,
    },
    {
      name: "different languages, fresh",
      a: waiter("a", { lang: "pt" }),
      b: waiter("b", { lang: "de" }),
      ctx: context({ now: widen - 1 }),
      expected: false,
    },
    {
      name: "different languages, one waited long enough",
      a: waiter("a", { lang: "pt", since: 0 }),
      b: waiter("b", { lang: "de", since: widen }),
      ctx: context({ now: widen }),
      expected: true,
    },
    {
      name: "same primary language, different regions",
      a: waiter("a", { lang: "pt-BR" }),
      b: waiter("b", { lang: "pt-PT" }),
      ctx: context(),
      expected: true,
    },
    {
      name: "one language unknown",
      a: waiter("a", { lang: "pt" }),
      b: waiter("b"),
      ctx: context(),
      expected: true,
    },
    {
      name: "recent peers are still allowed (a preference, not a rule)",
      a: waiter("a"),
      b: waiter("b"),
      ctx: context({ recent: { "ident-a": ["ident-b"] } }),
      expected: true,
    },
  ];
  it.each(cases)("$name -> $expected", ({ a, b, ctx, expected }) => {
    expect(canPair(a, b, ctx)).toBe(expected);
    expect(canPair(b, a, ctx)).toBe(expected);
  });
});

describe("pickPartner (preferences)", () => {
  const cases: Array<{
    name: string;
    seeker: Waiter;
    candidates: Waiter[];
    ctx: PairingContext;
    expected: string | null;
  }> = [
    { name: "nobody waits", seeker: waiter("s"), candidates: [], ctx: context(), expected: null },
    {
      name: "only yourself waits",
      seeker: waiter("s"),
      candidates: [waiter("s")],
      ctx: context(),
      expected: null,
    },
    {
      name: "oldest waiter first",
      seeker: waiter("s", { since: 30 }),
      candidates: [
        waiter("young", { since: 20 }),
        waiter("old", { since: 10 }),
        waiter("mid", { since: 15 }),
      ],
      ctx: context({ now: 30 }),
      expected: "old",
    },
    {
      name: "equal waits: arrival order",
      seeker: waiter("s", { since: 5 }),
      candidates: [waiter("first", { since: 5 }), waiter("second", { since: 5 })],
      ctx: context({ now: 5 }),
      expected: "first",
    },
    {
      name: "a recent peer only when nobody else waits",
      seeker: waiter("s"),
      candidates: [waiter("old-peer", { since: -10 }), waiter("stranger", { since: 0 })],
      ctx: context({ recent: { "ident-s": ["ident-old-peer"] } }),
      expected: "stranger",
    },
    {
      name: "the recent peer when it is the only one",
      seeker: waiter("s"),
      candidates: [waiter("old-peer")],
      ctx: context({ recent: { "ident-s": ["ident-old-peer"] } }),
      expected: "old-peer",
    },
    {
      name: "the 4th last peer is no longer avoided",
      seeker: waiter("s"),
      candidates: [waiter("p4", { since: -10 }), waiter("stranger", { since: 0 })],
      ctx: context({ recent: { "ident-s": ["ident-p1", "ident-p2", "ident-p3", "ident-p4"] } }),
      expected: "p4",
    },
    {
      name: "the same language before an older waiter",
      seeker: waiter("s", { lang: "pt", since: widen * 2 }),
      candidates: [waiter("old-de", { lang: "de", since: 0 }), waiter("pt", { lang: "pt-BR", since: widen })],
      ctx: context({ now: widen * 2 }),
      expected: "pt",
    },
    {
      name: "more shared interests before an older waiter",
      seeker: waiter("s", { interests: ["music", "games"] }),
      candidates: [
        waiter("old", { since: -5, interests: ["cooking"] }),
        waiter("one", { since: -3, interests: ["music"] }),
        waiter("two", { since: -1, interests: ["games", "music"] }),
      ],
      ctx: context(),
      expected: "two",
    },
    {
      name: "a blocked pair is skipped even when it is the only one",
      seeker: waiter("s"),
      candidates: [waiter("bad")],
      ctx: context({ blocked: [["ident-s", "ident-bad"]] }),
      expected: null,
    },
    {
      name: "a fresh other-language waiter is not taken",
      seeker: waiter("s", { lang: "fr", since: 100 }),
      candidates: [waiter("it", { lang: "it", since: 100 })],
      ctx: context({ now: 100 }),
      expected: null,
    },
  ];
  it.each(cases)("$name", ({ seeker, candidates, ctx, expected }) => {
    expect(pickPartner(seeker, candidates, ctx)?.userId ?? null).toBe(expected);
  });
});

describe("planPairs", () => {
  it("pairs everyone compatible, oldest first, and leaves nobody next to a compatible partner", () => {
    const queue = Array.from({ length: 9 }, (_, i) => waiter(`u${i}`, { since: i }));
    const ctx = context({ now: 10 });
    const pairs = planPairs(queue, ctx);
    expect(pairs).toHaveLength(4);
    expect(pairs[0]?.map((w) => w.userId)).toEqual(["u0", "u1"]);
    const paired = new Set(pairs.flat().map((w) => w.userId));
    expect(paired.size).toBe(8);
    expect(paired.has("u8")).toBe(false);
  });

  it("widening pairs two languages only once a wait is long enough", () => {
    const queue = [waiter("pt", { lang: "pt", since: 0 }), waiter("de", { lang: "de", since: 1000 })];
    expect(planPairs(queue, context({ now: widen - 1 }))).toHaveLength(0);
    expect(planPairs(queue, context({ now: widen }))).toHaveLength(1);
  });

  it("never returns an incompatible pair and no two leftovers are compatible (random queues)", () => {
    let state = 7;
    const random = () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state / 2 ** 31;
    };
    const langs = ["pt", "en", "de", undefined];
    for (let round = 0; round < 50; round += 1) {
      const queue = Array.from({ length: 2 + Math.floor(random() * 20) }, (_, i) =>
        waiter(`r${round}-${i}`, {
          since: Math.floor(random() * 10_000),
          lang: langs[Math.floor(random() * langs.length)],
          ident: `id${Math.floor(random() * 15)}`,
        }),
      );
      const ctx = context({ now: 8000, blocked: [["id1", "id2"]] });
      const pairs = planPairs(queue, ctx);
      for (const [a, b] of pairs) expect(canPair(a, b, ctx)).toBe(true);
      const paired = new Set(pairs.flat());
      const left = queue.filter((w) => !paired.has(w));
      for (const a of left) for (const b of left) if (a !== b) expect(canPair(a, b, ctx)).toBe(false);
    }
  });
});
