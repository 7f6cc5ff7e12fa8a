import type { IncomingMessage, ServerResponse } from "node:http";
import { crc32, deflateRawSync, constants as zlibConstants } from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { CONSENT_COOKIE, formatConsent, parseConsent } from "#common/ads/consent-cookie.ts";
import { isLocale, LOCALE_COOKIE } from "#common/locales.ts";
import { NONCE_PLACEHOLDER, replaceNonce } from "./security/csp.ts";

/**
 * Issue 17 "Throughput": the HTML that is the same for every anonymous visitor (the home and landing
 * pages above all) is rendered once per language, path and build, and kept for `ttlMs`; every
 * response still gets its own CSP nonce (`res.locals.cspNonce`, set by server/security/csp.ts with
 * the header), substituted into the stored HTML.
 *
 * Only what is safe to share is stored:
 *   - requests: GET/HEAD, no Authorization; a query only of campaign parameters (`utm_*`, `gclid`,
 *     `fbclid`…: no page reads them, so they are left out of the key: a campaign's visitors share
 *     the page); cookies only of the kinds the render either reads into the key or never reads —
 *     the ads consent (its parsed value is part of the key: the render shows the dialog or not),
 *     the remembered language (part of the key: `/` redirects by it) and first-party analytics
 *     cookies (`_ga`…, set once the visitor accepted analytics). A session, the videos visitor
 *     cookie or any other cookie means the page is rendered for that request alone.
 *   - responses: 200 HTML, no Set-Cookie, no Vary other than Accept-Encoding, no `private` or
 *     `no-store` Cache-Control (logged-in pages send `private, no-store`).
 * Anything else passes through untouched. The key carries the build id, so a deploy never serves the
 * old build's HTML (whose asset URLs would be gone).
 *
 * A stored page is answered from the HTTP server itself (`serveStored`, called by server/app.ts before
 * Express sees the request: only the access log and the security headers run), and gzipped once when
 * stored: the parts between nonces are compressed on their own (full flush), and each response's
 * nonce goes between them as a stored deflate block, so no response compresses anything
 * (docs/decisions/047-first-load-weight-and-cached-pages.md).
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
  /** The template split at the placeholder (UTF-8): a nonce goes between two parts. */
  parts: Buffer[];
  /** The parts as raw deflate, each ending with a full flush (made on the first gzip answer). */
  deflated?: Buffer[];
};

/** gzip header: deflate, no name/time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last deflate block: empty, stored, final. */
const DEFLATE_END = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** `data` as one stored (uncompressed) deflate block, not final; the stream is byte-aligned here. */
function storedBlock(data: Buffer): Buffer {
  const block = Buffer.alloc(5 + data.length);
  block[0] = 0;
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

/**
 * The gzip body of a stored page with `nonce`: the precompressed parts with the nonce between them
 * as stored blocks, the CRC-32 and length of the whole text at the end (RFC 1951, 1952).
 */
export function gzipWithNonce(parts: Buffer[], deflated: Buffer[], nonce: Buffer): Buffer {
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  const nonceBlock = storedBlock(nonce);
  parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(nonceBlock);
      crc = crc32(nonce, crc);
      length += nonce.length;
    }
    pieces.push(deflated[index] as Buffer);
    crc = crc32(part, crc);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  pieces.push(DEFLATE_END, trailer);
  return Buffer.concat(pieces);
}

/** Whether the request takes gzip (a `gzip;q=0` refuses it). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  for (const item of value.split(",")) {
    const [name, ...params] = item.trim().toLowerCase().split(";");
    if (name !== "gzip" && name !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

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

/** Query parameters only campaigns and ad clicks add; no page reads them. */
const CAMPAIGN_PARAM =
  /^(utm_[a-z0-9_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|ttclid|twclid|li_fat_id|mc_cid|mc_eid|yclid)$/i;
/** First-party analytics cookies (Google Analytics, Ads, Meta pixel): set after consent, never read. */
const ANALYTICS_COOKIE = /^(_ga|_ga_[A-Za-z0-9]+|_gid|_gat(_[A-Za-z0-9]+)?|_gcl_[a-z]+|_fbp|_fbc)$/;

/**
 * The store key of a request (build id, path, consent, remembered language), or null when the
 * request may not share a page with anyone (see the rules above).
 */
export function cacheKeyOf(buildId: string, req: IncomingMessage & { originalUrl?: string }): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (req.headers.authorization) return null;
  const target = req.originalUrl ?? req.url ?? "";
  const mark = target.indexOf("?");
  const path = mark === -1 ? target : target.slice(0, mark);
  if (mark !== -1) {
    for (const name of new URLSearchParams(target.slice(mark + 1)).keys()) {
      if (!CAMPAIGN_PARAM.test(name)) return null;
    }
  }
  let consent = "-";
  let language = "-";
  const header = req.headers.cookie;
  if (header) {
    for (const part of header.split(";")) {
      const item = part.trim();
      if (item === "") continue;
      const equals = item.indexOf("=");
      const name = equals === -1 ? item : item.slice(0, equals);
      const value = equals === -1 ? "" : item.slice(equals + 1);
      if (name === CONSENT_COOKIE) {
        let decoded: string;
        try {
          decoded = decodeURIComponent(value);
        } catch {
          return null;
        }
        const parsed = parseConsent(decoded);
        consent = parsed ? formatConsent(parsed) : "-";
      } else if (name === LOCALE_COOKIE) {
        language = isLocale(value) ? value : "-";
      } else if (!ANALYTICS_COOKIE.test(name)) {
        return null;
      }
    }
  }
  return `${buildId}\n${path}\n${consent}\n${language}`;
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

export type PageCache = RequestHandler & {
  size(): number;
  clear(): void;
  /**
   * Answers a plain Node request from the store if a fresh page is there: `prepare` runs first (the
   * access log, the security headers) and returns the response's CSP nonce, which goes into the
   * HTML. False, without calling `prepare`, when there is none (the request then goes its usual way).
   */
  serveStored(req: IncomingMessage, res: ServerResponse, prepare: () => string | undefined): boolean;
};

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, Entry>();

  /** The fresh entry for a request, if any. */
  const freshEntry = (req: IncomingMessage): Entry | undefined => {
    if (options.ttlMs <= 0) return undefined;
    const key = cacheKeyOf(options.buildId, req);
    if (key === null) return undefined;
    const hit = entries.get(key);
    return hit && now() - hit.at < options.ttlMs ? hit : undefined;
  };
  const send = (entry: Entry, req: IncomingMessage, res: ServerResponse, nonce: string | undefined) => {
    res.statusCode = entry.status;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("X-Page-Cache", "hit");
    res.setHeader("Vary", "Accept-Encoding");
    let body: Buffer;
    const nonceBytes = Buffer.from(nonce ?? "");
    if (acceptsGzip(req.headers["accept-encoding"])) {
      entry.deflated ??= entry.parts.map((part) =>
        deflateRawSync(part, { level: 9, finishFlush: zlibConstants.Z_FULL_FLUSH }),
      );
      body = gzipWithNonce(entry.parts, entry.deflated, nonceBytes);
      res.setHeader("Content-Encoding", "gzip");
    } else {
      body = Buffer.concat(entry.parts.flatMap((part, index) => (index > 0 ? [nonceBytes, part] : [part])));
    }
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };

  const handler = (req: Request, res: Response, next: NextFunction) => {
    const key = options.ttlMs > 0 ? cacheKeyOf(options.buildId, req) : null;
    if (key === null) return next();
    const nonce = typeof res.locals.cspNonce === "string" ? res.locals.cspNonce : undefined;
    const hit = entries.get(key);
    if (hit && now() - hit.at < options.ttlMs) {
      send(hit, req, res, nonce);
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
        const template = toTemplate(Buffer.concat(chunks).toString("utf8"), nonce);
        entries.set(key, {
          at: now(),
          status: res.statusCode,
          headers,
          template,
          parts: (nonce ? template.split(NONCE_PLACEHOLDER) : [template]).map((part) => Buffer.from(part)),
        });
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    next();
  };
  return Object.assign(handler, {
    size: () => entries.size,
    clear: () => entries.clear(),
    serveStored: (req: IncomingMessage, res: ServerResponse, prepare: () => string | undefined) => {
      const entry = freshEntry(req);
      if (!entry) return false;
      send(entry, req, res, prepare());
      return true;
    },
  });
}
