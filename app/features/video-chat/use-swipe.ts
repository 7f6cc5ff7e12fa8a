/**
 * Swipe left on the stranger's video = Next (issue 16). Touch and pen only (a mouse drag is not a
 * swipe); gestures that start on a control, the text box or the own preview are not ours. The stage
 * has `touch-action: pan-y pinch-zoom`, so the browser keeps vertical pans and zoom (it cancels our
 * pointer for those) and hands horizontal moves to us. While the finger moves, --vc-swipe-dx follows
 * it so the video slides a little: the person sees what their gesture will do.
 */
import { type RefObject, useEffect, useRef } from "react";
import { classifySwipe } from "./gestures.ts";

const NOT_OURS = "button, input, textarea, select, a, dialog, [data-no-swipe]";

export function useSwipeNext(
  ref: RefObject<HTMLElement | null>,
  options: { enabled: boolean; onNext: () => void },
): void {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let start: { id: number; x: number; y: number; t: number } | null = null;
    const reset = () => {
      start = null;
      element.style.removeProperty("--vc-swipe-dx");
    };
    const down = (event: PointerEvent) => {
      if (!latest.current.enabled || event.pointerType === "mouse" || !event.isPrimary) return;
      if (event.target instanceof Element && event.target.closest(NOT_OURS)) return;
      start = { id: event.pointerId, x: event.clientX, y: event.clientY, t: event.timeStamp };
    };
    const move = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      const dx = Math.min(0, event.clientX - start.x);
      element.style.setProperty("--vc-swipe-dx", `${Math.round(dx / 3)}px`);
    };
    const up = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      const verdict = classifySwipe({
        dx: event.clientX - start.x,
        dy: event.clientY - start.y,
        durationMs: event.timeStamp - start.t,
        width: element.clientWidth,
      });
      reset();
      if (verdict === "next" && latest.current.enabled) latest.current.onNext();
    };
    element.addEventListener("pointerdown", down);
    element.addEventListener("pointermove", move);
    element.addEventListener("pointerup", up);
    element.addEventListener("pointercancel", reset);
    return () => {
      element.removeEventListener("pointerdown", down);
      element.removeEventListener("pointermove", move);
      element.removeEventListener("pointerup", up);
      element.removeEventListener("pointercancel", reset);
    };
  }, [ref]);
}
