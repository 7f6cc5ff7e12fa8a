import type { RouterContextProvider } from "react-router";
import { featureEnabled } from "#app/lib/features.ts";
import { aiError, getAiService } from "#server/ai/service.ts";
import { getAuth, getSessionUser } from "#server/auth/http.ts";
import { getClientIp, getServices } from "#server/context.ts";

/** The two AI endpoints: only on the sister site that has the feature, POST only. */
export async function handleAi(
  kind: "tool" | "chat",
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  const services = getServices(context);
  if (!featureEnabled(kind === "tool" ? "aitools" : "aichat", services.publicConfig)) {
    return new Response("Not found", { status: 404 });
  }
  if (request.method !== "POST") return Response.json({ error: "method" }, { status: 405 });
  const ai = getAiService(services);
  if (!ai.configured) return aiError("notConfigured");
  const user = await getSessionUser(request, services);
  const altcha = getAuth(services).altcha;
  const ctx = {
    ip: getClientIp(request, context),
    userId: user?.id ?? null,
    signal: request.signal,
    verifyRobotCheck: (payload: unknown) => altcha.verify(payload),
  };
  return kind === "tool" ? ai.tool(request, ctx) : ai.chat(request, ctx);
}
