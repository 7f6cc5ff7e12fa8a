/**
 * The in-match connection quality indicator (issue 16): round-trip time, packet loss and whether the
 * media goes direct or through the TURN relay, read from RTCPeerConnection.getStats(). Pure: it
 * takes the stats report as plain objects and the previous sample, so it is unit-tested.
 */

export type QualityLevel = "good" | "fair" | "poor";

export type QualitySample = {
  /** Totals since the connection started, for the next sample's deltas. */
  packetsReceived: number;
  packetsLost: number;
};

export type Quality = {
  level: QualityLevel;
  /** Current round-trip time of the selected candidate pair, ms (null if unknown yet). */
  rttMs: number | null;
  /** Share of inbound packets lost since the previous sample, 0..100 (null without traffic). */
  lossPercent: number | null;
  /** Either side of the selected pair is a relay candidate. */
  relayed: boolean;
  sample: QualitySample;
};

type Stat = Record<string, unknown> & { id?: string; type?: string };

const num = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);

/** Thresholds for video calls (ITU-T G.114: under 150 ms one way feels live; loss over 5% shows). */
export function levelOf(rttMs: number | null, lossPercent: number | null): QualityLevel {
  const rtt = rttMs ?? 0;
  const loss = lossPercent ?? 0;
  if (rtt > 600 || loss > 8) return "poor";
  if (rtt > 250 || loss > 2) return "fair";
  return "good";
}

export function summarizeStats(stats: Iterable<Stat>, previous: QualitySample | null): Quality | null {
  const byId = new Map<string, Stat>();
  const all: Stat[] = [];
  for (const stat of stats) {
    all.push(stat);
    if (typeof stat.id === "string") byId.set(stat.id, stat);
  }
  const transport = all.find((s) => s.type === "transport" && typeof s.selectedCandidatePairId === "string");
  const pair =
    (transport ? byId.get(String(transport.selectedCandidatePairId)) : undefined) ??
    all.find((s) => s.type === "candidate-pair" && s.nominated === true && s.state === "succeeded");
  if (!pair) return null;
  const rttSeconds = num(pair.currentRoundTripTime);
  const rttMs = rttSeconds === undefined ? null : Math.round(rttSeconds * 1000);
  const local = byId.get(String(pair.localCandidateId));
  const remote = byId.get(String(pair.remoteCandidateId));
  const relayed = local?.candidateType === "relay" || remote?.candidateType === "relay";

  let packetsReceived = 0;
  let packetsLost = 0;
  for (const stat of all) {
    if (stat.type !== "inbound-rtp") continue;
    packetsReceived += num(stat.packetsReceived) ?? 0;
    packetsLost += Math.max(0, num(stat.packetsLost) ?? 0);
  }
  const received = packetsReceived - (previous?.packetsReceived ?? 0);
  const lost = packetsLost - (previous?.packetsLost ?? 0);
  const lossPercent =
    received + lost > 0 && received >= 0 && lost >= 0
      ? Math.round((lost / (received + lost)) * 1000) / 10
      : null;
  return {
    level: levelOf(rttMs, lossPercent),
    rttMs,
    lossPercent,
    relayed,
    sample: { packetsReceived, packetsLost },
  };
}
