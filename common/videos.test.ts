import { describe, expect, it } from "vitest";
import {
  hashtagsIn,
  normalizeHashtag,
  pageCount,
  pageExists,
  parsePageParam,
  VIDEOS_PER_PAGE,
  videoIdFromLink,
} from "./videos.ts";

describe("pagination bounds", () => {
  it.each([
    [undefined, { kind: "page", page: 1 }],
    ["", { kind: "page", page: 1 }],
    ["1", { kind: "canonical" }],
    ["2", { kind: "page", page: 2 }],
    ["999999", { kind: "page", page: 999999 }],
    ["0", { kind: "invalid" }],
    ["01", { kind: "invalid" }],
    ["-1", { kind: "invalid" }],
    ["1.5", { kind: "invalid" }],
    ["2e3", { kind: "invalid" }],
    ["abc", { kind: "invalid" }],
    ["1000000", { kind: "invalid" }],
  ])("page segment %j -> %j", (value, expected) => {
    expect(parsePageParam(value)).toEqual(expected);
  });

  it.each([
    [0, 1],
    [1, 1],
    [VIDEOS_PER_PAGE, 1],
    [VIDEOS_PER_PAGE + 1, 2],
    [VIDEOS_PER_PAGE * 3, 3],
  ])("%i videos make %i pages", (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it("has the first page even when empty, and nothing past the last", () => {
    expect(pageExists(1, 0)).toBe(true);
    expect(pageExists(2, 0)).toBe(false);
    expect(pageExists(2, VIDEOS_PER_PAGE)).toBe(false);
    expect(pageExists(2, VIDEOS_PER_PAGE + 1)).toBe(true);
    expect(pageExists(3, 5, 2)).toBe(true);
    expect(pageExists(4, 5, 2)).toBe(false);
    expect(pageExists(0, 5)).toBe(false);
    expect(pageExists(1.5, 50)).toBe(false);
  });
});

describe("hashtags", () => {
  it.each([
    ["#Funny", "funny"],
    ["  cats ", "cats"],
    ["São_Paulo", "são_paulo"],
    ["dança", "dança"],
    ["two words", null],
    ["#", null],
    ["a/b", null],
    ["x".repeat(101), null],
  ])("%j -> %j", (value, expected) => {
    expect(normalizeHashtag(value)).toBe(expected);
  });

  it("finds the hashtags of a caption once each", () => {
    expect(hashtagsIn("Sunset #Beach #beach and #Férias!")).toEqual(["beach", "férias"]);
    expect(hashtagsIn("no tags")).toEqual([]);
  });
});

describe("download links", () => {
  const id = "0b0e8f5e-1c1a-4f4e-9a7b-2f3c4d5e6f70";
  const hosts = ["acaso.example", "localhost:3000"];
  it.each([
    [`https://acaso.example/tiktok/video/${id}`, id],
    [`https://acaso.example/en/tiktok/video/${id}/`, id],
    [`http://localhost:3000/es/tiktok/video/${id.toUpperCase()}`, id],
    [`/tiktok/video/${id}`, id],
    [`https://acaso.example/api/videos/${id}/file`, id],
    [`https://acaso.example/api/videos/${id}/download`, id],
    [`https://www.tiktok.com/@someone/video/7234567890123456789`, null],
    [`https://evil.example/tiktok/video/${id}`, null],
    [`https://acaso.example/tiktok/video/not-an-id`, null],
    [`javascript:alert(1)`, null],
    [`https://acaso.example/tiktok/hashtag/${id}`, null],
    ["", null],
  ])("%s -> %s", (link, expected) => {
    expect(videoIdFromLink(link, hosts)).toBe(expected);
  });
});
