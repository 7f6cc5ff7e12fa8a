import { RoomsPage } from "#app/features/social/rooms/RoomsPage.tsx";
import socialCss from "#app/features/social/rooms-chats.css?url";
import { headMeta } from "#app/lib/head.ts";
import { loadPage, pageHead } from "#app/lib/page.server.ts";
import { getServices } from "#server/context.ts";
import type { Route } from "./+types/chat-room";
import { idParam, openRooms } from "./rooms.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: socialCss }];

/** /app/social/chat-room (spec §2.1: no login guard: anyone reads, logged-in people write). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadPage(context);
  const { database } = getServices(context);
  return {
    head: pageHead(context, page, { noindex: true, description: page.t("rooms:lead") }),
    rooms: await openRooms(database),
    roomId: idParam(request, "room"),
    lang: page.lang,
    basePath: new URL(request.url).pathname,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

export default function ChatRoom({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page page--social">
      <RoomsPage
        rooms={loaderData.rooms}
        roomId={loaderData.roomId}
        lang={loaderData.lang}
        basePath={loaderData.basePath}
      />
    </div>
  );
}
