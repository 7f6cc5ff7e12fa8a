/**
 * Touch gestures of the chat screen (issue 16), as pure functions so their thresholds are tested:
 * swipe left on the stranger's video means Next, and the own preview snaps to a corner when dropped.
 */

/**
 * A swipe is a Next only when it is clearly one: mostly horizontal (a vertical scroll or a tap with a
 * wobble never counts), to the left, and either a quick flick over a fair distance or a long drag
 * across most of the screen.
 */
export const SWIPE = {
  /** Below this, nothing: a tap or a small slip of the thumb. */
  minDistancePx: 60,
  /** |dy| may be at most this share of |dx|. */
  maxOffAxis: 0.5,
  /** Flick: at least this share of the width, this fast. */
  flickShare: 0.2,
  flickSpeedPxPerMs: 0.4,
  /** Drag: at least this share of the width, at any speed above a crawl. */
  dragShare: 0.45,
  dragSpeedPxPerMs: 0.1,
} as const;

export type SwipeInput = { dx: number; dy: number; durationMs: number; width: number };

export function classifySwipe({ dx, dy, durationMs, width }: SwipeInput): "next" | null {
  const distance = -dx;
  if (distance < SWIPE.minDistancePx) return null;
  if (Math.abs(dy) > distance * SWIPE.maxOffAxis) return null;
  const speed = distance / Math.max(durationMs, 1);
  if (distance >= width * SWIPE.flickShare && speed >= SWIPE.flickSpeedPxPerMs) return "next";
  if (distance >= width * SWIPE.dragShare && speed >= SWIPE.dragSpeedPxPerMs) return "next";
  return null;
}

export type Corner = "top-left" | "top-right" | "bottom-left" | "bottom-right";
export const CORNERS: readonly Corner[] = ["top-left", "top-right", "bottom-left", "bottom-right"];

/** The corner whose quarter of `area` holds the centre of the dropped box. */
export function nearestCorner(
  box: { x: number; y: number; width: number; height: number },
  area: { width: number; height: number },
): Corner {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const vertical = cy < area.height / 2 ? "top" : "bottom";
  const horizontal = cx < area.width / 2 ? "left" : "right";
  return `${vertical}-${horizontal}`;
}

export function isCorner(value: unknown): value is Corner {
  return typeof value === "string" && (CORNERS as readonly string[]).includes(value);
}
