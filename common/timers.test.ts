import { describe, expect, it, vi } from "vitest";
import { MAX_TIMER_DELAY_MS, setLongTimeout } from "./timers.ts";

/** A fake clock and setTimeout that only records what was asked. */
function fakeTimers() {
  let time = 0;
  const scheduled: { at: number; ms: number; fn: () => void; cleared: boolean }[] = [];
  return {
    now: () => time,
    timers: {
      setTimeout(fn: () => void, ms: number) {
        const entry = { at: time + ms, ms, fn, cleared: false };
        scheduled.push(entry);
        return entry;
      },
      clearTimeout(handle: never) {
        (handle as { cleared: boolean }).cleared = true;
      },
    },
    scheduled,
    /** Fires the next pending timer, moving the clock to its time (plus `drift`). */
    fireNext(drift = 0) {
      const next = scheduled.find((entry) => !entry.cleared && entry.at >= 0);
      if (!next) return false;
      next.cleared = true;
      time = next.at + drift;
      next.fn();
      return true;
    },
  };
}

describe("setLongTimeout (spec §9 timer chunk)", () => {
  it("the limit is the signed 32-bit maximum", () => {
    expect(MAX_TIMER_DELAY_MS).toBe(2 ** 31 - 1);
  });

  it("never asks setTimeout for more than the limit, and fires once at the deadline", () => {
    const fake = fakeTimers();
    const fired = vi.fn();
    const days60 = 60 * 24 * 60 * 60 * 1000;
    setLongTimeout(fired, days60, fake);
    while (fake.fireNext()) {
      /* run every chunk */
    }
    expect(fake.scheduled.length).toBe(3);
    expect(fake.scheduled.every((entry) => entry.ms <= MAX_TIMER_DELAY_MS)).toBe(true);
    expect(fake.scheduled.reduce((sum, entry) => sum + entry.ms, 0)).toBe(days60);
    expect(fired).toHaveBeenCalledTimes(1);
    expect(fake.now()).toBe(days60);
  });

  it("a short delay is one ordinary timer", () => {
    const fake = fakeTimers();
    const fired = vi.fn();
    setLongTimeout(fired, 1000, fake);
    expect(fake.scheduled.map((entry) => entry.ms)).toEqual([1000]);
    fake.fireNext();
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it("follows the clock: a chunk that ends late shortens the next one", () => {
    const fake = fakeTimers();
    const fired = vi.fn();
    setLongTimeout(fired, MAX_TIMER_DELAY_MS + 1000, fake);
    fake.fireNext(600);
    expect(fake.scheduled[1]?.ms).toBe(400);
    fake.fireNext();
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it("can be cancelled between chunks", () => {
    const fake = fakeTimers();
    const fired = vi.fn();
    const timeout = setLongTimeout(fired, 3 * MAX_TIMER_DELAY_MS, fake);
    fake.fireNext();
    timeout.cancel();
    while (fake.fireNext()) {
      /* nothing left */
    }
    expect(fired).not.toHaveBeenCalled();
  });

  it("works with the real setTimeout for a plain delay", async () => {
    const fired = vi.fn();
    setLongTimeout(fired, 5);
    await vi.waitFor(() => expect(fired).toHaveBeenCalledTimes(1));
  });
});
