import { gt, sql } from "drizzle-orm";
import { Router } from "express";
import { chatReports } from "#db/schema/index.ts";
import { adminRoute } from "./http.ts";
import { HEARTBEAT_MS } from "./nodes.ts";
import type { AdminApiDeps } from "./types.ts";

/**
 * GET /api/admin/stats: live figures of the whole deployment (issue 12, admin home), read every few
 * seconds by the screen. Node figures come from each node's heartbeat (every 2 s, through Redis);
 * nodes silent for more than three heartbeats are marked stale.
 */
export function statsRoutes(deps: AdminApiDeps): Router {
  const router = Router();
  router.get(
    "/",
    adminRoute(deps.audit, {}, async () => {
      const registry = deps.nodes();
      const [nodes, reports, openReviews, openAppeals] = await Promise.all([
        registry.nodes(),
        deps.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(chatReports)
          .where(gt(chatReports.createdAt, new Date(Date.now() - 60 * 60 * 1000))),
        deps.moderation.reviews.openCount(),
        deps.moderation.appeals.openCount(),
      ]);
      const now = Date.now();
      const live = nodes.filter((node) => now - node.at <= 3 * HEARTBEAT_MS);
      const sum = (pick: (n: (typeof nodes)[number]) => number) =>
        live.reduce((total, node) => total + pick(node), 0);
      return {
        at: new Date(now).toISOString(),
        scope: registry.scope,
        totals: {
          connected: sum((n) => n.connected),
          searching: sum((n) => n.searching),
          inMatch: sum((n) => n.inMatch),
          matchesPerMinute: sum((n) => n.matchesPerMinute),
        },
        reportsLastHour: reports[0]?.n ?? 0,
        openReviews,
        openAppeals,
        nodes: nodes.map((node) => ({
          ...node,
          at: new Date(node.at).toISOString(),
          stale: now - node.at > 3 * HEARTBEAT_MS,
        })),
      };
    }),
  );
  return router;
}
