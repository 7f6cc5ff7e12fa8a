import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { media, users } from "./auth.ts";

/**
 * The social profile of an account (issue 14 "Profiles"). The username itself stays on `users`
 * (unique index there); this row holds what only the social area needs. No row yet = nothing set,
 * e-mail not verified (unless the account signs in with a provider: server/social/profiles.ts).
 */
export const userProfiles = pgTable("user_profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Short public text (PROFILE_LIMITS.bioChars), plain text only. */
  bio: text("bio"),
  /** When the sign-up address was proven by the mailed link. */
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  /** Last time the username was changed after the first choice (the change limit counts from it). */
  usernameChangedAt: timestamp("username_changed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use e-mail verification links: stored hashed (SHA-256), valid VERIFY_TOKEN_TTL_MS. */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("email_verification_tokens_user_idx").on(t.userId)],
);

/**
 * Stories (issue 14): one re-encoded image in server/storage plus a caption, visible until
 * `expiresAt`; the expiry job deletes the row and the file. The id is the image id of the media
 * URL (spec §3, GET /api/media/img/{id}/{slug}).
 */
export const stories = pgTable(
  "stories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** server/storage key of the image. */
    imageKey: text("image_key").notNull(),
    mimeType: text("mime_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** SHA-256 of the stored bytes: the strong ETag of the media route. */
    sha256: text("sha256").notNull(),
    caption: text("caption").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("stories_created_idx").on(t.createdAt),
    index("stories_expires_idx").on(t.expiresAt),
    index("stories_user_idx").on(t.userId),
  ],
);

/** A logged-in user's report of a story; the review queue item points at the story (issue 14). */
export const storyReports = pgTable(
  "story_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** No foreign key: the report (and the admin's copy of the image) outlive the 24 h story. */
    storyId: uuid("story_id").notNull(),
    storyOwnerId: uuid("story_owner_id"),
    reporterId: uuid("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    /** Copy of the image for the reviewer (server/storage key), deleted with the review. */
    evidenceKey: text("evidence_key"),
    evidenceMime: text("evidence_mime"),
    caption: text("caption").notNull().default(""),
    reviewItemId: uuid("review_item_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("story_reports_story_idx").on(t.storyId)],
);

export const DISCOVER_KINDS = ["story", "room", "link"] as const;
export type DiscoverKind = (typeof DISCOVER_KINDS)[number];

/**
 * Posts pinned to the top of the discover feed by administrators (socialmanager post-discover
 * list): a story, a room or an external link with an image and a text; ordered by `position`,
 * shown between `startsAt` and `endsAt`.
 */
export const discoverPosts = pgTable(
  "discover_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<DiscoverKind>().notNull(),
    /** For kind story. The pin disappears with its story. */
    storyId: uuid("story_id").references(() => stories.id, { onDelete: "cascade" }),
    /** For kind room: the chat room's id (rooms feature). */
    roomId: text("room_id"),
    /** For kind link: https URL. */
    url: text("url"),
    title: text("title").notNull(),
    text: text("text").notNull().default(""),
    /** Image of a link post (re-encoded, in `media`). */
    imageMediaId: uuid("image_media_id").references(() => media.id, { onDelete: "set null" }),
    position: integer("position").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdBy: uuid("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("discover_posts_position_idx").on(t.position),
    check("discover_posts_kind_check", sql`${t.kind} in ('story', 'room', 'link')`),
  ],
);

/** The discover feed settings (socialmanager post-discover config): one row, id 1. */
export const discoverSettings = pgTable("discover_settings", {
  id: integer("id").primaryKey().default(1),
  config: jsonb("config").notNull(),
  updatedBy: uuid("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type UserProfile = typeof userProfiles.$inferSelect;
export type Story = typeof stories.$inferSelect;
export type DiscoverPost = typeof discoverPosts.$inferSelect;
