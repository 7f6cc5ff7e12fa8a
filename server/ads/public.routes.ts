import express, { type NextFunction, type Request, type Response, Router } from "express";
import { z } from "zod";
import { sdaFrequencyBodySchema } from "#common/ads/schema.ts";
import { issuesToFormErrors, type ServerFormError } from "#common/form-errors.ts";
import type { Database } from "#db/client.ts";
import { getSessionUserFromExpress } from "../auth/http.ts";
import { hashIp } from "../auth/tokens.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { createRateLimiter } from "../rate-limit.ts";
import type { FileStorage } from "../storage/index.ts";
import { houseKey } from "./admin.routes.ts";
import { addAdNetworkCspSources } from "./csp.ts";
import { type AdsService, SdaError } from "./service.ts";

const HOUSE_TYPES = { webp: "image/webp", png: "image/png", jpg: "image/jpeg", gif: "image/gif" } as const;

const identSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^\P{Cc}*$/u);
const dataQuery = z.object({ ident: identSchema.optional() });
const houseParam = z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.(?:webp|png|jpg|gif)$/) });

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

type Deps = { config: Config; database: Database; logger: Logger; storage: FileStorage; ads: AdsService };

/** Rate limits of /api/sda (per keyed address hash, shared across nodes with Redis). */
export const SDA_RATE_LIMITS = {
  config: { points: 60, durationSeconds: 60 },
  frequency: { points: 30, durationSeconds: 60 },
} as const;

/**
 * /api/sda (spec §7.1, issue 13). The visitor is the session's account and/or the browser's ident.
 *   GET  /config/data?ident=       {config (encrypted, decision 029), userSdaFrequencyData}
 *   POST /frequency {sdaId, placement?, ident?}   records a view; unknown id → 400
 *   GET  /house/:file              a house banner's image (admin upload, re-encoded)
 */
export function sdaRouter(deps: Deps): Router {
  const router = Router();
  const { ads } = deps;
  addAdNetworkCspSources();
  const configLimit = createRateLimiter({ keyPrefix: "sda-config", ...SDA_RATE_LIMITS.config });
  const frequencyLimit = createRateLimiter({ keyPrefix: "sda-frequency", ...SDA_RATE_LIMITS.frequency });

  const handle =
    (fn: (req: Request, res: Response) => Promise<void>) =>
    (req: Request, res: Response, next: NextFunction): void => {
      fn(req, res).catch(next);
    };

  async function limit(limiter: ReturnType<typeof createRateLimiter>, req: Request, res: Response) {
    const result = await limiter.consume(hashIp(deps.config.sessionSecret, req.ip) ?? "unknown");
    if (!result.ok) {
      res.setHeader("Retry-After", String(Math.ceil(result.retryAfterMs / 1000)));
      throw new PublicError(429, [{ field: "_form", typeError: "pending", msg: "rateLimited" }]);
    }
  }

  async function visitorsOf(req: Request, ident: string | undefined): Promise<string[]> {
    const user = await getSessionUserFromExpress(req, deps).catch(() => null);
    const visitors: string[] = [];
    if (user) visitors.push(`u:${user.id}`);
    if (ident) visitors.push(`i:${ident}`);
    return visitors;
  }

  router.get(
    "/house/:file",
    handle(async (req, res) => {
      const { file } = parse(houseParam, req.params);
      // Only administrators put files under sda/ (admin.routes.ts), each re-encoded.
      const bytes = await deps.storage.read(houseKey(file));
      if (!bytes) throw new PublicError(404, [{ field: "file", typeError: "invalid" }]);
      res.setHeader("Content-Type", HOUSE_TYPES[file.split(".").pop() as keyof typeof HOUSE_TYPES]);
      // The file name is a fresh uuid per upload: it never changes.
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.end(bytes);
    }),
  );

  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  router.use(express.json({ limit: "4kb" }));

  router.get(
    "/config/data",
    handle(async (req, res) => {
      await limit(configLimit, req, res);
      const { ident } = parse(dataQuery, req.query);
      const [config, userSdaFrequencyData] = await Promise.all([
        ads.encryptedConfig(),
        visitorsOf(req, ident).then((visitors) => ads.frequencyData(visitors)),
      ]);
      res.json({ config, userSdaFrequencyData });
    }),
  );

  router.post(
    "/frequency",
    handle(async (req, res) => {
      const body = parse(sdaFrequencyBodySchema, req.body);
      await limit(frequencyLimit, req, res);
      try {
        const view = await ads.recordView({
          sdaId: body.sdaId,
          placement: body.placement,
          visitors: await visitorsOf(req, body.ident),
        });
        res.json({ ok: true, sdaId: view.sdaId, at: view.at });
      } catch (error) {
        if (error instanceof SdaError) {
          throw new PublicError(400, [{ field: "sdaId", typeError: "invalid", msg: "unknown sdaId" }]);
        }
        throw error;
      }
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
      res.status(status).json({ errors: [{ field: "_form", typeError: "invalid", msg: "malformed body" }] });
      return;
    }
    deps.logger.error({ err: error }, "sda request failed");
    res.status(500).json({ errors: [{ field: "_form", typeError: "internalError" }] });
  });
  return router;
}
