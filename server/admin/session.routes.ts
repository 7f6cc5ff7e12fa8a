import { type NextFunction, type Request, type Response, Router } from "express";
import { clearCookie, readCookieHeader } from "../auth/cookies.ts";
import { getAuth } from "../auth/http.ts";
import { checkAdminAccess } from "./guard.ts";
import type { AdminApiDeps } from "./types.ts";

/**
 * /api/admin/session/*: the steps an admin session takes before (or at the end of) being admitted,
 * mounted before the guard; each route checks what it needs itself.
 *   POST /logout  ends this session (audited when it was an administrator's).
 */
export function sessionRoutes(deps: AdminApiDeps): Router {
  const router = Router();
  const auth = getAuth(deps);

  router.post("/logout", async (req: Request, res: Response, next: NextFunction) => {
    try {
      const access = await checkAdminAccess(req.get("cookie"), deps);
      const who = access.ok ? access.admin : access.user;
      if (who && (access.ok || access.reason !== "notAdmin")) {
        await deps.audit.record({
          actor: { id: who.id, email: who.email },
          action: "admin.logout",
          target: { type: "user", id: who.id },
          ip: req.ip,
        });
      }
      await auth.service.sessions.destroy(readCookieHeader(req.get("cookie"), auth.cookieName));
      res.append("Set-Cookie", clearCookie(auth.cookieName, auth.secure));
      res.json({ ok: true });
    } catch (error) {
      next(error);
    }
  });

  return router;
}
