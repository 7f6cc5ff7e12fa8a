import { Router } from "express";
import { z } from "zod";
import { AdminHttpError } from "./guard.ts";
import { adminRoute } from "./http.ts";
import { getSecondFactorStore } from "./second-factor/store.ts";
import type { AdminApiDeps } from "./types.ts";

/**
 * /api/admin/security: the signed-in administrator's own second factor.
 *   GET  /                 enrolled?, since when, recovery codes left, how this session proved it
 *   POST /recovery-codes   {code: current TOTP code} → ten new codes (the old ones stop working)
 */
export function securityRoutes(deps: AdminApiDeps): Router {
  const router = Router();
  const factors = getSecondFactorStore(deps);
  router.get(
    "/",
    adminRoute(deps.audit, {}, async ({ ctx }) => {
      const status = await factors.status(ctx.admin.id);
      return {
        required: deps.config.ADMIN_REQUIRE_2FA,
        enrolled: status.enrolled,
        confirmedAt: status.confirmedAt?.toISOString() ?? null,
        recoveryCodesLeft: status.codesLeft,
        sessionMethod: ctx.admin.secondFactor,
      };
    }),
  );
  router.post(
    "/recovery-codes",
    adminRoute(
      deps.audit,
      {
        body: z.object({
          code: z
            .string()
            .trim()
            .regex(/^\d{6}$/),
        }),
      },
      async ({ body, ctx }) => {
        // A current code from the authenticator, not a recovery code: whoever holds only a session
        // (or only the old codes) cannot mint new ones.
        if ((await factors.verify(ctx.admin.id, body.code)) !== "totp") {
          throw new AdminHttpError(400, [{ field: "code", typeError: "invalid" }]);
        }
        const recoveryCodes = await factors.regenerateRecoveryCodes(ctx.admin.id);
        await ctx.audit({
          action: "admin.recoveryCodes.regenerate",
          target: { type: "user", id: ctx.admin.id },
        });
        return { recoveryCodes };
      },
    ),
  );
  return router;
}
