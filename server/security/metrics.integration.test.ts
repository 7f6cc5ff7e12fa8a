// Issue 17 finding 6: /metrics only with the bearer METRICS_TOKEN, or on METRICS_PORT bound to
// loopback; no spelling gets around the check.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#db/client.ts";
import { freePort } from "../../tests/e2e/fixtures.ts";
import { startTestServer, type TestServer } from "../../tests/helpers/sockets.ts";

const TOKEN = "metrics-token-0123456789";
let database: Database;
let server: TestServer;
let metricsPort: number;

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  metricsPort = await freePort();
  server = await startTestServer(database, { METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort) });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });

describe("/metrics access (issue 17 finding 6)", () => {
  it.each(["/metrics", "/METRICS", "/metrics/", "/Metrics/", "/metrics?x=1"])(
    "%s answers 404 without the token or with a wrong one",
    async (path) => {
      expect((await get(path)).status).toBe(404);
      expect((await get(path, { authorization: "Bearer wrong-token-0123456789" })).status).toBe(404);
      expect((await get(path, { authorization: TOKEN })).status).toBe(404);
    },
  );

  it("serves the metrics with the bearer token", async () => {
    const res = await get("/metrics", { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("acaso_");
  });

  it("serves them on METRICS_PORT, bound to loopback, and nothing else there", async () => {
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("acaso_");
    expect((await fetch(`http://127.0.0.1:${metricsPort}/healthz`)).status).toBe(404);
    expect(server.app.services.config.METRICS_HOST).toBe("127.0.0.1");
  });
});
