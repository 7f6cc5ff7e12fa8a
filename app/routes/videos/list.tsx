import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { VideoGrid } from "#app/features/videos/VideoGrid.tsx";
import { VideoNav } from "#app/features/videos/VideoNav.tsx";
import videosCss from "#app/features/videos/videos.css?url";
import { headMeta } from "#app/lib/head.ts";
import { usePagePath } from "#app/lib/site.ts";
import type { Route } from "./+types/list";
import { loadVideoList } from "./list.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: videosCss }];

export function loader({ context }: Route.LoaderArgs) {
  return loadVideoList(context);
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

/** Latest, popular and hashtag grids of short videos (spec §2.2). */
export default function VideoList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("videos");
  const path = usePagePath();
  const { pageId, hashtag, page, pages } = loaderData;
  const pageLink = (n: number) => path("tiktokPopular", n > 1 ? { page: String(n) } : {});
  return (
    <div className="videos-page">
      <VideoNav current={pageId} />
      <h1>{loaderData.heading}</h1>
      {loaderData.lead ? <p className="videos-page__lead">{loaderData.lead}</p> : null}
      {hashtag ? (
        <nav className="videos-tabs" aria-label={loaderData.heading}>
          <Link
            to={path("tiktokHashtag", { hashtag })}
            aria-current={pageId === "tiktokHashtag" ? "page" : undefined}
          >
            {t("hashtag.latestTab")}
          </Link>
          <Link
            to={path("tiktokHashtagPopular", { hashtag })}
            aria-current={pageId === "tiktokHashtagPopular" ? "page" : undefined}
          >
            {t("hashtag.popularTab")}
          </Link>
        </nav>
      ) : null}
      <VideoGrid videos={loaderData.videos} />
      {pageId === "tiktokPopular" && pages > 1 ? (
        <nav className="pagination" aria-label={t("pagination.label")}>
          {page > 1 ? (
            <Link to={pageLink(page - 1)} rel="prev" className="button button--secondary button--small">
              {t("pagination.previous")}
            </Link>
          ) : null}
          <span>{t("pagination.status", { page, pages })}</span>
          {page < pages ? (
            <Link to={pageLink(page + 1)} rel="next" className="button button--secondary button--small">
              {t("pagination.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
