import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Request, RequestHandler, Response } from "express";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { media } from "#db/schema/index.ts";

/** One stored image, whatever keeps it (the media table, server/storage). */
export type MediaImage = {
  mime: string;
  /** Strong validator: changes whenever the bytes do (a hash of them). */
  etag: string;
  /** How long caches may keep it (default a year); a story's image lives only as long as the story. */
  maxAgeSeconds?: number;
  bytes(): Promise<Uint8Array | null>;
};

/** Looks an image id up in one place; null when it is not there (the next source is asked). */
export type MediaSource = (id: string) => Promise<MediaImage | null>;

/** Images in the `media` table (avatars, discover link images); the hash is computed on the fly. */
export function mediaTableSource(db: Db): MediaSource {
  return async (id) => {
    const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
    if (!row) return null;
    const data = row.data;
    return {
      mime: row.mimeType,
      etag: createHash("sha256").update(data).digest("hex").slice(0, 32),
      bytes: async () => data,
    };
  };
}

const idSchema = z.uuid();
const YEAR_SECONDS = 31_536_000;
const ALLOWED = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const value = part.trim().replace(/^W\//, "");
    return value === "*" || value === etag;
  });
}

function notFound(res: Response, status: 400 | 404) {
  res.setHeader("Cache-Control", status === 404 ? "no-store" : "public, max-age=3600");
  res.status(status).json({ errors: [{ field: "id", typeError: "invalid" }] });
}

/**
 * GET /api/media/img/{id}/{slug}?query (spec §3 media image URL, §7.1). The slug is only for
 * people and search engines; the query is ignored (it lets a page bust a cache it controls). A new
 * image always gets a new id, so a response is cacheable for a year; the ETag lets a browser that
 * lost the body revalidate with a 304. A malformed id is 400, an unknown one 404.
 */
export function mediaImageRoute(sources: readonly MediaSource[]): RequestHandler {
  return async (req: Request, res: Response, next) => {
    try {
      const id = idSchema.safeParse(req.params.id);
      if (!id.success) return notFound(res, 400);
      let image: MediaImage | null = null;
      for (const source of sources) {
        image = await source(id.data.toLowerCase());
        if (image) break;
      }
      if (!image || !ALLOWED.has(image.mime)) return notFound(res, 404);
      const etag = `"${image.etag}"`;
      res.setHeader("ETag", etag);
      const maxAge = Math.max(0, Math.min(YEAR_SECONDS, Math.floor(image.maxAgeSeconds ?? YEAR_SECONDS)));
      res.setHeader("Cache-Control", `public, max-age=${maxAge}, immutable`);
      // Even if a browser were tricked into rendering it as a document, it could run nothing.
      res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
      res.setHeader("Cross-Origin-Resource-Policy", "same-site");
      res.setHeader("X-Content-Type-Options", "nosniff");
      if (matches(req.get("if-none-match"), etag)) {
        res.status(304).end();
        return;
      }
      const bytes = await image.bytes();
      if (!bytes) return notFound(res, 404);
      res.setHeader("Content-Type", image.mime);
      res.setHeader("Content-Length", String(bytes.length));
      if (req.method === "HEAD") {
        res.end();
        return;
      }
      res.end(Buffer.from(bytes));
    } catch (error) {
      next(error);
    }
  };
}
