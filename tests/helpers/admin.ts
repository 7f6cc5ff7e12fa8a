import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Database } from "#db/client.ts";
import { type AppServer, type AppServerOptions, createAppServer } from "#server/app.ts";
import { getAuth } from "#server/auth/http.ts";
import { Client } from "#server/auth/test-server.ts";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import type { RedisConnection } from "#server/redis.ts";
import { createMemoryStorage } from "#server/storage/index.ts";

export { Client };

/** A real app server (API, sockets, no page rendering) for the admin integration tests. */
export type AdminTestServer = {
  app: AppServer;
  url: string;
  /** A browser stand-in signed in as a fresh administrator (second factor done when required). */
  admin(email?: string): Promise<Client>;
  /** A browser stand-in signed in as a fresh normal user. */
  user(email?: string): Promise<Client>;
  close(): Promise<void>;
};

let counter = 0;
export const TEST_PASSWORD = "correct horse battery staple";

export async function startAdminTestServer(
  database: Database,
  options: {
    env?: Record<string, string>;
    redis?: RedisConnection;
    storage?: AppServerOptions["storage"];
  } = {},
): Promise<AdminTestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "acaso-admin-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SESSION_SECRET: "admin-test-secret-admin-test-secret-42",
    LOG_LEVEL: "silent",
    ...options.env,
  });
  const app = await createAppServer({
    config,
    database,
    logger: createLogger(config),
    render: "none",
    storage: options.storage ?? createMemoryStorage(),
    ...(options.redis ? { redis: options.redis } : {}),
  });
  const { port } = await app.listen(0, "127.0.0.1");
  const url = `http://127.0.0.1:${port}`;
  const auth = getAuth({ config, database, logger: createLogger(config) });

  async function signIn(email: string, role: "admin" | "user"): Promise<Client> {
    if (role === "admin") {
      const made = await auth.service.ensureAdmin(email, TEST_PASSWORD);
      if (!made.ok) throw new Error(`admin not created: ${JSON.stringify(made.errors)}`);
    } else {
      const made = await auth.service.signup({ email, password: TEST_PASSWORD });
      if (!made.ok) throw new Error(`user not created: ${JSON.stringify(made.errors)}`);
    }
    const client = new Client(url);
    const login = await client.post("/api/auth/login", { email, password: TEST_PASSWORD });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.json)}`);
    return client;
  }

  return {
    app,
    url,
    admin: (email) => signIn(email ?? `admin${++counter}-${Date.now()}@example.com`, "admin"),
    user: (email) => signIn(email ?? `user${++counter}-${Date.now()}@example.com`, "user"),
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
