import { describe, expect, it } from "vitest";
import { discoverPostInputSchema, isActive, mixFeed } from "./discover.ts";

describe("mixFeed", () => {
  it.each([
    [[1, 2, 3, 4, 5, 6, 7], ["a", "b", "c"], 3, "1 2 3 a 4 5 6 b 7 c"],
    [[], ["a", "b"], 3, "a b"],
    [[1, 2], [], 1, "1 2"],
    [[1, 2, 3], ["a"], 1, "1 a 2 3"],
  ])("%j with %j every %i", (stories, rooms, every, expected) => {
    const out = mixFeed(stories, rooms, every).map((x) => ("story" in x ? String(x.story) : x.room));
    expect(out.join(" ")).toBe(expected);
  });
});

describe("isActive", () => {
  const now = Date.parse("2026-11-23T12:00:00Z");
  it.each([
    [null, null, true],
    ["2026-11-23T13:00:00Z", null, false],
    ["2026-11-23T11:00:00Z", "2026-11-23T12:00:00Z", false],
    ["2026-11-23T11:00:00Z", "2026-11-23T12:00:01Z", true],
    [null, "2026-11-22T00:00:00Z", false],
  ])("starts %s ends %s -> %s", (start, end, expected) => {
    expect(
      isActive({ startsAt: start ? new Date(start) : null, endsAt: end ? new Date(end) : null }, now),
    ).toBe(expected);
  });
});

describe("discoverPostInputSchema", () => {
  it("needs the target of its kind and an end after the start", () => {
    expect(discoverPostInputSchema.safeParse({ kind: "link", title: "x" }).success).toBe(false);
    expect(
      discoverPostInputSchema.safeParse({ kind: "link", title: "x", url: "javascript:alert(1)" }).success,
    ).toBe(false);
    expect(
      discoverPostInputSchema.safeParse({ kind: "link", title: "x", url: "https://e.com" }).success,
    ).toBe(true);
    expect(
      discoverPostInputSchema.safeParse({
        kind: "room",
        roomId: "r1",
        title: "x",
        startsAt: "2026-11-23T12:00:00Z",
        endsAt: "2026-11-23T11:00:00Z",
      }).success,
    ).toBe(false);
    expect(discoverPostInputSchema.safeParse({ kind: "story", title: "bad\u0000" }).success).toBe(false);
  });
});
