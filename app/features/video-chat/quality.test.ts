import { describe, expect, it } from "vitest";
import { levelOf, summarizeStats } from "./quality.ts";

const report = (extra: { rtt?: number; received?: number; lost?: number; localType?: string } = {}) => [
  { id: "T1", type: "transport", selectedCandidatePairId: "CP1" },
  {
    id: "CP1",
    type: "candidate-pair",
    localCandidateId: "L1",
    remoteCandidateId: "R1",
    currentRoundTripTime: extra.rtt ?? 0.042,
    state: "succeeded",
    nominated: true,
  },
  { id: "L1", type: "local-candidate", candidateType: extra.localType ?? "host" },
  { id: "R1", type: "remote-candidate", candidateType: "srflx" },
  {
    id: "IV",
    type: "inbound-rtp",
    kind: "video",
    packetsReceived: extra.received ?? 1000,
    packetsLost: extra.lost ?? 0,
  },
  { id: "IA", type: "inbound-rtp", kind: "audio", packetsReceived: 500, packetsLost: 0 },
];

describe("connection quality from getStats (issue 16)", () => {
  it("reads round-trip time, loss and the route of the selected pair", () => {
    const q = summarizeStats(report(), null);
    expect(q).toMatchObject({ level: "good", rttMs: 42, lossPercent: 0, relayed: false });
    expect(q?.sample).toEqual({ packetsReceived: 1500, packetsLost: 0 });
  });

  it("counts loss since the previous sample, not since the start", () => {
    const first = summarizeStats(report({ received: 1000, lost: 100 }), null);
    expect(first?.lossPercent).toBeCloseTo(6.3, 1);
    const second = summarizeStats(report({ received: 1900, lost: 100 }), first?.sample ?? null);
    expect(second?.lossPercent).toBe(0);
    expect(second?.level).toBe("good");
  });

  it("says relayed when our side is a TURN relay candidate", () => {
    expect(summarizeStats(report({ localType: "relay" }), null)?.relayed).toBe(true);
  });

  it("knows nothing before a pair is selected", () => {
    expect(summarizeStats([{ id: "x", type: "inbound-rtp", packetsReceived: 1 }], null)).toBeNull();
  });

  it.each([
    [40, 0, "good"],
    [300, 0, "fair"],
    [40, 3, "fair"],
    [700, 0, "poor"],
    [40, 10, "poor"],
    [null, null, "good"],
  ] as const)("rtt %s ms and %s%% loss is %s", (rtt, loss, level) => {
    expect(levelOf(rtt, loss)).toBe(level);
  });
});
