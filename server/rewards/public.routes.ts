import path from "node:path";
import express, { type NextFunction, type Request, type Response, Router } from "express";
import { z } from "zod";
import { issuesToFormErrors } from "#common/form-errors.ts";
import { buyFilterSchema, type RewardError, type RewardRefusal } from "#common/rewards/index.ts";
import type { Database } from "#db/client.ts";
import { getSessionUserFromExpress } from "../auth/http.ts";
import { hashIp } from "../auth/tokens.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { createRateLimiter } from "../rate-limit.ts";
import { addCspSources } from "../security/csp.ts";
import type { FileStorage } from "../storage/index.ts";
import { parseRange } from "../videos/http.ts";
import { createCountryReader } from "./country.ts";
import { readHouseVideo } from "./house-video.ts";
import { RewardRefused, type Rewards } from "./service.ts";

/** The shipped house video (a few seconds, generated; see docs/decisions/041). */
export const DEFAULT_HOUSE_VIDEO_FILE = path.resolve(import.meta.dirname, "house.webm");

// The rewarded player loads a house video, a VAST tag (and its wrappers), media files and tracking
// pixels from the origins the operator lists (docs/decisions/041; the CSP allows nothing else).
addCspSources((config) => ({
  "connect-src": config.REWARDS_MEDIA_ORIGINS,
  "media-src": config.REWARDS_MEDIA_ORIGINS,
  "img-src": config.REWARDS_MEDIA_ORIGINS,
}));

const viewParams = z.object({ id: z.uuid() });

const STATUS_OF: Record<RewardError, number> = {
  loginRequired: 401,
  disabled: 409,
  viewInProgress: 409,
  tooEarly: 409,
  dailyCap: 409,
  ipDailyCap: 409,
  cooldown: 409,
  viewNotFound: 404,
  viewFinished: 409,
  notEnoughCredits: 409,
  languageNotOffered: 400,
  countryNotOffered: 400,
  rateLimited: 429,
};

type Deps = { config: Config; database: Database; logger: Logger; rewards: Rewards; storage: FileStorage };

/**
 * /api/rewards: the logged-in visitor's rewarded views and partner filter (issue 13 "Rewards").
 *   GET  /status              balance, active filter, caps, settings the chat needs
 *   POST /views               opens a view -> {viewId, minWatchSeconds, media}
 *   POST /views/:id/finish    closes it; credited when the server measured the minimum
 *   POST /views/:id/cancel    closes it uncredited (the person stopped watching)
 *   POST /filter              {lang?, country?, credits} -> minutes of partner filter (decision 048)
 *   GET  /house-video         the house video: the admin's address, else the uploaded file (byte
 *                             ranges), else the shipped default
 * Refusals: `{error, retryAfterSeconds?}` with 401 (not logged in), 404, 409, 429 or 400.
 * Nothing here reacts to a click on an ad: only a view's measured duration earns (networks' rules).
 */
export function rewardsRouter(deps: Deps): Router {
  const router = Router();
  const { rewards } = deps;
  const countries = createCountryReader(deps.config);
  // Per account: a person starts a view every cooldown at most; these only stop a script hammering.
  const writeLimit = createRateLimiter({ keyPrefix: "rewards-write", points: 30, durationSeconds: 60 });
  const readLimit = createRateLimiter({ keyPrefix: "rewards-read", points: 120, durationSeconds: 60 });

  const handle =
    (fn: (req: Request, res: Response) => Promise<void>) =>
    (req: Request, res: Response, next: NextFunction): void => {
      fn(req, res).catch(next);
    };

  async function accountOf(req: Request, limiter: ReturnType<typeof createRateLimiter>): Promise<string> {
    const user = await getSessionUserFromExpress(req, deps);
    if (!user) throw new RewardRefused("loginRequired");
    const limited = await limiter.consume(user.id);
    if (!limited.ok) throw new RewardRefused("rateLimited", limited.retryAfterMs);
    return user.id;
  }

  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  router.use(express.json({ limit: "4kb" }));

  router.get(
    "/status",
    handle(async (req, res) => {
      const userId = await accountOf(req, readLimit);
      res.json(await rewards.status(userId, { countriesKnown: countries.known, country: countries.of(req) }));
    }),
  );

  router.post(
    "/views",
    handle(async (req, res) => {
      const userId = await accountOf(req, writeLimit);
      res.status(201).json(await rewards.startView(userId, hashIp(deps.config.sessionSecret, req.ip)));
    }),
  );

  router.post(
    "/views/:id/finish",
    handle(async (req, res) => {
      const userId = await accountOf(req, writeLimit);
      const params = viewParams.safeParse(req.params);
      if (!params.success) throw new RewardRefused("viewNotFound");
      res.json(await rewards.finishView(userId, params.data.id));
    }),
  );

  router.post(
    "/views/:id/cancel",
    handle(async (req, res) => {
      const userId = await accountOf(req, writeLimit);
      const params = viewParams.safeParse(req.params);
      if (!params.success) throw new RewardRefused("viewNotFound");
      await rewards.cancelView(userId, params.data.id);
      res.json({ ok: true });
    }),
  );

  router.post(
    "/filter",
    handle(async (req, res) => {
      const userId = await accountOf(req, writeLimit);
      const body = buyFilterSchema.safeParse(req.body ?? {});
      if (!body.success) {
        res.status(400).json({ errors: issuesToFormErrors(body.error.issues) });
        return;
      }
      res.json(await rewards.buyFilter(userId, body.data, { countriesKnown: countries.known }));
    }),
  );

  router.get(
    "/house-video",
    handle(async (req, res) => {
      const settings = await rewards.settings.current();
      res.setHeader("Cache-Control", "public, max-age=60");
      if (settings.houseVideoUrl) {
        res.redirect(302, settings.houseVideoUrl);
        return;
      }
      const uploaded = await readHouseVideo(deps.database.db);
      const size = uploaded ? await deps.storage.size(uploaded.key) : null;
      if (uploaded && size !== null) {
        // An uploaded file is untrusted bytes: never a document that runs anything.
        res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
        res.setHeader("X-Content-Type-Options", "nosniff");
        res.setHeader("Accept-Ranges", "bytes");
        res.setHeader("ETag", `"${uploaded.sha256.slice(0, 32)}"`);
        res.type(uploaded.type);
        const range = parseRange(req.get("range") ?? null, size);
        if (range === "invalid") {
          res.status(416).setHeader("Content-Range", `bytes */${size}`).end();
          return;
        }
        const file = await deps.storage.stream(uploaded.key, range ?? undefined);
        if (!file) {
          res.status(404).end();
          return;
        }
        if (range) {
          res.status(206);
          res.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
          res.setHeader("Content-Length", String(range.end - range.start + 1));
        } else {
          res.setHeader("Content-Length", String(size));
        }
        file.body.pipe(res);
        return;
      }
      res.type("video/webm");
      res.sendFile(DEFAULT_HOUSE_VIDEO_FILE);
    }),
  );

  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof RewardRefused) {
      const body: RewardRefusal = { error: error.code };
      if (error.retryAfterSeconds !== undefined) {
        body.retryAfterSeconds = error.retryAfterSeconds;
        res.setHeader("Retry-After", String(error.retryAfterSeconds));
      }
      res.status(STATUS_OF[error.code]).json(body);
      return;
    }
    // Malformed JSON from express.json, an over-long body.
    const status = (error as { status?: number }).status;
    if (status === 400 || status === 413) {
      res.status(status).json({ errors: [{ field: "_form", typeError: "invalid" }] });
      return;
    }
    deps.logger.error({ err: error }, "rewards request failed");
    res.status(500).json({ errors: [{ field: "_form", typeError: "unknown" }] });
  });
  return router;
}
