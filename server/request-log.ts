import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import { type Logger, serializeError } from "./logger.ts";

/**
 * The access log: one line per request, at info unless the server failed (5xx: error), a 404
 * named as such with its path (issue 11 item 4). URLs are written without their query string and
 * with secret path segments replaced (issue 17 finding 8): a password-reset link or a session id in
 * a log file is a password in a log file.
 */

export const REDACTED_SEGMENT = "[redacted]";

/** Path segments that are secrets by position: the segment after these (any language prefix). */
const SECRET_AFTER = new Set(["reset-password", "sessions"]);
/** A random token: long, only base64url/hex characters, with a digit (slugs are words). */
const TOKEN_LIKE = /^(?=[^/]*\d)[A-Za-z0-9_-]{24,}$/;
/** Media ids are uuids, public in every image URL: kept, they are what makes a log line useful. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The path of a request URL fit for a log: no query string, no secret segments. */
export function redactPath(url: string | undefined): string {
  const path = (url ?? "").split(/[?#]/)[0] ?? "";
  const segments = path.split("/");
  return segments
    .map((segment, index) => {
      if (index > 0 && SECRET_AFTER.has(segments[index - 1] ?? "") && segment !== "") return REDACTED_SEGMENT;
      if (TOKEN_LIKE.test(segment) && !UUID.test(segment) && !/^[a-z]+(?:-[a-z0-9]+)+$/.test(segment)) {
        return REDACTED_SEGMENT;
      }
      return segment;
    })
    .join("/");
}

type LoggedRequest = IncomingMessage & { id?: unknown; originalUrl?: string };

export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
      error || res.statusCode >= 500 ? "error" : "info",
    customSuccessMessage: (req: IncomingMessage, res: ServerResponse) =>
      res.statusCode === 404
        ? `not found: ${redactPath((req as LoggedRequest).originalUrl ?? req.url)}`
        : "request completed",
    serializers: {
      // pino's serializer already prefers Express's originalUrl (the URL before any rewrite).
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: redactPath(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // Query values never reach the log (issue 17 finding 3).
      err: serializeError,
    },
  });
}
