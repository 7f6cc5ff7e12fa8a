import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createNotificationStore, FLOAT_DELAY_MS } from "./notifications.ts";

describe("notification store (spec §4.3)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("floats for exactly 5 s, then showedFloat becomes true", () => {
    const store = createNotificationStore();
    const id = store.add("Sent", "success");
    expect(FLOAT_DELAY_MS).toBe(5000);
    vi.advanceTimersByTime(4999);
    expect(store.list().find((n) => n.id === id)?.showedFloat).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.list().find((n) => n.id === id)?.showedFloat).toBe(true);
    expect(store.list()).toHaveLength(1);
  });

  it("keeps a noTimeout notification floating", () => {
    const store = createNotificationStore();
    const id = store.add("Stay", "info", { noTimeout: true });
    vi.advanceTimersByTime(60_000);
    const item = store.list().find((n) => n.id === id);
    expect(item?.showedFloat).toBe(false);
    expect(item?.noTimeout).toBe(true);
  });

  it("times each notification from its own start", () => {
    const store = createNotificationStore();
    const first = store.add("one");
    vi.advanceTimersByTime(3000);
    const second = store.add("two");
    vi.advanceTimersByTime(2000);
    const byId = (id: number) => store.list().find((n) => n.id === id)?.showedFloat;
    expect(byId(first)).toBe(true);
    expect(byId(second)).toBe(false);
    vi.advanceTimersByTime(3000);
    expect(byId(second)).toBe(true);
  });

  it("notifies subscribers with a new snapshot and stops timers of removed entries", () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.add("x");
    const snapshot = store.list();
    store.remove(id);
    expect(store.list()).not.toBe(snapshot);
    expect(store.list()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.add("y");
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("dismiss hides the toast at once", () => {
    const store = createNotificationStore();
    const id = store.add("x");
    store.dismiss(id);
    expect(store.list()[0]?.showedFloat).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
