import { Router } from "express";
import { z } from "zod";
import { optionalUserText } from "#common/text.ts";
import { banView } from "./bans.routes.ts";
import { adminRoute } from "./http.ts";
import type { AdminApiDeps } from "./types.ts";

const listQuery = z.object({
  status: z.enum(["open", "decided"]).default("open"),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
const idParams = z.object({ id: z.uuid() });
const decisionBody = z.object({
  decision: z.enum(["accept", "reject"]),
  note: optionalUserText({ max: 1000, multiline: true }),
});

/**
 * /api/admin/appeals (issue 12, DSA Art. 20).
 *   GET  /                open appeals oldest first, or decided ones newest first, with their ban
 *   POST /:id/decision    accept (the ban is lifted everywhere) or reject, with a note; decided by a
 *                         moderator other than the one who banned when another exists (409 otherwise)
 */
export function appealRoutes(deps: AdminApiDeps): Router {
  const router = Router();
  const { moderation, audit } = deps;

  router.get(
    "/",
    adminRoute(audit, { query: listQuery }, async ({ query, ctx }) => {
      const rows = await moderation.appeals.list(query);
      const othersExist = await moderation.appeals.anotherModeratorExists(ctx.admin.id);
      return {
        appeals: rows.map(({ appeal, ban }) => ({
          id: appeal.id,
          status: appeal.status,
          // The appellant's own words: shown as text only.
          text: appeal.text,
          locale: appeal.locale,
          createdAt: appeal.createdAt.toISOString(),
          appellantIdent: appeal.appellantIdent,
          decidedAt: appeal.decidedAt?.toISOString() ?? null,
          decidedBy: appeal.decidedByEmail,
          decisionNote: appeal.decisionNote,
          ban: banView(ban),
          // DSA Art. 20(6): who banned should not decide the appeal when someone else can.
          mayDecide: !(ban.createdBy === ctx.admin.id && othersExist),
        })),
        open: await moderation.appeals.openCount(),
      };
    }),
  );

  router.post(
    "/:id/decision",
    adminRoute(audit, { params: idParams, body: decisionBody }, async ({ params, body, ctx }) => {
      const result = await moderation.decideAppeal(
        params.id,
        { decision: body.decision, note: body.note ?? "" },
        { id: ctx.admin.id, email: ctx.admin.email },
      );
      await ctx.audit({
        action: "appeal.decision",
        target: { type: "appeal", id: params.id },
        before: { status: result.before.status },
        after: { status: result.appeal.status, banId: result.ban.id, note: body.note ?? "" },
      });
      if (result.lift) {
        await ctx.audit({
          action: "ban.lift",
          target: { type: "ban", id: result.ban.id },
          before: banView(result.lift.before),
          after: banView(result.lift.after),
        });
      }
      return {
        appeal: { id: result.appeal.id, status: result.appeal.status },
        banLifted: Boolean(result.lift),
      };
    }),
  );

  return router;
}
