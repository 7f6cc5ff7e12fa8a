/**
 * Your own camera. Before a chat it fills the stage (a mirror to check yourself); during a chat it is
 * a small picture-in-picture you can drag to any corner (issue 16), where it snaps and stays
 * (remembered). Mirrored, muted, inline: never heard, never blocked by autoplay rules.
 */
import { memo, startTransition, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Corner, isCorner, nearestCorner } from "../gestures.ts";

const CORNER_KEY = "acaso:pipCorner";

function readCorner(): Corner {
  try {
    const stored = localStorage.getItem(CORNER_KEY);
    if (isCorner(stored)) return stored;
  } catch {
    // no storage: the default corner
  }
  return "top-right";
}

function LocalPreviewView(props: {
  stream: MediaStream | null;
  setElement: (element: HTMLVideoElement | null) => void;
  /** "full" before a chat, "pip" during one. */
  mode: "full" | "pip";
  textOnly: boolean;
  cameraOn: boolean;
}) {
  const { t } = useTranslation("chat");
  const { t: ts } = useTranslation("chatScreen");
  const video = useRef<HTMLVideoElement | null>(null);
  const box = useRef<HTMLDivElement | null>(null);
  const [corner, setCorner] = useState<Corner>("top-right");
  const [dragging, setDragging] = useState(false);

  useEffect(() => startTransition(() => setCorner(readCorner())), []);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = props.stream;
    if (props.stream) void element.play().catch(() => {});
  }, [props.stream]);

  // Drag with a finger, a pen or a mouse; the drop picks the nearest corner.
  useEffect(() => {
    const element = box.current;
    if (!element || props.mode !== "pip") return;
    let start: { id: number; x: number; y: number } | null = null;
    const down = (event: PointerEvent) => {
      if (!event.isPrimary) return;
      start = { id: event.pointerId, x: event.clientX, y: event.clientY };
      element.setPointerCapture(event.pointerId);
      setDragging(true);
    };
    const move = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      element.style.translate = `${event.clientX - start.x}px ${event.clientY - start.y}px`;
    };
    const up = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      start = null;
      setDragging(false);
      const area = element.offsetParent?.getBoundingClientRect();
      const rect = element.getBoundingClientRect();
      element.style.translate = "";
      if (!area) return;
      const next = nearestCorner(
        { x: rect.left - area.left, y: rect.top - area.top, width: rect.width, height: rect.height },
        { width: area.width, height: area.height },
      );
      setCorner(next);
      try {
        localStorage.setItem(CORNER_KEY, next);
      } catch {
        // not remembered, still moved
      }
    };
    element.addEventListener("pointerdown", down);
    element.addEventListener("pointermove", move);
    element.addEventListener("pointerup", up);
    element.addEventListener("pointercancel", up);
    return () => {
      element.removeEventListener("pointerdown", down);
      element.removeEventListener("pointermove", move);
      element.removeEventListener("pointerup", up);
      element.removeEventListener("pointercancel", up);
    };
  }, [props.mode]);

  return (
    <div
      ref={box}
      className="vc-local"
      data-mode={props.mode}
      data-corner={corner}
      data-dragging={dragging || undefined}
      data-no-swipe
      data-testid="local-preview"
      title={props.mode === "pip" ? ts("preview.move") : undefined}
    >
      {props.textOnly ? (
        <p className="vc-placeholder" data-testid="text-only">
          {t("video.textOnly")}
        </p>
      ) : (
        <>
          <video
            ref={(element) => {
              video.current = element;
              props.setElement(element);
            }}
            className="vc-video vc-video-local"
            data-testid="local-video"
            aria-label={t("video.local")}
            autoPlay
            playsInline
            muted
          />
          {!props.cameraOn && <p className="vc-placeholder vc-overlay">{t("video.cameraOff")}</p>}
        </>
      )}
    </div>
  );
}

/** Re-renders only when its props change (issue 16: the screen re-renders on every state change). */
export const LocalPreview = memo(LocalPreviewView);
