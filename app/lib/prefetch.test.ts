import { describe, expect, it } from "vitest";
import { canPrefetch, createPreloadQueue, MAX_CONCURRENT_PRELOADS } from "./prefetch.ts";

describe("link prefetch policy (spec §9)", () => {
  it.each([
    [undefined, true],
    [{ effectiveType: "4g" }, true],
    [{ effectiveType: "3g", saveData: false }, true],
    [{ effectiveType: "4g", saveData: true }, false],
    [{ effectiveType: "2g" }, false],
    [{ effectiveType: "slow-2g" }, false],
  ])("connection %j -> prefetch %s", (connection, expected) => {
    expect(canPrefetch(connection)).toBe(expected);
  });

  it("runs at most 5 preloads at once, the rest in order as slots free up", async () => {
    expect(MAX_CONCURRENT_PRELOADS).toBe(5);
    const queue = createPreloadQueue();
    const started: number[] = [];
    const releases: (() => void)[] = [];
    for (let i = 0; i < 8; i++) {
      void queue.acquire().then((release) => {
        started.push(i);
        releases.push(release);
      });
    }
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(queue.active).toBe(5);
    expect(queue.waiting).toBe(3);
    releases[0]?.();
    releases[0]?.(); // twice: still one slot
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(queue.active).toBe(5);
    for (const release of [...releases]) release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const release of [...releases]) release();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(queue.active).toBe(0);
    expect(queue.waiting).toBe(0);
  });
});
