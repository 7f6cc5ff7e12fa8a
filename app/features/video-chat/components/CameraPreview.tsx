/** A muted, inline, mirrored view of the local camera (settings and connection check dialogs). */
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

export function CameraPreview({ stream }: { stream: MediaStream | null }) {
  const { t } = useTranslation("chat");
  const ref = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => {});
  }, [stream]);
  return (
    <video
      ref={ref}
      className="vc-video vc-video-local"
      aria-label={t("video.local")}
      autoPlay
      playsInline
      muted
    />
  );
}
