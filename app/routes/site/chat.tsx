import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { ModerationGate } from "#app/features/moderation/index.ts";
import { SCREEN_END_ID, VideoChatPage } from "#app/features/video-chat/VideoChatPage.tsx";
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

// No first paint of half the screen: its parts share the window's height, so a stage painted before
// the controls below it arrive would jump (layout shift). Browsers without `rel=expect` ignore it.
export const links: Route.LinksFunction = () => [
  { rel: "expect", href: `#${SCREEN_END_ID}`, blocking: "render" } as Route.LinkDescriptors[number],
];

export default function Chat({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("site");
  return (
    <>
      <h1 className="visually-hidden">{t(`pages.${loaderData.pageId}.heading`)}</h1>
      {/* A banned visitor sees the ban screen and the appeal form instead (issue 12). */}
      {/* Its own Suspense boundary: React hydrates the chat after the site's frame, in a commit of its
          own, so their start-up effects do not add up to one long task (decision 051). */}
      <Suspense>
        <ModerationGate>
          <VideoChatPage />
        </ModerationGate>
      </Suspense>
    </>
  );
}
