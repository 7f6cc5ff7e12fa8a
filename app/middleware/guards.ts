import { type MiddlewareFunction, redirect } from "react-router";
import { localizedPath, pageDef } from "#app/i18n/route-table.ts";
import { getPageContext } from "./locale.ts";
import { getSessionUser } from "./session.server.ts";

/** The query parameter that carries the return path to the login page. */
export const RETURN_PARAM = "redirect";

/** user-logged-only (spec §6): anonymous visitors go to the login page, keeping where they were. */
export const requireUser: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const page = getPageContext(context);
  if (!(await getSessionUser(request, context))) {
    const login = localizedPath("authLogin", page.lang, page.defaultLocale) ?? "/app/auth/login";
    throw redirect(`${login}?${new URLSearchParams({ [RETURN_PARAM]: page.fullPath })}`);
  }
  return next();
};

/** admin-only (spec §6): anyone who is not an administrator goes to the admin login. */
export const requireAdmin: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const page = getPageContext(context);
  const user = await getSessionUser(request, context);
  if (!user?.isAdmin) {
    throw redirect(localizedPath("adminLogin", page.lang, page.defaultLocale) ?? "/-priv/mda/login");
  }
  return next();
};

/** Applies the guard the route table declares for the matched page. */
export const guardMiddleware: MiddlewareFunction<Response> = (args, next) => {
  const { pageId, notFound } = getPageContext(args.context);
  if (!pageId || notFound) return next();
  const guard = pageDef(pageId).guard;
  if (guard === "user") return requireUser(args, next);
  if (guard === "admin") return requireAdmin(args, next);
  return next();
};
