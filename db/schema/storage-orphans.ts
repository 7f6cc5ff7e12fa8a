import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Files whose row let go of them (issue 14, decision 049): a trigger queues the key whenever a
 * direct message's picture is cleared or its row deleted, by whatever path (an account deletion's
 * trigger, a cascade, a moderator), and each node's sweeper (server/storage/orphans.ts) deletes the
 * file from the storage, then the queue row. The database decides what is an orphan, inside the
 * transaction that made it one, so no code path can forget a file.
 */
export const storageOrphans = pgTable(
  "storage_orphans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    /** What let go of it, e.g. "direct_messages" (for operators reading the queue). */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("storage_orphans_created_idx").on(t.createdAt)],
);

export type StorageOrphanRow = typeof storageOrphans.$inferSelect;
