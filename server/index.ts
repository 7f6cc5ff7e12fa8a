import cluster from "node:cluster";
import { createServer } from "node:http";
import { setupMaster, setupWorker } from "@socket.io/sticky";
import { openDatabase } from "#db/client.ts";
import { createAppServer } from "./app.ts";
import { getAuth } from "./auth/http.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createLogger } from "./logger.ts";
import { setRateLimitRedis } from "./rate-limit.ts";
import { openRedis } from "./redis.ts";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
    await runPrimary(config, logger);
    return;
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    onConnectionError: (error) =>
      logger.warn({ err: error }, "database connection lost; reconnecting on next query"),
  });
  // The first administrator, from ADMIN_EMAIL / ADMIN_PASSWORD (issue 6), on the first start only
  // (with workers, the primary did it).
  if (cluster.isPrimary) await getAuth({ config, database, logger }).bootstrapAdmin();
  const redis = config.REDIS_URL ? await openRedis(config.REDIS_URL, logger) : undefined;
  setRateLimitRedis(redis?.client);
  const server = await createAppServer({
    config,
    database,
    logger,
    redis,
    render: config.isDev ? "dev" : "build",
    buildDir: process.env.ACASO_BUILD_DIR,
  });
  if (cluster.isWorker) {
    // The primary holds the port and hands each connection to a worker, the same worker for every
    // request of one Engine.IO session (@socket.io/sticky).
    setupWorker(server.io);
    process.send?.({ type: "acaso:ready" });
    logger.info({ worker: cluster.worker?.id, nodeId: config.nodeId }, "worker ready");
  } else {
    const { port } = await server.listen();
    logger.info({ port, database: database.kind }, `Acaso listening on http://localhost:${port}`);
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // Whatever happens, be gone well within the 10 s a supervisor allows.
    const hardStop = setTimeout(() => {
      logger.error("shutdown timed out; exiting");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    hardStop.unref();
    try {
      await server.close();
      await database.close();
      await redis?.close();
      logger.info("bye");
      logger.flush?.();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "error during shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

/**
 * WEB_CONCURRENCY > 1 (issue 17): this process listens and runs one worker per WEB_CONCURRENCY, each
 * a full app node with its own NODE_ID, sharing PostgreSQL and Redis like the nodes of a scale-out
 * (decision 006); connections are sticky per Engine.IO session. A worker that dies is replaced.
 */
async function runPrimary(config: ReturnType<typeof loadConfig>, logger: ReturnType<typeof createLogger>) {
  // Migrations and the first administrator once, before any worker opens the database.
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await getAuth({ config, database, logger }).bootstrapAdmin();
  await database.close();
  const httpServer = createServer();
  // The request bytes travel to the worker as Buffers over IPC: the sticky module needs the
  // "advanced" (structured clone) serialization.
  cluster.setupPrimary({ serialization: "advanced" });
  setupMaster(httpServer, { loadBalancingMethod: "least-connection" });
  let stopping = false;
  const fork = (index: number) => {
    const worker = cluster.fork({ NODE_ID: `${config.nodeId}-w${index}` });
    worker.on("exit", (code, signal) => {
      if (stopping) return;
      logger.warn({ index, code, signal }, "worker exited; starting another");
      setTimeout(() => fork(index), 1000).unref();
    });
  };
  // The port opens once every worker is ready: a connection handed to a worker that has not set up
  // its side of the sticky module yet would be lost.
  const ready = new Promise<void>((resolve) => {
    let waiting = config.WEB_CONCURRENCY;
    cluster.on("message", (_worker, message: { type?: string }) => {
      if (message?.type === "acaso:ready" && waiting > 0) {
        waiting -= 1;
        if (waiting === 0) resolve();
      }
    });
  });
  for (let i = 0; i < config.WEB_CONCURRENCY; i += 1) fork(i);
  await ready;
  await new Promise<void>((resolve) => httpServer.listen(config.PORT, config.HOST, resolve));
  logger.info(
    { port: config.PORT, workers: config.WEB_CONCURRENCY },
    `Acaso listening on http://localhost:${config.PORT} with ${config.WEB_CONCURRENCY} workers`,
  );
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down workers");
    const workers = Object.values(cluster.workers ?? {});
    let left = workers.length;
    const done = () => {
      httpServer.close();
      process.exit(0);
    };
    if (left === 0) done();
    for (const worker of workers) {
      worker?.once("exit", () => {
        left -= 1;
        if (left === 0) done();
      });
      worker?.process.kill("SIGTERM");
    }
    setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_MS).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
