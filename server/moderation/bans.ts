import { and, desc, eq, gt, isNull, lt, or, type SQL } from "drizzle-orm";
import {
  APPEAL_WINDOW_MS,
  type BanDuration,
  type BanReason,
  type BanStatement,
  banEnd,
  type EvidenceType,
} from "#common/moderation.ts";
import type { Db } from "#db/client.ts";
import { type ModerationAppeal, type ModerationBan, moderationBans } from "#db/schema/index.ts";
import type { ActiveBan, Subject } from "./ban-cache.ts";

export type Moderator = { id: string; email: string };

export type NewBan = {
  ident?: string | null | undefined;
  userId?: string | null | undefined;
  ipHash?: string | null | undefined;
  reason: BanReason;
  duration: BanDuration;
  note?: string | undefined;
  source: "moderator" | "auto";
  evidence: EvidenceType[];
  by: Moderator | null;
  reviewItemId?: string | null | undefined;
};

export function toActiveBan(row: ModerationBan): ActiveBan {
  return {
    id: row.id,
    ident: row.ident,
    userId: row.userId,
    ipHash: row.ipHash,
    reason: row.reason,
    endsAt: row.endsAt?.getTime() ?? null,
  };
}

/** Active now: not lifted, and permanent or not yet over. */
function activeWhere(now: Date): SQL {
  return and(
    isNull(moderationBans.liftedAt),
    or(isNull(moderationBans.endsAt), gt(moderationBans.endsAt, now)),
  ) as SQL;
}

function subjectWhere(subject: Subject): SQL | undefined {
  const parts: SQL[] = [];
  if (subject.ident) parts.push(eq(moderationBans.ident, subject.ident));
  if (subject.userId) parts.push(eq(moderationBans.userId, subject.userId));
  if (subject.ipHash) parts.push(eq(moderationBans.ipHash, subject.ipHash));
  return parts.length ? or(...parts) : undefined;
}

/**
 * The DSA Art. 17 statement the banned person reads (rendered in their language from these codes):
 * the rule, the evidence, automated or not, until when, and the appeal with its deadline.
 */
export function banStatement(ban: ModerationBan, appeals: ModerationAppeal[]): BanStatement {
  const open = appeals.find((appeal) => appeal.status === "open");
  const decided = appeals
    .filter((appeal) => appeal.status !== "open" && appeal.decidedAt)
    .sort((a, b) => (b.decidedAt?.getTime() ?? 0) - (a.decidedAt?.getTime() ?? 0))[0];
  return {
    id: ban.id,
    reason: ban.reason,
    startedAt: ban.startsAt.toISOString(),
    endsAt: ban.endsAt?.toISOString() ?? null,
    evidence: ban.evidence,
    automated: ban.source === "auto",
    appeal: {
      until: new Date(ban.startsAt.getTime() + APPEAL_WINDOW_MS).toISOString(),
      open: open ? { id: open.id, createdAt: open.createdAt.toISOString() } : null,
      last: decided?.decidedAt
        ? { status: decided.status as "accepted" | "rejected", decidedAt: decided.decidedAt.toISOString() }
        : null,
    },
  };
}

export type BanStore = ReturnType<typeof createBanStore>;

/** Bans in PostgreSQL (issue 12): create, lift, shorten, and the reads the nodes and screens need. */
export function createBanStore(db: Db, now: () => number = Date.now) {
  return {
    async create(input: NewBan): Promise<ModerationBan> {
      const start = now();
      const end = banEnd(input.duration, start);
      const [row] = await db
        .insert(moderationBans)
        .values({
          ident: input.ident ?? null,
          userId: input.userId ?? null,
          ipHash: input.ipHash ?? null,
          reason: input.reason,
          note: input.note ?? "",
          duration: input.duration,
          startsAt: new Date(start),
          endsAt: end === null ? null : new Date(end),
          source: input.source,
          evidence: input.evidence,
          createdBy: input.by?.id ?? null,
          createdByEmail: input.by?.email ?? null,
          reviewItemId: input.reviewItemId ?? null,
          updatedAt: new Date(start),
        })
        .returning();
      if (!row) throw new Error("ban insert returned nothing");
      return row;
    },

    async get(id: string): Promise<ModerationBan | undefined> {
      const [row] = await db.select().from(moderationBans).where(eq(moderationBans.id, id)).limit(1);
      return row;
    },

    /** Every active ban (loaded by each node at start-up and refreshed regularly). */
    async active(): Promise<ActiveBan[]> {
      const rows = await db
        .select()
        .from(moderationBans)
        .where(activeWhere(new Date(now())));
      return rows.map(toActiveBan);
    },

    /** The active ban of this subject that lasts longest, if any. */
    async activeFor(subject: Subject): Promise<ModerationBan | undefined> {
      const where = subjectWhere(subject);
      if (!where) return undefined;
      const rows = await db
        .select()
        .from(moderationBans)
        .where(and(activeWhere(new Date(now())), where))
        .limit(20);
      return rows.sort((a, b) => (b.endsAt?.getTime() ?? Infinity) - (a.endsAt?.getTime() ?? Infinity))[0];
    },

    /** Lifts a ban (unban, or an accepted appeal); null when it is not active. */
    async lift(
      id: string,
      by: Moderator | null,
      note: string,
    ): Promise<{ before: ModerationBan; after: ModerationBan } | null> {
      const before = await this.get(id);
      if (!before || before.liftedAt) return null;
      const [after] = await db
        .update(moderationBans)
        .set({
          liftedAt: new Date(now()),
          liftedBy: by?.id ?? null,
          liftNote: note,
          updatedAt: new Date(now()),
        })
        .where(and(eq(moderationBans.id, id), isNull(moderationBans.liftedAt)))
        .returning();
      return after ? { before, after } : null;
    },

    /**
     * Shortens an active ban to end `duration` after its start, which must be earlier than now's end
     * (a later end is a new decision, not a shortening). Ending in the past lifts it at once.
     */
    async shorten(
      id: string,
      duration: Exclude<BanDuration, "permanent">,
    ): Promise<{ before: ModerationBan; after: ModerationBan } | "notActive" | "notShorter"> {
      const before = await this.get(id);
      if (!before || before.liftedAt || (before.endsAt && before.endsAt.getTime() <= now()))
        return "notActive";
      const end = banEnd(duration, before.startsAt.getTime()) as number;
      if (before.endsAt && end >= before.endsAt.getTime()) return "notShorter";
      const [after] = await db
        .update(moderationBans)
        .set({ duration, endsAt: new Date(Math.max(end, now())), updatedAt: new Date(now()) })
        .where(eq(moderationBans.id, id))
        .returning();
      return after ? { before, after } : "notActive";
    },

    /** Newest first; `active` keeps only bans in force; `subject` matches any target exactly. */
    async list(filter: {
      active?: boolean;
      subject?: Subject;
      before?: Date;
      limit: number;
    }): Promise<ModerationBan[]> {
      const where: SQL[] = [];
      if (filter.active) where.push(activeWhere(new Date(now())));
      if (filter.subject) {
        const s = subjectWhere(filter.subject);
        if (s) where.push(s);
      }
      if (filter.before) where.push(lt(moderationBans.startsAt, filter.before));
      return db
        .select()
        .from(moderationBans)
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(moderationBans.startsAt))
        .limit(filter.limit);
    },
  };
}
