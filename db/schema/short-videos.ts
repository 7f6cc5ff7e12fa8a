import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The short-video catalogue (issue 15): the file and poster live in the file storage
 * (server/storage), the rest here. Filled by `npm run videos:import` and the admin upload.
 */
export const shortVideos = pgTable(
  "short_videos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fileKey: text("file_key").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    /** SHA-256 of the file: importing the same file twice keeps one row. */
    sha256: text("sha256").notNull(),
    posterKey: text("poster_key"),
    posterType: text("poster_type"),
    caption: text("caption").notNull().default(""),
    creatorName: text("creator_name").notNull(),
    creatorUrl: text("creator_url"),
    /** Lowercase, without '#'. */
    hashtags: text("hashtags").array().notNull().default(sql`'{}'::text[]`),
    plays: integer("plays").notNull().default(0),
    durationSeconds: real("duration_seconds"),
    width: integer("width"),
    height: integer("height"),
    published: boolean("published").notNull().default(true),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("short_videos_sha256_idx").on(t.sha256),
    index("short_videos_added_idx").on(t.addedAt),
    index("short_videos_plays_idx").on(t.plays),
    index("short_videos_hashtags_idx").using("gin", t.hashtags),
  ],
);

/**
 * One row per (video, visitor): a play is counted once per visitor (a keyed hash of the account or
 * the visitor cookie, never an address). `videoKey` is the catalogue id or `tiktok:<id>`.
 */
export const shortVideoPlays = pgTable(
  "short_video_plays",
  {
    videoKey: text("video_key").notNull(),
    visitor: text("visitor").notNull(),
    playedAt: timestamp("played_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.videoKey, t.visitor] })],
);

export type ShortVideo = typeof shortVideos.$inferSelect;
export type NewShortVideo = typeof shortVideos.$inferInsert;
