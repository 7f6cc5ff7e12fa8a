import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { LoginPage } from "#app/features/auth/pages.tsx";
import { localizedPath } from "#app/i18n/route-table.ts";
import { headMeta } from "#app/lib/head.ts";
import { loadPage, pageHead } from "#app/lib/page.server.ts";
import { getSessionUser } from "#app/middleware/session.server.ts";
import { isLoginPageError } from "#common/auth/schemas.ts";
import { getAuth } from "#server/auth/http.ts";
import { getServices } from "#server/context.ts";
import type { Route } from "./+types/login";
import { returnPathOf } from "./return-path.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadPage(context);
  const returnTo = returnPathOf(request, page, "appHome", getServices(context).publicConfig.currentSiteUrl);
  // Already logged in: nothing to do here, straight back to where the visitor was going.
  if (await getSessionUser(request, context)) throw redirect(returnTo);
  const error = new URL(request.url).searchParams.get("error");
  return {
    head: pageHead(context, page, { noindex: true, description: page.t(`site:pages.${page.pageId}.title`) }),
    providers: getAuth(getServices(context)).providers,
    returnTo,
    error: isLoginPageError(error) ? error : null,
    resetPath: localizedPath("authForgotPassword", page.lang, page.defaultLocale) ?? "/",
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

export default function Login({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("site");
  return (
    <LoginPage
      title={t("pages.authLogin.title")}
      providers={loaderData.providers}
      returnTo={loaderData.returnTo}
      error={loaderData.error}
      resetPath={loaderData.resetPath}
    />
  );
}
