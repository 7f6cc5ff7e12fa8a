import { and, asc, desc, eq, gt, or, sql } from "drizzle-orm";
import type { BanReason } from "#common/moderation.ts";
import type { Db } from "#db/client.ts";
import { chatReports, moderationEvidence, moderationReviewItems, type ReviewItem } from "#db/schema/index.ts";
import type { Subject } from "./ban-cache.ts";

/** Items decided on top of the queue: an automatic ban waits for a person to confirm or lift it. */
export const PRIORITY_AUTO_BAN = 100;
/** A capture the model scored high comes before ordinary reports. */
export const PRIORITY_FLAGGED = 10;

export type ReviewStore = ReturnType<typeof createReviewStore>;

/** The review queue in PostgreSQL (issue 12). */
export function createReviewStore(db: Db, now: () => number = Date.now) {
  return {
    async addReport(input: {
      reportId: string;
      subject: Subject;
      reporter: { ident: string; userId?: string | null | undefined };
      reason: BanReason;
    }): Promise<ReviewItem> {
      const [row] = await db
        .insert(moderationReviewItems)
        .values({
          kind: "report",
          reportId: input.reportId,
          subjectIdent: input.subject.ident ?? null,
          subjectUserId: input.subject.userId ?? null,
          subjectIpHash: input.subject.ipHash ?? null,
          reporterIdent: input.reporter.ident,
          reporterUserId: input.reporter.userId ?? null,
          reason: input.reason,
        })
        .returning();
      if (!row) throw new Error("review item insert returned nothing");
      return row;
    },

    /** A capture the model flagged; a capture is queued once. */
    async addFlaggedCapture(input: {
      captureId: string;
      subject: Subject;
      score: number;
    }): Promise<ReviewItem | null> {
      const [row] = await db
        .insert(moderationReviewItems)
        .values({
          kind: "capture",
          captureId: input.captureId,
          subjectIdent: input.subject.ident ?? null,
          subjectUserId: input.subject.userId ?? null,
          subjectIpHash: input.subject.ipHash ?? null,
          reason: "nudity",
          score: input.score,
          priority: PRIORITY_FLAGGED,
        })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** Puts the open items about this ident on top (an automatic ban started). */
    async prioritize(ident: string): Promise<void> {
      await db
        .update(moderationReviewItems)
        .set({ priority: PRIORITY_AUTO_BAN })
        .where(and(eq(moderationReviewItems.subjectIdent, ident), eq(moderationReviewItems.status, "open")));
    },

    async get(id: string): Promise<ReviewItem | undefined> {
      const [row] = await db
        .select()
        .from(moderationReviewItems)
        .where(eq(moderationReviewItems.id, id))
        .limit(1);
      return row;
    },

    /** Open items: highest priority first, then oldest first. Decided ones: newest decision first. */
    async list(filter: { status: "open" | "decided"; limit: number; offset: number }) {
      const order =
        filter.status === "open"
          ? [
              desc(moderationReviewItems.priority),
              asc(moderationReviewItems.createdAt),
              asc(moderationReviewItems.id),
            ]
          : [desc(moderationReviewItems.decidedAt)];
      return db
        .select({
          item: moderationReviewItems,
          report: { reason: chatReports.reason, createdAt: chatReports.createdAt },
        })
        .from(moderationReviewItems)
        .leftJoin(chatReports, eq(chatReports.id, moderationReviewItems.reportId))
        .where(eq(moderationReviewItems.status, filter.status))
        .orderBy(...order)
        .limit(filter.limit)
        .offset(filter.offset);
    },

    async openCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(moderationReviewItems)
        .where(eq(moderationReviewItems.status, "open"));
      return row?.n ?? 0;
    },

    /** Records the decision once: null when the item was already decided (two moderators at once). */
    async decide(
      id: string,
      decision: {
        decision: "dismiss" | "warn" | "ban";
        by: { id: string; email: string };
        note: string;
        banId: string | null;
        minor: boolean;
        legalHoldUntil: Date | null;
      },
    ): Promise<ReviewItem | null> {
      const [row] = await db
        .update(moderationReviewItems)
        .set({
          status: "decided",
          decision: decision.decision,
          decidedBy: decision.by.id,
          decidedByEmail: decision.by.email,
          decidedAt: new Date(now()),
          decisionNote: decision.note,
          banId: decision.banId,
          minor: decision.minor,
          legalHoldUntil: decision.legalHoldUntil,
        })
        .where(and(eq(moderationReviewItems.id, id), eq(moderationReviewItems.status, "open")))
        .returning();
      return row ?? null;
    },

    async setBan(id: string, banId: string): Promise<void> {
      await db.update(moderationReviewItems).set({ banId }).where(eq(moderationReviewItems.id, id));
    },

    /** Links the evidence of a decision (the report, the captures shown) so retention keeps it. */
    async attachEvidence(input: {
      reviewItemId: string;
      banId: string | null;
      reportId: string | null;
      captureIds: string[];
    }): Promise<void> {
      const rows = [
        ...(input.reportId ? [{ reportId: input.reportId }] : []),
        ...input.captureIds.map((captureId) => ({ captureId })),
      ].map((row) => ({ reviewItemId: input.reviewItemId, banId: input.banId, ...row }));
      if (rows.length) await db.insert(moderationEvidence).values(rows);
    },

    /** Evidence rows of one item (the legal-hold export). */
    async evidenceOf(reviewItemId: string) {
      return db.select().from(moderationEvidence).where(eq(moderationEvidence.reviewItemId, reviewItemId));
    },

    /** Items about a subject (the users and bans screens). */
    async ofSubject(subject: Subject, limit = 20): Promise<ReviewItem[]> {
      const parts = [];
      if (subject.ident) parts.push(eq(moderationReviewItems.subjectIdent, subject.ident));
      if (subject.userId) parts.push(eq(moderationReviewItems.subjectUserId, subject.userId));
      if (parts.length === 0) return [];
      return db
        .select()
        .from(moderationReviewItems)
        .where(or(...parts))
        .orderBy(desc(moderationReviewItems.createdAt))
        .limit(limit);
    },

    /** Distinct reporters of an ident since `since` (the automatic ban, and context for moderators). */
    async distinctReporters(ident: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${chatReports.reporterIdent})::int` })
        .from(chatReports)
        .where(and(eq(chatReports.reportedIdent, ident), gt(chatReports.createdAt, since)));
      return row?.n ?? 0;
    },

    async report(id: string) {
      const [row] = await db.select().from(chatReports).where(eq(chatReports.id, id)).limit(1);
      return row;
    },
  };
}
