import { Router } from "express";
import { safeControlConfigSchema } from "#common/protocol/index.ts";
import { createSafeControlSettings } from "../moderation/safe-control-settings.ts";
import { adminRoute } from "./http.ts";
import type { AdminApiDeps } from "./types.ts";

/** GET|PUT /api/admin/safecontrol/config: the spec §3 safe control config. */
export function safeControlConfigRoutes(deps: AdminApiDeps): Router {
  const router = Router();
  const settings = createSafeControlSettings(deps.database.db);
  router.get(
    "/config",
    adminRoute(deps.audit, {}, async () => {
      const { config, updatedAt } = await settings.read();
      return { config, updatedAt: updatedAt?.toISOString() ?? null };
    }),
  );
  router.put(
    "/config",
    adminRoute(deps.audit, { body: safeControlConfigSchema.strict() }, async ({ body, ctx }) => {
      const before = await settings.read();
      await settings.write(body);
      await ctx.audit({
        action: "safecontrol.config",
        target: { type: "settings", id: "safeControl" },
        before: before.config,
        after: body,
      });
      return { config: body };
    }),
  );
  return router;
}
