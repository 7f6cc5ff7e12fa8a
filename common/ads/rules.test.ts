import { describe, expect, it } from "vitest";
import {
  bannerBox,
  eligibleAds,
  HOUR_GATE_MS,
  hourGateOpen,
  INITIAL_SEARCHING_CONTROL,
  pickByFrequency,
  reservedBoxes,
  type SearchingControl,
  searchingStep,
  storyAdAllowed,
} from "./rules.ts";
import { DEFAULT_SDA_SETTINGS, type SdaConfig, type SdaItem, sdaInputSchema } from "./schema.ts";

const ad = (id: string, over: Partial<SdaItem> = {}): SdaItem => ({
  id,
  enabled: true,
  placement: "belowStartButton",
  platform: "house",
  typeSda: "rennab",
  config: {},
  ...over,
});
const config = (over: Partial<SdaConfig> = {}): SdaConfig => ({
  ...DEFAULT_SDA_SETTINGS,
  enabled: true,
  sdaList: [ad("a"), ad("b", { enabled: false }), ad("c", { placement: "aboveStartButton" }), ad("d")],
  ...over,
});

describe("eligibleAds (spec §5)", () => {
  it.each([
    ["config missing", null, "belowStartButton", []],
    ["config disabled", config({ enabled: false }), "belowStartButton", []],
    ["enabled ads of the placement, in order", config(), "belowStartButton", ["a", "d"]],
    ["other placement", config(), "aboveStartButton", ["c"]],
    ["placement without ads", config(), "chatSearching", []],
  ] as const)("%s", (_name, cfg, placement, ids) => {
    expect(eligibleAds(cfg, placement).map((item) => item.id)).toEqual(ids);
  });
});

describe("pickByFrequency (spec §5)", () => {
  const ads = [ad("a"), ad("b"), ad("c")];
  const on = { enabled: true, minTimeSameAdsByUser: 60 };
  const now = 1_000_000;
  it.each([
    ["nothing seen: the first", on, {}, "a"],
    ["first seen recently: the next", on, { a: now - 10_000 }, "b"],
    ["first seen exactly minTime ago: shown again", on, { a: now - 60_000 }, "a"],
    ["all seen recently: the first anyway", on, { a: now - 1, b: now - 1, c: now - 1 }, "a"],
    ["two seen: the third", on, { a: now - 1, b: now - 1 }, "c"],
    ["rule off: the first", { enabled: false, minTimeSameAdsByUser: 60 }, { a: now - 1 }, "a"],
  ] as const)("%s", (_name, frequency, seen, id) => {
    expect(pickByFrequency(ads, frequency, seen, now)?.id).toBe(id);
  });
  it("no ads: null", () => expect(pickByFrequency([], on, {}, now)).toBeNull());
});

describe("once-per-hour gate and once per session (spec §5, §9)", () => {
  const now = 10 * HOUR_GATE_MS;
  it.each([
    ["nothing stored", null, true],
    ["59 minutes ago", now - 59 * 60_000, false],
    ["exactly 60 minutes ago", now - HOUR_GATE_MS, false],
    ["60 minutes and 1 ms ago", now - HOUR_GATE_MS - 1, true],
    ["garbage stored", Number.NaN, true],
  ] as const)("gate: %s", (_name, stored, open) => {
    expect(hourGateOpen(stored, now)).toBe(open);
  });
  it.each([
    ["not shown, gate open", false, null, true],
    ["already shown this session", true, null, false],
    ["gate closed", false, now - 1000, false],
  ] as const)("story ad: %s", (_name, shownThisSession, gateStoredAt, allowed) => {
    expect(storyAdAllowed({ shownThisSession, gateStoredAt, now })).toBe(allowed);
  });
});

describe("searchingStep (spec §5 chat searching control)", () => {
  const ads = [ad("s1", { placement: "chatSearching" }), ad("s2", { placement: "chatSearching" })];
  const settings = { limit: 3, minIntervalMatches: 2, minIntervalTime: 30 };
  function run(times: number[], s = settings) {
    let control: SearchingControl = INITIAL_SEARCHING_CONTROL;
    return times.map((now) => {
      const step = searchingStep(control, s, ads, now);
      control = step.control;
      return step.ad?.id ?? null;
    });
  }
  it("nothing while the count is at or below minIntervalMatches, then an ad and the count resets", () => {
    expect(run([0, 1000, 100_000, 101_000, 102_000, 200_000])).toEqual([null, null, "s1", null, null, "s2"]);
  });
  it("nothing within minIntervalTime of the last ad (the count still resets)", () => {
    expect(run([0, 1, 2, 3, 4, 5, 40_000, 40_001, 40_002])).toEqual([
      null,
      null,
      "s1",
      null,
      null,
      null,
      null,
      null,
      "s2",
    ]);
  });
  it("stops once limit ads were shown; ids start over when all were shown", () => {
    const times = Array.from({ length: 15 }, (_, i) => i * 100_000);
    expect(run(times).filter(Boolean)).toEqual(["s1", "s2", "s1"]);
  });
  it("minIntervalMatches 0: every match may show", () => {
    expect(run([0, 100_000], { limit: 5, minIntervalMatches: 0, minIntervalTime: 0 })).toEqual(["s1", "s2"]);
  });
  it("limit 0: never", () => {
    expect(run([0, 100_000, 200_000], { limit: 0, minIntervalMatches: 0, minIntervalTime: 0 })).toEqual([
      null,
      null,
      null,
    ]);
  });
  it("no ads: nothing, count still reset", () => {
    const step = searchingStep({ count: 5, shownIds: [], lastShownAt: null }, settings, [], 0);
    expect(step).toEqual({ ad: null, control: { count: 0, shownIds: [], lastShownAt: null } });
  });
});

describe("bannerBox (spec §9 468×60)", () => {
  it.each([
    ["defaults on a wide screen", {}, 1200, { width: 468, height: 60, scale: 1 }],
    ["scaled to a phone", {}, 234, { width: 234, height: 30, scale: 0.5 }],
    [
      "scaled to maxWidth",
      { width: 728, height: 90, maxWidth: 364 },
      1200,
      { width: 364, height: 45, scale: 0.5 },
    ],
  ] as const)("%s", (_name, fields, available, box) => {
    expect(bannerBox(fields, available)).toEqual(box);
  });
});

describe("sdaInputSchema: fields checked per platform", () => {
  const base = { enabled: true, placement: "belowStartButton", typeSda: "rennab" } as const;
  it.each([
    [
      "adsterra without key",
      { platform: "sdaterra", config: { urlLib: "https://x.test/a/invoke.js" } },
      ["config.key"],
    ],
    ["adcash with zone", { platform: "adycash", config: { zoneId: "123" } }, []],
    ["exoclick without class key", { platform: "exoclic", config: { zoneId: "1" } }, ["config.key"]],
    ["trafficstars without spot", { platform: "starstraffic", config: {} }, ["config.zoneId"]],
    ["house without link", { platform: "house", config: { src: "https://x.test/b.png" } }, ["config.href"]],
    ["script in a zone id", { platform: "adycash", config: { zoneId: "1<script>" } }, ["config.zoneId"]],
    [
      "javascript: link",
      { platform: "house", config: { src: "https://x.test/b.png", href: "javascript:alert(1)" } },
      ["config.href"],
    ],
  ] as const)("%s", (_name, item, paths) => {
    const parsed = sdaInputSchema.safeParse({ ...base, ...item });
    const issues = parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join("."));
    expect(issues).toEqual(paths);
  });
  it("unknown type refused", () => {
    expect(
      sdaInputSchema.safeParse({ ...base, platform: "adycash", typeSda: "video", config: { zoneId: "1" } })
        .success,
    ).toBe(false);
  });
});

describe("reservedBoxes (server render, layout shift 0)", () => {
  const third = (item: SdaItem) => item.platform !== "house";
  const cfg = config({
    sdaList: [
      ad("h", { config: { width: 468, height: 60 } }),
      ad("n", { platform: "adycash", config: { zoneId: "1", width: 300, height: 250, maxWidth: 300 } }),
      ad("off", { enabled: false, platform: "house", placement: "aboveStartButton" }),
    ],
  });
  it.each([
    ["no config", null, true, {}],
    ["disabled config", config({ enabled: false }), true, {}],
    [
      "without consent: house banners only",
      cfg,
      false,
      { belowStartButton: { width: 468, height: 60, maxWidth: 468 } },
    ],
    [
      "with consent: the tallest banner",
      cfg,
      true,
      { belowStartButton: { width: 300, height: 250, maxWidth: 300 } },
    ],
  ] as const)("%s", (_name, c, thirdParty, boxes) => {
    expect(reservedBoxes(c, { thirdParty, isThirdParty: third })).toEqual(boxes);
  });
});
