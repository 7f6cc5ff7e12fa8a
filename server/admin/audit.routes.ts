import { Router } from "express";
import { z } from "zod";
import { userText } from "#common/text.ts";
import { AUDIT_ACTIONS, auditActionSchema } from "./audit.ts";
import { adminRoute } from "./http.ts";
import type { AdminApiDeps } from "./types.ts";

const querySchema = z.object({
  action: auditActionSchema.optional(),
  actorId: z.uuid().optional(),
  actorEmail: userText({ max: 320, min: 0 }).optional(),
  targetType: userText({ max: 64, min: 0 }).optional(),
  targetId: userText({ max: 200, min: 0 }).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** GET /api/admin/audit: the audit trail, newest first, with filters (read-only: no route changes it). */
export function auditRoutes(deps: AdminApiDeps): Router {
  const router = Router();
  router.get(
    "/",
    adminRoute(deps.audit, { query: querySchema }, async ({ query }) => {
      const rows = await deps.audit.list({
        ...query,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
      });
      return {
        entries: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          actor: row.actorId ? { id: row.actorId, email: row.actorEmail } : null,
          action: row.action,
          target: row.targetType ? { type: row.targetType, id: row.targetId } : null,
          before: row.before,
          after: row.after,
          ipHash: row.ipHash,
          nodeId: row.nodeId,
        })),
        // Keyset pagination: pass `before` to get the next (older) page.
        next: rows.length === query.limit ? rows.at(-1)?.id : null,
        actions: AUDIT_ACTIONS,
      };
    }),
  );
  return router;
}
