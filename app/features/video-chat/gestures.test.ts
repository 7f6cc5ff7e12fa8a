import { describe, expect, it } from "vitest";
import { classifySwipe, nearestCorner } from "./gestures.ts";

describe("swipe left = Next (issue 16)", () => {
  const width = 390;
  it.each([
    ["a quick flick to the left", { dx: -120, dy: 10, durationMs: 150 }, "next"],
    ["a slow long drag across the screen", { dx: -220, dy: 30, durationMs: 1200 }, "next"],
    ["a tap", { dx: -4, dy: 2, durationMs: 90 }, null],
    ["a short quick slip", { dx: -50, dy: 0, durationMs: 40 }, null],
    ["a vertical scroll that drifts left", { dx: -100, dy: -260, durationMs: 300 }, null],
    ["a diagonal", { dx: -120, dy: 80, durationMs: 150 }, null],
    ["a swipe to the right", { dx: 200, dy: 0, durationMs: 150 }, null],
    ["a slow half-width drag that stops and waits", { dx: -180, dy: 0, durationMs: 4000 }, null],
    ["a medium slow drag", { dx: -100, dy: 0, durationMs: 600 }, null],
  ] as const)("%s", (_name, gesture, expected) => {
    expect(classifySwipe({ ...gesture, width })).toBe(expected);
  });

  it("scales with the width: a flick across a fifth of a wide screen, not less", () => {
    expect(classifySwipe({ dx: -150, dy: 0, durationMs: 150, width: 1000 })).toBeNull();
    expect(classifySwipe({ dx: -210, dy: 0, durationMs: 150, width: 1000 })).toBe("next");
  });
});

describe("the own preview snaps to the nearest corner", () => {
  const area = { width: 390, height: 844 };
  it.each([
    [{ x: 10, y: 10 }, "top-left"],
    [{ x: 260, y: 40 }, "top-right"],
    [{ x: 20, y: 600 }, "bottom-left"],
    [{ x: 250, y: 700 }, "bottom-right"],
    // The centre decides: a box mostly right of the middle goes right.
    [{ x: 150, y: 300 }, "top-right"],
  ] as const)("%o -> %s", (at, corner) => {
    expect(nearestCorner({ ...at, width: 110, height: 150 }, area)).toBe(corner);
  });
});
