import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { BanReason, WarningNotice } from "#common/moderation.ts";
import type { Db } from "#db/client.ts";
import { type ModerationWarning, moderationWarnings } from "#db/schema/index.ts";
import type { Subject } from "./ban-cache.ts";

function subjectWhere(subject: Subject) {
  const parts = [];
  if (subject.ident) parts.push(eq(moderationWarnings.ident, subject.ident));
  if (subject.userId) parts.push(eq(moderationWarnings.userId, subject.userId));
  return parts.length ? or(...parts) : undefined;
}

export type WarningStore = ReturnType<typeof createWarningStore>;

/** Warnings (issue 12): shown once, at the person's next search. */
export function createWarningStore(db: Db, now: () => number = Date.now) {
  return {
    async create(input: {
      ident: string | null;
      userId: string | null;
      reason: BanReason;
      reviewItemId: string;
      by: { id: string };
    }): Promise<ModerationWarning> {
      const [row] = await db
        .insert(moderationWarnings)
        .values({
          ident: input.ident,
          userId: input.userId,
          reason: input.reason,
          reviewItemId: input.reviewItemId,
          createdBy: input.by.id,
        })
        .returning();
      if (!row) throw new Error("warning insert returned nothing");
      return row;
    },

    /** The oldest warning this person has not seen yet. */
    async pendingFor(subject: Subject): Promise<WarningNotice | null> {
      const where = subjectWhere(subject);
      if (!where) return null;
      const [row] = await db
        .select()
        .from(moderationWarnings)
        .where(and(where, isNull(moderationWarnings.seenAt)))
        .orderBy(asc(moderationWarnings.createdAt))
        .limit(1);
      return row ? { id: row.id, reason: row.reason, createdAt: row.createdAt.toISOString() } : null;
    },

    /** The person saw it; only they can say so (their ident or account must be the warned one). */
    async markSeen(id: string, subject: Subject): Promise<boolean> {
      const where = subjectWhere(subject);
      if (!where) return false;
      const updated = await db
        .update(moderationWarnings)
        .set({ seenAt: new Date(now()) })
        .where(and(eq(moderationWarnings.id, id), where, isNull(moderationWarnings.seenAt)))
        .returning({ id: moderationWarnings.id });
      return updated.length > 0;
    },
  };
}
