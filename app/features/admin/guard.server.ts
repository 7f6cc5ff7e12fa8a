import { type RouterContextProvider, redirect } from "react-router";
import { localizedPath } from "#app/i18n/route-table.ts";
import { RETURN_PARAM } from "#app/middleware/guards.ts";
import { getPageContext } from "#app/middleware/locale.ts";
import { type AdminIdentity, checkAdminAccess } from "#server/admin/guard.ts";
import { getServices } from "#server/context.ts";

export type AdminPageAccess =
  | { kind: "admin"; admin: AdminIdentity }
  /** An administrator who must enrol a second factor first (only the security screen lets them in). */
  | { kind: "enrolling"; user: { id: string; email: string } };

/**
 * The first line of every admin page loader and action (issue 12): the one admin check of
 * server/admin/guard.ts, asked by the route itself (the route table's guard does nothing for a request
 * that reaches a loader another way). Anyone else is sent to the admin login of the page's language,
 * keeping where they were; an admin without a second factor is sent to enrol one.
 */
export async function requireAdminPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  options: { allowEnrolment?: boolean } = {},
): Promise<AdminPageAccess> {
  const access = await checkAdminAccess(request.headers.get("cookie"), getServices(context));
  if (access.ok) return { kind: "admin", admin: access.admin };
  const page = getPageContext(context);
  if (access.reason === "enrolmentRequired" && access.user && options.allowEnrolment) {
    return { kind: "enrolling", user: access.user };
  }
  const login = localizedPath("adminLogin", page.lang, page.defaultLocale) ?? "/-priv/mda/login";
  throw redirect(`${login}?${new URLSearchParams({ [RETURN_PARAM]: page.fullPath })}`);
}

/** The same for loaders that need a full administrator (second factor proven). */
export async function requireAdmin(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<AdminIdentity> {
  const access = await requireAdminPage(request, context);
  if (access.kind !== "admin") throw new Error("unreachable: enrolment is not allowed here");
  return access.admin;
}
