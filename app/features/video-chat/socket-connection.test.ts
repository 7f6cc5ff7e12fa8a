import { describe, expect, it, vi } from "vitest";
import type { AckResult } from "#common/protocol/index.ts";
import {
  buildSocketOptions,
  callWithAuthRetry,
  fetchCoolingOffMs,
  fetchUserToken,
  parseServerMessage,
} from "./socket-connection.ts";

describe("buildSocketOptions (spec §7.2, §9 defaults)", () => {
  it("opens manually at /socket.io with the spec's timeouts and backoff", () => {
    const options = buildSocketOptions({
      userData: { ident: "u1", cameraEnabled: true },
      iceKey: "k".repeat(43),
    });
    expect(options).toMatchObject({
      path: "/socket.io",
      autoConnect: false,
      timeout: 20_000,
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      reconnectionAttempts: 8,
    });
    const query = options.query as Record<string, string>;
    expect(JSON.parse(query.userData ?? "")).toEqual({ ident: "u1", cameraEnabled: true });
    expect(query.k).toBe("k".repeat(43));
  });

  it("takes a configured path and attempts limit", () => {
    const options = buildSocketOptions({
      path: "/rt",
      userData: { ident: "u1", cameraEnabled: false },
      iceKey: "k",
      reconnectionAttempts: 2,
    });
    expect(options.path).toBe("/rt");
    expect(options.reconnectionAttempts).toBe(2);
  });
});

describe("parseServerMessage", () => {
  it("accepts a valid action", () => {
    const log = vi.fn();
    const message = parseServerMessage({ action: "forceBrowserReload" }, log);
    expect(message).toEqual({ action: "forceBrowserReload" });
    expect(log).not.toHaveBeenCalled();
  });

  it("logs an unknown action as not implemented (spec §8)", () => {
    const log = vi.fn();
    expect(parseServerMessage({ action: "teleport" }, log)).toBeNull();
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ type: "error", text: "action not implemented: teleport" }),
    );
  });

  it("logs a malformed known action and drops it", () => {
    const log = vi.fn();
    expect(parseServerMessage({ action: "addPeer", matchId: 5 }, log)).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ text: "invalid addPeer message" }));
  });
});

describe("callWithAuthRetry (spec §4.6 realtime auth)", () => {
  const ok: AckResult = { ok: true };
  const invalid: AckResult = { ok: false, error: "authInvalid" };

  it("does not refresh when the first call succeeds", async () => {
    const call = vi.fn().mockResolvedValue(ok);
    const refresh = vi.fn();
    const log = vi.fn();
    expect(await callWithAuthRetry(call, refresh, log, "x")).toEqual(ok);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("refreshes the token and retries once after authInvalid", async () => {
    const call = vi.fn().mockResolvedValueOnce(invalid).mockResolvedValueOnce(ok);
    const refresh = vi.fn().mockResolvedValue(true);
    const log = vi.fn();
    expect(await callWithAuthRetry(call, refresh, log, "x")).toEqual(ok);
    expect(call).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(log).not.toHaveBeenCalled();
  });

  it("logs auth-realtime-con after a second authInvalid and stops there", async () => {
    const call = vi.fn().mockResolvedValue(invalid);
    const refresh = vi.fn().mockResolvedValue(true);
    const log = vi.fn();
    expect(await callWithAuthRetry(call, refresh, log, "searchRemoteUser")).toEqual(invalid);
    expect(call).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ name: "auth-realtime-con" }));
  });

  it("does not retry other errors", async () => {
    const limited: AckResult = { ok: false, error: "rateLimited" };
    const call = vi.fn().mockResolvedValue(limited);
    const refresh = vi.fn();
    expect(await callWithAuthRetry(call, refresh, vi.fn(), "x")).toEqual(limited);
    expect(call).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe("fetchUserToken (spec §7.1)", () => {
  it("asks for the token of the local ident", async () => {
    const fetcher = vi.fn().mockResolvedValue(new Response(JSON.stringify({ ut: "tok" })));
    expect(await fetchUserToken("a b", fetcher)).toBe("tok");
    expect(fetcher.mock.calls[0]?.[0]).toBe("/api/auth/rt-connection/ut?userLocalIdent=a%20b");
  });

  it("throws on an error status or a missing token", async () => {
    await expect(
      fetchUserToken("u", vi.fn().mockResolvedValue(new Response("", { status: 500 }))),
    ).rejects.toThrow();
    await expect(fetchUserToken("u", vi.fn().mockResolvedValue(new Response("{}")))).rejects.toThrow();
  });
});

describe("fetchCoolingOffMs (decision 060)", () => {
  const answer = (body: unknown, status = 200) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it("reads how long this address is refused, at most the server's longest cool-off", async () => {
    const fetcher = answer({ coolingOffMs: 4200 });
    expect(await fetchCoolingOffMs(fetcher)).toBe(4200);
    expect(fetcher).toHaveBeenCalledWith("/api/chat/connect-status", expect.anything());
    expect(await fetchCoolingOffMs(answer({ coolingOffMs: 3_600_000 }))).toBe(60_000);
  });

  it("answers 0 when not cooling off, on an error status, a bad body or no network", async () => {
    expect(await fetchCoolingOffMs(answer({ coolingOffMs: 0 }))).toBe(0);
    expect(await fetchCoolingOffMs(answer({ coolingOffMs: 5000 }, 500))).toBe(0);
    expect(await fetchCoolingOffMs(answer({ coolingOffMs: "soon" }))).toBe(0);
    expect(await fetchCoolingOffMs(answer(null))).toBe(0);
    const down = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    expect(await fetchCoolingOffMs(down)).toBe(0);
  });
});
