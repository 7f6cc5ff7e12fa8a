import express, { Router } from "express";
import { z } from "zod";
import { discoverConfigSchema, discoverPostInputSchema } from "#common/social/discover.ts";
import { AdminHttpError } from "../admin/guard.ts";
import { adminRoute } from "../admin/http.ts";
import type { AdminApiDeps } from "../admin/types.ts";
import { getSocial } from "./http.ts";

const idParams = z.object({ id: z.uuid() });
const orderBody = z.object({ ids: z.array(z.uuid()).max(500) });
const notFound = () => new AdminHttpError(404, [{ field: "id", typeError: "invalid" }]);

/**
 * /api/admin/discover: the socialmanager post-discover screens (issue 14, docs/admin-api.md).
 *   GET    /config               {config, updatedAt}
 *   PUT    /config               {config}: pinned count, what is mixed in, page size
 *   GET    /posts                every pinned post in order, with its schedule state
 *   POST   /posts                create (kind story | room | link, title, text, url, dates)
 *   PUT    /posts/:id            edit
 *   DELETE /posts/:id            remove
 *   PUT    /order                {ids}: the whole order, every post once
 *   POST   /posts/:id/image      raw image bytes (re-encoded like every upload)
 * Every change writes an audit row (action discover.*).
 */
export function discoverAdminRoutes(deps: AdminApiDeps): Router {
  const router = Router();
  const { audit } = deps;
  const discover = () => getSocial(deps).discover;

  router.get(
    "/config",
    adminRoute(audit, {}, async () => {
      const { config, updatedAt } = await discover().readConfig();
      return { config, updatedAt: updatedAt?.toISOString() ?? null };
    }),
  );
  router.put(
    "/config",
    adminRoute(
      audit,
      { body: z.object({ config: discoverConfigSchema.strict() }) },
      async ({ body, ctx }) => {
        const before = await discover().readConfig();
        await discover().writeConfig(body.config, ctx.admin.id);
        await ctx.audit({
          action: "discover.config",
          target: { type: "settings", id: "discover" },
          before: before.config,
          after: body.config,
        });
        return { config: body.config };
      },
    ),
  );
  router.get(
    "/posts",
    adminRoute(audit, {}, async () => ({ posts: await discover().list() })),
  );
  router.post(
    "/posts",
    adminRoute(audit, { body: discoverPostInputSchema }, async ({ body, ctx }) => {
      const post = await discover().create(body, ctx.admin.id);
      await ctx.audit({
        action: "discover.create",
        target: { type: "discoverPost", id: post.id },
        after: post,
      });
      ctx.res.status(201);
      return { post };
    }),
  );
  router.put(
    "/posts/:id",
    adminRoute(audit, { params: idParams, body: discoverPostInputSchema }, async ({ params, body, ctx }) => {
      const before = await discover().get(params.id);
      if (!before) throw notFound();
      const post = await discover().update(params.id, body);
      if (!post) throw notFound();
      await ctx.audit({
        action: "discover.update",
        target: { type: "discoverPost", id: post.id },
        before,
        after: post,
      });
      return { post };
    }),
  );
  router.delete(
    "/posts/:id",
    adminRoute(audit, { params: idParams }, async ({ params, ctx }) => {
      const post = await discover().remove(params.id);
      if (!post) throw notFound();
      await ctx.audit({
        action: "discover.delete",
        target: { type: "discoverPost", id: post.id },
        before: post,
      });
      return { ok: true };
    }),
  );
  router.put(
    "/order",
    adminRoute(audit, { body: orderBody }, async ({ body, ctx }) => {
      const before = (await discover().list()).map((p) => p.id);
      if (!(await discover().reorder(body.ids)))
        throw new AdminHttpError(400, [
          { field: "ids", typeError: "invalid", msg: "every post exactly once" },
        ]);
      await ctx.audit({
        action: "discover.order",
        target: { type: "discoverPost", id: "order" },
        before,
        after: body.ids,
      });
      return { posts: await discover().list() };
    }),
  );
  router.post(
    "/posts/:id/image",
    express.raw({ type: () => true, limit: deps.config.STORY_MAX_BYTES }),
    adminRoute(audit, { params: idParams }, async ({ params, ctx }) => {
      const bytes = Buffer.isBuffer(ctx.req.body) ? new Uint8Array(ctx.req.body) : new Uint8Array();
      if (bytes.length === 0) throw new AdminHttpError(400, [{ field: "image", typeError: "required" }]);
      const result = await discover().setImage(params.id, bytes);
      if (!result.ok) {
        if (result.status === 404) throw notFound();
        throw new AdminHttpError(400, [{ field: "image", typeError: "invalid", msg: result.msg }]);
      }
      await ctx.audit({
        action: "discover.image",
        target: { type: "discoverPost", id: params.id },
        after: { imageUrl: result.post.imageUrl },
      });
      return { post: result.post };
    }),
  );
  return router;
}
