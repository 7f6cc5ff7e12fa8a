import { redirect } from "react-router";
import { AccountPage } from "#app/features/auth/pages.tsx";
import { localizedPath } from "#app/i18n/route-table.ts";
import { headMeta } from "#app/lib/head.ts";
import { loadPage, pageHead } from "#app/lib/page.server.ts";
import { RETURN_PARAM } from "#app/middleware/guards.ts";
import { getSessionUser } from "#app/middleware/session.server.ts";
import type { Route } from "./+types/account";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadPage(context);
  const user = await getSessionUser(request, context);
  // The route table's guard already sent anonymous visitors away; this covers a session that
  // ended between the middleware and the loader.
  if (!user) {
    const login = localizedPath("authLogin", page.lang, page.defaultLocale) ?? "/";
    throw redirect(`${login}?${new URLSearchParams({ [RETURN_PARAM]: page.fullPath })}`);
  }
  return {
    head: pageHead(context, page, { noindex: true, description: page.t(`site:pages.${page.pageId}.title`) }),
    user,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

export default function Account({ loaderData }: Route.ComponentProps) {
  return <AccountPage user={loaderData.user} />;
}
