import { useTranslation } from "react-i18next";
import { useAdminQuery } from "#app/features/admin/api.ts";
import { requireAdmin } from "#app/features/admin/guard.server.ts";
import { adminHead } from "#app/features/admin/head.server.ts";
import { AdminErrorBoundary } from "#app/features/admin/ui/AdminErrorBoundary.tsx";
import { VideoAdminList, type VideoListAnswer, VideoUploadForm } from "#app/features/admin/videos/index.ts";
import videosCss from "#app/features/videos/videos.css?url";
import { headMeta } from "#app/lib/head.ts";
import { getServices } from "#server/context.ts";
import type { Route } from "./+types/videos";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: videosCss }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { config, publicConfig } = getServices(context);
  return {
    head: (await adminHead(context)).head,
    maxBytes: config.VIDEO_MAX_BYTES,
    enabled: publicConfig.hasTiktokPages,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

/** /-priv/mda/videos: upload short videos to the catalogue and remove them (issue 15). */
export default function Screen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("videos");
  const query = useAdminQuery<VideoListAnswer>("/api/admin/videos");
  return (
    <>
      <h1>{t("site:pages.adminVideos.title")}</h1>
      <p className="admin-lead">{t("admin.lead")}</p>
      {loaderData.enabled ? null : <p className="admin-muted">{t("admin.sectionOff")}</p>}
      <VideoUploadForm maxBytes={loaderData.maxBytes} onUploaded={query.reload} />
      <VideoAdminList query={query} />
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
