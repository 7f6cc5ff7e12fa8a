import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePagePath } from "#app/lib/site.ts";
import type { Video } from "#common/video-types.ts";
import { type AdminApiError, type AdminQuery, adminSend } from "../api.ts";
import { DateTime, ErrorBox, Loading } from "../ui/Status.tsx";

function formatSize(bytes: number): string {
  return bytes < 1_000_000
    ? `${Math.max(1, Math.round(bytes / 1000))} kB`
    : `${(bytes / 1_000_000).toFixed(1)} MB`;
}

export type VideoListAnswer = { videos: (Video & { size: number })[]; total: number };

/** The newest videos of the catalogue, each with its page and a delete button. */
export function VideoAdminList({ query }: { query: AdminQuery<VideoListAnswer> }) {
  const { t } = useTranslation("videos");
  const path = usePagePath();
  const [error, setError] = useState<AdminApiError | null>(null);
  return (
    <section aria-labelledby="admin-videos-list">
      <h2 id="admin-videos-list">{t("admin.listTitle", { total: query.data?.total ?? 0 })}</h2>
      <Loading show={query.loading && !query.data} />
      <ErrorBox error={query.error ?? error} onRetry={query.reload} />
      <ul className="admin-videos" data-testid="admin-video-list">
        {query.data?.videos.map((video) => (
          <li key={video.id} className="admin-videos__item">
            {video.posterUrl ? (
              <img src={video.posterUrl} alt="" width={54} height={96} loading="lazy" />
            ) : (
              <span className="admin-videos__noposter" />
            )}
            <span className="admin-videos__text">
              <Link to={path("tiktokVideo", { id: video.id })}>{video.caption || video.creatorName}</Link>
              <span className="admin-muted">
                {video.creatorName} · {t("grid.plays", { plays: video.plays })} · {formatSize(video.size)} ·{" "}
                <DateTime value={video.addedAt} />
              </span>
            </span>
            <button
              type="button"
              className="button button--small button--secondary"
              onClick={async () => {
                if (!window.confirm(t("admin.confirmDelete"))) return;
                const result = await adminSend("DELETE", `/api/admin/videos/${video.id}`);
                if (!result.ok) setError(result.error);
                else query.reload();
              }}
            >
              {t("admin.delete")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
