import aiCss from "#app/features/ai/ai.css?url";
import { ChatPage } from "#app/features/ai/chat/ChatPage.tsx";
import { headMeta } from "#app/lib/head.ts";
import { getServices } from "#server/context.ts";
import type { Route } from "./+types/chat";
import { loadAiPage } from "./page.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: aiCss }];

export async function loader({ context }: Route.LoaderArgs) {
  const { config } = getServices(context);
  // AI_SUBDIR is a runtime setting: only that sub-directory is the chat.
  const { page, status, head } = await loadAiPage(
    context,
    "aichat",
    (p) => p.params.aiSubdir === config.AI_SUBDIR,
  );
  return { head, status, lang: page.lang };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

export default function AiChat({ loaderData }: Route.ComponentProps) {
  return <ChatPage lang={loaderData.lang} status={loaderData.status} />;
}
