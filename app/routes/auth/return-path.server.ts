import { data } from "react-router";
import { localizedPath, type PageId } from "#app/i18n/route-table.ts";
import type { LoadedPage } from "#app/lib/page.server.ts";
import { RETURN_PARAM } from "#app/middleware/guards.ts";
import { isMalformedReturnPath, safeReturnPath } from "#common/return-path.ts";

/**
 * Where a login page sends the visitor afterwards: the guard's `?redirect=` when it resolves to this
 * site (common/return-path.ts), or the given page in the visitor's language. A value with control
 * characters is a 400 on the product's error page (issue 17 finding 11).
 */
export function returnPathOf(request: Request, page: LoadedPage, fallback: PageId, siteUrl: string): string {
  const home = localizedPath(fallback, page.lang, page.defaultLocale) ?? "/";
  const value = new URL(request.url).searchParams.get(RETURN_PARAM);
  if (isMalformedReturnPath(value)) throw data("Bad request: malformed return path", { status: 400 });
  return safeReturnPath(value, siteUrl, home);
}
