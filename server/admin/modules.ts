import type { Router } from "express";
import { sdaAdminRoutes } from "../ads/admin.routes.ts";
import { rewardAdminRoutes } from "../rewards/admin.routes.ts";
import { roomAdminRoutes } from "../rooms/admin.routes.ts";
import { discoverAdminRoutes } from "../social/admin.routes.ts";
import { videoAdminRoutes } from "../videos/admin.routes.ts";
import { appealRoutes } from "./appeals.routes.ts";
import { auditRoutes } from "./audit.routes.ts";
import { banRoutes } from "./bans.routes.ts";
import { meRoutes } from "./me.routes.ts";
import { reloadRoutes } from "./reload.routes.ts";
import { retentionRoutes } from "./retention.routes.ts";
import { reviewRoutes } from "./reviews.routes.ts";
import { safeControlConfigRoutes } from "./safe-control.routes.ts";
import { securityRoutes } from "./security.routes.ts";
import { statsRoutes } from "./stats.routes.ts";
import type { AdminApiDeps } from "./types.ts";
import { userRoutes } from "./users.routes.ts";

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
  { path: "/stats", routes: statsRoutes },
  { path: "/reviews", routes: reviewRoutes },
  { path: "/bans", routes: banRoutes },
  { path: "/appeals", routes: appealRoutes },
  { path: "/users", routes: userRoutes },
  { path: "/reload", routes: reloadRoutes },
  { path: "/retention", routes: retentionRoutes },
  { path: "/audit", routes: auditRoutes },
  { path: "/safecontrol", routes: safeControlConfigRoutes },
  { path: "/security", routes: securityRoutes },
  { path: "/videos", routes: videoAdminRoutes },
  // Issue 13: rewards (rewards engineer).
  { path: "/rewardcontrol", routes: rewardAdminRoutes },
  // Issue 13 (ads): settings, ads, house banner images, impressions.
  { path: "/sda", routes: sdaAdminRoutes },
  // Issue 14: socialmanager post-discover (config and list).
  { path: "/discover", routes: discoverAdminRoutes },
  // Issue 14: chat rooms (create, edit, close; messages; mutes and removals).
  { path: "/rooms", routes: roomAdminRoutes },
  // Issue 13 (ads and rewards), issue 14 (social, discover), issue 15 (short videos): one line each.
];
