import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deriveSdaKey, encryptSdaConfig } from "#common/ads/crypto.ts";
import { DEFAULT_SDA_SETTINGS } from "#common/ads/schema.ts";
import { createSdaConfigStore, INSERT_RETRY_MS } from "./config-store.ts";

vi.mock("#app/lib/client-log.ts", () => ({ clientLog: vi.fn() }));
const { clientLog } = await import("#app/lib/client-log.ts");

describe("ad config state (spec §4.4)", () => {
  let key = "";
  beforeEach(async () => {
    key = await deriveSdaKey("x".repeat(40));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(clientLog).mockClear();
  });

  it("not requested → requesting → requested; an insert during requesting is retried after 1 s", async () => {
    let answer: (value: { config: string; userSdaFrequencyData: Record<string, number> }) => void = () => {};
    const fetch = vi.fn(
      () =>
        new Promise<{ config: string; userSdaFrequencyData: Record<string, number> }>((r) => (answer = r)),
    );
    const store = createSdaConfigStore({ fetch, key: () => key });
    expect(store.status()).toBe("notRequested");
    const first = vi.fn();
    const second = vi.fn();
    store.whenReady(first);
    expect(store.status()).toBe("requesting");
    store.whenReady(second);
    expect(fetch).toHaveBeenCalledTimes(1);
    const sealed = await encryptSdaConfig(
      JSON.stringify({ ...DEFAULT_SDA_SETTINGS, enabled: true, sdaList: [] }),
      key,
    );
    answer({ config: sealed, userSdaFrequencyData: { a: 5 } });
    // Real crypto settles off the fake clock: wait without moving it.
    for (let i = 0; i < 200 && store.status() !== "requested"; i++) await new Promise((r) => setImmediate(r));
    expect(store.status()).toBe("requested");
    expect(first).toHaveBeenCalledTimes(1);
    expect(first.mock.calls[0]?.[0]).toMatchObject({ config: { enabled: true }, frequency: { a: 5 } });
    // The second insert waits for its 1 s retry, then runs.
    expect(second).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(INSERT_RETRY_MS - 1);
    expect(second).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(second).toHaveBeenCalledTimes(1);
    // Requested: the next insert runs at once, no new request.
    const third = vi.fn();
    store.whenReady(third);
    expect(third).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("a config that does not decrypt is logged with spec §8's text and shows nothing", async () => {
    const store = createSdaConfigStore({
      fetch: async () => ({ config: "garbage", userSdaFrequencyData: {} }),
      key: () => key,
    });
    const insert = vi.fn();
    store.whenReady(insert);
    for (let i = 0; i < 200 && !insert.mock.calls.length; i++) await new Promise((r) => setImmediate(r));
    expect(insert.mock.calls[0]?.[0]).toEqual({ config: null, frequency: {} });
    expect(clientLog).toHaveBeenCalledWith(
      expect.objectContaining({ text: "Error decrypt config or parse JSON" }),
    );
  });

  it("keeps the ads it can draw when one names an unknown platform (spec §8 'No sda platform implemented')", async () => {
    const house = {
      id: "h1",
      enabled: true,
      placement: "aboveStartButton",
      platform: "house",
      typeSda: "rennab",
      config: { src: "https://cdn.example.com/a.png", href: "https://example.com/" },
    };
    const sealed = await encryptSdaConfig(
      JSON.stringify({
        ...DEFAULT_SDA_SETTINGS,
        enabled: true,
        sdaList: [{ ...house, id: "n1", platform: "newnetwork" }, house, { id: "bad", enabled: "yes" }],
      }),
      key,
    );
    const store = createSdaConfigStore({
      fetch: async () => ({ config: sealed, userSdaFrequencyData: {} }),
      key: () => key,
    });
    const insert = vi.fn();
    store.whenReady(insert);
    for (let i = 0; i < 200 && !insert.mock.calls.length; i++) await new Promise((r) => setImmediate(r));
    expect(insert.mock.calls[0]?.[0].config.sdaList.map((ad: { id: string }) => ad.id)).toEqual(["h1"]);
    expect(clientLog).toHaveBeenCalledWith(
      expect.objectContaining({ name: "sda", text: "No sda platform implemented", data: { id: "n1" } }),
    );
    expect(clientLog).toHaveBeenCalledWith(
      expect.objectContaining({ text: "Error decrypt config or parse JSON", data: { id: "bad" } }),
    );
    expect(clientLog).toHaveBeenCalledTimes(2);
  });
});
