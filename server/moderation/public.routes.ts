import express, { type NextFunction, type Request, type Response, Router } from "express";
import { z } from "zod";
import { issuesToFormErrors, type ServerFormError } from "#common/form-errors.ts";
import { isLocale } from "#common/locales.ts";
import { APPEAL_TEXT, APPEAL_WINDOW_MS } from "#common/moderation.ts";
import { LIMITS } from "#common/protocol/index.ts";
import { userText } from "#common/text.ts";
import type { Database } from "#db/client.ts";
import { getAuth, getSessionUserFromExpress } from "../auth/http.ts";
import { hashIp } from "../auth/tokens.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { createRateLimiter } from "../rate-limit.ts";
import { banMatches, type Subject } from "./ban-cache.ts";
import { toActiveBan } from "./bans.ts";
import type { Moderation } from "./service.ts";

/** The browser's local ident (spec §3 user data `ident`), as the chat sends it. */
const identSchema = z
  .string()
  .trim()
  .min(1)
  .max(LIMITS.identChars)
  .regex(/^\P{Cc}*$/u);

const statusQuery = z.object({ ident: identSchema.optional() });
const seenBody = z.object({ ident: identSchema.optional() });
const appealBody = z.object({
  banId: z.uuid(),
  ident: identSchema.optional(),
  text: userText({ min: APPEAL_TEXT.min, max: APPEAL_TEXT.max, multiline: true }),
  lang: z.string().max(8).optional(),
  altcha: z.string().min(1).max(20_000),
});
const idParam = z.object({ id: z.uuid() });

class PublicError extends Error {
  readonly status: number;
  readonly errors: ServerFormError[];
  constructor(status: number, errors: ServerFormError[]) {
    super(errors[0]?.msg ?? "error");
    this.status = status;
    this.errors = errors;
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw new PublicError(400, issuesToFormErrors(parsed.error.issues));
  return parsed.data;
}

type Deps = { config: Config; database: Database; logger: Logger; moderation: Moderation };

/**
 * /api/moderation: what the chat asks about its visitor (issue 12). The visitor is who the request
 * shows: the ident the browser sends, the session's account, the keyed hash of the address.
 *   GET  /status                 ban (with its DSA statement), pending warning, appeal outcome, blur threshold
 *   POST /appeals                files an appeal (robot check, one open at a time, within six months)
 *   POST /warnings/:id/seen      the warning was shown
 *   POST /appeals/:id/seen       the outcome was shown
 */
export function moderationRouter(deps: Deps): Router {
  const router = Router();
  const { moderation } = deps;
  const auth = getAuth(deps);
  const statusLimit = createRateLimiter({ keyPrefix: "moderation-status", points: 120, durationSeconds: 60 });
  const appealLimit = createRateLimiter({
    keyPrefix: "moderation-appeal",
    points: 5,
    durationSeconds: 60 * 60,
  });

  async function subjectOf(req: Request, ident: string | undefined): Promise<Subject> {
    const user = await getSessionUserFromExpress(req, deps);
    return { ident, userId: user?.id, ipHash: hashIp(deps.config.sessionSecret, req.ip) };
  }

  const handle =
    (fn: (req: Request, res: Response) => Promise<void>) =>
    (req: Request, res: Response, next: NextFunction): void => {
      fn(req, res).catch(next);
    };

  async function limit(limiter: ReturnType<typeof createRateLimiter>, req: Request) {
    const result = await limiter.consume(hashIp(deps.config.sessionSecret, req.ip) ?? "unknown");
    if (!result.ok)
      throw new PublicError(429, [{ field: "_form", typeError: "pending", msg: "rateLimited" }]);
  }

  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  router.use(express.json({ limit: "32kb" }));

  router.get(
    "/status",
    handle(async (req, res) => {
      await limit(statusLimit, req);
      const { ident } = parse(statusQuery, req.query);
      res.json(await moderation.status(await subjectOf(req, ident)));
    }),
  );

  router.post(
    "/appeals",
    handle(async (req, res) => {
      const body = parse(appealBody, req.body);
      const subject = await subjectOf(req, body.ident);
      const ban = await moderation.bans.get(body.banId);
      // Only the banned person appeals: the ban must be theirs (ident, account or address).
      if (!ban || !banMatches(toActiveBan(ban), subject)) {
        throw new PublicError(404, [{ field: "banId", typeError: "invalid" }]);
      }
      if (Date.now() > ban.startsAt.getTime() + APPEAL_WINDOW_MS) {
        throw new PublicError(409, [{ field: "_form", typeError: "invalid", msg: "appealWindowOver" }]);
      }
      if (!(await auth.altcha.verify(body.altcha))) {
        throw new PublicError(400, [{ field: "altcha", typeError: "invalid", msg: "robotCheck" }]);
      }
      await limit(appealLimit, req);
      const lang = body.lang && isLocale(body.lang) ? body.lang : deps.config.DEFAULT_LOCALE;
      const filed = await moderation.appeals.file({ banId: ban.id, text: body.text, locale: lang, subject });
      if (filed === "open") {
        throw new PublicError(409, [{ field: "_form", typeError: "duplicated", msg: "appealOpen" }]);
      }
      deps.logger.info({ appealId: filed.id, banId: ban.id }, "appeal filed");
      res.status(201).json({ appeal: { id: filed.id, createdAt: filed.createdAt.toISOString() } });
    }),
  );

  router.post(
    "/warnings/:id/seen",
    handle(async (req, res) => {
      const { id } = parse(idParam, req.params);
      const { ident } = parse(seenBody, req.body);
      const seen = await moderation.warnings.markSeen(id, await subjectOf(req, ident));
      if (!seen) throw new PublicError(404, [{ field: "id", typeError: "invalid" }]);
      res.json({ ok: true });
    }),
  );

  router.post(
    "/appeals/:id/seen",
    handle(async (req, res) => {
      const { id } = parse(idParam, req.params);
      const { ident } = parse(seenBody, req.body);
      const seen = await moderation.appeals.markOutcomeSeen(id, await subjectOf(req, ident));
      if (!seen) throw new PublicError(404, [{ field: "id", typeError: "invalid" }]);
      res.json({ ok: true });
    }),
  );

  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof PublicError) {
      res.status(error.status).json({ errors: error.errors });
      return;
    }
    const status = (error as { status?: number }).status;
    if (status === 400 || status === 413) {
      res.status(status).json({ errors: [{ field: "_form", typeError: "invalid" }] });
      return;
    }
    deps.logger.error({ err: error }, "moderation request failed");
    res.status(500).json({ errors: [{ field: "_form", typeError: "internalError" }] });
  });
  return router;
}
