import type { NextFunction, Request, RequestHandler, Response } from "express";
import { NONCE_PLACEHOLDER, replaceNonce } from "./security/csp.ts";

/**
 * Issue 17 "Throughput": the HTML that is the same for every anonymous visitor (the home and landing
 * pages above all) is rendered once per language, path and build, and kept for `ttlMs`; every
 * response still gets its own CSP nonce (`res.locals.cspNonce`, set by server/security/csp.ts with
 * the header), substituted into the stored HTML.
 *
 * Only what is safe to share is stored:
 *   - requests: GET/HEAD, no query string, no Cookie header at all (a session, a preference or
 *     anything a page could read), no Authorization;
 *   - responses: 200 HTML, no Set-Cookie, no Vary other than Accept-Encoding, no `private` or
 *     `no-store` Cache-Control (logged-in pages send `private, no-store`).
 * Anything else passes through untouched. The key carries the build id, so a deploy never serves the
 * old build's HTML (whose asset URLs would be gone).
 */
export type PageCacheOptions = {
  buildId: string;
  /** How long a stored page is served (ms); 0 turns the cache off. */
  ttlMs: number;
  /** At most this many pages are kept (oldest dropped first). */
  maxEntries?: number;
  now?: () => number;
};

type Entry = {
  at: number;
  status: number;
  headers: Array<[string, string]>;
  /** The HTML with NONCE_PLACEHOLDER where the nonce of the response that rendered it was. */
  template: string;
};

/** The stored form of a page: the nonce it was rendered with becomes a placeholder. */
export function toTemplate(html: string, nonce: string | undefined): string {
  return nonce ? replaceNonce(html, nonce, NONCE_PLACEHOLDER) : html;
}

/** A stored page for one response: its own nonce where the placeholder is. */
export function fillTemplate(template: string, nonce: string | undefined): string {
  return nonce ? replaceNonce(template, NONCE_PLACEHOLDER, nonce) : template;
}

/** Headers never stored with a page: per response or set by other middleware for this response. */
const SKIPPED_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
  "content-security-policy",
  "content-security-policy-report-only",
  "x-request-id",
  "x-page-cache",
]);

function cacheableRequest(req: Request): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (req.headers.cookie || req.headers.authorization) return false;
  return !req.originalUrl.includes("?");
}

function cacheableResponse(res: Response): boolean {
  if (res.statusCode !== 200) return false;
  if (res.getHeader("set-cookie") !== undefined) return false;
  const type = String(res.getHeader("content-type") ?? "");
  if (!type.startsWith("text/html")) return false;
  const vary = String(res.getHeader("vary") ?? "")
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter((v) => v !== "" && v !== "accept-encoding");
  if (vary.length > 0) return false;
  const cacheControl = String(res.getHeader("cache-control") ?? "").toLowerCase();
  return !/private|no-store/.test(cacheControl);
}

export type PageCache = RequestHandler & { size(): number; clear(): void };

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, Entry>();

  const handler = (req: Request, res: Response, next: NextFunction) => {
    if (options.ttlMs <= 0 || !cacheableRequest(req)) return next();
    const key = `${options.buildId}\n${req.path}`;
    const nonce = typeof res.locals.cspNonce === "string" ? res.locals.cspNonce : undefined;
    const hit = entries.get(key);
    if (hit && now() - hit.at < options.ttlMs) {
      res.status(hit.status);
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", "hit");
      if (req.method === "HEAD") {
        res.end();
        return;
      }
      res.end(fillTemplate(hit.template, nonce));
      return;
    }
    if (hit) entries.delete(key);
    if (req.method === "HEAD") return next();

    // Miss: let the page render, keeping a copy of what is written.
    res.setHeader("X-Page-Cache", "miss");
    const chunks: Buffer[] = [];
    let tooLarge = false;
    let size = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (tooLarge || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buffer.length;
      // A page over 2 MB is not a landing page: not kept.
      if (size > 2 * 1024 * 1024) tooLarge = true;
      else chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      if (!tooLarge && cacheableResponse(res)) {
        const headers: Array<[string, string]> = [];
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (value === undefined || SKIPPED_HEADERS.has(name.toLowerCase())) continue;
          headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
        }
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        entries.set(key, {
          at: now(),
          status: res.statusCode,
          headers,
          template: toTemplate(Buffer.concat(chunks).toString("utf8"), nonce),
        });
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    next();
  };
  return Object.assign(handler, { size: () => entries.size, clear: () => entries.clear() });
}
