import express, { type NextFunction, type Request, type Response, Router } from "express";
import { z } from "zod";
import {
  accountSchema,
  changePasswordSchema,
  deleteAccountSchema,
  type LoginInput,
  loginSchema,
  oauthCallbackSchema,
  PROVIDER_UNAVAILABLE,
  resetConfirmSchema,
  resetRequestSchema,
  signupSchema,
} from "#common/auth/schemas.ts";
import { issuesToFormErrors, type ServerFormError } from "#common/form-errors.ts";
import { isLocale, type Locale } from "#common/locales.ts";
import { isMalformedReturnPath, safeReturnPath } from "#common/return-path.ts";
import type { Database } from "#db/client.ts";
import type { Session } from "#db/schema/index.ts";
import type { Config } from "#server/config.ts";
import type { Logger } from "#server/logger.ts";
import { createMailer, type Mailer } from "#server/mail/mailer.ts";
import { mediaImageRoute, mediaTableSource } from "#server/media/http.ts";
import { createRateLimiter } from "#server/rate-limit.ts";
import { HttpError, isDatabaseUnavailable } from "../http-errors.ts";
import { createAltcha } from "./altcha.ts";
import {
  clearCookie,
  isSecureSite,
  oauthCookieName,
  readCookieHeader,
  serializeCookie,
  sessionCookieName,
  sessionCookieOptions,
} from "./cookies.ts";
import { createDeviceMarker, DEVICE_MARKER_DAYS, deviceCookieName } from "./device.ts";
import {
  createOidcClient,
  isProviderUnreachable,
  type OidcClient,
  type PendingSignIn,
  providersFromConfig,
} from "./oauth.ts";
import { originCheck } from "./origin.ts";
import { createAuthService, type Failure, normalizeEmail, type PublicUser, toPublicUser } from "./service.ts";
import type { LoginThrottleLimits } from "./throttle.ts";
import { retryAfterMinutes } from "./throttle.ts";
import { deriveKey, hashIp, safeEqual, sign } from "./tokens.ts";

export type AuthDeps = {
  config: Config;
  database: Database;
  logger: Logger;
  /** Injected clock (tests of idle and absolute expiry). */
  now?: () => number;
  mailer?: Mailer;
  loginLimits?: LoginThrottleLimits;
  /** Sign-ups allowed per IP and hour (default 10; tests that sign up many users raise it). */
  signupsPerIpHour?: number;
  /**
   * Runs work that must not sit on the request path (the password-reset and sign-up lookups,
   * tokens, inserts and mails: issue 17 finding 12). Default: the next turn of the event loop;
   * tests hold the tasks.
   */
  defer?: (task: () => Promise<void>) => void;
};

/** The pending third-party sign-in lives in a signed cookie for this long. */
const OAUTH_COOKIE_SECONDS = 10 * 60;

const noPermission: ServerFormError = { field: "_form", typeError: "noPermission" };
const providerUnavailable: ServerFormError = {
  field: "_form",
  typeError: "internalError",
  msg: PROVIDER_UNAVAILABLE,
};

function sendErrors(res: Response, status: number, errors: ServerFormError[]) {
  res.status(status).json({ errors });
}

function sendFailure(res: Response, failure: Failure) {
  if (failure.retryAfterMs !== undefined) {
    const minutes = retryAfterMinutes(failure.retryAfterMs);
    res.setHeader("Retry-After", String(Math.ceil(failure.retryAfterMs / 1000)));
    res.status(failure.status).json({
      errors: failure.errors.map((e) => ({
        ...e,
        msg: `Too many attempts, try again in ${minutes} minutes`,
      })),
      retryAfterMinutes: minutes,
    });
    return;
  }
  sendErrors(res, failure.status, failure.errors);
}

/** zod at the boundary: the parsed body, or a 400 with spec §8 errors already sent. */
function parseBody<T>(schema: z.ZodType<T>, req: Request, res: Response): T | null {
  const result = schema.safeParse(req.body ?? {});
  if (!result.success) {
    sendErrors(res, 400, issuesToFormErrors(result.error.issues));
    return null;
  }
  return result.data;
}

/** The language of a form's mails: its `lang` field, else the locale cookie, else none. */
function formLang(req: Request, fromBody: string | undefined): Locale | undefined {
  for (const candidate of [fromBody, readCookieHeader(req.get("cookie"), "i18n_redirected")]) {
    if (isLocale(candidate)) return candidate;
  }
  return undefined;
}

export type SessionUser = PublicUser;

export type Auth = ReturnType<typeof createAuth>;

/**
 * Told about every new password account, in the sign-up's queued work (issue 14: the verification
 * mail, whose link signs in), with the language of the sign-up page.
 */
export type SignupListener = (user: PublicUser, req: Request, lang: Locale) => void | Promise<void>;

/**
 * The one answer to an accepted sign-up, for a new address and a known one alike (issue 17 finding
 * 12): the browser shows "check your inbox".
 */
export const SIGNUP_ANSWER = { ok: true, checkInbox: true } as const;

export function createAuth(deps: AuthDeps) {
  const { config, database, logger } = deps;
  const now = deps.now ?? Date.now;
  // Queued work still running (`settled()` waits for it: a clean shutdown, tests).
  const running = new Set<Promise<void>>();
  const defer =
    deps.defer ??
    ((task: () => Promise<void>) => {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => logger.error({ err }, "queued sign-up or password reset failed"))
        .finally(() => running.delete(done));
      running.add(done);
    });
  const requestLang = (req: Request, fromBody: string | undefined): Locale =>
    formLang(req, fromBody) ?? config.DEFAULT_LOCALE;
  const secure = isSecureSite(config.SITE_URL);
  const cookieName = sessionCookieName(secure);
  const oauthCookie = oauthCookieName(secure);
  const siteUrl = (config.CURRENT_SITE_URL ?? config.SITE_URL).replace(/\/$/, "");
  const absoluteMs = config.SESSION_ABSOLUTE_DAYS * 24 * 60 * 60 * 1000;
  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: `${config.dataDir}/outbox` });
  const deleteListeners: ((userId: string) => Promise<void>)[] = [];
  const service = createAuthService({
    beforeDeleteUser: async (userId) => {
      for (const listener of deleteListeners) await listener(userId);
    },
    db: database.db,
    mailer,
    policy: { idleMs: config.SESSION_IDLE_MINUTES * 60 * 1000, absoluteMs },
    siteUrl,
    appName: config.APP_NAME,
    defaultLocale: config.DEFAULT_LOCALE,
    avatarMaxBytes: config.AVATAR_MAX_BYTES,
    now,
    ...(deps.loginLimits ? { loginLimits: deps.loginLimits } : {}),
    onBackgroundError: (err) => logger.error({ err }, "mail delivery failed"),
  });
  const altcha = createAltcha({
    secret: config.sessionSecret,
    cost: config.ALTCHA_COST,
    maxNumber: config.ALTCHA_MAX_NUMBER,
    now,
  });
  const providers = new Map<string, OidcClient>(
    providersFromConfig(config).map((p) => [
      p.id,
      createOidcClient(p, `${siteUrl}/app/auth/oauth2/${p.id}/redirect`, now),
    ]),
  );
  const oauthKey = deriveKey(config.sessionSecret, "oauth-pending:v1");
  const signupListeners: SignupListener[] = [];
  const devices = createDeviceMarker(config.sessionSecret);
  const deviceCookie = deviceCookieName(secure);

  /**
   * E-mail + password login of the accounts API and the admin area (issue 17 finding 4, decision
   * 013): the device marker exempts the owner's browsers from the account-wide budget, the robot
   * check is verified only when that budget asks for it. The caller renews the marker with
   * `rememberDevice` once it starts a session.
   */
  async function passwordLogin(req: Request, body: LoginInput) {
    const marker = readCookieHeader(req.get("cookie"), deviceCookie);
    const result = await service.login({
      email: body.email,
      password: body.password,
      ip: req.ip ?? "unknown",
      knownDevice: devices.verify(marker, body.email, now()),
      robotCheck: () => altcha.verify(body.altcha),
    });
    return result;
  }

  /** This browser logged in to the account: it is a known device of it from now on. */
  function rememberDevice(res: Response, email: string) {
    res.append(
      "Set-Cookie",
      serializeCookie(
        deviceCookie,
        devices.issue(email, now()),
        sessionCookieOptions(secure, DEVICE_MARKER_DAYS * 24 * 60 * 60),
      ),
    );
  }

  async function fromCookieHeader(header: string | null | undefined) {
    const result = await service.sessions.validate(readCookieHeader(header, cookieName));
    return result ? { user: toPublicUser(result.user), session: result.session } : null;
  }

  function setSessionCookie(res: Response, token: string) {
    res.append(
      "Set-Cookie",
      serializeCookie(cookieName, token, sessionCookieOptions(secure, absoluteMs / 1000)),
    );
  }

  /** Login, sign-up and provider sign-in: the old session (if any) ends and a new id is issued (ASVS 5 V7.2.4). */
  async function startSession(req: Request, res: Response, userId: string) {
    await service.sessions.destroy(readCookieHeader(req.get("cookie"), cookieName));
    const { token } = await service.sessions.create(userId, {
      userAgent: req.get("user-agent"),
      ipHash: hashIp(config.sessionSecret, req.ip),
    });
    setSessionCookie(res, token);
  }

  function writePending(res: Response, provider: string, pending: PendingSignIn, returnTo: string) {
    const body = Buffer.from(JSON.stringify({ p: provider, ...pending, r: returnTo, t: now() })).toString(
      "base64url",
    );
    res.append(
      "Set-Cookie",
      serializeCookie(
        oauthCookie,
        `${body}.${sign(oauthKey, body)}`,
        sessionCookieOptions(secure, OAUTH_COOKIE_SECONDS),
      ),
    );
  }

  const pendingSchema = z.object({
    p: z.string(),
    state: z.string(),
    codeVerifier: z.string(),
    nonce: z.string(),
    r: z.string(),
    t: z.number(),
  });

  /** The pending sign-in of this browser, checked (signature, age, provider, state), and forgotten. */
  function takePending(req: Request, res: Response, provider: string, state: string | undefined) {
    res.append("Set-Cookie", clearCookie(oauthCookie, secure));
    const raw = readCookieHeader(req.get("cookie"), oauthCookie);
    if (!raw || !state) return null;
    const [body, signature] = raw.split(".");
    if (!body || !signature || !safeEqual(signature, sign(oauthKey, body))) return null;
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    } catch {
      return null;
    }
    const parsed = pendingSchema.safeParse(decoded);
    if (!parsed.success) return null;
    const pending = parsed.data;
    if (pending.p !== provider || now() - pending.t > OAUTH_COOKIE_SECONDS * 1000) return null;
    if (!safeEqual(pending.state, state)) return null;
    return pending;
  }

  /** Completes a provider sign-in: code -> verified identity -> account -> session. */
  async function finishProvider(
    req: Request,
    res: Response,
    providerId: string,
    code: string,
    pending: PendingSignIn,
  ) {
    const client = providers.get(providerId);
    if (!client) return { ok: false as const, status: 404, errors: [noPermission] };
    let identity: Awaited<ReturnType<OidcClient["finish"]>>;
    try {
      identity = await client.finish(code, pending);
    } catch (err) {
      if (isProviderUnreachable(err)) {
        logger.warn({ err, provider: providerId }, "provider unreachable");
        return { ok: false as const, status: 503, errors: [providerUnavailable], unavailable: true };
      }
      logger.warn({ err, provider: providerId }, "provider sign-in failed");
      return {
        ok: false as const,
        status: 400,
        errors: [{ field: "_form", typeError: "oauthCodeRequired" } as ServerFormError],
      };
    }
    const result = await service.signInWithProvider(providerId, identity);
    if (!result.ok) return result;
    await startSession(req, res, result.user.id);
    return result;
  }

  const signupLimit = createRateLimiter({
    keyPrefix: "signup-ip",
    points: deps.signupsPerIpHour ?? 10,
    durationSeconds: 60 * 60,
  });
  // A known address gets at most this many "someone tried to sign up" notices an hour.
  const signupNoticeLimit = createRateLimiter({
    keyPrefix: "signup-notice",
    points: 3,
    durationSeconds: 60 * 60,
  });
  const resetIpLimit = createRateLimiter({ keyPrefix: "reset-ip", points: 10, durationSeconds: 60 * 60 });
  const resetEmailLimit = createRateLimiter({
    keyPrefix: "reset-email",
    points: 3,
    durationSeconds: 60 * 60,
  });
  const challengeLimit = createRateLimiter({
    keyPrefix: "altcha-challenge",
    points: 60,
    durationSeconds: 60,
  });
  const avatarLimit = createRateLimiter({ keyPrefix: "avatar", points: 20, durationSeconds: 60 * 60 });

  function tooMany(res: Response, retryAfterMs: number) {
    sendFailure(res, {
      ok: false,
      status: 429,
      errors: [{ field: "_form", typeError: "unknown" }],
      retryAfterMs,
    });
  }

  type Authed = { user: PublicUser; session: Session };

  /** 401 (spec §6: no permission) unless the request has a live session. */
  async function requireSession(req: Request, res: Response, next: NextFunction) {
    const current = await fromCookieHeader(req.get("cookie"));
    if (!current) {
      sendErrors(res, 401, [noPermission]);
      return;
    }
    res.locals.auth = current satisfies Authed;
    next();
  }
  const authed = (res: Response) => res.locals.auth as Authed;

  function router(): Router {
    const r = Router();
    const json = express.json({ limit: "20kb" });

    // Answers about accounts are personal: never cached by the browser or a proxy (ASVS 5 V14.3).
    r.use("/api/auth", (_req, res, next) => {
      res.setHeader("Cache-Control", "no-store");
      next();
    });
    r.use("/api/auth", json);

    r.get("/api/auth/me", async (req, res) => {
      const current = await fromCookieHeader(req.get("cookie"));
      res.json({ user: current?.user ?? null });
    });

    r.get("/api/auth/altcha/challenge", async (req, res) => {
      const limit = await challengeLimit.consume(req.ip ?? "unknown");
      if (!limit.ok) return tooMany(res, limit.retryAfterMs);
      res.json(await altcha.challenge());
    });

    r.post("/api/auth/signup", async (req, res) => {
      const body = parseBody(signupSchema, req, res);
      if (!body) return;
      if (!(await altcha.verify(body.altcha)))
        return sendErrors(res, 400, [{ field: "altcha", typeError: "invalid" }]);
      const limit = await signupLimit.consume(req.ip ?? "unknown");
      if (!limit.ok) return tooMany(res, limit.retryAfterMs);
      const failure = service.checkSignup(body);
      if (failure) return sendFailure(res, failure);
      const lang = requestLang(req, body.lang);
      // The one query on the way, the same for every address: with the database down the form says
      // "try again in a moment" (503, issue 17 "Faults") instead of queuing work that would be lost.
      await database.ping();
      // Issue 17 finding 12 (decision 046): the answer is the same whether the address has an
      // account or not, and so is the work before it. The lookup, the password hash, the insert and
      // the mail (the verification link for a new account, a notice to the owner of an existing
      // one) are queued after the answer. No session starts here: the mailed link signs in.
      defer(async () => {
        const outcome = await service.completeSignup(body, lang, {
          notify: async () => (await signupNoticeLimit.consume(normalizeEmail(body.email))).ok,
        });
        if (!("created" in outcome)) return;
        const created = toPublicUser(outcome.created);
        for (const listener of signupListeners) {
          try {
            await listener(created, req, lang);
          } catch (err) {
            logger.error({ err }, "signup listener failed");
          }
        }
      });
      res.status(200).json(SIGNUP_ANSWER);
    });

    r.post("/api/auth/login", async (req, res) => {
      const body = parseBody(loginSchema, req, res);
      if (!body) return;
      const result = await passwordLogin(req, body);
      if (!result.ok) return sendFailure(res, result);
      rememberDevice(res, body.email);
      await startSession(req, res, result.user.id);
      res.json({ user: toPublicUser(result.user) });
    });

    r.post("/api/auth/logout", async (req, res) => {
      await service.sessions.destroy(readCookieHeader(req.get("cookie"), cookieName));
      res.append("Set-Cookie", clearCookie(cookieName, secure));
      res.json({ user: null });
    });

    r.post("/api/auth/password-reset/request", async (req, res) => {
      const body = parseBody(resetRequestSchema, req, res);
      if (!body) return;
      if (!(await altcha.verify(body.altcha)))
        return sendErrors(res, 400, [{ field: "altcha", typeError: "invalid" }]);
      const ipLimit = await resetIpLimit.consume(req.ip ?? "unknown");
      if (!ipLimit.ok) return tooMany(res, ipLimit.retryAfterMs);
      const lang: Locale = body.lang && isLocale(body.lang) ? body.lang : config.DEFAULT_LOCALE;
      // Issue 17 finding 12: the answer does the same work whether the address has an account or
      // not — the lookup, the token and the mail are queued after it, so timing reveals nothing.
      // Past the per-address budget the answer stays the same; only the mail is not sent again.
      defer(async () => {
        const emailLimit = await resetEmailLimit.consume(body.email.toLowerCase());
        if (emailLimit.ok) await service.requestPasswordReset(body.email, lang);
      });
      res.json({ ok: true });
    });

    r.post("/api/auth/password-reset/confirm", async (req, res) => {
      const body = parseBody(resetConfirmSchema, req, res);
      if (!body) return;
      const result = await service.confirmPasswordReset(body.token, body.password);
      if (!result.ok) return sendFailure(res, result);
      res.append("Set-Cookie", clearCookie(cookieName, secure));
      res.json({ ok: true, user: null });
    });

    r.get("/api/auth/sessions", requireSession, async (_req, res) => {
      const { user, session } = authed(res);
      const list = await service.sessions.list(user.id);
      res.json({
        sessions: list.map((s) => ({
          id: s.id,
          current: s.id === session.id,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          userAgent: s.userAgent,
        })),
      });
    });

    r.delete("/api/auth/sessions/:id", requireSession, async (req, res) => {
      const { user, session } = authed(res);
      const id = z
        .string()
        .regex(/^[0-9a-f]{64}$/)
        .safeParse(req.params.id);
      if (!id.success || !(await service.sessions.revoke(user.id, id.data))) {
        return sendErrors(res, 404, [{ field: "session", typeError: "invalid" }]);
      }
      if (id.data === session.id) res.append("Set-Cookie", clearCookie(cookieName, secure));
      res.json({ ok: true });
    });

    /** Ends every other session of the user ("log out everywhere else"). */
    r.delete("/api/auth/sessions", requireSession, async (_req, res) => {
      const { user, session } = authed(res);
      const revoked = await service.sessions.revokeAll(user.id, session.id);
      res.json({ ok: true, revoked });
    });

    r.patch("/api/auth/account", requireSession, async (req, res) => {
      const body = parseBody(accountSchema, req, res);
      if (!body) return;
      const result = await service.updateAccount(authed(res).user.id, body);
      if (!result.ok) return sendFailure(res, result);
      res.json({ user: toPublicUser(result.user) });
    });

    r.post(
      "/api/auth/account/avatar",
      requireSession,
      // Raw bytes whatever the declared type: the type is decided from the bytes (server/media/images.ts).
      express.raw({ type: () => true, limit: config.AVATAR_MAX_BYTES }),
      async (req, res) => {
        const { user } = authed(res);
        const limit = await avatarLimit.consume(user.id);
        if (!limit.ok) return tooMany(res, limit.retryAfterMs);
        const bytes = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array();
        if (bytes.length === 0) return sendErrors(res, 400, [{ field: "avatar", typeError: "required" }]);
        const result = await service.setAvatar(user.id, bytes);
        if (!result.ok) return sendFailure(res, result);
        res.json({ user: toPublicUser(result.user) });
      },
    );

    r.post("/api/auth/account/password", requireSession, async (req, res) => {
      const body = parseBody(changePasswordSchema, req, res);
      if (!body) return;
      const { user, session } = authed(res);
      const result = await service.changePassword(user.id, session.id, body);
      if (!result.ok) return sendFailure(res, result);
      res.json({ user: toPublicUser(result.user) });
    });

    r.delete("/api/auth/account", requireSession, async (req, res) => {
      const body = parseBody(deleteAccountSchema, req, res);
      if (!body) return;
      const result = await service.deleteAccount(authed(res).user.id, body.password);
      if (!result.ok) return sendFailure(res, result);
      res.append("Set-Cookie", clearCookie(cookieName, secure));
      res.json({ user: null });
    });

    // --- Third-party sign-in (spec §2.1, §7.1) ---
    /** The login page in the language of the sign-in URL, with an error kind to show. */
    const loginPageFor = (lang: unknown, error: string, returnTo?: string) => {
      const prefix = isLocale(lang) && lang !== config.DEFAULT_LOCALE ? `/${lang}` : "";
      const query = new URLSearchParams({ error });
      if (returnTo && returnTo !== "/app") query.set("redirect", returnTo);
      return `${prefix}/app/auth/login?${query}`;
    };
    const providerParam = z.string().regex(/^[a-z0-9-]{1,30}$/);
    const oauthLogin = async (req: Request, res: Response, next: NextFunction) => {
      if (req.params.lang !== undefined && !isLocale(req.params.lang)) return next();
      const id = providerParam.safeParse(req.params.provider);
      const client = id.success ? providers.get(id.data) : undefined;
      if (!client) return next(); // unknown provider: the page's validate hook answers 404
      res.setHeader("Cache-Control", "no-store");
      // Issue 17 finding 11: a forged return path is a 400 on the error page, not a silent fallback.
      if (isMalformedReturnPath(req.query.redirect)) return next(new HttpError(400, "Malformed return path"));
      const returnTo = safeReturnPath(req.query.redirect, siteUrl, "/app");
      let started: Awaited<ReturnType<OidcClient["start"]>>;
      try {
        started = await client.start();
      } catch (err) {
        // The issuer is down or unreachable: back to the login page with a clear message (issue 11
        // item 4), keeping where the visitor was going.
        logger.warn({ err, provider: client.id }, "provider unreachable");
        return res.redirect(303, loginPageFor(req.params.lang, PROVIDER_UNAVAILABLE, returnTo));
      }
      writePending(res, client.id, started.pending, returnTo);
      res.redirect(303, started.url.toString());
    };
    const oauthRedirect = async (req: Request, res: Response, next: NextFunction) => {
      if (req.params.lang !== undefined && !isLocale(req.params.lang)) return next();
      const id = providerParam.safeParse(req.params.provider);
      if (!id.success || !providers.has(id.data)) return next();
      res.setHeader("Cache-Control", "no-store");
      const loginPage = (kind: string) => loginPageFor(req.params.lang, kind);
      const code = typeof req.query.code === "string" ? req.query.code : "";
      const state = typeof req.query.state === "string" ? req.query.state : undefined;
      const pending = takePending(req, res, id.data, state);
      if (!code || !pending) return res.redirect(303, loginPage("oauthCodeRequired"));
      const result = await finishProvider(req, res, id.data, code, pending);
      if (!result.ok) {
        const kind = "unavailable" in result ? PROVIDER_UNAVAILABLE : result.errors[0]?.typeError;
        return res.redirect(303, loginPage(kind ?? "oauthCodeRequired"));
      }
      res.redirect(303, safeReturnPath(pending.r, siteUrl, "/app"));
    };
    r.get("/app/auth/oauth2/:provider/login", oauthLogin);
    r.get("/:lang/app/auth/oauth2/:provider/login", oauthLogin);
    r.get("/app/auth/oauth2/:provider/redirect", oauthRedirect);
    r.get("/:lang/app/auth/oauth2/:provider/redirect", oauthRedirect);

    /** Spec §7.1: {code} -> {user}. The state is required too: without it, login CSRF. */
    r.post("/api/auth/user/oauth2/:provider/callback", async (req, res) => {
      const id = providerParam.safeParse(req.params.provider);
      if (!id.success || !providers.has(id.data)) return sendErrors(res, 404, [noPermission]);
      const body = oauthCallbackSchema.safeParse(req.body ?? {});
      const pending = takePending(req, res, id.data, body.success ? body.data.state : undefined);
      if (!body.success || !pending)
        return sendErrors(res, 400, [{ field: "code", typeError: "oauthCodeRequired" }]);
      const result = await finishProvider(req, res, id.data, body.data.code, pending);
      if (!result.ok) return sendErrors(res, result.status, result.errors);
      res.json({ user: toPublicUser(result.user) });
    });

    // --- Media (spec §3 media image URL): avatars; the app server mounts a fuller route first
    // (server/app.ts: stories too), this one serves the auth-only test server. ---
    r.get("/api/media/img/:id{/:slug}", mediaImageRoute([mediaTableSource(database.db)]));

    r.use("/api/auth", (error: unknown, _req: Request, res: Response, next: NextFunction) => {
      if (res.headersSent) return next(error);
      const status = (error as { status?: number }).status;
      if (status === 413)
        return sendErrors(res, 413, [{ field: "_form", typeError: "invalid", msg: "too large" }]);
      if (status === 400) return sendErrors(res, 400, [{ field: "_form", typeError: "invalid" }]);
      // Issue 17: the database is down or restarting: a clear 503 the form shows as "try again in a
      // moment", not an error-level 500.
      if (isDatabaseUnavailable(error)) {
        logger.warn({ err: (error as Error).message }, "auth request: database unavailable");
        res.setHeader("Retry-After", "5");
        return sendErrors(res, 503, [{ field: "_form", typeError: "internalError" }]);
      }
      logger.error({ err: error }, "auth request failed");
      sendErrors(res, 500, [{ field: "_form", typeError: "internalError" }]);
    });
    return r;
  }

  const allowedOrigins = [config.SITE_URL, ...(config.CURRENT_SITE_URL ? [config.CURRENT_SITE_URL] : [])];

  return {
    service,
    /** The one way out for e-mail (SMTP or the outbox), for other features' mails. */
    mailer,
    /**
     * Resolves once the queued work (sign-ups, reset requests) started so far has finished: for a
     * clean shutdown and for tests that sign up and then log in. Injected `defer`s track their own.
     */
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
    /**
     * Starts a session for an account whose owner proved control of the inbox (issue 17 finding
     * 12: the verification link mailed at sign-up signs in, decision 046). The old session of the
     * browser ends, as at login.
     */
    startSession,
    /** Registers a listener of new sign-ups (issue 14: server/social sends the verification link). */
    onSignup(listener: SignupListener): void {
      if (!signupListeners.includes(listener)) signupListeners.push(listener);
    },
    /** Registers work to do before an account is deleted (issue 14: story files). */
    onBeforeDeleteUser(listener: (userId: string) => Promise<void>): void {
      if (!deleteListeners.includes(listener)) deleteListeners.push(listener);
    },
    altcha,
    /** Password login with the throttle's robot check and device marker (decision 013). */
    passwordLogin,
    rememberDevice,
    cookieName,
    secure,
    providers: [...providers.keys()],
    router,
    /** Express middleware refusing cross-origin mutating requests; mount before every route. */
    originCheck: originCheck({ allowedOrigins }),
    /** The logged-in user of a Fetch Request (React Router loaders and middleware), or null. */
    async getSessionUser(request: globalThis.Request): Promise<PublicUser | null> {
      return (await fromCookieHeader(request.headers.get("cookie")))?.user ?? null;
    },
    /** The logged-in user and session of an Express request (e.g. the realtime user token), or null. */
    async getSessionFromExpress(req: Request): Promise<{ user: PublicUser; session: Session } | null> {
      return fromCookieHeader(req.get("cookie"));
    },
    /** ADMIN_EMAIL/ADMIN_PASSWORD at start-up: the first administrator (issue 6 item 7). */
    async bootstrapAdmin(): Promise<void> {
      if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return;
      const result = await service.ensureAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
      if (!result.ok) {
        logger.error({ errors: result.errors }, "ADMIN_EMAIL/ADMIN_PASSWORD refused (password policy)");
        return;
      }
      if (result.created) logger.info({ email: config.ADMIN_EMAIL }, "administrator created");
    },
  };
}

// One Auth per database, shared by the Express routes and the SSR bundle (which loads its own copy
// of this module, hence globalThis, as in server/context.ts).
const shared = globalThis as typeof globalThis & { __acasoAuth?: WeakMap<Database, Auth> };
shared.__acasoAuth ??= new WeakMap();

/** The Auth of these services, created on first use. */
export function getAuth(services: { config: Config; database: Database; logger: Logger }): Auth {
  const cache = shared.__acasoAuth as WeakMap<Database, Auth>;
  let auth = cache.get(services.database);
  if (!auth) {
    auth = createAuth(services);
    cache.set(services.database, auth);
  }
  return auth;
}

/** THE session question of loaders and middleware: the user of a Fetch Request, or null. */
export function getSessionUser(
  request: globalThis.Request,
  services: { config: Config; database: Database; logger: Logger },
): Promise<PublicUser | null> {
  return getAuth(services).getSessionUser(request);
}

/** The same for an Express request (e.g. GET /api/auth/rt-connection/ut binding the user). */
export async function getSessionUserFromExpress(
  req: Request,
  services: { config: Config; database: Database; logger: Logger },
): Promise<PublicUser | null> {
  return (await getAuth(services).getSessionFromExpress(req))?.user ?? null;
}
