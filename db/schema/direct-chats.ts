import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * A direct chat between two people (issue 14): made when both pressed "Add as friend" in a video
 * chat. `userA` < `userB` (one row per pair). When either account is deleted its side becomes null:
 * the friendship is gone and the other person keeps a read-only history with "deleted" messages.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userA: uuid("user_a").references(() => users.id, { onDelete: "set null" }),
    userB: uuid("user_b").references(() => users.id, { onDelete: "set null" }),
    /** The video-chat match the friendship was made in. */
    matchId: text("match_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversations_pair_idx").on(t.userA, t.userB),
    index("conversations_user_b_idx").on(t.userB),
    check(
      "conversations_order_check",
      sql`${t.userA} is null or ${t.userB} is null or ${t.userA} < ${t.userB}`,
    ),
  ],
);

/**
 * A message of a direct chat: text and/or one image (re-encoded, in the file storage). Delivered
 * when a browser of the recipient received it, read when the recipient saw it. `body` and
 * `imageKey` are null once deleted ("deleted" shown instead).
 */
export const directMessages = pgTable(
  "direct_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body"),
    imageKey: text("image_key"),
    imageMime: text("image_mime"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("direct_messages_conversation_created_idx").on(t.conversationId, t.createdAt),
    index("direct_messages_unread_idx").on(t.conversationId).where(sql`${t.readAt} is null`),
  ],
);

/** `blockerId` blocked `blockedId`: no message of theirs reaches the blocker, by any route. */
export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: uuid("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: uuid("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("user_blocks_blocked_idx").on(t.blockedId),
  ],
);

/** "Add as friend" pressed by `fromUserId` during match `matchId`; both directions make a conversation. */
export const friendRequests = pgTable(
  "friend_requests",
  {
    matchId: text("match_id").notNull(),
    fromUserId: uuid("from_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    toUserId: uuid("to_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.fromUserId] })],
);
