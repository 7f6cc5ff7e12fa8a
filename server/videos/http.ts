import { createHmac, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { isVideoId } from "#common/videos.ts";
import { isSecureSite, readCookieHeader, serializeCookie } from "#server/auth/cookies.ts";
import type { Config } from "#server/config.ts";
import type { RateLimiter } from "#server/rate-limit.ts";
import type { StoredVideoFile, Video, VideoProvider } from "./types.ts";

/** Single byte range of a Range header (`bytes=0-`, `bytes=100-199`, `bytes=-500`), or null/invalid. */
export function parseRange(
  header: string | null,
  size: number,
): { start: number; end: number } | null | "invalid" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "invalid";
  let start: number;
  let end: number;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "invalid";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return "invalid";
  return { start, end };
}

// A stored file can never be rendered as a document that runs something (uploads are untrusted).
const FILE_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; sandbox",
  "Cross-Origin-Resource-Policy": "same-site",
  // A new upload gets a new id, so the bytes behind an id never change.
  "Cache-Control": "public, max-age=31536000, immutable",
};

function webBody(file: StoredVideoFile): ReadableStream {
  return Readable.toWeb(file.body) as ReadableStream;
}

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

function safeFileName(video: Video, type: string): string {
  const creator = video.creatorName
    .normalize("NFD")
    .replace(/[^\w-]+/g, "")
    .slice(0, 40);
  const extension = type === "video/webm" ? "webm" : "mp4";
  return `${creator || "video"}-${video.id.slice(0, 8)}.${extension}`;
}

/** GET /api/videos/:id/file and /download: the file, with byte ranges (seeking) and the creator in the name. */
export async function serveVideoFile(
  provider: VideoProvider,
  id: string,
  request: Request,
  mode: "inline" | "download",
): Promise<Response> {
  if (!provider.files || !isVideoId(id)) return notFound();
  const video = await provider.get(id);
  if (!video) return notFound();
  const whole = await provider.files.video(id);
  if (!whole) return notFound();
  const range = parseRange(request.headers.get("range"), whole.size);
  const headers: Record<string, string> = {
    ...FILE_HEADERS,
    "Accept-Ranges": "bytes",
    "Content-Type": whole.type,
  };
  if (mode === "download") {
    const name = safeFileName(video, whole.type);
    headers["Content-Disposition"] = `attachment; filename="${name}"`;
    // Credit travels with the file: the creator's name and page as response headers a client may keep.
    headers["X-Video-Creator"] = encodeURIComponent(video.creatorName);
    if (video.creatorUrl) headers["X-Video-Creator-Url"] = video.creatorUrl;
  }
  if (range === "invalid") {
    whole.body.destroy();
    return new Response(null, {
      status: 416,
      headers: { ...headers, "Content-Range": `bytes */${whole.size}` },
    });
  }
  if (range === null) {
    return new Response(webBody(whole), {
      status: 200,
      headers: { ...headers, "Content-Length": String(whole.size) },
    });
  }
  whole.body.destroy();
  const part = await provider.files.video(id, range);
  if (!part) return notFound();
  return new Response(webBody(part), {
    status: 206,
    headers: {
      ...headers,
      "Content-Length": String(range.end - range.start + 1),
      "Content-Range": `bytes ${range.start}-${range.end}/${whole.size}`,
    },
  });
}

export async function servePoster(provider: VideoProvider, id: string): Promise<Response> {
  if (!provider.files || !isVideoId(id)) return notFound();
  const poster = await provider.files.poster(id);
  if (!poster) return notFound();
  return new Response(webBody(poster), {
    headers: { ...FILE_HEADERS, "Content-Type": poster.type, "Content-Length": String(poster.size) },
  });
}

export const VISITOR_COOKIE = "acaso_vid";

/**
 * POST /api/videos/:id/play: counts a play once per visitor and video. The visitor is the account
 * when logged in, else a random id in a first-party cookie; only a keyed hash of it is stored.
 */
export async function recordPlay(deps: {
  provider: VideoProvider;
  config: Config;
  limiter: RateLimiter;
  request: Request;
  id: string;
  ip: string;
  userId: string | null;
}): Promise<Response> {
  const { provider, config, request } = deps;
  if (request.method !== "POST") return Response.json({ error: "method" }, { status: 405 });
  const headers = new Headers({ "Cache-Control": "no-store" });
  let visitor: string;
  if (deps.userId) {
    visitor = `u:${deps.userId}`;
  } else {
    let cookie = readCookieHeader(request.headers.get("cookie"), VISITOR_COOKIE);
    if (!cookie || !/^[\w-]{22,64}$/.test(cookie)) {
      cookie = randomBytes(16).toString("base64url");
      headers.append(
        "Set-Cookie",
        serializeCookie(VISITOR_COOKIE, cookie, {
          httpOnly: true,
          secure: isSecureSite(config.SITE_URL),
          sameSite: "lax",
          path: "/",
          maxAgeSeconds: 365 * 24 * 3600,
        }),
      );
    }
    visitor = `c:${cookie}`;
  }
  // New visitors per address and hour are bounded: clearing cookies does not mint plays for free.
  const key = createHmac("sha256", config.sessionSecret).update(`play:${visitor}`).digest("hex");
  const allowed = await deps.limiter.consume(deps.ip);
  if (!allowed.ok) return Response.json({ counted: false, error: "rateLimited" }, { status: 429, headers });
  const counted = await provider.recordPlay(deps.id, key);
  return Response.json({ counted }, { headers });
}
