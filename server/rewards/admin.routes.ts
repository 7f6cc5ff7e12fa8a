import { and, count, eq, gt, sql, sum } from "drizzle-orm";
import { Router } from "express";
import { rewardSettingsSchema } from "#common/rewards/index.ts";
import { rewardFilters, rewardLedger, rewardViews } from "#db/schema/index.ts";
import { AdminHttpError } from "../admin/guard.ts";
import { adminRoute } from "../admin/http.ts";
import type { AdminApiDeps } from "../admin/types.ts";
import { newKey } from "../storage/index.ts";
import { sniffVideo, VIDEO_EXTENSIONS } from "../videos/media.ts";
import { readUpload, tooLarge } from "../videos/upload.ts";
import { type HouseVideo, readHouseVideo, writeHouseVideo } from "./house-video.ts";
import { getRewards } from "./service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * /api/admin/rewardcontrol (issue 13, /-priv/mda/rewardcontrol/config):
 *   GET /config   {config, updatedAt, figures: {viewsLastDay, creditsLastDay, creditsSpentLastDay, activeFilters}}
 *   PUT /config   the reward settings -> {config}, in force on every node within a second; audited
 *                 `rewards.config`
 *   POST   /house-video   multipart `file`: an MP4 or WebM (type sniffed from the bytes, at most
 *                         REWARDS_HOUSE_VIDEO_MAX_BYTES, else 413) stored behind the storage interface;
 *                         the player plays it from then on (the settings' address is cleared);
 *                         audited `rewards.houseVideo`
 *   DELETE /house-video   back to the shipped video; audited `rewards.houseVideo`
 */
export function rewardAdminRoutes(deps: AdminApiDeps): Router {
  const router = Router();
  // A URL on another host must be one of REWARDS_MEDIA_ORIGINS: the page's CSP would block it.
  const allowed = new Set(deps.config.REWARDS_MEDIA_ORIGINS);
  const bodySchema = rewardSettingsSchema.superRefine((value, ctx) => {
    for (const field of ["houseVideoUrl", "vastTagUrl"] as const) {
      const url = value[field];
      if (!url || url.startsWith("/")) continue;
      if (!allowed.has(new URL(url).origin)) {
        ctx.addIssue({
          code: "custom",
          path: [field],
          message: "not one of REWARDS_MEDIA_ORIGINS (the page's Content-Security-Policy would block it)",
        });
      }
    }
  });
  const rewards = getRewards(deps.database);
  const db = deps.database.db;
  const maxBytes = deps.config.REWARDS_HOUSE_VIDEO_MAX_BYTES;
  const describe = (video: HouseVideo | null) =>
    video ? { type: video.type, size: video.size, sha256: video.sha256, uploadedAt: video.uploadedAt } : null;

  async function figures() {
    const since = new Date(Date.now() - DAY_MS);
    const [[views], [credits], [spent], [filters]] = await Promise.all([
      db
        .select({ n: count() })
        .from(rewardViews)
        .where(and(eq(rewardViews.status, "credited"), gt(rewardViews.finishedAt, since))),
      db
        .select({ n: sum(rewardLedger.amount) })
        .from(rewardLedger)
        .where(and(eq(rewardLedger.kind, "view"), gt(rewardLedger.createdAt, since))),
      db
        .select({ n: sql<string>`coalesce(-sum(${rewardLedger.amount}), 0)` })
        .from(rewardLedger)
        .where(and(eq(rewardLedger.kind, "filter"), gt(rewardLedger.createdAt, since))),
      db.select({ n: count() }).from(rewardFilters).where(gt(rewardFilters.endsAt, new Date())),
    ]);
    return {
      viewsLastDay: views?.n ?? 0,
      creditsLastDay: Number(credits?.n ?? 0),
      creditsSpentLastDay: Number(spent?.n ?? 0),
      activeFilters: filters?.n ?? 0,
    };
  }

  router.get(
    "/config",
    adminRoute(deps.audit, {}, async () => {
      const [stored, numbers, houseVideo] = await Promise.all([
        rewards.settings.read(),
        figures(),
        readHouseVideo(db),
      ]);
      return {
        config: stored.value,
        updatedAt: stored.updatedAt?.toISOString() ?? null,
        figures: numbers,
        houseVideo: describe(houseVideo),
        houseVideoMaxBytes: maxBytes,
        // Decision 048: countries are offered only when a trusted proxy names them.
        countriesKnown: Boolean(deps.config.COUNTRY_HEADER),
      };
    }),
  );

  router.put(
    "/config",
    adminRoute(deps.audit, { body: bodySchema }, async ({ body, ctx }) => {
      const before = await rewards.settings.read();
      await rewards.settings.write(body);
      await ctx.audit({
        action: "rewards.config",
        target: { type: "settings", id: "rewards" },
        before: before.value,
        after: body,
      });
      return { config: body };
    }),
  );

  router.post(
    "/house-video",
    adminRoute(deps.audit, {}, async ({ ctx }) => {
      const form = await readUpload(ctx.req, maxBytes + 100_000);
      const file = form.get("file");
      if (!(file instanceof Blob) || file.size === 0) {
        throw new AdminHttpError(400, [{ field: "file", typeError: "required" }]);
      }
      if (file.size > maxBytes) throw tooLarge(maxBytes);
      const bytes = new Uint8Array(await file.arrayBuffer());
      // The type from the bytes, never from the name or the declared type (the catalogue's rule).
      const type = sniffVideo(bytes);
      if (!type) throw new AdminHttpError(400, [{ field: "file", typeError: "invalid", msg: "notVideo" }]);
      const stored = await deps.storage.put(newKey("rewards", VIDEO_EXTENSIONS[type]), bytes);
      const video: HouseVideo = {
        key: stored.key,
        type,
        size: stored.size,
        sha256: stored.sha256,
        uploadedAt: new Date().toISOString(),
      };
      const before = await readHouseVideo(db);
      const settings = await rewards.settings.read();
      await writeHouseVideo(db, video);
      // The uploaded video is what the player shows now: an address set earlier would win over it.
      if (settings.value.houseVideoUrl) {
        await rewards.settings.write({ ...settings.value, houseVideoUrl: "" });
      }
      rewards.settings.invalidate();
      if (before && before.key !== video.key) await deps.storage.delete(before.key);
      await ctx.audit({
        action: "rewards.houseVideo",
        target: { type: "settings", id: "rewards" },
        before: { file: describe(before), houseVideoUrl: settings.value.houseVideoUrl },
        after: { file: describe(video), houseVideoUrl: "" },
      });
      ctx.res.status(201);
      return { houseVideo: describe(video) };
    }),
  );

  router.delete(
    "/house-video",
    adminRoute(deps.audit, {}, async ({ ctx }) => {
      const before = await readHouseVideo(db);
      if (!before) return { houseVideo: null };
      await writeHouseVideo(db, null);
      await deps.storage.delete(before.key);
      await ctx.audit({
        action: "rewards.houseVideo",
        target: { type: "settings", id: "rewards" },
        before: { file: describe(before) },
        after: { file: null },
      });
      return { houseVideo: null };
    }),
  );
  return router;
}
