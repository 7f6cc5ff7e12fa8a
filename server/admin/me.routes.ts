import { Router } from "express";
import { adminRoute } from "./http.ts";
import type { AdminApiDeps } from "./types.ts";

/** GET /api/admin/me: the signed-in administrator (the shell shows it). */
export function meRoutes(deps: AdminApiDeps): Router {
  const router = Router();
  router.get(
    "/",
    adminRoute(deps.audit, {}, async ({ ctx }) => ({
      admin: { id: ctx.admin.id, email: ctx.admin.email, secondFactor: ctx.admin.secondFactor },
    })),
  );
  return router;
}
