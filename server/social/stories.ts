import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { BanReason } from "#common/moderation.ts";
import { STORY_LIMITS, type StoryView } from "#common/social/stories.ts";
import type { Db } from "#db/client.ts";
import { moderationReviewItems, type Story, stories, storyReports, users } from "#db/schema/index.ts";
import { mediaUrl } from "#server/auth/service.ts";
import type { MediaSource } from "#server/media/http.ts";
import { reencodeImage } from "#server/media/images.ts";
import { type FileStorage, newKey } from "#server/storage/index.ts";

const EXTENSION: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

export type StoriesDeps = {
  db: Db;
  storage: FileStorage;
  now: () => number;
  /** Evidence copies of reported stories go this many days after the review was decided. */
  retentionDays?: number;
  onBackgroundError?: (error: unknown) => void;
};

export type StoryFailure = {
  ok: false;
  status: number;
  field: string;
  kind: "invalid" | "required" | "noPermission";
  msg?: string;
};

export type Stories = ReturnType<typeof createStories>;

/**
 * Stories of issue 14: a re-encoded image (≤ 600x600, animated GIFs stay animated: server/media)
 * in server/storage, and a caption, visible for STORY_LIMITS.lifetimeMs. Every read filters on
 * `expires_at > now`, so a story is gone from every list the moment it expires; the sweep deletes
 * rows and files afterwards.
 */
export function createStories(deps: StoriesDeps) {
  const { db, storage, now } = deps;

  type Row = {
    story: Story;
    author: Pick<typeof users.$inferSelect, "id" | "username" | "displayName" | "avatarMediaId">;
  };

  function view(row: Row, viewerId: string | null): StoryView {
    const { story, author } = row;
    return {
      id: story.id,
      imageUrl: mediaUrl(story.id, author.username ?? "story"),
      width: story.width,
      height: story.height,
      caption: story.caption,
      createdAt: story.createdAt.toISOString(),
      expiresAt: story.expiresAt.toISOString(),
      author: {
        id: author.id,
        username: author.username,
        displayName: author.displayName,
        avatarUrl: author.avatarMediaId ? mediaUrl(author.avatarMediaId, author.username) : null,
      },
      mine: viewerId === author.id,
    };
  }

  const visible = () => gt(stories.expiresAt, new Date(now()));
  const authorColumns = {
    id: users.id,
    username: users.username,
    displayName: users.displayName,
    avatarMediaId: users.avatarMediaId,
  };

  async function getRow(id: string): Promise<Story | undefined> {
    const [row] = await db
      .select()
      .from(stories)
      .where(and(eq(stories.id, id), visible()))
      .limit(1);
    return row;
  }

  async function removeFiles(rows: Pick<Story, "imageKey">[]) {
    for (const row of rows) {
      try {
        await storage.delete(row.imageKey);
      } catch (error) {
        deps.onBackgroundError?.(error);
      }
    }
  }

  return {
    async post(
      userId: string,
      bytes: Uint8Array,
      caption: string,
    ): Promise<{ ok: true; story: Story } | StoryFailure> {
      const image = await reencodeImage(bytes);
      if (!image.ok) {
        const msg = { notImage: "not an image", tooLarge: "image too large", corrupt: "malformed image" };
        return { ok: false, status: 400, field: "image", kind: "invalid", msg: msg[image.reason] };
      }
      const at = now();
      const key = newKey("stories", EXTENSION[image.mime] ?? "bin", new Date(at));
      const stored = await storage.put(key, image.bytes);
      try {
        const [story] = await db
          .insert(stories)
          .values({
            userId,
            imageKey: key,
            mimeType: image.mime,
            byteSize: stored.size,
            width: image.width,
            height: image.height,
            sha256: stored.sha256,
            caption,
            createdAt: new Date(at),
            expiresAt: new Date(at + STORY_LIMITS.lifetimeMs),
          })
          .returning();
        if (!story) throw new Error("story insert returned nothing");
        return { ok: true, story };
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
    },

    /** Visible stories, newest first, one page (1-based); `total` counts every visible story. */
    async page(pageNumber: number, viewerId: string | null, perPage: number = STORY_LIMITS.perPage) {
      const [totals] = await db.select({ n: count() }).from(stories).where(visible());
      const rows = await db
        .select({ story: stories, author: authorColumns })
        .from(stories)
        .innerJoin(users, eq(users.id, stories.userId))
        .where(visible())
        .orderBy(desc(stories.createdAt), desc(stories.id))
        .limit(perPage)
        .offset((pageNumber - 1) * perPage);
      return { total: totals?.n ?? 0, stories: rows.map((row) => view(row, viewerId)) };
    },

    /** The freshest visible stories (the discover feed mixes these in). */
    async latest(limit: number, viewerId: string | null): Promise<StoryView[]> {
      return (await this.page(1, viewerId, limit)).stories;
    },

    async get(id: string, viewerId: string | null): Promise<StoryView | null> {
      const [row] = await db
        .select({ story: stories, author: authorColumns })
        .from(stories)
        .innerJoin(users, eq(users.id, stories.userId))
        .where(and(eq(stories.id, id), visible()))
        .limit(1);
      return row ? view(row, viewerId) : null;
    },

    /** Several visible stories by id (pinned discover posts), in no particular order. */
    async byIds(ids: string[], viewerId: string | null): Promise<StoryView[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ story: stories, author: authorColumns })
        .from(stories)
        .innerJoin(users, eq(users.id, stories.userId))
        .where(and(inArray(stories.id, ids), visible()));
      return rows.map((row) => view(row, viewerId));
    },

    /** The owner deletes a story (row and file). Someone else's or an unknown id: 404. */
    async remove(id: string, userId: string): Promise<boolean> {
      const deleted = await db
        .delete(stories)
        .where(and(eq(stories.id, id), eq(stories.userId, userId)))
        .returning({ imageKey: stories.imageKey });
      await removeFiles(deleted);
      return deleted.length > 0;
    },

    /**
     * A logged-in user reports a story: a copy of the image is kept as evidence (the story itself
     * disappears within 24 h) and an item joins the admin review queue. One report per reporter
     * and story.
     */
    async report(
      id: string,
      reporterId: string,
      input: { reason: BanReason; text?: string | undefined },
    ): Promise<{ ok: true; reviewItemId: string; duplicate: boolean } | StoryFailure> {
      const story = await getRow(id);
      if (!story) return { ok: false, status: 404, field: "id", kind: "invalid" };
      if (story.userId === reporterId)
        return { ok: false, status: 400, field: "id", kind: "invalid", msg: "own story" };
      const [existing] = await db
        .select()
        .from(storyReports)
        .where(and(eq(storyReports.storyId, id), eq(storyReports.reporterId, reporterId)))
        .limit(1);
      if (existing?.reviewItemId) return { ok: true, reviewItemId: existing.reviewItemId, duplicate: true };
      const bytes = await storage.read(story.imageKey);
      const evidenceKey = bytes
        ? newKey("story-reports", EXTENSION[story.mimeType] ?? "bin", new Date(now()))
        : null;
      if (bytes && evidenceKey) await storage.put(evidenceKey, bytes);
      const [item] = await db
        .insert(moderationReviewItems)
        .values({
          kind: "story",
          subjectUserId: story.userId,
          reporterUserId: reporterId,
          reason: input.reason,
        })
        .returning({ id: moderationReviewItems.id });
      if (!item) throw new Error("review item insert returned nothing");
      await db.insert(storyReports).values({
        storyId: story.id,
        storyOwnerId: story.userId,
        reporterId,
        reason: input.text ? `${input.reason}: ${input.text}` : input.reason,
        evidenceKey,
        evidenceMime: story.mimeType,
        caption: story.caption,
        reviewItemId: item.id,
      });
      return { ok: true, reviewItemId: item.id, duplicate: false };
    },

    /** A moderator removes a reported story (row and file), whoever posted it. */
    async removeByModerator(id: string): Promise<boolean> {
      const deleted = await db
        .delete(stories)
        .where(eq(stories.id, id))
        .returning({ imageKey: stories.imageKey });
      await removeFiles(deleted);
      return deleted.length > 0;
    },

    /** The story report behind a review item (admin review screen), or undefined. */
    async reportOfReview(reviewItemId: string) {
      const [row] = await db
        .select()
        .from(storyReports)
        .where(eq(storyReports.reviewItemId, reviewItemId))
        .limit(1);
      return row;
    },

    /** Bytes of a report's evidence copy (admin review screen). */
    async evidenceBytes(reviewItemId: string) {
      const row = await this.reportOfReview(reviewItemId);
      if (!row?.evidenceKey) return null;
      const bytes = await storage.read(row.evidenceKey);
      return bytes ? { bytes, mime: row.evidenceMime ?? "application/octet-stream" } : null;
    },

    /** The expiry job: deletes stories past their lifetime and their files; returns how many. */
    async sweep(): Promise<number> {
      const expired = await db
        .delete(stories)
        .where(lte(stories.expiresAt, new Date(now())))
        .returning({ imageKey: stories.imageKey });
      await removeFiles(expired);
      return expired.length;
    },

    /**
     * Retention of report evidence (SAFETY_RETENTION_DAYS, as for captures): the image copy of a
     * reported story is deleted once its review was decided that long ago, unless the case is under
     * legal hold. Open reviews keep theirs. Returns how many copies were deleted.
     */
    async sweepEvidence(): Promise<number> {
      const cutoff = new Date(now() - (deps.retentionDays ?? 30) * 24 * 60 * 60 * 1000);
      const at = new Date(now());
      const due = await db
        .select({ id: storyReports.id, key: storyReports.evidenceKey })
        .from(storyReports)
        .innerJoin(moderationReviewItems, eq(moderationReviewItems.id, storyReports.reviewItemId))
        .where(
          and(
            isNotNull(storyReports.evidenceKey),
            eq(moderationReviewItems.status, "decided"),
            lte(moderationReviewItems.decidedAt, cutoff),
            or(isNull(moderationReviewItems.legalHoldUntil), lte(moderationReviewItems.legalHoldUntil, at)),
          ),
        );
      for (const row of due) {
        if (row.key) await storage.delete(row.key);
        await db.update(storyReports).set({ evidenceKey: null }).where(eq(storyReports.id, row.id));
      }
      return due.length;
    },

    /** Account deletion: every story of the user, rows and files. */
    async removeAllOf(userId: string): Promise<number> {
      const deleted = await db
        .delete(stories)
        .where(eq(stories.userId, userId))
        .returning({ imageKey: stories.imageKey });
      await removeFiles(deleted);
      return deleted.length;
    },

    /** Story images for GET /api/media/img/{id}: only while the story is visible. */
    mediaSource(): MediaSource {
      return async (id) => {
        const story = await getRow(id);
        if (!story) return null;
        return {
          mime: story.mimeType,
          etag: story.sha256.slice(0, 32),
          // Never kept in a cache past the story's 24 h.
          maxAgeSeconds: (story.expiresAt.getTime() - now()) / 1000,
          bytes: async () => {
            const file = await storage.read(story.imageKey);
            return file ? new Uint8Array(file) : null;
          },
        };
      };
    },
  };
}
