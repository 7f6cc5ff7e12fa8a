import { describe, expect, it } from "vitest";
import { buyFilterSchema, DEFAULT_REWARD_SETTINGS, remainingMinutes, rewardSettingsSchema } from "./index.ts";

describe("rewardSettingsSchema (the admin form and the server)", () => {
  it("accepts the defaults", () => {
    expect(rewardSettingsSchema.parse(DEFAULT_REWARD_SETTINGS)).toEqual(DEFAULT_REWARD_SETTINGS);
  });

  it.each([
    { name: "an https house video", change: { houseVideoUrl: "https://cdn.example.com/v.mp4" }, ok: true },
    { name: "a path on this site", change: { houseVideoUrl: "/media/house.webm" }, ok: true },
    { name: "loopback http (tests)", change: { vastTagUrl: "http://127.0.0.1:9999/vast.xml" }, ok: true },
    { name: "plain http elsewhere", change: { houseVideoUrl: "http://cdn.example.com/v.mp4" }, ok: false },
    { name: "a javascript: URL", change: { houseVideoUrl: "javascript:alert(1)" }, ok: false },
    { name: "a protocol-relative URL", change: { houseVideoUrl: "//evil.example/v.mp4" }, ok: false },
    { name: "VAST without a tag", change: { source: "vast", vastTagUrl: "" }, ok: false },
    { name: "VAST with a tag", change: { source: "vast", vastTagUrl: "https://ads.example/vast" }, ok: true },
    { name: "a zero minimum", change: { minWatchSeconds: 0 }, ok: false },
    { name: "a fractional credit", change: { creditsPerView: 1.5 }, ok: false },
    { name: "a language listed twice", change: { filterLanguages: ["de", "DE"] }, ok: false },
    { name: "a language that is not a code", change: { filterLanguages: ["german"] }, ok: false },
    { name: "no languages (no filter sold)", change: { filterLanguages: [] }, ok: true },
    { name: "a country listed twice", change: { filterCountries: ["BR", "br"] }, ok: false },
    { name: "a country that is not a code", change: { filterCountries: ["Brazil"] }, ok: false },
    { name: "no countries", change: { filterCountries: [] }, ok: true },
  ])("$name -> $ok", ({ change, ok }) => {
    expect(rewardSettingsSchema.safeParse({ ...DEFAULT_REWARD_SETTINGS, ...change }).success).toBe(ok);
  });

  it("normalises language codes to lower case", () => {
    const parsed = rewardSettingsSchema.parse({
      ...DEFAULT_REWARD_SETTINGS,
      filterLanguages: [" DE ", "fr"],
    });
    expect(parsed.filterLanguages).toEqual(["de", "fr"]);
  });
});

describe("buyFilterSchema", () => {
  it.each([
    [{ lang: "de", credits: 1 }, true],
    [{ lang: "de", credits: 0 }, false],
    [{ lang: "de", credits: 101 }, false],
    [{ lang: "d", credits: 1 }, false],
    [{ lang: "de" }, false],
    [{ country: "BR", credits: 1 }, true],
    [{ lang: "pt", country: "br", credits: 1 }, true],
    [{ country: "BRA", credits: 1 }, false],
    [{ credits: 1 }, false],
  ])("%j -> %s", (input, ok) => {
    expect(buyFilterSchema.safeParse(input).success).toBe(ok);
  });
});

describe("remainingMinutes", () => {
  it.each([
    [0, 0],
    [-5_000, 0],
    [10_000, 1],
    [60_000, 1],
    [60_001, 2],
    [600_000, 10],
  ])("%i ms left -> %i min", (left, minutes) => {
    expect(remainingMinutes(1_000_000 + left, 1_000_000)).toBe(minutes);
  });
});
