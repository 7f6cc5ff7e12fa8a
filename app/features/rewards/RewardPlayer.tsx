import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RewardMedia } from "#common/rewards/index.ts";
import { type RewardProblem, rewardsApi } from "./api.ts";
import { firePixels, loadVast, type VastAd } from "./vast.ts";

type Phase =
  | { name: "starting" }
  | { name: "playing"; viewId: string; media: RewardMedia; minWatchSeconds: number }
  | { name: "finishing" }
  | { name: "credited"; credited: number }
  | { name: "failed"; problem: RewardProblem | "video" };

/**
 * Our own player of a rewarded view (issue 13, decision 041): opens a view on the server, plays the
 * house video (looping) or a network's VAST ad, and asks for the credit when the minimum time has
 * passed — and, for VAST, when the ad played to the end (`complete`). No control lets the person skip
 * or seek, and nothing reacts to a click on the video: clicks never earn.
 */
export function RewardPlayer(props: {
  onDone(credited: boolean): void;
  problemText(p: RewardProblem): string;
}) {
  const { t } = useTranslation("rewards");
  const [phase, setPhase] = useState<Phase>({ name: "starting" });
  const [remaining, setRemaining] = useState<number | null>(null);
  const [vast, setVast] = useState<VastAd | null>(null);
  const [ended, setEnded] = useState(false);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const fired = useRef({ impression: false, complete: false });
  const startedAt = useRef(0);
  const { onDone } = props;

  // Open the view (once).
  useEffect(() => {
    let live = true;
    const controller = new AbortController();
    void (async () => {
      const started = await rewardsApi.start();
      if (!live) {
        if (started.ok) void rewardsApi.cancel(started.data.viewId);
        return;
      }
      if (!started.ok) return setPhase({ name: "failed", problem: started.problem });
      startedAt.current = performance.now();
      const { viewId, media, minWatchSeconds } = started.data;
      setRemaining(minWatchSeconds);
      if (media.type === "vast") {
        try {
          const canPlay = (type: string) => document.createElement("video").canPlayType(type) !== "";
          const ad = await loadVast(media.tagUrl, { canPlay, signal: controller.signal });
          if (!live) return;
          setVast(ad);
        } catch {
          void rewardsApi.cancel(viewId);
          if (live) setPhase({ name: "failed", problem: "video" });
          return;
        }
      }
      setPhase({ name: "playing", viewId, media, minWatchSeconds });
    })();
    return () => {
      live = false;
      controller.abort();
    };
  }, []);

  // The countdown, on this page's clock; the server checks with its own.
  useEffect(() => {
    if (phase.name !== "playing") return;
    const timer = setInterval(() => {
      const elapsed = (performance.now() - startedAt.current) / 1000;
      setRemaining(Math.max(0, Math.ceil(phase.minWatchSeconds - elapsed)));
    }, 250);
    return () => clearInterval(timer);
  }, [phase]);

  // Time is up (and a VAST ad played to its end): ask for the credit.
  const ready = phase.name === "playing" && remaining === 0 && (phase.media.type === "house" || ended);
  useEffect(() => {
    if (!ready || phase.name !== "playing") return;
    const { viewId } = phase;
    setPhase({ name: "finishing" });
    void (async () => {
      let result = await rewardsApi.finish(viewId);
      // Our clock ran a little ahead of the server's: wait what it says, once.
      if (!result.ok && result.problem.error === "tooEarly") {
        const wait = result.problem.retryAfterSeconds ?? 1;
        if (wait <= 5) {
          await new Promise((resolve) => setTimeout(resolve, wait * 1000));
          result = await rewardsApi.finish(viewId);
        }
      }
      if (result.ok) setPhase({ name: "credited", credited: result.data.credited });
      else setPhase({ name: "failed", problem: result.problem });
    })();
  }, [ready, phase]);

  function stop() {
    if (phase.name === "playing") void rewardsApi.cancel(phase.viewId);
    onDone(phase.name === "credited");
  }

  const src =
    phase.name === "playing" ? (phase.media.type === "house" ? phase.media.url : vast?.mediaUrl) : undefined;
  return (
    <section
      className="rw-player"
      aria-label={t("player.title")}
      data-testid="reward-player"
      data-phase={phase.name}
    >
      <div className="rw-player__frame">
        {src ? (
          <video
            ref={videoRef}
            className="rw-player__video"
            src={src}
            autoPlay
            muted
            playsInline
            loop={phase.name === "playing" && phase.media.type === "house"}
            disablePictureInPicture
            controlsList="nodownload nofullscreen noremoteplayback"
            data-testid="reward-video"
            onPlaying={() => {
              if (vast && !fired.current.impression) {
                fired.current.impression = true;
                firePixels([...vast.impressions, ...vast.start]);
              }
            }}
            onEnded={() => {
              if (vast && !fired.current.complete) {
                fired.current.complete = true;
                firePixels(vast.complete);
              }
              setEnded(true);
            }}
            onError={() => {
              if (phase.name === "playing") void rewardsApi.cancel(phase.viewId);
              setPhase({ name: "failed", problem: "video" });
            }}
          />
        ) : null}
        <span className="rw-player__label">{t("player.adLabel")}</span>
      </div>
      <p className="rw-player__status" role="status" aria-live="polite" data-testid="reward-player-status">
        {phase.name === "playing" && remaining !== null
          ? t("player.remaining", { seconds: remaining })
          : null}
        {phase.name === "finishing" ? t("player.finishing") : null}
        {phase.name === "credited" ? t("player.credited", { count: phase.credited }) : null}
        {phase.name === "failed"
          ? phase.problem === "video"
            ? t("player.videoError")
            : props.problemText(phase.problem)
          : null}
      </p>
      <button type="button" className="rw-button" onClick={stop} data-testid="reward-player-close">
        {phase.name === "playing" || phase.name === "starting" ? t("player.cancel") : t("player.close")}
      </button>
    </section>
  );
}
