import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * Public chat rooms (issue 14), created by administrators. A closed room stays listed for nobody
 * and refuses new messages; its history is kept for the review queue.
 */
export const chatRooms = pgTable(
  "chat_rooms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** A locale of common/locales.ts. */
    language: text("language").notNull(),
    /** Seconds a member waits between two messages (0: off). */
    slowModeSeconds: integer("slow_mode_seconds").notNull().default(0),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("chat_rooms_slow_mode_check", sql`${t.slowModeSeconds} between 0 and 3600`)],
);

/**
 * Messages of a room. `body` is null once the message is deleted (by an administrator, or because
 * its author deleted the account: a trigger of the migration clears it); the row stays so the
 * history shows "deleted" in its place.
 */
export const roomMessages = pgTable(
  "room_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roomId: uuid("room_id")
      .notNull()
      .references(() => chatRooms.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body"),
    /** Usernames mentioned (@name), as resolved when sent. */
    mentions: text("mentions").array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("room_messages_room_created_idx").on(t.roomId, t.createdAt)],
);

export const ROOM_SANCTIONS = ["mute", "remove"] as const;
export type RoomSanctionKind = (typeof ROOM_SANCTIONS)[number];

/** An administrator's mute (can read, cannot write) or removal (cannot enter) of a user, until a time. */
export const roomSanctions = pgTable(
  "room_sanctions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roomId: uuid("room_id")
      .notNull()
      .references(() => chatRooms.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<RoomSanctionKind>().notNull(),
    until: timestamp("until", { withTimezone: true }).notNull(),
    reason: text("reason").notNull().default(""),
    createdBy: uuid("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp("lifted_at", { withTimezone: true }),
  },
  (t) => [
    index("room_sanctions_room_user_idx").on(t.roomId, t.userId),
    check("room_sanctions_kind_check", sql`${t.kind} in ('mute', 'remove')`),
  ],
);
