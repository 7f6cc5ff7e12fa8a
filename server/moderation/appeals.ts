import { and, asc, desc, eq, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { AppealOutcome } from "#common/moderation.ts";
import type { Db } from "#db/client.ts";
import { type ModerationAppeal, moderationAppeals, moderationBans, users } from "#db/schema/index.ts";
import type { Subject } from "./ban-cache.ts";

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

function appellantWhere(subject: Subject) {
  const parts = [];
  if (subject.ident) parts.push(eq(moderationAppeals.appellantIdent, subject.ident));
  if (subject.userId) parts.push(eq(moderationAppeals.appellantUserId, subject.userId));
  if (subject.ipHash) parts.push(eq(moderationAppeals.appellantIpHash, subject.ipHash));
  return parts.length ? or(...parts) : undefined;
}

export type AppealStore = ReturnType<typeof createAppealStore>;

/** Appeals against bans (issue 12, DSA Art. 20). */
export function createAppealStore(db: Db, now: () => number = Date.now) {
  return {
    /** Files an appeal; "open" when this ban already has an open one (one at a time). */
    async file(input: {
      banId: string;
      text: string;
      locale: string;
      subject: Subject;
    }): Promise<ModerationAppeal | "open"> {
      try {
        const [row] = await db
          .insert(moderationAppeals)
          .values({
            banId: input.banId,
            text: input.text,
            locale: input.locale,
            appellantIdent: input.subject.ident ?? null,
            appellantUserId: input.subject.userId ?? null,
            appellantIpHash: input.subject.ipHash ?? null,
          })
          .returning();
        if (!row) throw new Error("appeal insert returned nothing");
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return "open";
        throw error;
      }
    },

    async get(id: string): Promise<ModerationAppeal | undefined> {
      const [row] = await db.select().from(moderationAppeals).where(eq(moderationAppeals.id, id)).limit(1);
      return row;
    },

    async ofBan(banId: string): Promise<ModerationAppeal[]> {
      return db.select().from(moderationAppeals).where(eq(moderationAppeals.banId, banId));
    },

    /** Open ones oldest first; decided ones newest first. */
    async list(filter: { status: "open" | "decided"; limit: number; offset: number }) {
      return db
        .select({ appeal: moderationAppeals, ban: moderationBans })
        .from(moderationAppeals)
        .innerJoin(moderationBans, eq(moderationBans.id, moderationAppeals.banId))
        .where(
          filter.status === "open"
            ? eq(moderationAppeals.status, "open")
            : ne(moderationAppeals.status, "open"),
        )
        .orderBy(
          filter.status === "open" ? asc(moderationAppeals.createdAt) : desc(moderationAppeals.decidedAt),
        )
        .limit(filter.limit)
        .offset(filter.offset);
    },

    async openCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(moderationAppeals)
        .where(eq(moderationAppeals.status, "open"));
      return row?.n ?? 0;
    },

    /** Records the decision once; null when it was already decided. */
    async decide(
      id: string,
      input: { status: "accepted" | "rejected"; by: { id: string; email: string }; note: string },
    ): Promise<ModerationAppeal | null> {
      const [row] = await db
        .update(moderationAppeals)
        .set({
          status: input.status,
          decidedBy: input.by.id,
          decidedByEmail: input.by.email,
          decidedAt: new Date(now()),
          decisionNote: input.note,
        })
        .where(and(eq(moderationAppeals.id, id), eq(moderationAppeals.status, "open")))
        .returning();
      return row ?? null;
    },

    /**
     * DSA Art. 20(6): the appeal is decided by someone other than who decided the ban, when the team
     * has another administrator (enabled, not this one).
     */
    async anotherModeratorExists(besides: string): Promise<boolean> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.role, "admin"), isNull(users.disabledAt), ne(users.id, besides)));
      return (row?.n ?? 0) > 0;
    },

    /** The latest decided appeal of this person they have not seen yet (shown at the next visit). */
    async unseenOutcome(subject: Subject): Promise<AppealOutcome | null> {
      const where = appellantWhere(subject);
      if (!where) return null;
      const [row] = await db
        .select({ appeal: moderationAppeals, ban: moderationBans })
        .from(moderationAppeals)
        .innerJoin(moderationBans, eq(moderationBans.id, moderationAppeals.banId))
        .where(and(where, isNotNull(moderationAppeals.decidedAt), isNull(moderationAppeals.outcomeSeenAt)))
        .orderBy(desc(moderationAppeals.decidedAt))
        .limit(1);
      if (!row?.appeal.decidedAt) return null;
      const banOver =
        row.ban.liftedAt !== null || (row.ban.endsAt !== null && row.ban.endsAt.getTime() <= now());
      return {
        id: row.appeal.id,
        status: row.appeal.status as "accepted" | "rejected",
        decidedAt: row.appeal.decidedAt.toISOString(),
        banEndsAt: banOver ? null : (row.ban.endsAt?.toISOString() ?? null),
      };
    },

    async markOutcomeSeen(id: string, subject: Subject): Promise<boolean> {
      const where = appellantWhere(subject);
      if (!where) return false;
      const updated = await db
        .update(moderationAppeals)
        .set({ outcomeSeenAt: new Date(now()) })
        .where(and(eq(moderationAppeals.id, id), where, isNotNull(moderationAppeals.decidedAt)))
        .returning({ id: moderationAppeals.id });
      return updated.length > 0;
    },
  };
}
