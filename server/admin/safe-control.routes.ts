import { Router } from "express";
import { safeControlConfigSchema } from "#common/protocol/index.ts";
import { nudityCheckSchema } from "../moderation/safe-control-settings.ts";
import { adminRoute } from "./http.ts";
import type { AdminApiDeps } from "./types.ts";

/** The capture settings moderators may save: the spec §3 shape, and a recording longer than its chunks. */
const configSchema = safeControlConfigSchema
  .strict()
  .refine((config) => config.media.videoAtEnter.minDurationSec <= config.media.videoAtEnter.durationSec, {
    path: ["media", "videoAtEnter", "minDurationSec"],
    message: "longer than the recording",
  });

/**
 * /api/admin/safecontrol/config: the spec §3 safe control config and the nudity model's thresholds.
 *   GET  /config          {config, nudityCheck, updatedAt}
 *   PUT  /config          {config}           in force on every node within a second
 *   PUT  /nudity-check    {blurThreshold, flagThreshold}
 */
export function safeControlConfigRoutes(deps: AdminApiDeps): Router {
  const router = Router();
  const { settings } = deps.moderation;
  router.get(
    "/config",
    adminRoute(deps.audit, {}, async () => {
      const [safeControl, nudity] = await Promise.all([settings.readSafeControl(), settings.readNudity()]);
      return {
        config: safeControl.value,
        nudityCheck: nudity.value,
        updatedAt: safeControl.updatedAt?.toISOString() ?? null,
      };
    }),
  );
  router.put(
    "/config",
    adminRoute(deps.audit, { body: configSchema }, async ({ body, ctx }) => {
      const before = await settings.readSafeControl();
      await settings.writeSafeControl(body);
      deps.moderation.settingsChanged();
      await ctx.audit({
        action: "safecontrol.config",
        target: { type: "settings", id: "safeControl" },
        before: before.value,
        after: body,
      });
      return { config: body };
    }),
  );
  router.put(
    "/nudity-check",
    adminRoute(deps.audit, { body: nudityCheckSchema.strict() }, async ({ body, ctx }) => {
      const before = await settings.readNudity();
      await settings.writeNudity(body);
      deps.moderation.settingsChanged();
      await ctx.audit({
        action: "safecontrol.config",
        target: { type: "settings", id: "nudityCheck" },
        before: before.value,
        after: body,
      });
      return { nudityCheck: body };
    }),
  );
  return router;
}
