import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, RELOAD_GUARD_TTL_MS, reloadOnce } from "./reload-guard.ts";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe("chunk-error reload guard (spec §9: valid 10 s)", () => {
  it("is valid for 10 seconds", () => {
    expect(RELOAD_GUARD_TTL_MS).toBe(10_000);
  });

  it("reloads a stale tab once, not a second time within 10 s, and again after that", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    const deps = () => ({ storage, now: () => now, path: "/en/chat", reload });
    expect(reloadOnce(deps())).toBe(true);
    now += 9_999;
    expect(reloadOnce(deps())).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    now += 1;
    expect(reloadOnce(deps())).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("guards each page by itself", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce({ storage, now: () => 0, path: "/a", reload })).toBe(true);
    expect(reloadOnce({ storage, now: () => 1, path: "/b", reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("never reloads without storage to remember it by (no possible loop)", () => {
    const reload = vi.fn();
    expect(reloadOnce({ storage: null, now: () => 0, path: "/", reload })).toBe(false);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(reloadOnce({ storage: broken, now: () => 0, path: "/", reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("ignores a garbled entry", () => {
    const storage = memoryStorage();
    storage.setItem("acaso:chunk-reload", "{not json");
    expect(reloadOnce({ storage, now: () => 0, path: "/", reload: () => {} })).toBe(true);
  });

  it("recognises the chunk errors of each browser", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/a.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/x.css"))).toBe(true);
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
