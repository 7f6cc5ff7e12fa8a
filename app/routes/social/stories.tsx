import { useTranslation } from "react-i18next";
import { Link, useRevalidator } from "react-router";
import socialCss from "#app/features/social/social.css?url";
import { StoriesGrid } from "#app/features/social/stories/StoriesGrid.tsx";
import { StoryComposer } from "#app/features/social/stories/StoryComposer.tsx";
import { headMeta } from "#app/lib/head.ts";
import { usePagePath } from "#app/lib/site.ts";
import type { Route } from "./+types/stories";
import { loadStoriesPage } from "./stories.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: socialCss }];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadStoriesPage(request, context);
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

/** /social/stories/{page?}: post a story, the grid of visible stories, the full-screen viewer. */
export default function StoriesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("stories");
  const path = usePagePath();
  const revalidator = useRevalidator();
  const { page, pages, viewer } = loaderData;
  const pageLink = (n: number) => path("stories", n > 1 ? { page: String(n) } : {});
  return (
    <div className="social-page stories-page">
      <h1>{page > 1 ? t("headingPage", { page }) : t("heading")}</h1>
      <p className="stories-page__lead">{t("lead")}</p>
      {viewer ? (
        viewer.verified && viewer.username ? (
          <StoryComposer onPosted={() => revalidator.revalidate()} />
        ) : (
          <p className="social-notice social-notice--error">
            {viewer.verified ? t("compose.needUsername") : t("compose.needVerified")}{" "}
            <Link to={path("social")}>{t("compose.toProfile")}</Link>
          </p>
        )
      ) : (
        <p className="social-notice">{t("compose.needLogin")}</p>
      )}
      <StoriesGrid
        stories={loaderData.stories}
        loggedIn={Boolean(viewer)}
        onChanged={() => revalidator.revalidate()}
      />
      {pages > 1 ? (
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
