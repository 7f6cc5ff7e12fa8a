import { useTranslation } from "react-i18next";
import { VideoChatPage } from "#app/features/video-chat/VideoChatPage.tsx";
import { headMeta } from "#app/lib/head.ts";
import { loadPage, pageHead } from "#app/lib/page.server.ts";
import type { Route } from "./+types/chat";

// /chat and the localized random-video-chat paths: the video chat screen inside its layout.
export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadPage(context);
  return { head: pageHead(context, page), pageId: page.pageId };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

// The chat is a full-height app screen (issue 16): the shell drops the footer and never scrolls.
export const handle = { appScreen: true };

export default function Chat({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("site");
  return (
    <>
      <h1 className="visually-hidden">{t(`pages.${loaderData.pageId}.heading`)}</h1>
      <VideoChatPage />
    </>
  );
}
