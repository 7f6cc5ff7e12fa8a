import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.ts";
import { contactMessages } from "#db/schema/index.ts";
import { startApp } from "../tests/e2e/fixtures.ts";

// These start the real entry point (server/index.ts) on the production build, as `npm start` does.
describe("server process", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "acaso-lifecycle-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("serves the home page and health checks, then exits 0 within 10 s of SIGTERM", async () => {
    const app = await startApp({ DATA_DIR: dataDir });
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok" });
    const ready = await fetch(`${app.url}/readyz`);
    expect(await ready.json()).toEqual({ status: "ready", checks: { database: "ok" } });
    const home = await fetch(`${app.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toMatch(/text\/html/);
    const started = Date.now();
    const code = await app.stop();
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("keeps a row written before a restart (PGlite in DATA_DIR)", async () => {
    let database = await openDatabase({ dataDir });
    const [row] = await database.db
      .insert(contactMessages)
      .values({ name: "Restart", email: "r@example.com", subject: "s", message: "kept", locale: "en" })
      .returning();
    await database.close();

    const app = await startApp({ DATA_DIR: dataDir });
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
    expect(await app.stop()).toBe(0);

    database = await openDatabase({ dataDir });
    const found = await database.db.select().from(contactMessages).where(eq(contactMessages.id, row!.id));
    await database.close();
    expect(found[0]?.message).toBe("kept");
  });

  it.runIf(process.env.TEST_REDIS_URL)("reports Redis in /readyz when REDIS_URL is set", async () => {
    const app = await startApp({ REDIS_URL: process.env.TEST_REDIS_URL ?? "" });
    const ready = await fetch(`${app.url}/readyz`);
    expect(await ready.json()).toEqual({ status: "ready", checks: { database: "ok", redis: "ok" } });
    expect(await app.stop()).toBe(0);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "runs on a PostgreSQL server when DATABASE_URL is set",
    async () => {
      const app = await startApp({ DATABASE_URL: process.env.TEST_DATABASE_URL ?? "" });
      expect(await (await fetch(`${app.url}/readyz`)).json()).toMatchObject({ status: "ready" });
      expect(await app.stop()).toBe(0);
    },
  );

  it("refuses to start with an invalid setting and names it", () => {
    const result = spawnSync(process.execPath, ["server/index.ts"], {
      cwd: path.resolve(import.meta.dirname, ".."),
      env: { ...process.env, PORT: "abc", DATA_DIR: dataDir },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/PORT/);
  });
});
