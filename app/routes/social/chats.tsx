import { redirect } from "react-router";
import { ChatsPage } from "#app/features/social/chats/ChatsPage.tsx";
import socialCss from "#app/features/social/rooms-chats.css?url";
import { localizedPath } from "#app/i18n/route-table.ts";
import { headMeta } from "#app/lib/head.ts";
import { loadPage, pageHead } from "#app/lib/page.server.ts";
import { RETURN_PARAM } from "#app/middleware/guards.ts";
import { getSessionUser } from "#app/middleware/session.server.ts";
import type { Route } from "./+types/chats";
import { idParam } from "./rooms.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: socialCss }];

/** /app/social/chats (spec §2.1: logged-in users only; the route table's guard runs first). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadPage(context);
  const user = await getSessionUser(request, context);
  if (!user) {
    const login = localizedPath("authLogin", page.lang, page.defaultLocale) ?? "/";
    throw redirect(`${login}?${new URLSearchParams({ [RETURN_PARAM]: page.fullPath })}`);
  }
  return {
    head: pageHead(context, page, { noindex: true, description: page.t("directChats:lead") }),
    userId: user.id,
    conversationId: idParam(request, "c"),
    lang: page.lang,
    basePath: new URL(request.url).pathname,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

export default function Chats({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page page--social">
      <ChatsPage
        conversationId={loaderData.conversationId}
        userId={loaderData.userId}
        lang={loaderData.lang}
        basePath={loaderData.basePath}
      />
    </div>
  );
}
