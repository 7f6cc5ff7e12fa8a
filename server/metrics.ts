import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * Prometheus metrics of one node (GET /metrics). Every series carries the `node` label so a
 * dashboard can sum or compare nodes. Created once per process and shared through globalThis.
 */
export type Metrics = {
  registry: Registry;
  connectedSockets: Gauge;
  searchingUsers: Gauge;
  activeMatches: Gauge;
  matchesTotal: Counter;
  timeToMatch: Histogram;
  signaling: Counter<"result">;
  droppedPayloads: Counter<"event">;
  rtcExceptions: Counter;
};

const shared = globalThis as typeof globalThis & { __acasoMetrics?: Metrics };

export function createMetrics(nodeId: string): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ node: nodeId });
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    connectedSockets: new Gauge({
      name: "acaso_connected_sockets",
      help: "Socket.IO connections open on this node",
      registers,
    }),
    searchingUsers: new Gauge({
      name: "acaso_searching_users",
      help: "Users of this node waiting for a match",
      registers,
    }),
    activeMatches: new Gauge({
      name: "acaso_active_matches",
      help: "Matches with at least one side on this node",
      registers,
    }),
    matchesTotal: new Counter({
      name: "acaso_matches_total",
      help: "Matches made by this node (rate() gives matches per second)",
      registers,
    }),
    timeToMatch: new Histogram({
      name: "acaso_time_to_match_seconds",
      help: "Time from search to match",
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120],
      registers,
    }),
    signaling: new Counter({
      name: "acaso_signaling_messages_total",
      help: "Signaling messages (SDP and ICE) relayed or dropped",
      labelNames: ["result"],
      registers,
    }),
    droppedPayloads: new Counter({
      name: "acaso_invalid_payloads_total",
      help: "Socket payloads refused by validation or limits",
      labelNames: ["event"],
      registers,
    }),
    rtcExceptions: new Counter({
      name: "acaso_rtc_exceptions_total",
      help: "exceptionOnRTC reports from browsers",
      registers,
    }),
  };
}

export function getMetrics(nodeId = "local"): Metrics {
  shared.__acasoMetrics ??= createMetrics(nodeId);
  return shared.__acasoMetrics;
}
