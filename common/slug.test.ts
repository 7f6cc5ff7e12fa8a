import { describe, expect, it } from "vitest";
import { slugify, usernameSlug } from "./slug.ts";

describe("slugify (spec §5)", () => {
  it.each([
    ["Hello World", "hello-world"],
    ["Vídeo Chat Aleatório", "video-chat-aleatorio"],
    ["  Ça   va  ", "ca-va"],
    ["a -- b", "a-b"],
    ["Straße & Café!", "strae-cafe"],
    ["Omegle: alternative?", "omegle-alternative"],
    ["already-a-slug", "already-a-slug"],
    ["under_score kept", "under_score-kept"],
    ["---", ""],
    ["ÀÉÎÕÜ ñ", "aeiou-n"],
  ])("%j -> %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe("usernameSlug (spec §5)", () => {
  it.each([
    ["João Silva", "joaosilva"],
    ["Ana-Maria", "ana-maria"],
    ["  spaced   out ", "spacedout"],
    ["x--y", "x-y"],
    ["Zoë_99!", "zoe_99"],
  ])("%j -> %j", (input, expected) => {
    expect(usernameSlug(input)).toBe(expected);
  });

  it("differs from slugify only in the treatment of spaces", () => {
    expect(slugify("Ana Maria")).toBe("ana-maria");
    expect(usernameSlug("Ana Maria")).toBe("anamaria");
  });
});
