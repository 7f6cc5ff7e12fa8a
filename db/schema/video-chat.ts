import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/** Raw bytes; node-postgres hands back a Buffer and PGlite a Uint8Array, both are Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/** One line of the conversation kept with a report (issue 4: "the last messages of the conversation"). */
export type ReportedMessage = { from: "reporter" | "reported"; text: string; at: number };

/**
 * A user's report of the stranger they were matched with (spec §1 "report"). The pair named here is
 * never matched again (server/realtime/matchmaking/rules.ts); rows are loaded back at start-up.
 */
export const chatReports = pgTable(
  "chat_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    matchId: text("match_id").notNull(),
    reporterIdent: text("reporter_ident").notNull(),
    reportedIdent: text("reported_ident").notNull(),
    reason: text("reason").notNull(),
    messages: jsonb("messages").$type<ReportedMessage[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("chat_reports_created_at_idx").on(t.createdAt),
    index("chat_reports_reported_ident_idx").on(t.reportedIdent),
  ],
);

/** Videos shown while searching (spec §3 "Default videos response: videos"); playCount is bumped by registerPlayedVideo. */
export const chatDefaultVideos = pgTable("chat_default_videos", {
  id: uuid("id").primaryKey().defaultRandom(),
  url: text("url").notNull(),
  title: text("title"),
  lang: text("lang"),
  posterUrl: text("poster_url"),
  enabled: boolean("enabled").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  playCount: integer("play_count").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Settings rows edited in the admin area, one row per key (spec §3 safe control config is key
 * "safeControl"). The value is validated with the protocol's zod schema on read and on write.
 */
export const chatSettings = pgTable("chat_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Safety-control captures kept for review (spec §3 safe control config, §5 media limits). The bytes
 * live in the file storage (server/storage, `storageKey`); rows from before issue 12 kept them in
 * `data`. Deleted by the retention job (server/moderation/retention.ts) after SAFETY_RETENTION_DAYS
 * unless a ban, an open appeal or a legal hold needs them.
 */
export const safeControlCaptures = pgTable(
  "safe_control_captures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** imageAtEnter, imgScreenAtChatStart or videoAtEnter. */
    kind: text("kind").notNull(),
    ident: text("ident"),
    /** The account, when the browser had signed in (issue 12: bans by account). */
    userId: uuid("user_id"),
    /** Keyed hash of the sender's address (never the address). */
    ipHash: text("ip_hash"),
    socketId: text("socket_id").notNull(),
    matchId: text("match_id"),
    mimeType: text("mime_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    data: bytea("data"),
    storageKey: text("storage_key"),
    /** SHA-256 of the bytes, for the legal-hold export. */
    sha256: text("sha256"),
    /** Nudity score of the server-side check (0..1), when it ran. */
    nsfwScore: real("nsfw_score"),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("safe_control_captures_created_at_idx").on(t.createdAt),
    index("safe_control_captures_ident_idx").on(t.ident, t.createdAt),
  ],
);

export type ChatReport = typeof chatReports.$inferSelect;
export type ChatDefaultVideo = typeof chatDefaultVideos.$inferSelect;
export type SafeControlCapture = typeof safeControlCaptures.$inferSelect;
