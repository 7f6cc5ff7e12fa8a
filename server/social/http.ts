import path from "node:path";
import express, { type NextFunction, type Request, type Response, Router } from "express";
import { z } from "zod";
import type { PublicUser } from "#common/auth/user.ts";
import { issuesToFormErrors, type ServerFormError } from "#common/form-errors.ts";
import { isLocale, type Locale } from "#common/locales.ts";
import { profileUpdateSchema } from "#common/social/profile.ts";
import type { Database } from "#db/client.ts";
import { readCookieHeader } from "#server/auth/cookies.ts";
import { getAuth } from "#server/auth/http.ts";
import type { Config } from "#server/config.ts";
import type { Logger } from "#server/logger.ts";
import { createRateLimiter } from "#server/rate-limit.ts";
import { createLocalStorage, type FileStorage } from "#server/storage/index.ts";
import { startOrphanSweeper } from "#server/storage/orphans.ts";
import { socialClock } from "./clock.ts";
import { createDiscover } from "./discover.ts";
import { createProfiles, type Profiles } from "./profiles.ts";
import { storyRoutes } from "./stories.routes.ts";
import { createStories } from "./stories.ts";

export type SocialServices = {
  config: Config;
  database: Database;
  logger: Logger;
  /** Where story images live (server/storage); the app server passes its one storage. */
  storage?: FileStorage;
};

export type SocialDeps = SocialServices & {
  /** Injected clock (tests move time). */
  now?: () => number;
  profiles?: Profiles;
};

/** The answer when a write needs a verified address (issue 14): 403 with this form error. */
export const EMAIL_NOT_VERIFIED: ServerFormError = {
  field: "_form",
  typeError: "noPermission",
  msg: "emailNotVerified",
};
const NO_PERMISSION: ServerFormError = { field: "_form", typeError: "noPermission" };

function sendErrors(res: Response, status: number, errors: ServerFormError[], retryAfterMs?: number) {
  if (retryAfterMs !== undefined) res.setHeader("Retry-After", String(Math.ceil(retryAfterMs / 1000)));
  res.status(status).json({ errors });
}

function parse<T>(schema: z.ZodType<T>, value: unknown, res: Response): T | null {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) {
    sendErrors(res, 400, issuesToFormErrors(parsed.error.issues));
    return null;
  }
  return parsed.data;
}

/** The language of links and mails: ?lang / body lang, else the locale cookie, else the default. */
export function requestLocale(req: Request, fallback: Locale): Locale {
  const fromQuery = typeof req.query.lang === "string" ? req.query.lang : undefined;
  const fromBody = (req.body as { lang?: unknown } | undefined)?.lang;
  for (const candidate of [fromQuery, fromBody, readCookieHeader(req.get("cookie"), "i18n_redirected")]) {
    if (isLocale(candidate)) return candidate;
  }
  return fallback;
}

export type Social = ReturnType<typeof createSocial>;

export function createSocial(deps: SocialDeps) {
  const { config, database, logger } = deps;
  const now = deps.now ?? socialClock(config);
  const auth = getAuth(deps);
  const storage = deps.storage ?? createLocalStorage(path.join(config.dataDir, "files"));
  const siteUrl = (config.CURRENT_SITE_URL ?? config.SITE_URL).replace(/\/$/, "");
  const profiles =
    deps.profiles ??
    createProfiles({
      db: database.db,
      mailer: auth.mailer,
      siteUrl,
      appName: config.APP_NAME,
      defaultLocale: config.DEFAULT_LOCALE,
      now,
      onBackgroundError: (err) => logger.error({ err }, "verification mail failed"),
    });
  const stories = createStories({
    db: database.db,
    storage,
    now,
    retentionDays: config.SAFETY_RETENTION_DAYS,
    onBackgroundError: (err) => logger.warn({ err }, "story file cleanup failed"),
  });
  const discover = createDiscover({ db: database.db, stories, now });
  // Account deletion removes the user's stories and their files (the row cascade cannot reach files).
  auth.onBeforeDeleteUser(async (userId) => {
    await stories.removeAllOf(userId);
  });
  let sweepTimer: NodeJS.Timeout | undefined;
  let orphanSweeper: ReturnType<typeof startOrphanSweeper> | undefined;
  // Every new password account gets its verification link at once (provider sign-ins are verified).
  auth.onSignup((user, _req, lang) => profiles.startVerification(user.id, lang));

  const resendIpLimit = createRateLimiter({
    keyPrefix: "verify-resend-ip",
    points: 20,
    durationSeconds: 3600,
  });
  const profileLimit = createRateLimiter({ keyPrefix: "profile-update", points: 30, durationSeconds: 3600 });
  const profileIpLimit = createRateLimiter({
    keyPrefix: "profile-update-ip",
    points: 60,
    durationSeconds: 3600,
  });

  async function currentUser(req: Request): Promise<PublicUser | null> {
    return (await auth.getSessionFromExpress(req))?.user ?? null;
  }

  /**
   * THE gate of social writes (stories, rooms, chats): the signed-in user when the e-mail address
   * is verified; otherwise it answers 401 (no session) or 403 EMAIL_NOT_VERIFIED and returns null.
   */
  async function requireVerifiedUser(req: Request, res: Response): Promise<PublicUser | null> {
    const user = await currentUser(req);
    if (!user) {
      sendErrors(res, 401, [NO_PERMISSION]);
      return null;
    }
    if (!(await profiles.isVerified(user.id))) {
      sendErrors(res, 403, [EMAIL_NOT_VERIFIED]);
      return null;
    }
    return user;
  }

  /** The signed-in user or a 401 answer (reading needs no verification). */
  async function requireUser(req: Request, res: Response): Promise<PublicUser | null> {
    const user = await currentUser(req);
    if (!user) sendErrors(res, 401, [NO_PERMISSION]);
    return user;
  }

  function router(): Router {
    const r = Router();
    r.use((_req, res, next) => {
      res.setHeader("Cache-Control", "no-store");
      next();
    });
    // Stories first: their upload takes raw image bytes, not JSON.
    r.use(
      "/stories",
      storyRoutes({ config, stories, currentUser, requireUser, requireVerifiedUser, logger }),
    );
    r.use(express.json({ limit: "20kb" }));

    /** The discover feed (social home): ?cursor=n from the previous page's nextCursor. */
    r.get("/discover", async (req, res) => {
      const user = await requireUser(req, res);
      if (!user) return;
      const query = parse(
        z.object({ cursor: z.coerce.number().int().min(0).max(10_000).default(0) }),
        req.query,
        res,
      );
      if (!query) return;
      res.json(await discover.feed(query.cursor, user.id));
    });

    r.get("/profile", async (req, res) => {
      const user = await requireUser(req, res);
      if (!user) return;
      res.json({ profile: await profiles.ownProfile(user.id) });
    });

    r.patch("/profile", async (req, res) => {
      const user = await requireUser(req, res);
      if (!user) return;
      const body = parse(profileUpdateSchema, req.body, res);
      if (!body) return;
      for (const [limiter, key] of [
        [profileLimit, user.id],
        [profileIpLimit, req.ip ?? "unknown"],
      ] as const) {
        const limit = await limiter.consume(key);
        if (!limit.ok)
          return sendErrors(res, 429, [{ field: "_form", typeError: "unknown" }], limit.retryAfterMs);
      }
      const result = await profiles.update(user.id, body);
      if (!result.ok) {
        const error: ServerFormError = { field: result.field, typeError: result.kind };
        if (result.msg) error.msg = result.msg;
        return sendErrors(res, result.status, [error], result.retryAfterMs);
      }
      res.json({ profile: result.profile });
    });

    /** Public cards: ?ids=a,b (at most 100) — never e-mail addresses. */
    r.get("/profiles", async (req, res) => {
      const ids = parse(
        z.object({
          ids: z
            .string()
            .max(4000)
            .transform((v) => v.split(",").filter(Boolean))
            .pipe(z.array(z.uuid()).max(100)),
        }),
        req.query,
        res,
      );
      if (!ids) return;
      const found = await profiles.publicProfiles(ids.ids);
      res.json({ profiles: [...found.values()] });
    });

    r.get("/profiles/by-username/:username", async (req, res) => {
      const name = z.string().min(1).max(60).safeParse(req.params.username);
      const profile = name.success ? await profiles.byUsername(name.data) : null;
      if (!profile) return sendErrors(res, 404, [{ field: "username", typeError: "invalid" }]);
      res.json({ profile });
    });

    r.post("/verify-email/resend", async (req, res) => {
      const user = await requireUser(req, res);
      if (!user) return;
      const ip = await resendIpLimit.consume(req.ip ?? "unknown");
      if (!ip.ok) return sendErrors(res, 429, [{ field: "_form", typeError: "unknown" }], ip.retryAfterMs);
      const result = await profiles.resendVerification(user.id, requestLocale(req, config.DEFAULT_LOCALE));
      if (!result.ok) {
        return sendErrors(
          res,
          429,
          [{ field: "_form", typeError: "unknown", msg: "resendThrottled" }],
          result.retryAfterMs,
        );
      }
      res.json({ ok: true, alreadyVerified: result.alreadyVerified });
    });

    /**
     * The mailed link: spends the token, signs its owner in (it proves control of the inbox; since
     * issue 17 finding 12 sign-up itself starts no session, decision 046) and lands on the social
     * home with the outcome. A disabled account is verified but not signed in.
     */
    r.get("/verify-email/:token", async (req, res) => {
      const result = await profiles.confirmVerification(String(req.params.token));
      if (result.ok) {
        const owner = await auth.service.findById(result.userId);
        if (owner && !owner.disabledAt) await auth.startSession(req, res, owner.id);
      }
      const lang = requestLocale(req, config.DEFAULT_LOCALE);
      const prefix = lang === config.DEFAULT_LOCALE ? "" : `/${lang}`;
      res.redirect(303, `${prefix}/app/social?verified=${result.ok ? "1" : "0"}`);
    });

    r.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
      if (res.headersSent) return next(error);
      const status = (error as { status?: number }).status;
      if (status === 413)
        return sendErrors(res, 413, [{ field: "_form", typeError: "invalid", msg: "too large" }]);
      if (status === 400) return sendErrors(res, 400, [{ field: "_form", typeError: "invalid" }]);
      logger.error({ err: error }, "social request failed");
      sendErrors(res, 500, [{ field: "_form", typeError: "internalError" }]);
    });
    return r;
  }

  return {
    profiles,
    stories,
    /** Pinned posts, the feed, and the rooms hook (`discover.setRoomSource`) for the rooms feature. */
    discover,
    router,
    requireVerifiedUser,
    requireUser,
    currentUser,
    now,
    /**
     * Starts the expiry job (every STORIES_SWEEP_SECONDS) and the deletion of files the database
     * queued as orphans, such as the pictures of deleted direct messages (every ORPHAN_SWEEP_SECONDS,
     * decision 049); idempotent.
     */
    start() {
      if (sweepTimer) return;
      orphanSweeper = startOrphanSweeper({
        db: database.db,
        storage,
        logger,
        everyMs: config.ORPHAN_SWEEP_SECONDS * 1000,
      });
      sweepTimer = setInterval(() => {
        Promise.all([stories.sweep(), stories.sweepEvidence()])
          .then(([n, evidence]) => {
            if (n > 0 || evidence > 0) logger.info({ stories: n, evidence }, "expired stories deleted");
          })
          .catch((err: unknown) => logger.error({ err }, "story sweep failed"));
      }, config.STORIES_SWEEP_SECONDS * 1000);
      sweepTimer.unref();
    },
    stop() {
      if (sweepTimer) clearInterval(sweepTimer);
      sweepTimer = undefined;
      orphanSweeper?.stop();
      orphanSweeper = undefined;
    },
  };
}

// One Social per database, shared by the Express routes, other features (rooms) and the SSR bundle
// (which loads its own copy of this module, hence globalThis, as in server/auth/http.ts).
const shared = globalThis as typeof globalThis & { __acasoSocial?: WeakMap<Database, Social> };
shared.__acasoSocial ??= new WeakMap();

/** The Social of these services, created on first use. */
export function getSocial(
  services: SocialServices,
  options: Omit<SocialDeps, keyof SocialServices> = {},
): Social {
  const cache = shared.__acasoSocial as WeakMap<Database, Social>;
  let social = cache.get(services.database);
  if (!social) {
    social = createSocial({ ...services, ...options });
    cache.set(services.database, social);
  }
  return social;
}

/**
 * For other features (rooms, chats): the verified signed-in user of an Express request, or null
 * after answering 401 / 403 EMAIL_NOT_VERIFIED.
 */
export function requireVerifiedUser(
  req: Request,
  res: Response,
  services: SocialServices,
): Promise<PublicUser | null> {
  return getSocial(services).requireVerifiedUser(req, res);
}

/** For loaders, actions and sockets: is this account allowed to write in the social area? */
export function isVerifiedUser(userId: string, services: SocialServices): Promise<boolean> {
  return getSocial(services).profiles.isVerified(userId);
}
