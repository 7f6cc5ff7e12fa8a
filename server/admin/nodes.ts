import { monitorEventLoopDelay } from "node:perf_hooks";
import type { Redis } from "ioredis";

/** What one node reports about itself (admin home, issue 12). */
export type NodeFigures = {
  nodeId: string;
  /** Socket.IO connections open on the node. */
  connected: number;
  /** Its sockets waiting for a match. */
  searching: number;
  /** Its sockets in a match (a match across two nodes counts once on each). */
  inMatch: number;
  /** Matches this node made in the last minute. */
  matchesPerMinute: number;
  /** 99th percentile of the event-loop delay since the previous heartbeat, ms. */
  lagMs: number;
  /** When the node said so (ms since the epoch). */
  at: number;
};

export type NodeSample = { connected: number; searching: number; inMatch: number; matchesTotal: number };

export type NodeRegistry = {
  /** Every node that spoke within NODE_VISIBLE_MS (this one always, with fresh figures). */
  nodes(): Promise<NodeFigures[]>;
  /** "cluster" when the figures cover every node (Redis), "process" otherwise. */
  readonly scope: "cluster" | "process";
  close(): Promise<void>;
};

export const HEARTBEAT_MS = 2000;
/** A node silent for longer is still listed (with its last heartbeat) so a dead node shows... */
const NODE_VISIBLE_MS = 5 * 60 * 1000;
/** ...and forgotten after this. */
const NODE_FORGET_MS = 30 * 60 * 1000;

/**
 * Live figures of every node (issue 12 "admin home"): each node samples itself every HEARTBEAT_MS and,
 * with Redis, writes the sample into one hash that every node reads; without Redis the one process is
 * the deployment.
 */
export function createNodeRegistry(deps: {
  nodeId: string;
  sample(): NodeSample;
  redis?: Redis | undefined;
  prefix: string;
  now?: () => number;
}): NodeRegistry {
  const now = deps.now ?? Date.now;
  const key = `${deps.prefix}:admin:nodes`;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // Matches made, sampled over the last minute for a rate that does not jump with each heartbeat.
  const history: Array<{ at: number; total: number }> = [];
  let lastLag = 0;
  let lastLagAt = 0;

  function lag(): number {
    // Read at most once per heartbeat, so a burst of admin requests does not empty the histogram.
    if (now() - lastLagAt >= HEARTBEAT_MS || lastLagAt === 0) {
      const p99 = delay.percentile(99);
      lastLag = Number.isFinite(p99) ? Math.round((p99 / 1e6) * 10) / 10 : 0;
      lastLagAt = now();
      delay.reset();
    }
    return lastLag;
  }

  function current(): NodeFigures {
    const sample = deps.sample();
    const at = now();
    history.push({ at, total: sample.matchesTotal });
    while (history.length > 2 && (history[1]?.at ?? at) <= at - 60_000) history.shift();
    const oldest = history[0] ?? { at, total: sample.matchesTotal };
    return {
      nodeId: deps.nodeId,
      connected: sample.connected,
      searching: sample.searching,
      inMatch: sample.inMatch,
      matchesPerMinute: Math.max(0, sample.matchesTotal - oldest.total),
      lagMs: lag(),
      at,
    };
  }

  async function beat() {
    const figures = current();
    if (!deps.redis) return;
    await deps.redis.hset(key, deps.nodeId, JSON.stringify(figures));
  }
  const timer = setInterval(() => {
    beat().catch(() => undefined);
  }, HEARTBEAT_MS);
  timer.unref();
  void beat().catch(() => undefined);

  return {
    scope: deps.redis ? "cluster" : "process",
    async nodes() {
      const self = current();
      if (!deps.redis) return [self];
      const all = await deps.redis.hgetall(key);
      const others: NodeFigures[] = [];
      const forget: string[] = [];
      for (const [nodeId, raw] of Object.entries(all)) {
        if (nodeId === deps.nodeId) continue;
        try {
          const figures = JSON.parse(raw) as NodeFigures;
          if (now() - figures.at > NODE_FORGET_MS) forget.push(nodeId);
          else if (now() - figures.at <= NODE_VISIBLE_MS) others.push(figures);
        } catch {
          forget.push(nodeId);
        }
      }
      if (forget.length) await deps.redis.hdel(key, ...forget);
      return [self, ...others].sort((a, b) => a.nodeId.localeCompare(b.nodeId));
    },
    async close() {
      clearInterval(timer);
      delay.disable();
      await deps.redis?.hdel(key, deps.nodeId).catch(() => undefined);
    },
  };
}
