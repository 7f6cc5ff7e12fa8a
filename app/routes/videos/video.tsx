import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, type MetaDescriptor } from "react-router";
import { VideoGrid } from "#app/features/videos/VideoGrid.tsx";
import { VideoNav } from "#app/features/videos/VideoNav.tsx";
import videosCss from "#app/features/videos/videos.css?url";
import { headMeta } from "#app/lib/head.ts";
import { createHttpClient } from "#app/lib/http.ts";
import { usePagePath } from "#app/lib/site.ts";
import { videoUrls } from "#common/videos.ts";
import type { Route } from "./+types/video";
import { loadVideo } from "./video.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: videosCss }];

export function loader({ context }: Route.LoaderArgs) {
  return loadVideo(context);
}

export const meta = ({ loaderData }: Route.MetaArgs): MetaDescriptor[] => {
  if (!loaderData) return [];
  const { og } = loaderData;
  const base = headMeta(loaderData.head).filter(
    (m) => !("property" in m && m.property === "og:type") && !("name" in m && m.name === "twitter:card"),
  );
  return [
    ...base,
    { property: "og:type", content: "video.other" },
    { name: "twitter:card", content: og.image ? "summary_large_image" : "summary" },
    ...(og.video
      ? [
          { property: "og:video", content: og.video },
          { property: "og:video:secure_url", content: og.video },
          ...(og.type ? [{ property: "og:video:type", content: og.type }] : []),
          ...(og.width ? [{ property: "og:video:width", content: String(og.width) }] : []),
          ...(og.height ? [{ property: "og:video:height", content: String(og.height) }] : []),
        ]
      : []),
    ...(og.image ? [{ property: "og:image", content: og.image }] : []),
    // A JSON data block, not a script: nothing runs, so a nonce-based CSP does not apply to it.
    { "script:ld+json": loaderData.structuredData },
  ];
};

const http = createHttpClient();

/** The player page of one short video (issue 15). A play is counted once it really starts. */
export default function VideoPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("videos");
  const path = usePagePath();
  const { video, title } = loaderData;
  const counted = useRef<string | null>(null);
  const countPlay = () => {
    if (counted.current === video.id) return;
    counted.current = video.id;
    void http.post(videoUrls.play(video.id));
  };
  // An embedded player does not tell us when it plays: opening its page counts.
  useEffect(() => {
    if (video.player.kind === "embed") countPlay();
  });
  return (
    <div className="videos-page video-page">
      <VideoNav current="tiktokVideo" />
      <div className="video-page__layout">
        <div className="video-page__player">
          {video.player.kind === "file" ? (
            // biome-ignore lint/a11y/useMediaCaption: creators' clips come without caption tracks
            <video
              key={video.id}
              controls
              playsInline
              preload="metadata"
              poster={video.posterUrl ?? undefined}
              onPlay={countPlay}
              data-testid="video-player"
            >
              <source src={video.player.src} type={video.player.type} />
            </video>
          ) : (
            <iframe
              key={video.id}
              src={video.player.src}
              title={t("video.playerTitle")}
              allow="encrypted-media; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          )}
        </div>
        <div className="video-page__info">
          <h1>{title}</h1>
          <p className="video-page__creator">
            {t("video.creator")}:{" "}
            {video.creatorUrl ? (
              <a href={video.creatorUrl} rel="noopener noreferrer nofollow" target="_blank">
                {video.creatorName}
              </a>
            ) : (
              video.creatorName
            )}
          </p>
          {video.caption && video.caption.trim() !== title ? <p>{video.caption}</p> : null}
          <p className="video-page__plays" data-testid="video-plays">
            {t("grid.plays", { plays: video.plays.toLocaleString(i18n.language) })}
          </p>
          {video.hashtags.length > 0 ? (
            <p className="video-page__tags">
              <span className="visually-hidden">{t("video.hashtags")}: </span>
              {video.hashtags.map((tag) => (
                <Link key={tag} to={path("tiktokHashtag", { hashtag: tag })}>
                  #{tag}
                </Link>
              ))}
            </p>
          ) : null}
          <p className="video-page__actions">
            {video.downloadable ? (
              <a className="button" href={videoUrls.download(video.id)} download>
                {t("video.download")}
              </a>
            ) : null}
            {video.player.kind === "embed" ? (
              <a className="button button--secondary" href={video.player.sourceUrl} rel="noopener noreferrer">
                {t("video.openOriginal")}
              </a>
            ) : null}
          </p>
        </div>
      </div>
      {loaderData.more.length > 0 ? (
        <section aria-labelledby="more-videos">
          <h2 id="more-videos">{t("video.more")}</h2>
          <VideoGrid videos={loaderData.more} />
        </section>
      ) : null}
    </div>
  );
}
