import { Transform } from "node:stream";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { MAX_LOG_BYTES } from "#common/log-entry.ts";
import { SOCIAL_LIMITS } from "#common/protocol/social.ts";
import type { Config } from "../config.ts";
import { HttpError } from "../http-errors.ts";

/**
 * Request body caps (issue 17 finding 1, docs/security.md "Request bodies"). Every body is capped
 * before anything reads it: a declared Content-Length over the route's cap is answered 413 before a
 * byte is read, and a body without one (chunked) or with a lying one is cut off as it streams, as
 * soon as it passes the cap. The 413 goes through the product's error handling (JSON under /api,
 * the error page elsewhere); the rest of the body is thrown away unread for at most LINGER_MS, so the
 * client can read the answer, then the connection is dropped.
 *
 * The caps, first match wins; a feature with larger bodies adds its row here.
 */
export type BodyLimitRule = { method?: string; path: RegExp; maxBytes: (config: Config) => number };

/** Form posts of pages (contact, sign-up…), JSON APIs without a rule of their own. */
export const DEFAULT_BODY_MAX_BYTES = 100_000;
/** The video upload's poster and text fields beside the file (server/videos/admin.routes.ts). */
export const VIDEO_FORM_EXTRA_BYTES = 3_100_000;

export const BODY_LIMITS: BodyLimitRule[] = [
  // The admin short-video upload: its own cap from VIDEO_MAX_BYTES (plus poster and fields).
  {
    method: "POST",
    path: /^\/api\/admin\/videos\/?$/,
    maxBytes: (c) => c.VIDEO_MAX_BYTES + VIDEO_FORM_EXTRA_BYTES,
  },
  { method: "POST", path: /^\/api\/auth\/account\/avatar\/?$/, maxBytes: (c) => c.AVATAR_MAX_BYTES },
  // Issue 14: a picture in a direct chat (re-encoded after; common/protocol/social.ts).
  { method: "POST", path: /^\/api\/chats\/[^/]+\/images\/?$/, maxBytes: () => SOCIAL_LIMITS.imageBytes },
  // Issue 14: story images, and the discover posts' images in the admin area.
  { method: "POST", path: /^\/api\/social\/stories\/?$/, maxBytes: (c) => c.STORY_MAX_BYTES },
  {
    method: "POST",
    path: /^\/api\/admin\/discover\/posts\/[^/]+\/image\/?$/,
    maxBytes: (c) => c.STORY_MAX_BYTES,
  },
  { path: /^\/api\/social\//, maxBytes: () => 20_000 },
  // Issue 13: the house banner images of the ads admin (server/ads/admin.routes.ts).
  { method: "POST", path: /^\/api\/admin\/sda\/house-image\/?$/, maxBytes: () => 2_000_000 },
  // Issue 13: the rewards house video (server/rewards/admin.routes.ts), plus the form's overhead.
  {
    method: "POST",
    path: /^\/api\/admin\/rewardcontrol\/house-video\/?$/,
    maxBytes: (c) => c.REWARDS_HOUSE_VIDEO_MAX_BYTES + 100_000,
  },
  { path: /^\/api\/sys\/log\/?$/, maxBytes: () => MAX_LOG_BYTES },
  { path: /^\/api\/ai\//, maxBytes: () => 64_000 },
  { path: /^\/api\/admin\//, maxBytes: () => 64_000 },
  { path: /^\/api\/moderation\//, maxBytes: () => 32_000 },
  { path: /^\/api\/auth\//, maxBytes: () => 20_000 },
];

const BODYLESS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The cap of a request's body, in bytes. */
export function bodyLimitFor(config: Config, method: string, path: string): number {
  const upper = method.toUpperCase();
  for (const rule of BODY_LIMITS) {
    if (rule.method && rule.method !== upper) continue;
    if (rule.path.test(path)) return rule.maxBytes(config);
  }
  return DEFAULT_BODY_MAX_BYTES;
}

export class BodyTooLargeError extends HttpError {
  readonly limit: number;
  constructor(limit: number) {
    super(413, `Payload Too Large: the body is larger than ${limit} bytes`);
    this.name = "BodyTooLargeError";
    this.limit = limit;
  }
}

const declaredLength = (req: Request): number | undefined => {
  const header = req.headers["content-length"];
  if (header === undefined) return undefined;
  const value = Number(header);
  return Number.isFinite(value) ? value : undefined;
};

/**
 * Express middleware, before every route: the route's cap goes in `res.locals.bodyLimit`, and a
 * declared Content-Length over it is refused with 413 before the body is read.
 */
export function bodyLimits(config: Config): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (BODYLESS.has(req.method.toUpperCase())) return next();
    const limit = bodyLimitFor(config, req.method, req.path);
    res.locals.bodyLimit = limit;
    const declared = declaredLength(req);
    if (declared !== undefined && declared > limit) {
      refuseRestOfBody(req, res);
      return next(new BodyTooLargeError(limit));
    }
    next();
  };
}

/**
 * After a 413 the connection lingers for at most this long, then is dropped. Closing at once, with
 * the refused body still arriving, makes the kernel reset the connection, and a client still
 * sending (a browser uploading, `fetch` with a stream) then gets "connection reset" instead of the
 * 413 it was sent — seen in CI as EPIPE before the answer was read. So, like nginx's lingering
 * close: what follows is thrown away as it arrives (never buffered, never parsed as a body), the
 * client reads the answer, and the connection goes after LINGER_MS whatever the client does.
 */
export const LINGER_MS = 1000;

function refuseRestOfBody(req: Request, res: Response): void {
  req.unpipe();
  // Nothing reads it any more: Node's HTTP server discards the rest of the body once the answer is
  // sent (keep-alive, so it does not close with unread data).
  req.pause();
  res.once("finish", () => {
    setTimeout(() => req.socket?.destroy(), LINGER_MS).unref();
  });
}

/** A pass-through that fails as soon as more than `limit` bytes went through it. */
export function byteCap(limit: number, onTooLarge: () => void): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) {
        onTooLarge();
        callback(new BodyTooLargeError(limit));
        return;
      }
      callback(null, chunk);
    },
  });
}

/**
 * React Router's Express handler (@react-router/express) with the request body capped while it
 * streams: an action's `request.formData()`/`text()` can never hold more than the route's cap. When
 * the cap is passed, the router's request is aborted (its work stops, nothing is logged as an
 * error) and the 413 goes to the Express error pages.
 */
export function cappedRequestHandler(options: {
  build: ServerBuild | (() => ServerBuild | Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: Request, res: Response) => RouterContextProvider;
  config: Config;
}): RequestHandler {
  const handleRequest = createRequestHandler(options.build, options.mode);
  return async (req, res, next) => {
    const limit =
      typeof res.locals.bodyLimit === "number"
        ? res.locals.bodyLimit
        : bodyLimitFor(options.config, req.method, req.path);
    let tooLarge = false;
    const controller = new AbortController();
    const onTooLarge = () => {
      tooLarge = true;
      refuseRestOfBody(req, res);
      controller.abort(new BodyTooLargeError(limit));
    };
    try {
      const request = toFetchRequest(req, res, controller, limit, onTooLarge);
      const response = await handleRequest(request, options.getLoadContext(req, res));
      if (tooLarge) {
        await response.body?.cancel().catch(() => {});
        return next(new BodyTooLargeError(limit));
      }
      await sendResponse(res, response);
    } catch (error) {
      next(tooLarge ? new BodyTooLargeError(limit) : error);
    }
  };
}

// The Fetch Request of an Express request, as @react-router/express builds it, body capped.
function toFetchRequest(
  req: Request,
  res: Response,
  controller: AbortController,
  limit: number,
  onTooLarge: () => void,
): globalThis.Request {
  const [, forwardedPort] = req.app?.enabled("trust proxy")
    ? (req.get("X-Forwarded-Host")?.split(":") ?? [])
    : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort]
    .map((value) => Number.parseInt(value ?? "", 10))
    .find((value) => Number.isSafeInteger(value));
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  const url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  let finished = false;
  res.on("finish", () => {
    finished = true;
  });
  res.on("close", () => {
    if (!finished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    const capped = byteCap(limit, onTooLarge);
    req.pipe(capped);
    init.body = createReadableStreamFromReadable(capped);
    init.duplex = "half";
  }
  return new globalThis.Request(url.href, init);
}

async function sendResponse(res: Response, response: globalThis.Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
