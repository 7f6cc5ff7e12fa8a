import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePagePath } from "#app/lib/site.ts";
import type { VideoSummary } from "#common/video-types.ts";

function shortCaption(video: VideoSummary, fallback: string): string {
  const text = video.caption.trim() || fallback;
  return text.length > 90 ? `${text.slice(0, 87)}…` : text;
}

/**
 * One poster of the grid. With a mouse, the video plays muted while the pointer is over it and a
 * click opens its page; on a touch screen the first tap plays the preview and the second opens it.
 */
function VideoCard({ video }: { video: VideoSummary }) {
  const { t, i18n } = useTranslation("videos");
  const path = usePagePath();
  const ref = useRef<HTMLVideoElement>(null);
  const [previewing, setPreviewing] = useState(false);
  const lastPointer = useRef<string>("mouse");
  const href = path("tiktokVideo", { id: video.id });
  const caption = shortCaption(video, t("video.untitled", { name: video.creatorName }));

  const play = () => {
    const element = ref.current;
    if (!element || !video.previewUrl) return;
    if (!element.getAttribute("src")) element.src = video.previewUrl;
    element.muted = true;
    void element.play().then(
      () => setPreviewing(true),
      () => setPreviewing(false),
    );
  };
  const pause = () => {
    ref.current?.pause();
    setPreviewing(false);
  };

  return (
    <li className="video-card" data-testid="video-card" data-video-id={video.id}>
      <Link
        to={href}
        className="video-card__media"
        aria-label={caption}
        onPointerDown={(event) => {
          lastPointer.current = event.pointerType;
        }}
        onPointerEnter={(event) => {
          if (event.pointerType === "mouse") play();
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === "mouse") pause();
        }}
        onFocus={play}
        onBlur={pause}
        onClick={(event) => {
          // Touch: the first tap previews, the second (while it plays) opens the video's page.
          if (lastPointer.current === "touch" && video.previewUrl && !previewing) {
            event.preventDefault();
            play();
          }
        }}
      >
        {video.previewUrl ? (
          <video
            ref={ref}
            muted
            loop
            playsInline
            // Without a poster image, the browser shows the video's own first frame.
            preload={video.posterUrl ? "none" : "metadata"}
            poster={video.posterUrl ?? undefined}
            {...(video.posterUrl ? {} : { src: `${video.previewUrl}#t=0.1` })}
            aria-hidden="true"
            tabIndex={-1}
          />
        ) : video.posterUrl ? (
          <img src={video.posterUrl} alt="" loading="lazy" />
        ) : null}
        <span className="video-card__plays">
          {t("grid.plays", { plays: video.plays.toLocaleString(i18n.language) })}
        </span>
      </Link>
      <div className="video-card__text">
        <Link to={href} className="video-card__caption">
          {caption}
        </Link>
        <span className="video-card__creator">{t("grid.by", { name: video.creatorName })}</span>
        {video.hashtags.length > 0 ? (
          <span className="video-card__tags">
            {video.hashtags.slice(0, 4).map((tag) => (
              <Link key={tag} to={path("tiktokHashtag", { hashtag: tag })}>
                #{tag}
              </Link>
            ))}
          </span>
        ) : null}
      </div>
    </li>
  );
}

export function VideoGrid({ videos }: { videos: VideoSummary[] }) {
  const { t } = useTranslation("videos");
  if (videos.length === 0) return <p className="videos-empty">{t("grid.empty")}</p>;
  return (
    <ul className="video-grid">
      {videos.map((video) => (
        <VideoCard key={video.id} video={video} />
      ))}
    </ul>
  );
}
