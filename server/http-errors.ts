import { STATUS_CODES } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { hasForbiddenCharacters } from "#common/text.ts";
import { errorPageContext } from "./context.ts";
import type { Logger } from "./logger.ts";
import { redactPath } from "./request-log.ts";

/**
 * Errors that happen before React Router can take a request (issue 11 item 4, issue 17 finding 11):
 * a URL whose percent-encoding is broken (`/%E0%A4%A`), a path with control characters (`/%00`), a
 * method the Fetch API cannot even represent (`TRACE`), or anything a middleware throws. Spec §2.5:
 * every error goes through the product's error page — never Express's bare "Bad Request" page,
 * never a stack trace printed outside the structured log.
 */

/** Methods the site answers; anything else (TRACE, TRACK, PROPFIND…) is a 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);

/** Where the error page is rendered: a path no page matches, so the catch-all route answers it. */
export const ERROR_PAGE_PATH = "/-/error";

export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message = STATUS_CODES[status] ?? "Error") {
    super(message);
    this.name = "HttpError";
    this.status = status;
  }
}

/** Node's codes for a connection that could not be made or was cut (the database is down). */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);

/**
 * Issue 17 "Faults": the database is unreachable or restarting — PostgreSQL's connection-exception
 * (08xxx) and shutdown (57P01-57P03) codes, a refused or cut connection, pg's "Connection terminated".
 * Drizzle wraps the driver's error (`cause`), so the chain is followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (
      typeof code === "string" &&
      (code.startsWith("08") || /^57P0[1-3]$/.test(code) || CONNECTION_CODES.has(code))
    )
      return true;
    if (
      typeof message === "string" &&
      /Connection terminated|connection timeout|Client has encountered a connection error/i.test(message)
    )
      return true;
    current = cause;
  }
  return false;
}

/**
 * The status an error asks for: its own 4xx/5xx (body-parser, Express, HttpError), 503 when the
 * database is unavailable (the client may retry, see Retry-After), else 500.
 */
export function statusOf(error: unknown): number {
  if (isDatabaseUnavailable(error)) return 503;
  const value =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof value === "number" && value >= 400 && value <= 599 ? value : 500;
}

/** Why a request cannot be routed, or null when it can. */
export function requestProblem(method: string, url: string): HttpError | null {
  if (!ALLOWED.has(method.toUpperCase())) return new HttpError(405);
  const path = url.split("?")[0] ?? "";
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return new HttpError(400, "Bad Request: malformed URL encoding");
  }
  if (hasForbiddenCharacters(decoded)) return new HttpError(400, "Bad Request: control characters in URL");
  return null;
}

/** First middleware after the access log: refuses what no route could take, with a clear status. */
export function refuseUnroutable(req: Request, _res: Response, next: NextFunction): void {
  next(requestProblem(req.method, req.url) ?? undefined);
}

export type ErrorPageRenderer = (
  req: Request,
  status: number,
  message: string,
) => Promise<globalThis.Response>;

/**
 * Renders the product's error page (the root ErrorBoundary with header, footer and translations) for
 * a status the Express layer decided: a GET of ERROR_PAGE_PATH, in the language of the original
 * URL's prefix, whose catch-all route throws the status it finds in the router context.
 */
export function createErrorPageRenderer(options: {
  build: ServerBuild | (() => ServerBuild | Promise<ServerBuild>);
  mode: string;
  siteUrl: string;
  languages: readonly string[];
  loadContext: (req: Request) => RouterContextProvider;
}): ErrorPageRenderer {
  const handle = createRequestHandler(options.build, options.mode);
  return (req, status, message) => {
    const first = (req.originalUrl ?? req.url).split(/[/?#]/)[1] ?? "";
    const prefix = options.languages.includes(first) ? `/${first}` : "";
    const headers = new Headers({ accept: "text/html" });
    for (const name of ["cookie", "user-agent", "accept-language"]) {
      const value = req.get(name);
      if (value) headers.set(name, value);
    }
    const context = options.loadContext(req);
    context.set(errorPageContext, { status, message });
    return handle(new Request(new URL(`${prefix}${ERROR_PAGE_PATH}`, options.siteUrl), { headers }), context);
  };
}

const FALLBACK_PAGE = (status: number) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${status}</title></head><body><h1>${status} ${STATUS_CODES[status] ?? "Error"}</h1><p><a href="/">Home</a></p></body></html>`;

/**
 * The last Express error handler: logs in the structured log (5xx at error level with the error;
 * 4xx at info with the path), then answers JSON under /api and the product's error page elsewhere.
 */
export function errorPages(options: { logger: Logger; render?: ErrorPageRenderer | undefined }) {
  const { logger } = options;
  return async (error: unknown, req: Request, res: Response, _next: NextFunction): Promise<void> => {
    const status = statusOf(error);
    const path = redactPath(req.originalUrl ?? req.url);
    const message = status >= 500 ? (STATUS_CODES[status] ?? "Error") : (error as Error).message;
    if (status >= 500) logger.error({ err: error, path, method: req.method }, "request failed");
    else logger.info({ status, path, method: req.method, reason: message }, "request refused");
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (status === 405) res.setHeader("Allow", ALLOWED_METHODS.join(", "));
    if (status === 503) res.setHeader("Retry-After", "5");
    res.setHeader("Cache-Control", "no-store");
    const isApi = path === "/api" || path.startsWith("/api/");
    if (isApi || !options.render) {
      res.status(status).json({ error: STATUS_CODES[status] ?? "Error", status });
      return;
    }
    try {
      const page = await options.render(req, status, message);
      res.status(status);
      page.headers.forEach((value, name) => {
        if (name !== "content-length" && name !== "set-cookie") res.setHeader(name, value);
      });
      res.setHeader("Cache-Control", "no-store");
      res.send(Buffer.from(await page.arrayBuffer()));
    } catch (renderError) {
      logger.error({ err: renderError, path }, "error page failed");
      res.status(status).type("html").send(FALLBACK_PAGE(status));
    }
  };
}
