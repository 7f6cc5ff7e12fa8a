import { z } from "zod";
import { SDA_PLACEMENTS, SDA_PLATFORMS, SDA_TYPES, type SdaPlatform } from "./constants.ts";

/**
 * THE ad configuration of spec §3 (issue 13), shared by the server (storage, admin API, encryption)
 * and the browser (decrypted config, renderers). Wire names are the spec's: `sda` is "ads" spelled
 * backwards, `rennab` is "banner" — kept so ad blockers' generic lists do not match them.
 */

export {
  DEFAULT_BANNER,
  SDA_PLACEMENTS,
  SDA_PLATFORMS,
  SDA_TYPES,
  type SdaPlacement,
  type SdaPlatform,
  type SdaType,
  THIRD_PARTY_PLATFORMS,
} from "./constants.ts";

const httpsUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https:\/\/|\/\/|http:\/\/127\.0\.0\.1[:/]|http:\/\/localhost[:/])[^\s"'<>]+$/, "invalid");
const token = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.-]+$/, "invalid");
const size = z.number().int().min(1).max(2000);

/** Spec §3 ad config fields, plus `href`/`alt` of a house banner. */
export const sdaFieldsSchema = z.object({
  zoneId: token.optional(),
  urlLib: httpsUrl.optional(),
  key: token.optional(),
  src: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/api\/sda\/house\/[0-9a-f-]{36}\.(?:webp|png|jpg|gif)|https:\/\/[^\s"'<>]+)$/, "invalid")
    .optional(),
  width: size.optional(),
  height: size.optional(),
  maxWidth: size.optional(),
  href: httpsUrl.optional(),
  alt: z
    .string()
    .trim()
    .max(200)
    .regex(/^\P{Cc}*$/u, "invalid")
    .optional(),
});
export type SdaFields = z.infer<typeof sdaFieldsSchema>;

/** Which fields each platform's documented embed needs (issue 13 "config fields checked per platform"). */
export const REQUIRED_FIELDS: Record<SdaPlatform, readonly (keyof SdaFields)[]> = {
  // Adsterra: `atOptions.key` and the invoke.js address of the zone.
  sdaterra: ["key", "urlLib"],
  // Adcash: aclib.runBanner({ zoneId }).
  adycash: ["zoneId"],
  // TrafficStars: the spot id (data-ts-spot).
  starstraffic: ["zoneId"],
  // ExoClick: <ins class="{key}" data-zoneid="{zoneId}">.
  exoclic: ["zoneId", "key"],
  house: ["src", "href"],
};

/** Spec §3 ad item. */
export const sdaItemSchema = z.object({
  id: z.string().min(1).max(64),
  enabled: z.boolean(),
  placement: z.enum(SDA_PLACEMENTS),
  platform: z.enum(SDA_PLATFORMS),
  typeSda: z.string().min(1).max(40),
  config: sdaFieldsSchema,
});
export type SdaItem = z.infer<typeof sdaItemSchema>;

/** An ad as the admin area writes it (no id): the fields its platform needs must be there. */
export const sdaInputSchema = sdaItemSchema
  .omit({ id: true })
  .extend({ typeSda: z.enum(SDA_TYPES) })
  .superRefine((item, ctx) => {
    for (const field of REQUIRED_FIELDS[item.platform]) {
      if (item.config[field] === undefined || item.config[field] === "") {
        ctx.addIssue({
          code: "custom",
          path: ["config", field],
          message: "required",
          params: { kind: "required" },
        });
      }
    }
  });
export type SdaInput = z.infer<typeof sdaInputSchema>;

/** The settings of /-priv/mda/adscontrol/config: spec §3 ad configuration without the list. */
export const sdaSettingsSchema = z.object({
  enabled: z.boolean(),
  frequency: z.object({
    enabled: z.boolean(),
    /** Seconds. */
    minTimeSameAdsByUser: z
      .number()
      .int()
      .min(0)
      .max(30 * 24 * 3600),
  }),
  chat: z.object({
    searching: z.object({
      /** Searching ads shown at most this many times per page session. */
      limit: z.number().int().min(0).max(10_000),
      /** Matches to let pass between two searching ads. */
      minIntervalMatches: z.number().int().min(0).max(1000),
      /** Seconds between two searching ads. */
      minIntervalTime: z
        .number()
        .int()
        .min(0)
        .max(24 * 3600),
    }),
  }),
});
export type SdaSettings = z.infer<typeof sdaSettingsSchema>;

export const DEFAULT_SDA_SETTINGS: SdaSettings = {
  enabled: false,
  frequency: { enabled: true, minTimeSameAdsByUser: 60 },
  chat: { searching: { limit: 20, minIntervalMatches: 2, minIntervalTime: 60 } },
};

/** Spec §3 ad configuration, as the browser gets it (decrypted). */
export const sdaConfigSchema = sdaSettingsSchema.extend({ sdaList: z.array(sdaItemSchema) });
// The browser reads a decrypted config without zod, the settings whole and the ads one by one
// (read-config.ts, config-store.ts): one ad this build cannot draw leaves the others showing.
export type SdaConfig = z.infer<typeof sdaConfigSchema>;

/** GET /api/sda/config/data (spec §7.1). */
export type SdaConfigResponse = {
  /** The encrypted config (common/ads/crypto.ts). */
  config: string;
  /** Ad id → last time this visitor was shown it (ms). */
  userSdaFrequencyData: Record<string, number>;
};

/** POST /api/sda/frequency (spec §7.1); `placement` lets impressions be counted per placement. */
export const sdaFrequencyBodySchema = z.object({
  sdaId: z.string().trim().min(1).max(64),
  placement: z.enum(SDA_PLACEMENTS).optional(),
  ident: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^\P{Cc}*$/u)
    .optional(),
});
