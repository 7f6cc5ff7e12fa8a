import type { Route } from "./+types/ai-tool";
import { handleAi } from "./ai.server.ts";

/** POST /api/ai/tool: one AI tool's answer, streamed as NDJSON lines (server/ai/service.ts). */
export function action({ request, context }: Route.ActionArgs) {
  return handleAi("tool", request, context);
}

export function loader() {
  return new Response("Not found", { status: 404 });
}
