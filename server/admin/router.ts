import express, { type NextFunction, type Request, type Response, Router } from "express";
import { requireAdminApi } from "./guard.ts";
import { adminErrorHandler, adminNotFound } from "./http.ts";
import { ADMIN_API_MODULES } from "./modules.ts";
import { sessionRoutes } from "./session.routes.ts";
import type { AdminApiDeps } from "./types.ts";

/**
 * The /api/admin router (issue 12). `/api/admin/session/*` (login steps, logout) answers first and
 * checks for itself; then, in this order, for every module of ADMIN_API_MODULES:
 *   1. answers are never cached (they are personal and change by the second);
 *   2. THE guard: admin session + second factor (server/admin/guard.ts), 401/403 JSON otherwise,
 *      before any body is read (the origin check of server/app.ts already refused cross-site writes);
 *   3. JSON bodies up to 64 kB;
 *   4. the module's routes, each validating its input with zod (server/admin/http.ts adminRoute);
 *   5. a JSON 404 for unknown paths and JSON errors (never an HTML page, never a stack).
 */
export function createAdminApi(deps: AdminApiDeps): Router {
  const router = Router();
  router.use((_req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  // Login steps and logout: before the guard, each checks for itself (session.routes.ts).
  router.use("/session", sessionRoutes(deps));
  router.use(requireAdminApi(deps));
  router.use(express.json({ limit: "64kb" }));
  for (const module of ADMIN_API_MODULES) router.use(module.path, module.routes(deps));
  router.use(adminNotFound);
  router.use(adminErrorHandler(deps.logger));
  return router;
}
