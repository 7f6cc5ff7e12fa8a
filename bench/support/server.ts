// The server under test, in its own process (forked by the benchmarks, never run by hand): HTTP +
// Socket.IO on 127.0.0.1, no page rendering, in-memory PGlite, Redis matchmaking/adapter/rate limits
// when BENCH_REDIS_URL is set. Answers the parent over IPC: memory after GC, event-loop delay, stats.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { openDatabase } from "#db/client.ts";
import { createAppServer } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import * as rateLimit from "#server/rate-limit.ts";
import { openRedis } from "#server/redis.ts";

export type ServerRequest = {
  id: number;
  type: "memory" | "snapshot" | "eldReset" | "eld" | "stats" | "cpu" | "close";
};

const redisUrl = process.env.BENCH_REDIS_URL || undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), "acaso-bench-"));
const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  SESSION_SECRET: "b".repeat(40),
  LOG_LEVEL: "silent",
  REDIS_URL: redisUrl,
  REDIS_PREFIX: process.env.BENCH_REDIS_PREFIX ?? "bench",
  NODE_ID: process.env.BENCH_NODE_ID ?? `bench-${process.pid}`,
  // Every bench client comes from loopback: lift the per-IP socket cap (issue 17 finding 9).
  MAX_SOCKETS_PER_IP: "100000",
});
const logger = createLogger(config);
const database = await openDatabase({ dataDir: "memory://" });
const redis = redisUrl ? await openRedis(redisUrl, logger) : undefined;
// Rate limits in Redis as in server/index.ts (the setter was renamed in-flight; accept either name).
const limits = rateLimit as unknown as Record<string, ((client: unknown) => void) | undefined>;
(limits.setRateLimitRedis ?? limits.useRedisForRateLimits)?.(redis?.client);
const app = await createAppServer({ config, database, logger, redis, render: "none" });
// BENCH_MODE=bare: a plain Socket.IO server with the same options and no app code (the floor).
if (process.env.BENCH_MODE === "bare") app.io.removeAllListeners("connection");
const { port } = await app.listen(0, "127.0.0.1");

const eld = monitorEventLoopDelay({ resolution: 10 });
eld.enable();
let cpuMark = process.cpuUsage();

function gc() {
  const run = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 4; i++) run?.();
}

async function answer(request: ServerRequest): Promise<unknown> {
  switch (request.type) {
    case "memory": {
      gc();
      await new Promise((resolve) => setTimeout(resolve, 50));
      gc();
      return { ...process.memoryUsage(), sockets: app.io.engine.clientsCount };
    }
    case "snapshot": {
      gc();
      const { writeHeapSnapshot } = await import("node:v8");
      return { file: writeHeapSnapshot(`/tmp/bench-${Date.now()}.heapsnapshot`) };
    }
    case "eldReset":
      eld.reset();
      cpuMark = process.cpuUsage();
      return {};
    case "eld":
      return {
        p50Ms: eld.percentile(50) / 1e6,
        p99Ms: eld.percentile(99) / 1e6,
        maxMs: eld.max / 1e6,
        meanMs: eld.mean / 1e6,
      };
    case "cpu": {
      const used = process.cpuUsage(cpuMark);
      return { userMs: used.user / 1000, systemMs: used.system / 1000 };
    }
    case "stats":
      return await app.realtime.stats();
    case "close":
      await app.close();
      await database.close();
      await redis?.close();
      rmSync(dataDir, { recursive: true, force: true });
      setTimeout(() => process.exit(0), 10).unref();
      return {};
  }
}

process.on("message", (request: ServerRequest) => {
  answer(request).then(
    (result) => process.send?.({ id: request.id, result }),
    (error: unknown) => process.send?.({ id: request.id, error: String(error) }),
  );
});
process.on("disconnect", () => process.exit(0));
process.send?.({ ready: true, port, pid: process.pid });
