import { featureEnabled } from "#app/lib/features.ts";
import { getSessionUser } from "#server/auth/http.ts";
import { getClientIp, getServices } from "#server/context.ts";
import { createRateLimiter, type RateLimiter } from "#server/rate-limit.ts";
import { recordPlay, servePoster, serveVideoFile } from "#server/videos/http.ts";
import { getVideoProvider } from "#server/videos/index.ts";
import type { Route } from "./+types/videos";

const notFound = () => new Response("Not found", { status: 404 });

/** GET /api/videos/:id/{file,download,poster} (issue 15); 404 whenever the section is off. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  if (!featureEnabled("tiktok", services.publicConfig)) return notFound();
  const provider = getVideoProvider(services);
  switch (params.kind) {
    case "file":
      return serveVideoFile(provider, params.id, request, "inline");
    case "download":
      return serveVideoFile(provider, params.id, request, "download");
    case "poster":
      return servePoster(provider, params.id);
    default:
      return notFound();
  }
}

let playLimiter: RateLimiter | undefined;

/** POST /api/videos/:id/play: one play per visitor and video. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const services = getServices(context);
  if (!featureEnabled("tiktok", services.publicConfig) || params.kind !== "play") return notFound();
  playLimiter ??= createRateLimiter({ keyPrefix: "video-play", points: 300, durationSeconds: 3600 });
  const user = await getSessionUser(request, services);
  return recordPlay({
    provider: getVideoProvider(services),
    config: services.config,
    limiter: playLimiter,
    request,
    id: params.id,
    ip: getClientIp(request, context),
    userId: user?.id ?? null,
  });
}
