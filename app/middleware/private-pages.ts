import type { MiddlewareFunction } from "react-router";
import { type PageId, pageDef, splitLocalePrefix } from "#app/i18n/route-table.ts";
import { pageContext } from "./locale.ts";

/**
 * Issue 17 finding 10: pages for a logged-in person are theirs alone. Every page whose route-table
 * entry has a guard, or whose path is under one of these areas, is answered with
 * `Cache-Control: private, no-store` — a rule on the route table, so pages added there later
 * (social, admin) get it without a line of their own.
 */
export const PRIVATE_AREAS = ["/app/social", "/app/user", "/-priv"] as const;
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** True for a path (with or without language prefix) inside a private area. */
export function isPrivatePath(pathname: string): boolean {
  const [, rest] = splitLocalePrefix(pathname);
  return PRIVATE_AREAS.some((area) => rest === area || rest.startsWith(`${area}/`));
}

/** True for a page with a guard or with a path in a private area (in any language). */
export function isPrivatePage(id: PageId): boolean {
  const def = pageDef(id);
  return def.guard !== undefined || Object.values(def.paths).some((path) => isPrivatePath(path));
}

/** Runs first, so its header also lands on guard redirects and on the error page of such a path. */
export const privatePagesMiddleware: MiddlewareFunction<Response> = async ({ url, context }, next) => {
  const response = await next();
  const pageId = context.get(pageContext)?.pageId;
  const isPrivate = (pageId !== undefined && isPrivatePage(pageId)) || isPrivatePath(url.pathname);
  if (!isPrivate) return response;
  try {
    response.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return response;
  } catch {
    // Immutable headers (a Response.redirect()): answer a copy.
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return copy;
  }
};
