import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLoadingBar, LOADING_BAR } from "./loading-bar.ts";

describe("loading bar (spec §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("has the spec figures", () => {
    expect(LOADING_BAR).toMatchObject({
      throttleMs: 200,
      durationMs: 2000,
      hideDelayMs: 500,
      resetDelayMs: 400,
      heightPx: 3,
    });
  });

  it("shows nothing for a load shorter than the throttle", () => {
    const onChange = vi.fn();
    const bar = createLoadingBar(onChange);
    bar.start();
    vi.advanceTimersByTime(199);
    bar.finish();
    vi.advanceTimersByTime(5000);
    expect(onChange.mock.calls.some(([s]) => s.visible)).toBe(false);
  });

  it("appears after 200 ms, fills over the duration without reaching 100, then hides and resets", () => {
    const bar = createLoadingBar(() => {});
    bar.start();
    vi.advanceTimersByTime(200);
    expect(bar.state().visible).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(bar.state().progress).toBeCloseTo(55, 5);
    vi.advanceTimersByTime(5000);
    expect(bar.state().progress).toBe(95);
    bar.finish();
    expect(bar.state()).toEqual({ visible: true, progress: 100 });
    vi.advanceTimersByTime(499);
    expect(bar.state().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.state()).toEqual({ visible: false, progress: 100 });
    vi.advanceTimersByTime(400);
    expect(bar.state()).toEqual({ visible: false, progress: 0 });
    expect(vi.getTimerCount()).toBe(0);
  });
});
