import { describe, expect, it } from "vitest";
import { EarlySignals } from "./early-signals.ts";

const offer = (matchId: string, sdp = "v=0") =>
  ({
    action: "addSessionDescription",
    matchId,
    id: "peer",
    sessionDescription: { type: "offer", sdp },
  }) as const;
const candidate = (matchId: string) =>
  ({ action: "addIceCandidate", matchId, id: "peer", iceCandidate: { candidate: "c" } }) as const;

describe("EarlySignals", () => {
  it("replays the signals of a match in arrival order once its addPeer comes", () => {
    const early = new EarlySignals();
    expect(early.hold(offer("m1"), 0)).toBe(true);
    expect(early.hold(candidate("m1"), 1)).toBe(true);
    expect(early.take("m1", 2).map((s) => s.action)).toEqual(["addSessionDescription", "addIceCandidate"]);
    expect(early.take("m1", 3)).toEqual([]);
  });

  it("forgets signals older than the time limit", () => {
    const early = new EarlySignals({ matches: 2, perMatch: 5, ttlMs: 100 });
    early.hold(offer("m1"), 0);
    expect(early.take("m1", 101)).toEqual([]);
  });

  it("keeps at most a few matches and a few messages per match", () => {
    const early = new EarlySignals({ matches: 2, perMatch: 2, ttlMs: 1000 });
    early.hold(offer("m1"), 0);
    early.hold(offer("m2"), 0);
    early.hold(offer("m3"), 0);
    expect(early.take("m1", 1)).toEqual([]);
    early.hold(offer("m4", "a"), 0);
    early.hold(offer("m4", "b"), 0);
    expect(early.hold(offer("m4", "c"), 0)).toBe(false);
    expect(early.take("m4", 1)).toHaveLength(2);
  });

  it("drops what other matches held when one is taken", () => {
    const early = new EarlySignals();
    early.hold(offer("m1"), 0);
    early.hold(offer("m2"), 0);
    early.take("m2", 1);
    expect(early.take("m1", 2)).toEqual([]);
  });
});
