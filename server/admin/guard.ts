import type { NextFunction, Request, Response } from "express";
import type { ServerFormError } from "#common/form-errors.ts";
import type { Database } from "#db/client.ts";
import { readCookieHeader } from "../auth/cookies.ts";
import { getAuth } from "../auth/http.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { secondFactorState } from "./second-factor/state.ts";

/** The administrator behind a request that passed the guard. */
export type AdminIdentity = {
  id: string;
  email: string;
  /** SHA-256 id of the session row (never the cookie token). */
  sessionId: string;
  /** How the second factor was proven for this session ("notRequired": ADMIN_REQUIRE_2FA=false). */
  secondFactor: "totp" | "recovery" | "notRequired";
};

/**
 * Why a request is not an administrator's:
 * - anonymous: no live session (401);
 * - notAdmin: a session of an account without the admin role (403);
 * - secondFactorRequired: an admin session whose second factor was not proven yet (403; the admin
 *   login asks for the code);
 * - enrolmentRequired: an admin without a second factor (403; only the enrolment screen is open).
 */
export type AdminRefusal = "anonymous" | "notAdmin" | "secondFactorRequired" | "enrolmentRequired";

export type AdminAccess =
  | { ok: true; admin: AdminIdentity }
  | {
      ok: false;
      reason: AdminRefusal;
      /** The signed-in account, when there is one (the enrolment screen and login steps need it). */
      user?: { id: string; email: string; sessionId: string };
    };

export type GuardServices = { config: Config; database: Database; logger: Logger };

/**
 * THE admin check (issue 12): admin role AND a second factor proven for this very session. Used by
 * the `/api/admin/*` router (requireAdminApi below) and by every admin page loader and action
 * (app/features/admin/guard.server.ts); nothing else decides who is an administrator.
 */
export async function checkAdminAccess(
  cookieHeader: string | null | undefined,
  services: GuardServices,
): Promise<AdminAccess> {
  const auth = getAuth(services);
  const current = await auth.service.sessions.validate(readCookieHeader(cookieHeader, auth.cookieName));
  if (!current) return { ok: false, reason: "anonymous" };
  const { user, session } = current;
  const account = { id: user.id, email: user.email, sessionId: session.id };
  if (user.role !== "admin") return { ok: false, reason: "notAdmin", user: account };
  const factor = await secondFactorState(services, { userId: user.id, sessionId: session.id });
  if (factor.kind === "enrolmentRequired") return { ok: false, reason: "enrolmentRequired", user: account };
  if (factor.kind === "required") return { ok: false, reason: "secondFactorRequired", user: account };
  return { ok: true, admin: { ...account, secondFactor: factor.method } };
}

/** HTTP status of a refusal: 401 without a session, 403 otherwise. */
export function refusalStatus(reason: AdminRefusal): 401 | 403 {
  return reason === "anonymous" ? 401 : 403;
}

/** Express middleware: lets administrators through (res.locals.admin), answers 401/403 JSON otherwise. */
export function requireAdminApi(services: GuardServices) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const access = await checkAdminAccess(req.get("cookie"), services);
      if (!access.ok) {
        res.status(refusalStatus(access.reason)).json({
          errors: [{ field: "_form", typeError: "noPermission" }],
          reason: access.reason,
        });
        return;
      }
      res.locals.admin = access.admin;
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The administrator of a request that went through requireAdminApi. Every handler asks for it, so
 * a handler mounted outside the guarded router by mistake refuses instead of running unguarded.
 */
export function adminOf(res: Response): AdminIdentity {
  const admin = res.locals.admin as AdminIdentity | undefined;
  if (!admin) throw new AdminHttpError(403, [{ field: "_form", typeError: "noPermission" }]);
  return admin;
}

/** A refusal or a bad request, answered as spec §3 form errors by the admin router. */
export class AdminHttpError extends Error {
  override name = "AdminHttpError";
  readonly status: number;
  readonly errors: ServerFormError[];
  readonly extra: Record<string, unknown>;
  constructor(status: number, errors: ServerFormError[], extra: Record<string, unknown> = {}) {
    super(errors[0]?.msg ?? errors[0]?.typeError ?? `HTTP ${status}`);
    this.status = status;
    this.errors = errors;
    this.extra = extra;
  }
}
