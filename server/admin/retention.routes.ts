import { Router } from "express";
import { adminRoute } from "./http.ts";
import type { AdminApiDeps } from "./types.ts";

/**
 * /api/admin/retention: the evidence retention job (issue 12).
 *   GET  /      the retention period and the last run (from the audit trail)
 *   POST /run   runs it now (it also runs by itself, once an hour across the deployment)
 */
export function retentionRoutes(deps: AdminApiDeps): Router {
  const router = Router();
  router.get(
    "/",
    adminRoute(deps.audit, {}, async () => {
      const [last] = await deps.audit.list({ action: "retention.run", limit: 1 });
      return {
        retentionDays: deps.config.SAFETY_RETENTION_DAYS,
        legalHoldDays: 365,
        lastRun: last ? { at: last.at.toISOString(), by: last.actorEmail, result: last.after } : null,
      };
    }),
  );
  router.post(
    "/run",
    adminRoute(deps.audit, {}, async ({ ctx }) => {
      const result = await deps.moderation.runRetention({
        force: true,
        by: { id: ctx.admin.id, email: ctx.admin.email },
        ip: ctx.ip,
      });
      return { result };
    }),
  );
  return router;
}
