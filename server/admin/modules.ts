import type { Router } from "express";
import { videoAdminRoutes } from "../videos/admin.routes.ts";
import { auditRoutes } from "./audit.routes.ts";
import { meRoutes } from "./me.routes.ts";
import { safeControlConfigRoutes } from "./safe-control.routes.ts";
import type { AdminApiDeps } from "./types.ts";

/** A feature's admin API: a sub-router mounted at `/api/admin{path}` behind the admin guard. */
export type AdminApiModule = {
  /** Mount path under /api/admin, e.g. "/ads". */
  path: `/${string}`;
  routes: (deps: AdminApiDeps) => Router;
};

/**
 * THE place where admin API sub-routers mount (docs/admin-api.md "Adding a screen"). Each entry is
 * served under /api/admin{path}, after the guard (admin session + second factor) and the JSON body
 * parser, with the JSON 404 and error answers of the admin router. A feature adds one line here.
 */
export const ADMIN_API_MODULES: readonly AdminApiModule[] = [
  { path: "/me", routes: meRoutes },
  { path: "/audit", routes: auditRoutes },
  { path: "/safecontrol", routes: safeControlConfigRoutes },
  { path: "/videos", routes: videoAdminRoutes },
  // Issue 13 (ads and rewards), issue 14 (social, discover), issue 15 (short videos): one line each.
];
