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
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    onConnectionError: (error) =>
      logger.warn({ err: error }, "database connection lost; reconnecting on next query"),
  });
  // The first administrator, from ADMIN_EMAIL / ADMIN_PASSWORD (issue 6), on the first start only.
  await getAuth({ config, database, logger }).bootstrapAdmin();
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
  const { port } = await server.listen();
  logger.info({ port, database: database.kind }, `Acaso listening on http://localhost:${port}`);

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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
