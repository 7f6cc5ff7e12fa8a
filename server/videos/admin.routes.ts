import { count, desc, eq } from "drizzle-orm";
import { Router } from "express";
import { z } from "zod";
import { issuesToFormErrors } from "#common/form-errors.ts";
import { videoMetaSchema } from "#common/video-meta.ts";
import { hashtagsIn } from "#common/videos.ts";
import { shortVideos } from "#db/schema/short-videos.ts";
import { AdminHttpError } from "#server/admin/guard.ts";
import { adminRoute } from "#server/admin/http.ts";
import type { AdminApiDeps } from "#server/admin/types.ts";
import { addVideo, toVideo } from "./catalogue.ts";
import { readUpload, tooLarge } from "./upload.ts";

/** Largest browser-made poster accepted beside a video. */
const POSTER_MAX_BYTES = 3_000_000;

const listQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
const idParams = z.object({ id: z.uuid() });

/**
 * /api/admin/videos (issue 15): the short-video catalogue in the admin area.
 *   GET    /            the newest videos, 50 a page
 *   POST   /            multipart upload: file (MP4 or WebM, type sniffed from the bytes, size capped
 *                       by VIDEO_MAX_BYTES), caption, creatorName, creatorUrl, hashtags, and the
 *                       browser's first frame as `poster` (used when ffmpeg is not installed)
 *   DELETE /:id         the row and its files
 */
export function videoAdminRoutes(deps: AdminApiDeps): Router {
  const router = Router();
  const { db } = deps.database;
  const maxBytes = deps.config.VIDEO_MAX_BYTES;

  router.get(
    "/",
    adminRoute(deps.audit, { query: listQuery }, async ({ query }) => {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(shortVideos)
          .orderBy(desc(shortVideos.addedAt))
          .limit(50)
          .offset((query.page - 1) * 50),
        db.select({ n: count() }).from(shortVideos),
      ]);
      return { videos: rows.map((row) => ({ ...toVideo(row), size: row.size })), total: total?.n ?? 0 };
    }),
  );

  router.post(
    "/",
    adminRoute(deps.audit, {}, async ({ ctx }) => {
      // The whole form (video, poster, fields) within the video cap plus room for the rest.
      const form = await readUpload(ctx.req, maxBytes + POSTER_MAX_BYTES + 100_000);
      const file = form.get("file");
      if (!(file instanceof Blob) || file.size === 0) {
        throw new AdminHttpError(400, [{ field: "file", typeError: "required" }]);
      }
      if (file.size > maxBytes) throw tooLarge(maxBytes);
      const text = (name: string) => {
        const value = form.get(name);
        return typeof value === "string" ? value : undefined;
      };
      const meta = videoMetaSchema.safeParse({
        caption: text("caption"),
        creatorName: text("creatorName"),
        creatorUrl: text("creatorUrl"),
        hashtags: text("hashtags"),
      });
      if (!meta.success) throw new AdminHttpError(400, issuesToFormErrors(meta.error.issues));
      const posterField = form.get("poster");
      const poster =
        posterField instanceof Blob && posterField.size > 0 && posterField.size <= POSTER_MAX_BYTES
          ? new Uint8Array(await posterField.arrayBuffer())
          : null;
      const duration = Number(text("durationSeconds"));
      const caption = meta.data.caption ?? "";
      const result = await addVideo(
        { db, storage: deps.storage, maxBytes, ffmpegPath: deps.config.FFMPEG_PATH },
        {
          bytes: new Uint8Array(await file.arrayBuffer()),
          caption,
          creatorName: meta.data.creatorName,
          creatorUrl: meta.data.creatorUrl,
          hashtags: [...meta.data.hashtags, ...hashtagsIn(caption)],
          poster,
          durationSeconds: Number.isFinite(duration) && duration > 0 && duration < 86_400 ? duration : null,
        },
      );
      if (!result.ok) {
        if (result.reason === "tooLarge") throw tooLarge(maxBytes);
        throw new AdminHttpError(400, [
          {
            field: "file",
            typeError: result.reason === "empty" ? "required" : "invalid",
            msg: result.reason,
          },
        ]);
      }
      if (result.created) {
        await ctx.audit({
          action: "videos.upload",
          target: { type: "video", id: result.video.id },
          after: {
            caption: result.video.caption,
            creatorName: result.video.creatorName,
            hashtags: result.video.hashtags,
            size: file.size,
          },
        });
      }
      ctx.res.status(result.created ? 201 : 200);
      return { video: result.video, created: result.created };
    }),
  );

  router.delete(
    "/:id",
    adminRoute(deps.audit, { params: idParams }, async ({ params, ctx }) => {
      const [row] = await db.select().from(shortVideos).where(eq(shortVideos.id, params.id)).limit(1);
      if (!row) throw new AdminHttpError(404, [{ field: "id", typeError: "invalid" }]);
      await db.delete(shortVideos).where(eq(shortVideos.id, row.id));
      await deps.storage.delete(row.fileKey);
      if (row.posterKey) await deps.storage.delete(row.posterKey);
      await ctx.audit({
        action: "videos.delete",
        target: { type: "video", id: row.id },
        before: { caption: row.caption, creatorName: row.creatorName, plays: row.plays },
      });
      return { ok: true };
    }),
  );
  return router;
}
