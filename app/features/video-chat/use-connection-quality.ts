/** Polls getStats every 2 s while a video connection is up (issue 16 quality indicator). */
import { useEffect, useState } from "react";
import { type Quality, type QualitySample, summarizeStats } from "./quality.ts";

export function useConnectionQuality(
  connection: () => RTCPeerConnection | null,
  active: boolean,
): Quality | null {
  const [quality, setQuality] = useState<Quality | null>(null);
  useEffect(() => {
    if (!active) {
      setQuality(null);
      return;
    }
    let previous: QualitySample | null = null;
    let stopped = false;
    const read = async () => {
      const pc = connection();
      if (!pc || stopped) return;
      try {
        const report = await pc.getStats();
        const stats: Array<Record<string, unknown>> = [];
        report.forEach((stat: Record<string, unknown>) => {
          stats.push(stat);
        });
        const next = summarizeStats(stats, previous);
        if (stopped) return;
        if (next) previous = next.sample;
        setQuality(next);
      } catch {
        // A connection closed between two polls: the next match starts afresh.
      }
    };
    void read();
    const timer = setInterval(() => void read(), 2000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [connection, active]);
  return quality;
}
