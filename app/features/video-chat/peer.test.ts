import { describe, expect, it, vi } from "vitest";
import { encryptIceServers, FALLBACK_ICE_SERVERS, generateIceKey } from "#common/protocol/index.ts";
import { hasTurnServer, IceCandidateQueue, onConnectionFailure, resolveIceServers } from "./peer.ts";

const c = (n: number) => ({
  candidate: `candidate:${n} 1 udp 1 127.0.0.1 ${5000 + n} typ host`,
  sdpMid: "0",
});

describe("IceCandidateQueue (spec §4.6: early candidates queued per match)", () => {
  it("keeps candidates per match, in arrival order", () => {
    const queue = new IceCandidateQueue();
    queue.push("m1", c(1));
    queue.push("m2", c(2));
    queue.push("m1", c(3));
    expect(queue.take("m1")).toEqual([c(1), c(3)]);
    expect(queue.take("m1")).toEqual([]);
    expect(queue.size("m2")).toBe(1);
  });

  it("drops the queues of other matches", () => {
    const queue = new IceCandidateQueue();
    queue.push("old", c(1));
    queue.push("new", c(2));
    queue.keepOnly("new");
    expect(queue.size("old")).toBe(0);
    expect(queue.take("new")).toEqual([c(2)]);
    queue.push("x", c(3));
    queue.keepOnly(null);
    expect(queue.size("x")).toBe(0);
  });
});

describe("resolveIceServers (spec §8: decrypt failure falls back to public STUN)", () => {
  const servers = [{ urls: "turn:turn.example.org:3478", username: "u", credential: "p" }];

  it("decrypts the servers of its own match", async () => {
    const key = generateIceKey();
    const blob = await encryptIceServers(servers, key, "m1");
    const log = vi.fn();
    expect(await resolveIceServers(blob, key, "m1", log)).toEqual(servers);
    expect(log).not.toHaveBeenCalled();
  });

  it("falls back to two STUN servers on port 19302 and logs when the key is wrong", async () => {
    const blob = await encryptIceServers(servers, generateIceKey(), "m1");
    const log = vi.fn();
    const result = await resolveIceServers(blob, generateIceKey(), "m1", log);
    expect(result).toEqual(FALLBACK_ICE_SERVERS);
    expect(result).toHaveLength(2);
    for (const server of result) expect(String(server.urls)).toMatch(/^stun:.*:19302$/);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ type: "error", name: "ice-servers-decrypt" }));
  });

  it("falls back when the blob belongs to another match", async () => {
    const key = generateIceKey();
    const blob = await encryptIceServers(servers, key, "m1");
    const log = vi.fn();
    expect(await resolveIceServers(blob, key, "m2", log)).toEqual(FALLBACK_ICE_SERVERS);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("falls back when the server sends an empty list", async () => {
    const key = generateIceKey();
    const blob = await encryptIceServers([], key, "m1");
    expect(await resolveIceServers(blob, key, "m1", vi.fn())).toEqual(FALLBACK_ICE_SERVERS);
  });
});

describe("a failed connection (issue 16: one retry through TURN before giving up)", () => {
  const base = { held: false, retried: false, relayOnly: false, hasTurn: true };
  it.each([
    ["retries through the relay the first time", base, "retryThroughRelay"],
    ["reports when the relay was tried already", { ...base, retried: true }, "report"],
    ["reports at once without a TURN server", { ...base, hasTurn: false }, "report"],
    ["reports at once when already relay-only (hide my IP)", { ...base, relayOnly: true }, "report"],
    ["waits while a side is away after a network drop", { ...base, held: true, retried: true }, "wait"],
  ] as const)("%s", (_name, input, decision) => {
    expect(onConnectionFailure(input)).toBe(decision);
  });

  it("knows a TURN server when it sees one", () => {
    expect(hasTurnServer(FALLBACK_ICE_SERVERS)).toBe(false);
    expect(hasTurnServer([{ urls: ["stun:a:3478", "turns:b:443?transport=tcp"] }])).toBe(true);
    expect(hasTurnServer([{ urls: "turn:127.0.0.1:3478", username: "u", credential: "c" }])).toBe(true);
  });
});
