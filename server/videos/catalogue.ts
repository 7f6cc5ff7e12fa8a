import { createHash } from "node:crypto";
import { and, arrayContains, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { isVideoId, normalizeHashtag, videoUrls } from "#common/videos.ts";
import type { Db } from "#db/client.ts";
import { type ShortVideo, shortVideoPlays, shortVideos } from "#db/schema/short-videos.ts";
import { type FileStorage, newKey } from "#server/storage/index.ts";
import { encodePoster, probeVideo, sniffVideo, VIDEO_EXTENSIONS } from "./media.ts";
import type { Video, VideoProvider, VideoSummary } from "./types.ts";

function summary(row: ShortVideo): VideoSummary {
  return {
    id: row.id,
    caption: row.caption,
    creatorName: row.creatorName,
    creatorUrl: row.creatorUrl,
    hashtags: row.hashtags,
    plays: row.plays,
    addedAt: row.addedAt.toISOString(),
    posterUrl: row.posterKey ? videoUrls.poster(row.id) : null,
    previewUrl: videoUrls.file(row.id),
    durationSeconds: row.durationSeconds,
    width: row.width,
    height: row.height,
  };
}

export function toVideo(row: ShortVideo): Video {
  return {
    ...summary(row),
    player: { kind: "file", src: videoUrls.file(row.id), type: row.mimeType },
    downloadable: true,
  };
}

/** The embedded default provider: the catalogue in PostgreSQL, files in the storage. */
export function createCatalogueProvider(deps: { db: Db; storage: FileStorage }): VideoProvider {
  const { db, storage } = deps;
  async function row(id: string): Promise<ShortVideo | null> {
    if (!isVideoId(id)) return null;
    const [found] = await db
      .select()
      .from(shortVideos)
      .where(and(eq(shortVideos.id, id.toLowerCase()), eq(shortVideos.published, true)))
      .limit(1);
    return found ?? null;
  }
  return {
    kind: "catalogue",
    async list({ order, hashtag, page, perPage }) {
      const conditions: SQL[] = [eq(shortVideos.published, true)];
      if (hashtag !== undefined) {
        const tag = normalizeHashtag(hashtag);
        if (!tag) return { videos: [], total: 0 };
        conditions.push(arrayContains(shortVideos.hashtags, [tag]));
      }
      const where = and(...conditions);
      const orderBy =
        order === "popular"
          ? [desc(shortVideos.plays), desc(shortVideos.addedAt), desc(shortVideos.id)]
          : [desc(shortVideos.addedAt), desc(shortVideos.id)];
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(shortVideos)
          .where(where)
          .orderBy(...orderBy)
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(shortVideos).where(where),
      ]);
      return { videos: rows.map(summary), total: totals?.n ?? 0 };
    },
    async get(id) {
      const found = await row(id);
      return found ? toVideo(found) : null;
    },
    async recordPlay(id, visitor) {
      const found = await row(id);
      if (!found) return false;
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(shortVideoPlays)
          .values({ videoKey: found.id, visitor })
          .onConflictDoNothing()
          .returning({ videoKey: shortVideoPlays.videoKey });
        if (inserted.length === 0) return false;
        await tx
          .update(shortVideos)
          .set({ plays: sql`${shortVideos.plays} + 1` })
          .where(eq(shortVideos.id, found.id));
        return true;
      });
    },
    files: {
      async video(id, range) {
        const found = await row(id);
        if (!found) return null;
        const file = await storage.stream(found.fileKey, range);
        return file ? { ...file, type: found.mimeType } : null;
      },
      async poster(id) {
        const found = await row(id);
        if (!found?.posterKey) return null;
        const file = await storage.stream(found.posterKey);
        return file ? { ...file, type: found.posterType ?? "image/webp" } : null;
      },
    },
  };
}

export type NewVideoInput = {
  bytes: Uint8Array;
  caption: string;
  creatorName: string;
  creatorUrl?: string | null | undefined;
  hashtags?: string[] | undefined;
  /** A poster image from elsewhere (a sidecar image, the browser's first frame); ffmpeg's wins. */
  poster?: Uint8Array | null | undefined;
  durationSeconds?: number | null | undefined;
  addedAt?: Date | undefined;
};

export type AddVideoResult =
  | { ok: true; video: Video; created: boolean }
  | { ok: false; reason: "notVideo" | "tooLarge" | "empty" };

/**
 * Adds a video file to the catalogue (the import command and the admin upload): type sniffed from
 * the bytes, size capped, the same file twice kept once, poster made with ffmpeg when installed.
 */
export async function addVideo(
  deps: { db: Db; storage: FileStorage; maxBytes: number; ffmpegPath: string },
  input: NewVideoInput,
): Promise<AddVideoResult> {
  const { db, storage } = deps;
  if (input.bytes.byteLength === 0) return { ok: false, reason: "empty" };
  if (input.bytes.byteLength > deps.maxBytes) return { ok: false, reason: "tooLarge" };
  const type = sniffVideo(input.bytes);
  if (!type) return { ok: false, reason: "notVideo" };
  const sha256 = createHash("sha256").update(input.bytes).digest("hex");
  const [existing] = await db.select().from(shortVideos).where(eq(shortVideos.sha256, sha256)).limit(1);
  if (existing) return { ok: true, video: toVideo(existing), created: false };

  const probed = await probeVideo(deps.ffmpegPath, input.bytes, type);
  const posterSource = probed.poster ?? input.poster ?? null;
  const poster = posterSource ? await encodePoster(posterSource) : null;
  const fileKey = newKey("videos", VIDEO_EXTENSIONS[type]);
  await storage.put(fileKey, input.bytes);
  const posterKey = poster ? newKey("videos", "webp") : null;
  try {
    if (poster && posterKey) await storage.put(posterKey, poster);
    const hashtags = [
      ...new Set((input.hashtags ?? []).map(normalizeHashtag).filter((t): t is string => t !== null)),
    ];
    const [row] = await db
      .insert(shortVideos)
      .values({
        fileKey,
        mimeType: type,
        size: input.bytes.byteLength,
        sha256,
        posterKey,
        posterType: poster ? "image/webp" : null,
        caption: input.caption,
        creatorName: input.creatorName,
        creatorUrl: input.creatorUrl ?? null,
        hashtags,
        durationSeconds: probed.durationSeconds ?? input.durationSeconds ?? null,
        width: probed.width,
        height: probed.height,
        ...(input.addedAt ? { addedAt: input.addedAt } : {}),
      })
      .onConflictDoNothing({ target: shortVideos.sha256 })
      .returning();
    if (!row) {
      // The same file arrived concurrently: keep the other copy.
      await storage.delete(fileKey);
      if (posterKey) await storage.delete(posterKey);
      const [other] = await db.select().from(shortVideos).where(eq(shortVideos.sha256, sha256)).limit(1);
      if (!other) throw new Error("video row vanished");
      return { ok: true, video: toVideo(other), created: false };
    }
    return { ok: true, video: toVideo(row), created: true };
  } catch (error) {
    await storage.delete(fileKey);
    if (posterKey) await storage.delete(posterKey);
    throw error;
  }
}
