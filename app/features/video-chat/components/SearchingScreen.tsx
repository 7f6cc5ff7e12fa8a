/**
 * What takes the stranger's place while searching (spec §2.8, issue 16): a searching animation, how
 * many people are online (rounded by the server), one of the default videos (spec §7.2
 * getDefaultVideos; registerPlayedVideo when it starts playing; always muted and inline, never sound
 * on autoplay) and the searching-screen ad slot, reserved for the ads issue.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AdSlot } from "#app/components/AdSlot.tsx";
import type { DefaultVideo } from "#common/protocol/index.ts";

/** How long a search lasts before the videos and the online count are asked for. */
const WAIT_BEFORE_EXTRAS_MS = 700;

export function SearchingScreen(props: {
  lang: string;
  /** The status line's words (searching, or reconnecting to the server). */
  title: string;
  /** The socket is open: the videos and the count can be asked for. */
  online: boolean;
  loadVideos(): Promise<DefaultVideo[]>;
  onPlayed(videoId: string): void;
  loadOnlineCount(): Promise<number | null>;
  /** MOUNT POINT (ads issue): the ads feature reports when its searching ad shows and ends. */
  onAdShown?(): void;
  onAdDone?(): void;
}) {
  const { t } = useTranslation("chatScreen");
  const [videos, setVideos] = useState<DefaultVideo[]>([]);
  const [index, setIndex] = useState(0);
  const [count, setCount] = useState<number | null>(null);
  const played = useRef(new Set<string>());
  const { online, loadVideos, loadOnlineCount } = props;

  // Asked only once the wait lasts: most people are matched at once, and the match's signaling
  // should not queue behind these requests (bench/video-chat-latency.ts).
  useEffect(() => {
    if (!online) return;
    let live = true;
    const readCount = () =>
      void loadOnlineCount().then((n) => {
        if (live && n !== null) setCount(n);
      });
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      void loadVideos().then((list) => {
        if (live) setVideos(list.filter((v) => /^(https?:|data:video\/|\/)/.test(v.url)));
      });
      readCount();
      timer = setInterval(readCount, 15_000);
    }, WAIT_BEFORE_EXTRAS_MS);
    return () => {
      live = false;
      clearTimeout(start);
      clearInterval(timer);
    };
  }, [online, loadVideos, loadOnlineCount]);

  const video = videos.length > 0 ? videos[index % videos.length] : undefined;
  const formatted = count === null ? "" : new Intl.NumberFormat(props.lang).format(count);

  return (
    <div className="vc-searching" data-testid="searching-screen">
      {video && (
        <video
          key={video.id}
          className="vc-default-video"
          data-testid="default-video"
          data-video-id={video.id}
          src={video.url}
          poster={video.posterUrl ?? undefined}
          // Spec/issue 16: muted and inline, so no browser ever starts it with sound.
          muted
          playsInline
          autoPlay
          preload="metadata"
          aria-label={video.title ? t("searching.videoTitled", { title: video.title }) : t("searching.video")}
          onPlaying={() => {
            if (played.current.has(video.id)) return;
            played.current.add(video.id);
            props.onPlayed(video.id);
          }}
          onEnded={() => setIndex((i) => i + 1)}
          onError={() => setIndex((i) => (videos.length > 1 ? i + 1 : i))}
        />
      )}
      <div className="vc-searching-card">
        <div className="vc-radar" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        <p className="vc-searching-title" aria-hidden="true">
          {props.title}
        </p>
        {count !== null && count > 0 && (
          <p className="vc-online" data-testid="online-count" data-count={count}>
            <span className="vc-online-dot" aria-hidden="true" />
            {t("searching.online", { count, n: formatted })}
          </p>
        )}
      </div>
      <div className="vc-search-ad" data-testid="searching-ad-slot">
        <AdSlot placement="chatSearching" onShown={props.onAdShown} />
      </div>
    </div>
  );
}
