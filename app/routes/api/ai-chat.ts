import type { Route } from "./+types/ai-chat";
import { handleAi } from "./ai.server.ts";

/** POST /api/ai/chat: the next message of an AI chat conversation, streamed as NDJSON lines. */
export function action({ request, context }: Route.ActionArgs) {
  return handleAi("chat", request, context);
}

export function loader() {
  return new Response("Not found", { status: 404 });
}
