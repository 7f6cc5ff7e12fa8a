import { useTranslation } from "react-i18next";
import { ResetConfirmPage } from "#app/features/auth/pages.tsx";
import { localizedPath } from "#app/i18n/route-table.ts";
import { headMeta } from "#app/lib/head.ts";
import { loadPage, pageHead } from "#app/lib/page.server.ts";
import type { Route } from "./+types/reset-password";

export async function loader({ context }: Route.LoaderArgs) {
  // The token segment is required by the route itself: without it the path matches no page (404).
  const page = await loadPage(context, ({ params }) => Boolean(params.token));
  return {
    head: pageHead(context, page, { noindex: true, description: page.t(`site:pages.${page.pageId}.title`) }),
    token: page.params.token ?? "",
    loginPath: localizedPath("authLogin", page.lang, page.defaultLocale) ?? "/",
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("site");
  return (
    <ResetConfirmPage
      title={t("pages.authResetPassword.title")}
      token={loaderData.token}
      loginPath={loaderData.loginPath}
    />
  );
}
