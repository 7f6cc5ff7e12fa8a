import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useModeration } from "../context.tsx";
import { BlurOverlay } from "./BlurOverlay.tsx";
import { useBlurNudity } from "./blur-setting.ts";
import { useNudityBlur } from "./use-nudity-blur.ts";

/**
 * Put around the stranger's video (issue 12): finds the <video> inside, checks it on the device while
 * `matchId` is set, blurs it (data-nudity-blurred on the element) and places the overlay beside it,
 * in the video's own (positioned) container. Adds no box of its own to the layout.
 */
export function NudityGuard(props: { matchId: string | null; onReport(): void; children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement | null>(null);
  const enabled = useBlurNudity();
  const { blurThreshold } = useModeration();
  const findVideo = useCallback(() => wrapper.current?.querySelector("video") ?? null, []);
  const blur = useNudityBlur(findVideo, {
    enabled,
    active: props.matchId !== null,
    threshold: blurThreshold,
    key: props.matchId,
  });
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const video = findVideo();
    setHost(video?.parentElement ?? null);
    if (!video) return;
    if (blur.blurred) video.dataset.nudityBlurred = "true";
    else delete video.dataset.nudityBlurred;
  });
  return (
    <div ref={wrapper} style={{ display: "contents" }}>
      {props.children}
      {blur.blurred && host
        ? createPortal(<BlurOverlay onShow={blur.reveal} onReport={props.onReport} />, host)
        : null}
    </div>
  );
}
