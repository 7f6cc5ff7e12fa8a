import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { AdminLogin } from "#app/features/admin/login/index.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { headMeta } from "#app/lib/head.ts";
import { loadPage, pageHead } from "#app/lib/page.server.ts";
import { checkAdminAccess } from "#server/admin/guard.ts";
import { getServices } from "#server/context.ts";
import { returnPathOf } from "../auth/return-path.server.ts";
import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadPage(context);
  const services = getServices(context);
  const returnTo = returnPathOf(request, page, "admin", services.publicConfig.currentSiteUrl);
  const access = await checkAdminAccess(request.headers.get("cookie"), services);
  // An administrator has nothing to do here; one without a second factor enrols it first.
  if (access.ok) throw redirect(returnTo);
  if (access.reason === "enrolmentRequired") {
    throw redirect(localizedPath("adminSecurity", page.lang, page.defaultLocale) ?? "/-priv/mda/security");
  }
  return {
    head: pageHead(context, page, { noindex: true, description: page.t(`site:pages.${page.pageId}.title`) }),
    returnTo,
    step: access.reason === "secondFactorRequired" ? ("code" as const) : ("password" as const),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

export default function AdminLoginRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("site");
  return (
    <AdminLogin title={t("pages.adminLogin.title")} returnTo={loaderData.returnTo} step={loaderData.step} />
  );
}
