import { SDA_PLACEMENTS, SDA_PLATFORMS, type SdaPlacement, type SdaPlatform } from "./constants.ts";
import type { SdaFields, SdaItem, SdaSettings } from "./schema.ts";

/**
 * The browser's reading of a decrypted ad config (issue 13, decision 050): the same rules as
 * `sdaItemSchema` and `sdaSettingsSchema` in schema.ts, written without zod so the home page's ad
 * runtime stays small (zod and the schemas were most of its 95 KB). The server still checks with zod
 * what it encrypts; `read-config.test.ts` compares both readings on generated input, so a change to
 * one that the other lacks fails there.
 */

type Reader<T> = (value: unknown) => T | undefined;

const FAIL = Symbol("fail");

function string(options: { trim?: boolean; min?: number; max: number; pattern?: RegExp }): Reader<string> {
  return (value) => {
    if (typeof value !== "string") return undefined;
    const text = options.trim ? value.trim() : value;
    if (text.length < (options.min ?? 0) || text.length > options.max) return undefined;
    if (options.pattern && !options.pattern.test(text)) return undefined;
    return text;
  };
}

function integer(min: number, max: number): Reader<number> {
  return (value) =>
    typeof value === "number" && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

function oneOf<T extends string>(values: readonly T[]): Reader<T> {
  return (value) => ((values as readonly unknown[]).includes(value) ? (value as T) : undefined);
}

const boolean: Reader<boolean> = (value) => (typeof value === "boolean" ? value : undefined);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const httpsUrl = string({
  trim: true,
  max: 500,
  pattern: /^(https:\/\/|\/\/|http:\/\/127\.0\.0\.1[:/]|http:\/\/localhost[:/])[^\s"'<>]+$/,
});
const token = string({ trim: true, min: 1, max: 100, pattern: /^[A-Za-z0-9_.-]+$/ });
const size = integer(1, 2000);

const FIELDS: { [K in keyof Required<SdaFields>]: Reader<NonNullable<SdaFields[K]>> } = {
  zoneId: token,
  urlLib: httpsUrl,
  key: token,
  src: string({
    trim: true,
    max: 500,
    pattern: /^(\/api\/sda\/house\/[0-9a-f-]{36}\.(?:webp|png|jpg|gif)|https:\/\/[^\s"'<>]+)$/,
  }),
  width: size,
  height: size,
  maxWidth: size,
  href: httpsUrl,
  alt: string({ trim: true, max: 200, pattern: /^\P{Cc}*$/u }),
};

function readFields(value: unknown): SdaFields | typeof FAIL {
  if (!isObject(value)) return FAIL;
  const fields: Record<string, unknown> = {};
  for (const [name, read] of Object.entries(FIELDS) as Array<[keyof SdaFields, Reader<unknown>]>) {
    // Like zod's optional(): an absent key or `undefined` is fine, anything else must pass.
    if (value[name] === undefined) continue;
    const field = read(value[name]);
    if (field === undefined) return FAIL;
    fields[name] = field;
  }
  return fields as SdaFields;
}

const readId = string({ min: 1, max: 64 });
const readTypeSda = string({ min: 1, max: 40 });
const readPlacement = oneOf<SdaPlacement>(SDA_PLACEMENTS);
const readPlatform = oneOf<SdaPlatform>(SDA_PLATFORMS);

/** One ad of the config as `sdaItemSchema` reads it (unknown keys dropped), or null. */
export function readSdaItem(value: unknown): SdaItem | null {
  if (!isObject(value)) return null;
  const id = readId(value.id);
  const enabled = boolean(value.enabled);
  const placement = readPlacement(value.placement);
  const platform = readPlatform(value.platform);
  const typeSda = readTypeSda(value.typeSda);
  const config = readFields(value.config);
  if (
    id === undefined ||
    enabled === undefined ||
    placement === undefined ||
    platform === undefined ||
    typeSda === undefined ||
    config === FAIL
  ) {
    return null;
  }
  return { id, enabled, placement, platform, typeSda, config };
}

const readMinTime = integer(0, 30 * 24 * 3600);
const readLimit = integer(0, 10_000);
const readIntervalMatches = integer(0, 1000);
const readIntervalTime = integer(0, 24 * 3600);

/** The settings part of a config as `sdaSettingsSchema` reads it (unknown keys dropped), or null. */
export function readSdaSettings(value: unknown): SdaSettings | null {
  if (!isObject(value) || !isObject(value.frequency) || !isObject(value.chat)) return null;
  const searching = value.chat.searching;
  if (!isObject(searching)) return null;
  const enabled = boolean(value.enabled);
  const frequencyEnabled = boolean(value.frequency.enabled);
  const minTimeSameAdsByUser = readMinTime(value.frequency.minTimeSameAdsByUser);
  const limit = readLimit(searching.limit);
  const minIntervalMatches = readIntervalMatches(searching.minIntervalMatches);
  const minIntervalTime = readIntervalTime(searching.minIntervalTime);
  if (
    enabled === undefined ||
    frequencyEnabled === undefined ||
    minTimeSameAdsByUser === undefined ||
    limit === undefined ||
    minIntervalMatches === undefined ||
    minIntervalTime === undefined
  ) {
    return null;
  }
  return {
    enabled,
    frequency: { enabled: frequencyEnabled, minTimeSameAdsByUser },
    chat: { searching: { limit, minIntervalMatches, minIntervalTime } },
  };
}
