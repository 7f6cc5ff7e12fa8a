import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SDA_PLACEMENTS, SDA_PLATFORMS } from "./constants.ts";
import { readSdaItem, readSdaSettings } from "./read-config.ts";
import { DEFAULT_SDA_SETTINGS, sdaItemSchema, sdaSettingsSchema } from "./schema.ts";

// The browser's zod-free reading must agree with the server's zod schemas on every input: valid,
// nearly valid (one field off by a little) and junk.

const HOUSE_SRC = "/api/sda/house/0f8fad5b-d9cb-469f-a165-70867728950e.png";

/** Values around each rule's edges, valid and not. */
const anyText = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      "",
      " ",
      "x",
      " abc ",
      "zone_1.a-b",
      "zone 1",
      "a\u0000b",
      "a\u0007",
      "é",
      "https://ads.example/lib.js",
      " https://ads.example/lib.js ",
      "//cdn.example/x.js",
      "http://127.0.0.1:8080/x.js",
      "http://localhost/x.js",
      "http://example.com/x.js",
      'https://a.example/"x',
      "javascript:alert(1)",
      HOUSE_SRC,
      HOUSE_SRC.replace(".png", ".svg"),
      "x".repeat(40),
      "x".repeat(41),
      "x".repeat(64),
      "x".repeat(65),
      "x".repeat(100),
      "x".repeat(101),
      `https://a.example/${"x".repeat(480)}`,
      `https://a.example/${"x".repeat(483)}`,
      "a".repeat(200),
      ` ${"a".repeat(200)} `,
      "a".repeat(201),
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
const anyNumber = fc.oneof(
  fc.constantFrom(
    0,
    1,
    -1,
    0.5,
    2000,
    2001,
    1000,
    1001,
    10_000,
    10_001,
    86_400,
    86_401,
    2_592_000,
    2_592_001,
  ),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0),
  fc.integer({ min: -5, max: 3_000_000 }),
);
const junk = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
);
const anyValue = fc.oneof(
  { weight: 3, arbitrary: anyText },
  { weight: 3, arbitrary: anyNumber },
  { weight: 1, arbitrary: junk },
);

/** A valid value most of the time (so whole items often pass), anything else sometimes. */
const mostly = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 9, arbitrary: valid }, { weight: 1, arbitrary: anyValue });
const aNumber = (min: number, max: number) => mostly(fc.integer({ min, max }));

const fieldsArb = fc.record(
  {
    zoneId: mostly(fc.constantFrom("123", "zone_1")),
    urlLib: mostly(fc.constant("https://ads.example/lib.js")),
    key: mostly(fc.constant("abc123")),
    src: mostly(fc.constant(HOUSE_SRC)),
    width: mostly(fc.constant(468)),
    height: mostly(fc.constant(60)),
    maxWidth: mostly(fc.constant(728)),
    href: mostly(fc.constant("https://example.com/")),
    alt: mostly(fc.constant("House banner")),
    extra: anyValue,
  },
  { requiredKeys: [] },
);

const itemArb = fc.record(
  {
    id: mostly(fc.constant("ad-1")),
    enabled: mostly(fc.boolean()),
    placement: mostly(fc.constantFrom(...SDA_PLACEMENTS)),
    platform: mostly(fc.constantFrom(...SDA_PLATFORMS, "newnetwork")),
    typeSda: mostly(fc.constantFrom("rennab", "native")),
    config: fc.oneof({ weight: 5, arbitrary: fieldsArb }, { weight: 1, arbitrary: junk }),
    more: anyValue,
  },
  { requiredKeys: [] },
);

const settingsArb = fc.record(
  {
    enabled: mostly(fc.boolean()),
    frequency: fc.oneof(
      {
        weight: 5,
        arbitrary: fc.record(
          { enabled: mostly(fc.boolean()), minTimeSameAdsByUser: aNumber(0, 2_592_000) },
          { requiredKeys: [] },
        ),
      },
      { weight: 1, arbitrary: junk },
    ),
    chat: fc.oneof(
      {
        weight: 5,
        arbitrary: fc.record({
          searching: fc.oneof(
            {
              weight: 5,
              arbitrary: fc.record(
                {
                  limit: aNumber(0, 10_000),
                  minIntervalMatches: aNumber(0, 1000),
                  minIntervalTime: aNumber(0, 86_400),
                  x: anyValue,
                },
                { requiredKeys: [] },
              ),
            },
            { weight: 1, arbitrary: junk },
          ),
        }),
      },
      { weight: 1, arbitrary: junk },
    ),
    sdaList: fc.constant([]),
  },
  { requiredKeys: [] },
);

function zodReading<T>(
  schema: { safeParse(value: unknown): { success: boolean; data?: T } },
  value: unknown,
) {
  const parsed = schema.safeParse(value);
  return parsed.success ? (parsed.data as T) : null;
}

describe("reading the decrypted ad config without zod (decision 050)", () => {
  it("reads every ad exactly as sdaItemSchema does", () => {
    let accepted = 0;
    fc.assert(
      fc.property(itemArb, (item) => {
        const mine = readSdaItem(item);
        expect(mine).toEqual(zodReading(sdaItemSchema, item));
        if (mine) accepted += 1;
      }),
      { numRuns: 20_000 },
    );
    // The generator reaches both outcomes often, or the comparison proves little.
    expect(accepted).toBeGreaterThan(40);
  });

  it("reads the settings exactly as sdaSettingsSchema does", () => {
    let accepted = 0;
    fc.assert(
      fc.property(settingsArb, (settings) => {
        const mine = readSdaSettings(settings);
        expect(mine).toEqual(zodReading(sdaSettingsSchema, settings));
        if (mine) accepted += 1;
      }),
      { numRuns: 20_000 },
    );
    expect(accepted).toBeGreaterThan(10);
  });

  it("keeps what a valid ad and valid settings say, trimmed, and drops unknown keys", () => {
    expect(
      readSdaItem({
        id: "a1",
        enabled: true,
        placement: SDA_PLACEMENTS[0],
        platform: "house",
        typeSda: "rennab",
        config: { src: HOUSE_SRC, href: " https://example.com/ ", width: 468, height: 60, other: 1 },
        unknown: "x",
      }),
    ).toEqual({
      id: "a1",
      enabled: true,
      placement: SDA_PLACEMENTS[0],
      platform: "house",
      typeSda: "rennab",
      config: { src: HOUSE_SRC, href: "https://example.com/", width: 468, height: 60 },
    });
    expect(readSdaSettings({ ...DEFAULT_SDA_SETTINGS, sdaList: [], more: 1 })).toEqual(DEFAULT_SDA_SETTINGS);
    expect(readSdaItem({ id: "a1", enabled: true, placement: "nowhere", platform: "house" })).toBeNull();
    expect(readSdaSettings({ ...DEFAULT_SDA_SETTINGS, enabled: "yes" })).toBeNull();
  });
});
