import { describe, expect, it } from "vitest";
import { type ActiveBan, banMatches, createBanCache } from "./ban-cache.ts";

const ban = (over: Partial<ActiveBan>): ActiveBan => ({
  id: "b1",
  ident: null,
  userId: null,
  ipHash: null,
  reason: "spam",
  endsAt: null,
  ...over,
});

describe("the ban cache", () => {
  it("finds a ban by any of its targets, and only by them", () => {
    const cache = createBanCache(() => 1000);
    cache.add(ban({ id: "a", ident: "i1", ipHash: "h1" }));
    expect(cache.find({ ident: "i1" })?.id).toBe("a");
    expect(cache.find({ ident: "other", ipHash: "h1" })?.id).toBe("a");
    expect(cache.find({ ident: "other", userId: "u1", ipHash: "h2" })).toBeNull();
    expect(cache.find({})).toBeNull();
    expect(banMatches(ban({ userId: "u1" }), { userId: "u1" })).toBe(true);
    expect(banMatches(ban({ userId: "u1" }), { ident: "u1" })).toBe(false);
  });

  it("forgets expired bans on sight and prefers the one that lasts longest", () => {
    let clock = 1000;
    const cache = createBanCache(() => clock);
    cache.add(ban({ id: "short", ident: "i", endsAt: 2000 }));
    cache.add(ban({ id: "long", userId: "u", endsAt: 5000 }));
    cache.add(ban({ id: "forever", ipHash: "h", endsAt: null }));
    expect(cache.find({ ident: "i", userId: "u" })?.id).toBe("long");
    expect(cache.find({ ident: "i", userId: "u", ipHash: "h" })?.id).toBe("forever");
    clock = 3000;
    expect(cache.find({ ident: "i" })).toBeNull();
    expect(cache.size).toBe(2);
  });

  it("removes, re-adds and replaces", () => {
    const cache = createBanCache(() => 0);
    cache.add(ban({ id: "a", ident: "i" }));
    cache.add(ban({ id: "a", ident: "j" }));
    expect(cache.find({ ident: "i" })).toBeNull();
    expect(cache.find({ ident: "j" })?.id).toBe("a");
    cache.remove("a");
    expect(cache.find({ ident: "j" })).toBeNull();
    cache.replaceAll([ban({ id: "b", ident: "k" })]);
    expect(cache.size).toBe(1);
  });
});
