import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { SdaFields, SdaSettings } from "#common/ads/schema.ts";

/**
 * The ad layer (issue 13, spec §3 ad configuration). Settings (enabled, frequency, chat.searching)
 * are one row; each ad is a row of sda_items; views feed the frequency rule and the admin chart.
 */
export const sdaSettings = pgTable("sda_settings", {
  /** Always "default": one row. */
  id: text("id").primaryKey(),
  value: jsonb("value").$type<SdaSettings>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Spec §3 ad item. */
export const sdaItems = pgTable("sda_items", {
  id: uuid("id").primaryKey().defaultRandom(),
  enabled: boolean("enabled").notNull().default(true),
  placement: text("placement").notNull(),
  platform: text("platform").notNull(),
  typeSda: text("type_sda").notNull().default("rennab"),
  config: jsonb("config").$type<SdaFields>().notNull().default({}),
  /** House banner image in the file storage (server/storage), when the platform is `house`. */
  imageKey: text("image_key"),
  imageType: text("image_type"),
  /** Display order inside a placement (the frequency rule's "first matching"). */
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** When a visitor (account `u:<id>` or browser ident `i:<ident>`) last saw an ad (spec §7.1 userSdaFrequencyData). */
export const sdaViews = pgTable(
  "sda_views",
  {
    visitor: text("visitor").notNull(),
    sdaId: uuid("sda_id").notNull(),
    lastShownAt: timestamp("last_shown_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.visitor, t.sdaId] }), index("sda_views_last_shown_idx").on(t.lastShownAt)],
);

/** Impressions per ad, placement and UTC day (the admin chart). */
export const sdaImpressions = pgTable(
  "sda_impressions",
  {
    day: date("day").notNull(),
    sdaId: uuid("sda_id").notNull(),
    placement: text("placement").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.sdaId, t.placement] }),
    index("sda_impressions_sda_idx").on(t.sdaId, t.day),
  ],
);

export type SdaItemRow = typeof sdaItems.$inferSelect;
