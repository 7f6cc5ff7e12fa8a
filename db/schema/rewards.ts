import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * Rewards (issue 13, decision 041). Every credit and every spend is a row of `reward_ledger`; a
 * balance is the sum of an account's rows and is never stored or edited in place.
 */
export const rewardLedger = pgTable(
  "reward_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Credits: positive for a credit, negative for a spend. */
    amount: integer("amount").notNull(),
    /** view: a verified rewarded view; filter: minutes of partner filter bought. */
    kind: text("kind").$type<"view" | "filter">().notNull(),
    /** The view credited (a view is credited at most once: unique). */
    viewId: uuid("view_id"),
    /** The filter bought. */
    filterId: uuid("filter_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reward_ledger_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("reward_ledger_view_idx").on(t.viewId),
    check("reward_ledger_amount_check", sql`${t.amount} <> 0`),
    check(
      "reward_ledger_kind_check",
      sql`(${t.kind} = 'view' and ${t.amount} > 0 and ${t.viewId} is not null) or (${t.kind} = 'filter' and ${t.amount} < 0 and ${t.filterId} is not null)`,
    ),
  ],
);

/**
 * One rewarded view: opened by `start`, closed by `finish` (credited) or left to expire. The server
 * measures the time between the two itself (decision 041). At most one open view per account: the
 * partial unique index makes two starts at once fail in the database, not in a race of reads.
 */
export const rewardViews = pgTable(
  "reward_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Keyed hash of the client address (never the address): the per-address daily cap. */
    ipHash: text("ip_hash"),
    /** open, credited, expired (never finished within its time). */
    status: text("status").$type<"open" | "credited" | "expired">().notNull().default("open"),
    source: text("source").$type<"house" | "vast">().notNull(),
    /** The minimum in force when the view started (a change of settings does not move it). */
    minWatchSeconds: integer("min_watch_seconds").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("reward_views_one_open_idx").on(t.userId).where(sql`${t.status} = 'open'`),
    index("reward_views_user_idx").on(t.userId, t.finishedAt),
    index("reward_views_ip_idx").on(t.ipHash, t.finishedAt),
  ],
);

/** Minutes of partner filter bought: prefer strangers who speak `lang` until `endsAt`. */
export const rewardFilters = pgTable(
  "reward_filters",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The language asked for; null when the filter asks only for a country (decision 048). */
    lang: text("lang"),
    /** ISO 3166-1 alpha-2 country asked for, when the server knows visitors' countries (decision 048). */
    country: text("country"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reward_filters_user_idx").on(t.userId, t.endsAt),
    check("reward_filters_lang_or_country", sql`${t.lang} IS NOT NULL OR ${t.country} IS NOT NULL`),
  ],
);

/** The settings of rewards (common/rewards RewardSettings), one row, edited in the admin area. */
export const rewardSettings = pgTable("reward_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type RewardLedgerRow = typeof rewardLedger.$inferSelect;
export type RewardViewRow = typeof rewardViews.$inferSelect;
