import { z } from "zod";

/**
 * Rewards (issue 13 "Rewards"): a logged-in person watches a rewarded video in our own player, the
 * server verifies the time it took and credits a ledger; credits buy minutes of a partner filter.
 * This module is what both sides need: the settings' shape (the admin form and the server), the
 * public status the chat shows, and the refusal codes. Decision record 041.
 */

/** The languages a partner filter may ask for by default: the site's six (spec §1). */
export const DEFAULT_FILTER_LANGUAGES = ["pt", "es", "en", "de", "fr", "it"] as const;

const languageCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2,3}$/, "a two- or three-letter language code");

/** An ISO 3166-1 alpha-2 country code, upper case ("BR"), as proxies' GeoIP headers send it. */
export const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "a two-letter country code");

/**
 * The countries a partner filter may ask for by default (decision 048): where the six languages are
 * most spoken. Offered only when the server learns visitors' countries (COUNTRY_HEADER).
 */
export const DEFAULT_FILTER_COUNTRIES = [
  "BR",
  "PT",
  "ES",
  "MX",
  "AR",
  "CO",
  "US",
  "GB",
  "CA",
  "DE",
  "AT",
  "CH",
  "FR",
  "BE",
  "IT",
] as const;

/** A URL the player may load: https, or http only for loopback (tests, local development). */
const mediaUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    if (value.startsWith("/") && !value.startsWith("//")) return true;
    try {
      const url = new URL(value);
      if (url.protocol === "https:") return true;
      return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
    } catch {
      return false;
    }
  }, "an https URL or a path on this site");

/** The settings of rewards, edited at /-priv/mda/rewardcontrol/config. */
export const rewardSettingsSchema = z
  .object({
    /** Off: no new views start; credits already earned keep buying filters. */
    enabled: z.boolean(),
    creditsPerView: z.number().int().min(1).max(100),
    /** The server refuses a finish sooner than this after the start (it measures the time itself). */
    minWatchSeconds: z.number().int().min(1).max(600),
    /** Credited views per account in the last 24 hours. */
    dailyCapPerAccount: z.number().int().min(0).max(1000),
    /** Credited views per address (its keyed hash) in the last 24 hours: several accounts, one place. */
    dailyCapPerIp: z.number().int().min(0).max(10_000),
    /** Seconds between the end of a credited view and the start of the next. */
    cooldownSeconds: z.number().int().min(0).max(86_400),
    /** Minutes of partner filter one credit buys. */
    filterMinutesPerCredit: z.number().int().min(1).max(1440),
    /** The languages a filter may ask for. Empty: no filter can be bought. */
    filterLanguages: z.array(languageCode).max(50),
    /**
     * The countries a filter may ask for (decision 048); offered only when the server knows visitors'
     * countries (COUNTRY_HEADER). Empty: no country filter is sold.
     */
    filterCountries: z.array(countryCode).max(300),
    /** What the player shows: the house video, or a network's VAST tag. */
    source: z.enum(["house", "vast"]),
    /** The house video (mp4 or webm); empty: the small default video shipped with the site. */
    houseVideoUrl: z.union([z.literal(""), mediaUrl]),
    /** A VAST tag URL (VAST 2–4, a linear creative); used when source is "vast". */
    vastTagUrl: z.union([z.literal(""), mediaUrl]),
  })
  .refine((value) => value.source !== "vast" || value.vastTagUrl !== "", {
    path: ["vastTagUrl"],
    message: "required when the source is a VAST tag",
  })
  .refine((value) => new Set(value.filterLanguages).size === value.filterLanguages.length, {
    path: ["filterLanguages"],
    message: "listed twice",
  })
  .refine((value) => new Set(value.filterCountries).size === value.filterCountries.length, {
    path: ["filterCountries"],
    message: "listed twice",
  });
export type RewardSettings = z.infer<typeof rewardSettingsSchema>;

/** The house video as the player loads it: the one set in the admin area, else the shipped default. */
export const HOUSE_VIDEO_PATH = "/api/rewards/house-video";

export const DEFAULT_REWARD_SETTINGS: RewardSettings = {
  enabled: true,
  creditsPerView: 1,
  minWatchSeconds: 15,
  dailyCapPerAccount: 10,
  dailyCapPerIp: 20,
  cooldownSeconds: 60,
  filterMinutesPerCredit: 5,
  filterLanguages: [...DEFAULT_FILTER_LANGUAGES],
  filterCountries: [...DEFAULT_FILTER_COUNTRIES],
  source: "house",
  houseVideoUrl: "",
  vastTagUrl: "",
};

/** Why the server refused a view or a purchase (the chat shows a sentence for each). */
export const REWARD_ERRORS = [
  "loginRequired",
  "disabled",
  "viewInProgress",
  "tooEarly",
  "dailyCap",
  "ipDailyCap",
  "cooldown",
  "viewNotFound",
  "viewFinished",
  "notEnoughCredits",
  "languageNotOffered",
  "countryNotOffered",
  "rateLimited",
] as const;
export type RewardError = (typeof REWARD_ERRORS)[number];

/** The refusal body of /api/rewards: the code and, when waiting helps, how long (seconds). */
export type RewardRefusal = { error: RewardError; retryAfterSeconds?: number };

/** What the chat shows: GET /api/rewards/status. */
export type RewardStatus = {
  enabled: boolean;
  balance: number;
  creditsPerView: number;
  minWatchSeconds: number;
  filterMinutesPerCredit: number;
  filterLanguages: string[];
  /**
   * The countries a filter may ask for (decision 048): empty when the server does not know visitors'
   * countries (no COUNTRY_HEADER), so the chat offers no country choice.
   */
  filterCountries: string[];
  /** The visitor's own country as the trusted proxy reported it, when known (the form's default). */
  country: string | null;
  /** The active partner filter, if any: a language, a country, or both. */
  filter: ActiveFilter | null;
  /** Credited views of this account in the last 24 hours, and the cap. */
  viewsToday: number;
  dailyCap: number;
  /** When the cooldown allows the next view (ISO), or null when it already does. */
  nextViewAt: string | null;
};

/** A partner filter in force: a language, a country or both (at least one is set). */
export type ActiveFilter = {
  lang: string | null;
  country: string | null;
  endsAt: string;
  remainingMinutes: number;
};

/** What the player plays: POST /api/rewards/views answers it with the view id. */
export type RewardMedia = { type: "house"; url: string } | { type: "vast"; tagUrl: string };

export type StartedView = { viewId: string; minWatchSeconds: number; media: RewardMedia };

/** Minutes left of a filter ending at `endsAt`, rounded up (a filter with 10 s left shows 1). */
export function remainingMinutes(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 60_000));
}

/** A purchase: a language, a country, or both (decision 048). */
export const buyFilterSchema = z
  .object({
    lang: languageCode.optional(),
    country: countryCode.optional(),
    credits: z.number().int().min(1).max(100),
  })
  .refine((value) => value.lang !== undefined || value.country !== undefined, {
    path: ["lang"],
    message: "a language or a country",
  });
export type BuyFilter = z.infer<typeof buyFilterSchema>;
