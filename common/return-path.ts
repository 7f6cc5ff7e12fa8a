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
