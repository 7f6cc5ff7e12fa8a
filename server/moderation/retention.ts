import { and, eq, exists, gt, isNotNull, isNull, lt, ne, not, or, sql } from "drizzle-orm";
import { APPEAL_WINDOW_MS } from "#common/moderation.ts";
import type { Db } from "#db/client.ts";
import {
  chatReports,
  chatSettings,
  moderationAppeals,
  moderationBans,
  moderationEvidence,
  moderationReviewItems,
  safeControlCaptures,
} from "#db/schema/index.ts";
import type { CaptureStore } from "./captures.ts";

/** One node runs the job per period: the lease row in chat_settings says who and when. */
const LEASE_KEY = "retentionLease";
export const RETENTION_PERIOD_MS = 60 * 60 * 1000;
const BATCH = 500;

export type RetentionResult = {
  capturesDeleted: number;
  conversationsCleared: number;
  ranAt: string;
  cutoff: string;
};

/**
 * Evidence that must stay (issue 12): listed for a decision whose ban still runs or can still be
 * appealed (DSA Art. 20: six months), whose ban has an open appeal, or whose case is under legal
 * hold (a minor involved: one year). `column` is the capture or report id of the outer query.
 */
function stillNeeded(db: Db, column: typeof safeControlCaptures.id | typeof chatReports.id, at: Date) {
  const evidenceColumn =
    column === safeControlCaptures.id ? moderationEvidence.captureId : moderationEvidence.reportId;
  const appealable = new Date(at.getTime() - APPEAL_WINDOW_MS);
  return exists(
    db
      .select({ one: sql`1` })
      .from(moderationEvidence)
      .leftJoin(moderationBans, eq(moderationBans.id, moderationEvidence.banId))
      .leftJoin(moderationReviewItems, eq(moderationReviewItems.id, moderationEvidence.reviewItemId))
      .where(
        and(
          eq(evidenceColumn, column),
          or(
            and(
              isNotNull(moderationBans.id),
              or(
                and(
                  isNull(moderationBans.liftedAt),
                  or(isNull(moderationBans.endsAt), gt(moderationBans.endsAt, at)),
                ),
                gt(moderationBans.startsAt, appealable),
              ),
            ),
            gt(moderationReviewItems.legalHoldUntil, at),
            exists(
              db
                .select({ one: sql`1` })
                .from(moderationAppeals)
                .where(
                  and(
                    eq(moderationAppeals.banId, moderationEvidence.banId),
                    eq(moderationAppeals.status, "open"),
                  ),
                ),
            ),
          ),
        ),
      ),
  );
}

/**
 * The retention job (issue 12): captures (files and rows) and conversation lines older than
 * SAFETY_RETENTION_DAYS are deleted unless a decision still needs them (stillNeeded). Reports stay,
 * without their lines: they keep the pair apart (matchmaking blocks reported pairs).
 */
export async function deleteExpiredEvidence(deps: {
  db: Db;
  captures: CaptureStore;
  retentionDays: number;
  now: number;
}): Promise<RetentionResult> {
  const { db } = deps;
  const at = new Date(deps.now);
  const cutoff = new Date(deps.now - deps.retentionDays * 24 * 60 * 60 * 1000);
  let capturesDeleted = 0;
  for (;;) {
    const rows = await db
      .select({ id: safeControlCaptures.id, storageKey: safeControlCaptures.storageKey })
      .from(safeControlCaptures)
      .where(and(lt(safeControlCaptures.createdAt, cutoff), not(stillNeeded(db, safeControlCaptures.id, at))))
      .limit(BATCH);
    if (rows.length === 0) break;
    capturesDeleted += await deps.captures.remove(rows);
    if (rows.length < BATCH) break;
  }
  const cleared = await db
    .update(chatReports)
    .set({ messages: [] })
    .where(
      and(
        lt(chatReports.createdAt, cutoff),
        ne(sql`jsonb_array_length(${chatReports.messages})`, 0),
        not(stillNeeded(db, chatReports.id, at)),
      ),
    )
    .returning({ id: chatReports.id });
  return {
    capturesDeleted,
    conversationsCleared: cleared.length,
    ranAt: at.toISOString(),
    cutoff: cutoff.toISOString(),
  };
}

/** Takes the job for this period; false when another node ran it less than a period ago. */
export async function takeRetentionLease(
  db: Db,
  now: number,
  periodMs = RETENTION_PERIOD_MS,
): Promise<boolean> {
  await db
    .insert(chatSettings)
    .values({ key: LEASE_KEY, value: { at: 0 }, updatedAt: new Date(0) })
    .onConflictDoNothing();
  const taken = await db
    .update(chatSettings)
    .set({ value: { at: now }, updatedAt: new Date(now) })
    .where(
      and(eq(chatSettings.key, LEASE_KEY), lt(chatSettings.updatedAt, new Date(now - periodMs + 60_000))),
    )
    .returning({ key: chatSettings.key });
  return taken.length > 0;
}
