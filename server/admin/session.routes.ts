import express, { type NextFunction, type Request, type Response, Router } from "express";
import { z } from "zod";
import { issuesToFormErrors } from "#common/form-errors.ts";
import { userText } from "#common/text.ts";
import { clearCookie, readCookieHeader, serializeCookie, sessionCookieOptions } from "../auth/cookies.ts";
import { getAuth } from "../auth/http.ts";
import { retryAfterMinutes } from "../auth/throttle.ts";
import { hashIp } from "../auth/tokens.ts";
import { createRateLimiter } from "../rate-limit.ts";
import { AdminHttpError, checkAdminAccess, refusalStatus } from "./guard.ts";
import { getSecondFactorStore } from "./second-factor/store.ts";
import { enrolmentOf } from "./second-factor/totp.ts";
import type { AdminApiDeps } from "./types.ts";

const loginSchema = z.object({
  email: userText({ max: 320 }),
  password: z.string().min(1).max(1000),
  /** The robot check, once the account's budget of failed passwords is spent (decision 013). */
  altcha: z.string().min(1).max(4000).optional(),
});
const codeSchema = z.object({ code: userText({ min: 6, max: 32 }) });

/** What the admin login page does next. */
export type AdminLoginNext = "secondFactor" | "enrol" | "done";

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw new AdminHttpError(400, issuesToFormErrors(parsed.error.issues));
  return parsed.data;
}

type Handler = (req: Request, res: Response) => Promise<void>;
const wrap =
  (handler: Handler) =>
  (req: Request, res: Response, next: NextFunction): void => {
    handler(req, res).catch(next);
  };

function tooMany(retryAfterMs: number): AdminHttpError {
  const minutes = retryAfterMinutes(retryAfterMs);
  return new AdminHttpError(
    429,
    [{ field: "_form", typeError: "pending", msg: `Too many attempts, try again in ${minutes} minutes` }],
    { retryAfterMinutes: minutes, retryAfterMs },
  );
}

/**
 * /api/admin/session/*: the steps of an admin sign-in (issue 12), mounted before the guard; each
 * route checks for itself what it needs.
 *   POST /login            e-mail + password of an administrator → a session; says what comes next
 *   POST /second-factor    a TOTP code or a recovery code proves the factor for this session
 *   POST /enrol/start      (admin without a factor) a new secret, its otpauth URI and QR code
 *   POST /enrol/confirm    (same) the first code confirms it; answers the ten recovery codes once
 *   POST /logout           ends this session
 * Codes are throttled like passwords: 5 tries per account and address in 15 minutes, 20 per account
 * and hour, whatever the address.
 */
export function sessionRoutes(deps: AdminApiDeps): Router {
  const router = Router();
  const auth = getAuth(deps);
  const factors = getSecondFactorStore(deps);
  const absoluteSeconds = deps.config.SESSION_ABSOLUTE_DAYS * 24 * 60 * 60;
  const codeLimits = {
    accountIp: createRateLimiter({
      keyPrefix: "admin-2fa-account-ip",
      points: 5,
      durationSeconds: 15 * 60,
      blockSeconds: 15 * 60,
    }),
    account: createRateLimiter({
      keyPrefix: "admin-2fa-account",
      points: 20,
      durationSeconds: 60 * 60,
      blockSeconds: 60 * 60,
    }),
  };
  router.use(express.json({ limit: "4kb" }));

  async function takeCodeAttempt(userId: string, ip: string) {
    const results = await Promise.all([
      codeLimits.accountIp.consume(`${userId}|${ip}`),
      codeLimits.account.consume(userId),
    ]);
    let wait = 0;
    for (const r of results) if (!r.ok) wait = Math.max(wait, r.retryAfterMs);
    if (wait > 0) throw tooMany(wait);
  }

  /** The signed-in account of this request, whatever its second-factor state (never a non-admin). */
  async function adminSession(req: Request) {
    const access = await checkAdminAccess(req.get("cookie"), deps);
    if (access.ok) return { access, user: access.admin };
    if (access.reason === "anonymous" || access.reason === "notAdmin" || !access.user) {
      throw new AdminHttpError(
        refusalStatus(access.reason),
        [{ field: "_form", typeError: "noPermission" }],
        {
          reason: access.reason,
        },
      );
    }
    return { access, user: access.user };
  }

  const audit = (req: Request, user: { id: string; email: string }, action: string, after?: unknown) =>
    deps.audit.record({
      actor: { id: user.id, email: user.email },
      action,
      target: { type: "user", id: user.id },
      after,
      ip: req.ip,
    });

  router.post(
    "/login",
    wrap(async (req, res) => {
      const body = parse(loginSchema, req.body);
      const result = await auth.passwordLogin(req, body);
      if (!result.ok) {
        if (result.retryAfterMs !== undefined) throw tooMany(result.retryAfterMs);
        throw new AdminHttpError(result.status, result.errors);
      }
      // Spec §8: an account without the admin role gets "no permission" and no session from here.
      if (result.user.role !== "admin") {
        throw new AdminHttpError(403, [{ field: "_form", typeError: "noPermission" }]);
      }
      auth.rememberDevice(res, body.email);
      // A new session id at login (ASVS 5 V7.2.4); the previous one of this browser ends.
      await auth.service.sessions.destroy(readCookieHeader(req.get("cookie"), auth.cookieName));
      const { token } = await auth.service.sessions.create(result.user.id, {
        userAgent: req.get("user-agent"),
        ipHash: hashIp(deps.config.sessionSecret, req.ip),
      });
      res.append(
        "Set-Cookie",
        serializeCookie(auth.cookieName, token, sessionCookieOptions(auth.secure, absoluteSeconds)),
      );
      let next: AdminLoginNext = "done";
      if (deps.config.ADMIN_REQUIRE_2FA) {
        next = (await factors.isEnrolled(result.user.id)) ? "secondFactor" : "enrol";
      } else {
        await audit(req, result.user, "admin.login", { secondFactor: "notRequired" });
      }
      res.json({ next });
    }),
  );

  router.post(
    "/second-factor",
    wrap(async (req, res) => {
      const { code } = parse(codeSchema, req.body);
      const { access, user } = await adminSession(req);
      if (access.ok) {
        res.json({ next: "done" satisfies AdminLoginNext });
        return;
      }
      if (access.reason !== "secondFactorRequired") {
        throw new AdminHttpError(403, [{ field: "_form", typeError: "noPermission" }], {
          reason: access.reason,
        });
      }
      // Throttle keys hold the keyed hash, never the address (they may live in Redis).
      const ip = hashIp(deps.config.sessionSecret, req.ip) ?? "unknown";
      await takeCodeAttempt(user.id, ip);
      const method = await factors.verify(user.id, code);
      if (!method) {
        await audit(req, user, "admin.loginFailed", { step: "secondFactor" });
        throw new AdminHttpError(400, [{ field: "code", typeError: "invalid" }]);
      }
      await factors.markSession(user.sessionId, user.id, method);
      await codeLimits.accountIp.reset(`${user.id}|${ip}`);
      await audit(req, user, "admin.login", { secondFactor: method });
      res.json({ next: "done" satisfies AdminLoginNext, method });
    }),
  );

  /** Only an administrator who has no factor yet enrols here; a lost factor is reset by another admin. */
  async function enrollingUser(req: Request) {
    const { access, user } = await adminSession(req);
    if (access.ok || access.reason !== "enrolmentRequired") {
      throw new AdminHttpError(409, [{ field: "_form", typeError: "duplicated", msg: "already enrolled" }]);
    }
    return user;
  }

  router.post(
    "/enrol/start",
    wrap(async (req, res) => {
      const user = await enrollingUser(req);
      const secret = await factors.startEnrolment(user.id);
      const { uri, qrSvg } = await enrolmentOf(secret, deps.config.APP_NAME, user.email);
      res.json({ secret, uri, qrSvg });
    }),
  );

  router.post(
    "/enrol/confirm",
    wrap(async (req, res) => {
      const { code } = parse(codeSchema, req.body);
      const user = await enrollingUser(req);
      // Throttle keys hold the keyed hash, never the address (they may live in Redis).
      const ip = hashIp(deps.config.sessionSecret, req.ip) ?? "unknown";
      await takeCodeAttempt(user.id, ip);
      const recoveryCodes = await factors.confirmEnrolment(user.id, user.sessionId, code);
      if (!recoveryCodes) throw new AdminHttpError(400, [{ field: "code", typeError: "invalid" }]);
      await codeLimits.accountIp.reset(`${user.id}|${ip}`);
      await audit(req, user, "admin.secondFactor.enrol", { method: "totp" });
      await audit(req, user, "admin.login", { secondFactor: "totp" });
      res.json({ recoveryCodes });
    }),
  );

  router.post(
    "/logout",
    wrap(async (req, res) => {
      const access = await checkAdminAccess(req.get("cookie"), deps);
      const who = access.ok ? access.admin : access.user;
      if (who && (access.ok || access.reason !== "notAdmin")) await audit(req, who, "admin.logout");
      await auth.service.sessions.destroy(readCookieHeader(req.get("cookie"), auth.cookieName));
      res.append("Set-Cookie", clearCookie(auth.cookieName, auth.secure));
      res.json({ ok: true });
    }),
  );

  return router;
}
