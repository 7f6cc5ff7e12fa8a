import { and, count, eq, gt, sql, sum } from "drizzle-orm";
import { Router } from "express";
import { rewardSettingsSchema } from "#common/rewards/index.ts";
import { rewardFilters, rewardLedger, rewardViews } from "#db/schema/index.ts";
import { adminRoute } from "../admin/http.ts";
import type { AdminApiDeps } from "../admin/types.ts";
import { getRewards } from "./service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * /api/admin/rewardcontrol (issue 13, /-priv/mda/rewardcontrol/config):
 *   GET /config   {config, updatedAt, figures: {viewsLastDay, creditsLastDay, creditsSpentLastDay, activeFilters}}
 *   PUT /config   the reward settings -> {config}, in force on every node within a second; audited
 *                 `rewards.config`
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
      const [stored, numbers] = await Promise.all([rewards.settings.read(), figures()]);
      return { config: stored.value, updatedAt: stored.updatedAt?.toISOString() ?? null, figures: numbers };
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
  return router;
}
