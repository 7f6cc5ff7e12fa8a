import { sql } from "drizzle-orm";
import { Router } from "express";
import { z } from "zod";
import { LIMITS } from "#common/protocol/index.ts";
import { userText } from "#common/text.ts";
import { users } from "#db/schema/index.ts";
import { AdminHttpError } from "./guard.ts";
import { adminRoute } from "./http.ts";
import type { AdminApiDeps } from "./types.ts";

const reason = z
  .string()
  .trim()
  .max(64)
  .regex(/^[\w .:-]*$/)
  .optional();
const body = z.discriminatedUnion("scope", [
  z.object({ scope: z.literal("everyone"), reason }),
  z.object({ scope: z.literal("account"), email: userText({ min: 3, max: 320 }), reason }),
  z.object({
    scope: z.literal("ident"),
    ident: z
      .string()
      .trim()
      .min(1)
      .max(LIMITS.identChars)
      .regex(/^\P{Cc}*$/u),
    reason,
  }),
]);

/**
 * POST /api/admin/reload: spec §4.6 forced browser reload, for every browser on every node
 * (`scope: everyone`, e.g. after a breaking deployment) or for one person's browsers wherever they
 * are connected (`account` by e-mail, or `ident`).
 */
export function reloadRoutes(deps: AdminApiDeps): Router {
  const router = Router();
  router.post(
    "/",
    adminRoute(deps.audit, { body }, async ({ body, ctx }) => {
      const why = body.reason || "admin";
      if (body.scope === "everyone") {
        deps.realtime().forceReloadEveryone(why);
        await ctx.audit({
          action: "reload.everyone",
          target: { type: "site", id: "all" },
          after: { reason: why },
        });
        return { scope: "everyone" };
      }
      let subject: { userId: string } | { ident: string };
      let target: { type: string; id: string };
      if (body.scope === "account") {
        const [user] = await deps.database.db
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = ${body.email.toLowerCase()}`)
          .limit(1);
        if (!user) throw new AdminHttpError(404, [{ field: "email", typeError: "invalid" }]);
        subject = { userId: user.id };
        target = { type: "user", id: user.id };
      } else {
        subject = { ident: body.ident };
        target = { type: "ident", id: body.ident };
      }
      const here = deps.moderation.reload(subject, why);
      await ctx.audit({ action: "reload.user", target, after: { reason: why, socketsOnThisNode: here } });
      // Other nodes reload theirs from the same announcement; only this node's count is known here.
      return { scope: body.scope, socketsOnThisNode: here };
    }),
  );
  return router;
}
