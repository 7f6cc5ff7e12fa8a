import { hasForbiddenCharacters } from "./text.ts";

/**
 * Where a login sends the visitor afterwards (`?redirect=` of the login pages, the guard's return
 * path, the pending third-party sign-in). Issue 17 findings 2 and 11: the value is resolved the way a
 * browser would resolve it — `new URL(value, siteUrl)` — and kept only when it lands on the same
 * origin; control characters (common/text.ts) are refused before parsing, since the URL parser silently drops tabs
 * and newlines (`/\t/evil.example` would become `//evil.example`, another host). The answer is the
 * serialized path, query and fragment: always ASCII, so it is safe in a Location header.
 */

/** Longer return paths are not ours (the guard's own are a page path and its query). */
export const RETURN_PATH_MAX_CHARS = 1000;

/**
 * Issue 17 finding 11: a return path with control characters (`%0A`, `%00`, a tab…) is never a link
 * this site made — it is a forged or mangled one, so the page answers 400 (the product's error page)
 * instead of quietly going somewhere else.
 */
export function isMalformedReturnPath(value: unknown): boolean {
  return typeof value === "string" && hasForbiddenCharacters(value);
}

export function safeReturnPath(value: unknown, siteUrl: string, fallback: string): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > RETURN_PATH_MAX_CHARS) {
    return fallback;
  }
  if (hasForbiddenCharacters(value)) return fallback;
  let site: URL;
  let target: URL;
  try {
    site = new URL(siteUrl);
    target = new URL(value, site);
  } catch {
    return fallback;
  }
  if (target.origin !== site.origin) return fallback;
  return `${target.pathname}${target.search}${target.hash}`;
}
