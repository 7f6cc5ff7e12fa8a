import type { Router } from "express";
import { ADMIN_API_MODULES } from "#server/admin/modules.ts";
import { sessionRoutes } from "#server/admin/session.routes.ts";
import type { AdminApiDeps } from "#server/admin/types.ts";

type Layer = { route?: { path: string; methods: Record<string, boolean> } };

export type AdminRoute = {
  method: string;
  /** The route as registered, e.g. `/api/admin/bans/:id` (the key of the audit walk). */
  pattern: string;
  /** The same with every parameter given a well-formed value (the refusal must come before any lookup). */
  path: string;
  /** `/api/admin/session/*`: login steps and logout, before the guard (each checks for itself). */
  session: boolean;
};

export const PLACEHOLDER_ID = "00000000-0000-4000-8000-000000000000";
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function isMutating(route: { method: string }): boolean {
  return MUTATING.has(route.method);
}

function routesOf(router: Router, prefix: string, session: boolean): AdminRoute[] {
  const routes: AdminRoute[] = [];
  for (const layer of (router as Router & { stack: Layer[] }).stack) {
    if (!layer.route) continue;
    for (const method of Object.keys(layer.route.methods)) {
      const suffix = layer.route.path === "/" ? "" : layer.route.path;
      const pattern = `${prefix}${suffix}`;
      routes.push({
        method: method.toUpperCase(),
        pattern,
        path: pattern.replace(/:(\w+)/g, PLACEHOLDER_ID),
        session,
      });
    }
  }
  return routes;
}

/**
 * Every method + path the admin API answers, read from the routers themselves (no list to keep in
 * step): the modules of ADMIN_API_MODULES (behind the guard) and, with `session`, the login steps.
 */
export function everyAdminRoute(deps: AdminApiDeps, options: { session?: boolean } = {}): AdminRoute[] {
  const routes: AdminRoute[] = [];
  if (options.session) routes.push(...routesOf(sessionRoutes(deps), "/api/admin/session", true));
  for (const module of ADMIN_API_MODULES) {
    routes.push(...routesOf(module.routes(deps), `/api/admin${module.path}`, false));
  }
  return routes;
}
