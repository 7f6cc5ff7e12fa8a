import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { AdminLoginPage } from "#app/features/auth/pages.tsx";
import { headMeta } from "#app/lib/head.ts";
import { loadPage, pageHead } from "#app/lib/page.server.ts";
import { getSessionUser } from "#app/middleware/session.server.ts";
import { getServices } from "#server/context.ts";
import type { Route } from "./+types/admin-login";
import { returnPathOf } from "./return-path.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadPage(context);
  const returnTo = returnPathOf(request, page, "admin", getServices(context).publicConfig.currentSiteUrl);
  // An administrator has nothing to do here; anyone else (anonymous or not an admin) logs in.
  if ((await getSessionUser(request, context))?.isAdmin) throw redirect(returnTo);
  return {
    head: pageHead(context, page, { noindex: true, description: page.t(`site:pages.${page.pageId}.title`) }),
    returnTo,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("site");
  return <AdminLoginPage title={t("pages.adminLogin.title")} returnTo={loaderData.returnTo} />;
}
