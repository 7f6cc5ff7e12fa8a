import { useTranslation } from "react-i18next";
import { ResetRequestPage } from "#app/features/auth/pages.tsx";
import { headMeta } from "#app/lib/head.ts";
import { loadPage, pageHead } from "#app/lib/page.server.ts";
import type { Route } from "./+types/forgot-password";

export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadPage(context);
  return {
    head: pageHead(context, page, { noindex: true, description: page.t(`site:pages.${page.pageId}.title`) }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

export default function ForgotPassword() {
  const { t } = useTranslation("site");
  return <ResetRequestPage title={t("pages.authForgotPassword.title")} />;
}
