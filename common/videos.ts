/**
 * Short-video helpers both sides use (issue 15): hashtags, page numbers, links to our videos.
 * Pure functions, no Node or DOM imports.
 */

/** Videos per page of a grid. */
export const VIDEOS_PER_PAGE = 24;

const HASHTAG = /^[\p{L}\p{N}_]{1,100}$/u;

/** `#Funny` -> `funny`; null when it is not a hashtag (letters, digits and '_' only). */
export function normalizeHashtag(value: string): string | null {
  const tag = value.trim().replace(/^#/, "").normalize("NFC").toLowerCase();
  return HASHTAG.test(tag) ? tag : null;
}

/** The hashtags written in a caption (`"so #Fun #fun #cats"` -> `["fun", "cats"]`). */
export function hashtagsIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/#([\p{L}\p{N}_]{1,100})/gu)) {
    const tag = normalizeHashtag(match[1] ?? "");
    if (tag) found.add(tag);
  }
  return [...found];
}

export type PageNumber = { kind: "page"; page: number } | { kind: "canonical" } | { kind: "invalid" };

/**
 * The optional `[[page]]` segment: absent is page 1, "1" is page 1 under another URL (redirect to
 * the canonical one), "2".."n" a page, anything else (0, 01, -1, 1.5, abc) is no page.
 */
export function parsePageParam(value: string | undefined): PageNumber {
  if (value === undefined || value === "") return { kind: "page", page: 1 };
  if (value === "1") return { kind: "canonical" };
  if (!/^[1-9]\d{0,5}$/.test(value)) return { kind: "invalid" };
  return { kind: "page", page: Number(value) };
}

/** Number of pages of a list (at least 1: an empty list still has its first page). */
export function pageCount(total: number, perPage = VIDEOS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** True when `page` exists for a list of `total` items; past the end is a 404. */
export function pageExists(page: number, total: number, perPage = VIDEOS_PER_PAGE): boolean {
  return Number.isInteger(page) && page >= 1 && page <= pageCount(total, perPage);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isVideoId(value: string): boolean {
  return UUID.test(value);
}

/**
 * The catalogue video a pasted link points at: one of our player pages (any language) or one of
 * our file URLs, on one of our hosts. Anything else (another site's link, a malformed text) is
 * null: the download page serves our own files only, it never fetches other sites.
 */
export function videoIdFromLink(link: string, ownHosts: string[]): string | null {
  let url: URL;
  try {
    url = new URL(link.trim(), "http://relative.invalid");
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.host !== "relative.invalid" && !ownHosts.includes(url.host.toLowerCase())) return null;
  const match =
    /^(?:\/[a-z]{2})?\/tiktok\/video\/([^/]+)\/?$/.exec(url.pathname) ??
    /^\/api\/videos\/([^/]+)\/(?:file|download)$/.exec(url.pathname);
  const id = match?.[1];
  return id && isVideoId(id) ? id.toLowerCase() : null;
}

export const videoUrls = {
  file: (id: string) => `/api/videos/${id}/file`,
  poster: (id: string) => `/api/videos/${id}/poster`,
  download: (id: string) => `/api/videos/${id}/download`,
  play: (id: string) => `/api/videos/${id}/play`,
};
