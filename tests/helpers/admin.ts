import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "#db/client.ts";
import { currentTotp } from "#server/admin/second-factor/totp.ts";
import { type AppServer, type AppServerOptions, createAppServer } from "#server/app.ts";
import { getAuth } from "#server/auth/http.ts";
import { Client, trackQueuedWork } from "#server/auth/test-server.ts";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import type { RedisConnection } from "#server/redis.ts";
import { createMemoryStorage } from "#server/storage/index.ts";
import type { TestDatabase } from "./databases.ts";

export { Client };

/** An administrator's browser stand-in and the TOTP secret it enrolled (null when not required). */
export type AdminClient = Client & { totpSecret: string | null };

/** A real app server (API, sockets, no page rendering) for the admin integration tests. */
export type AdminTestServer = {
  app: AppServer;
  url: string;
  /** A browser stand-in signed in as a fresh administrator (second factor enrolled and proven). */
  admin(email?: string): Promise<AdminClient>;
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
    nudity?: AppServerOptions["nudity"];
    /** Runs with the parsed config before the server is created (e.g. to install a test clock). */
    beforeStart?: (config: ReturnType<typeof loadConfig>) => void;
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
  options.beforeStart?.(config);
  const app = await createAppServer({
    config,
    database,
    logger: createLogger(config),
    render: "none",
    storage: options.storage ?? createMemoryStorage(),
    // The real model (a worker thread) only where a test asks for it.
    nudity: options.nudity === undefined ? null : options.nudity,
    ...(options.redis ? { redis: options.redis } : {}),
  });
  const { port } = await app.listen(0, "127.0.0.1");
  const url = `http://127.0.0.1:${port}`;
  const auth = getAuth({ config, database, logger: createLogger(config) });
  trackQueuedWork(url, auth);

  async function user(email: string): Promise<Client> {
    const made = await auth.service.createPasswordAccount({ email, password: TEST_PASSWORD });
    if (!made.ok) throw new Error(`user not created: ${JSON.stringify(made.errors)}`);
    const client = new Client(url);
    const login = await client.post("/api/auth/login", { email, password: TEST_PASSWORD });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.json)}`);
    return client;
  }

  /** The admin sign-in as the login page does it: password, then enrolment of the TOTP factor. */
  async function admin(email: string): Promise<AdminClient> {
    const made = await auth.service.ensureAdmin(email, TEST_PASSWORD);
    if (!made.ok) throw new Error(`admin not created: ${JSON.stringify(made.errors)}`);
    const client = Object.assign(new Client(url), { totpSecret: null as string | null });
    const login = await client.post("/api/admin/session/login", { email, password: TEST_PASSWORD });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.json)}`);
    if (login.json.next === "enrol") {
      const started = await client.post("/api/admin/session/enrol/start");
      const confirmed = await client.post("/api/admin/session/enrol/confirm", {
        code: currentTotp(started.json.secret, Date.now()),
      });
      if (confirmed.status !== 200) throw new Error(`enrolment failed: ${JSON.stringify(confirmed.json)}`);
      client.totpSecret = started.json.secret;
    } else if (login.json.next !== "done") {
      throw new Error(`unexpected next step ${login.json.next}`);
    }
    return client;
  }

  return {
    app,
    url,
    admin: (email) => admin(email ?? `admin${++counter}-${Date.now()}@example.com`),
    user: (email) => user(email ?? `user${++counter}-${Date.now()}@example.com`),
    async close() {
      await auth.settled();
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Opens `testDatabase` and an admin test server on it before the describe block's tests and closes
 * both after them. The returned object's fields are set once `beforeAll` has run.
 */
export function useAdminTestServer(
  testDatabase: TestDatabase,
  options?: Parameters<typeof startAdminTestServer>[1],
): { database: Database; server: AdminTestServer } {
  const context = {} as { database: Database; server: AdminTestServer };
  beforeAll(async () => {
    context.database = await testDatabase.open();
    context.server = await startAdminTestServer(context.database, options);
  });
  afterAll(async () => {
    await context.server?.close();
    await context.database?.close();
  });
  return context;
}
