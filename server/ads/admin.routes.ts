import { randomUUID } from "node:crypto";
import express, { Router } from "express";
import { z } from "zod";
import { sdaInputSchema, sdaSettingsSchema } from "#common/ads/schema.ts";
import { AdminHttpError } from "../admin/guard.ts";
import { adminRoute } from "../admin/http.ts";
import type { AdminApiDeps } from "../admin/types.ts";
import { reencodeImage } from "../media/images.ts";
import { getAdsService, SdaError } from "./service.ts";

const idParam = z.object({ id: z.uuid() });
const enabledBody = z.object({ enabled: z.boolean() }).strict();
const itemBody = z.object({ item: sdaInputSchema }).strict();
const settingsBody = z.object({ settings: sdaSettingsSchema.strict() }).strict();
const statsQuery = z.object({ days: z.coerce.number().int().min(1).max(90).default(30) });

/** Largest house banner upload (before re-encoding). */
export const HOUSE_IMAGE_MAX_BYTES = 2_000_000;
const EXTENSION = {
  "image/webp": "webp",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
} as const;
const HOUSE_SRC = /^\/api\/sda\/house\/([0-9a-f-]{36}\.(?:webp|png|jpg|gif))$/;

/** Storage key of a house banner file (server/storage); its public address is /api/sda/house/{file}. */
export function houseKey(file: string): string {
  return `sda/${file}`;
}

function notFound(): AdminHttpError {
  return new AdminHttpError(404, [{ field: "_form", typeError: "invalid", msg: "notFound" }]);
}

/**
 * /api/admin/sda (issue 13; docs/admin-api.md "Ads"):
 *   GET    /settings              {settings, updatedAt}          adscontrol screen
 *   PUT    /settings {settings}   enabled, frequency, chat.searching
 *   GET    /items                 {items}
 *   POST   /items {item}          create (fields checked per platform)
 *   PUT    /items/:id {item}      edit
 *   PUT    /items/:id/enabled {enabled}
 *   DELETE /items/:id
 *   POST   /house-image           raw image body → {src, width, height} (re-encoded, ≤ 600×600)
 *   GET    /impressions?days=30   {since, rows: [{day, sdaId, placement, count}]}
 * Every change is in force on every node within a second and leaves an audit row.
 */
export function sdaAdminRoutes(deps: AdminApiDeps): Router {
  const router = Router();
  const ads = getAdsService({ database: deps.database, secret: deps.config.sessionSecret });

  async function houseImageOf(src: string | undefined) {
    const file = src ? HOUSE_SRC.exec(src)?.[1] : undefined;
    if (!file) return undefined;
    if ((await deps.storage.size(houseKey(file))) === null) {
      throw new AdminHttpError(400, [{ field: "config.src", typeError: "invalid", msg: "image missing" }]);
    }
    const ext = file.split(".").pop() as string;
    const type = Object.entries(EXTENSION).find(([, e]) => e === ext)?.[0] as string;
    return { key: houseKey(file), type };
  }

  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof SdaError) throw notFound();
      throw error;
    }
  };

  router.get(
    "/settings",
    adminRoute(deps.audit, {}, async () => {
      const { value, updatedAt } = await ads.readSettings();
      return { settings: value, updatedAt: updatedAt?.toISOString() ?? null };
    }),
  );
  router.put(
    "/settings",
    adminRoute(deps.audit, { body: settingsBody }, async ({ body, ctx }) => {
      const before = await ads.readSettings();
      await ads.writeSettings(body.settings);
      await ctx.audit({
        action: "sda.settings",
        target: { type: "settings", id: "sda" },
        before: before.value,
        after: body.settings,
      });
      return { settings: body.settings };
    }),
  );

  router.get(
    "/items",
    adminRoute(deps.audit, {}, async () => ({
      items: (await ads.listRows()).map((row) => ({
        id: row.id,
        enabled: row.enabled,
        placement: row.placement,
        platform: row.platform,
        typeSda: row.typeSda,
        config: row.config,
        updatedAt: row.updatedAt.toISOString(),
      })),
    })),
  );
  router.post(
    "/items",
    adminRoute(deps.audit, { body: itemBody }, async ({ body, ctx }) => {
      const image = body.item.platform === "house" ? await houseImageOf(body.item.config.src) : undefined;
      const row = await ads.create(body.item, image);
      await ctx.audit({ action: "sda.create", target: { type: "sda", id: row.id }, after: body.item });
      ctx.res.status(201);
      return { item: { id: row.id, ...body.item } };
    }),
  );
  router.put(
    "/items/:id",
    adminRoute(deps.audit, { params: idParam, body: itemBody }, async ({ params, body, ctx }) => {
      const before = await ads.getRow(params.id);
      if (!before) throw notFound();
      const image = body.item.platform === "house" ? await houseImageOf(body.item.config.src) : undefined;
      await guard(() => ads.update(params.id, body.item, image));
      await ctx.audit({
        action: "sda.update",
        target: { type: "sda", id: params.id },
        before: {
          placement: before.placement,
          platform: before.platform,
          enabled: before.enabled,
          config: before.config,
        },
        after: body.item,
      });
      return { item: { id: params.id, ...body.item } };
    }),
  );
  router.put(
    "/items/:id/enabled",
    adminRoute(deps.audit, { params: idParam, body: enabledBody }, async ({ params, body, ctx }) => {
      const row = await guard(() => ads.setEnabled(params.id, body.enabled));
      await ctx.audit({
        action: body.enabled ? "sda.enable" : "sda.disable",
        target: { type: "sda", id: row.id },
        after: { enabled: body.enabled },
      });
      return { id: row.id, enabled: row.enabled };
    }),
  );
  router.delete(
    "/items/:id",
    adminRoute(deps.audit, { params: idParam }, async ({ params, ctx }) => {
      const row = await guard(() => ads.remove(params.id));
      if (row.imageKey) await deps.storage.delete(row.imageKey);
      await ctx.audit({
        action: "sda.delete",
        target: { type: "sda", id: row.id },
        before: { placement: row.placement, platform: row.platform, config: row.config },
      });
      return { ok: true };
    }),
  );

  router.post(
    "/house-image",
    express.raw({ type: "image/*", limit: HOUSE_IMAGE_MAX_BYTES }),
    adminRoute(deps.audit, {}, async ({ ctx }) => {
      const body = ctx.req.body as unknown;
      if (!Buffer.isBuffer(body) || body.length === 0) {
        throw new AdminHttpError(400, [{ field: "file", typeError: "required" }]);
      }
      const image = await reencodeImage(new Uint8Array(body));
      if (!image.ok) {
        throw new AdminHttpError(400, [{ field: "file", typeError: "invalid", msg: image.reason }]);
      }
      const file = `${randomUUID()}.${EXTENSION[image.mime]}`;
      await deps.storage.put(houseKey(file), image.bytes);
      await ctx.audit({
        action: "sda.houseImage",
        target: { type: "file", id: file },
        after: { width: image.width, height: image.height, bytes: image.bytes.byteLength },
      });
      return { src: `/api/sda/house/${file}`, width: image.width, height: image.height };
    }),
  );

  router.get(
    "/impressions",
    adminRoute(deps.audit, { query: statsQuery }, async ({ query }) => ads.impressions(query.days)),
  );
  return router;
}
