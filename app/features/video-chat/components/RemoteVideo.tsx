/** The stranger's camera (object-fit cover), with a tap-to-play fallback for strict autoplay rules. */
import { memo, type RefObject, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

function RemoteVideoView(props: {
  stream: MediaStream | null;
  videoRef: RefObject<HTMLVideoElement | null>;
}) {
  const { t } = useTranslation("chat");
  const { stream, videoRef } = props;
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.srcObject = stream;
    setBlocked(false);
    // Mobile browsers may refuse autoplay with sound: offer a tap instead of failing silently.
    if (stream) video.play().catch(() => setBlocked(true));
  }, [stream, videoRef]);
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: a live camera has no caption track; the text chat is beside it */}
      <video
        ref={videoRef}
        className="vc-video vc-video-remote"
        data-testid="remote-video"
        aria-label={t("video.remote")}
        autoPlay
        playsInline
        hidden={!stream}
      />
      {blocked && (
        <button
          type="button"
          className="vc-tap"
          data-testid="tap-to-play"
          onClick={() => {
            void videoRef.current?.play().then(() => setBlocked(false));
          }}
        >
          {t("actions.tapToPlay")}
        </button>
      )}
    </>
  );
}

/** Re-renders only when its props change (issue 16: the screen re-renders on every state change). */
export const RemoteVideo = memo(RemoteVideoView);
