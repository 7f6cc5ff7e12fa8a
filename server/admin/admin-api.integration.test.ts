import { sql } from "drizzle-orm";
import type { Router } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { auditLog } from "#db/schema/index.ts";
import { type AdminTestServer, Client, startAdminTestServer } from "../../tests/helpers/admin.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import { connectClient } from "../../tests/helpers/sockets.ts";
import { ADMIN_API_MODULES } from "./modules.ts";
import type { AdminApiDeps } from "./types.ts";

type Layer = { route?: { path: string; methods: Record<string, boolean> } };

/** Every method + path the admin modules answer, read from their routers (no list to keep in step). */
function everyAdminRoute(deps: AdminApiDeps): Array<{ method: string; path: string }> {
  const routes: Array<{ method: string; path: string }> = [];
  for (const module of ADMIN_API_MODULES) {
    const router = module.routes(deps) as Router & { stack: Layer[] };
    for (const layer of router.stack) {
      if (!layer.route) continue;
      for (const method of Object.keys(layer.route.methods)) {
        const suffix = layer.route.path === "/" ? "" : layer.route.path;
        routes.push({
          method: method.toUpperCase(),
          // Parameters get a well-formed value: the refusal must come before any lookup.
          path: `/api/admin${module.path}${suffix}`.replace(
            /:(\w+)/g,
            "00000000-0000-4000-8000-000000000000",
          ),
        });
      }
    }
  }
  return routes;
}

describe.each(testDatabases())("admin API conventions on %s", (testDatabase) => {
  let database: Database;
  let server: AdminTestServer;

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startAdminTestServer(database);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it("refuses anonymous visitors (401) and normal users (403) on every admin route, with no data", async () => {
    const deps = {
      config: server.app.services.config,
      database,
      logger: server.app.services.logger,
      storage: server.app.services.storage,
      audit: { record: async () => ({}), list: async () => [] },
      realtime: () => server.app.realtime,
    } as unknown as AdminApiDeps;
    const routes = everyAdminRoute(deps);
    expect(routes.length).toBeGreaterThan(3);
    const user = await server.user();
    const anonymous = new Client(server.url);
    for (const { method, path } of routes) {
      const body = method === "GET" ? undefined : {};
      const asAnonymous = await anonymous.request(method, path, body);
      expect(asAnonymous.status, `${method} ${path} anonymous`).toBe(401);
      expect(Object.keys(asAnonymous.json).sort(), path).toEqual(["errors", "reason"]);
      const asUser = await user.request(method, path, body);
      expect(asUser.status, `${method} ${path} user`).toBe(403);
      expect(asUser.json).toEqual({
        errors: [{ field: "_form", typeError: "noPermission" }],
        reason: "notAdmin",
      });
    }
  });

  it("answers the administrator, with JSON 404 for unknown paths and no caching", async () => {
    const admin = await server.admin("first.admin@example.com");
    const me = await admin.get("/api/admin/me");
    expect(me.status).toBe(200);
    expect(me.json.admin).toMatchObject({ email: "first.admin@example.com" });
    expect(me.headers.get("cache-control")).toBe("no-store");
    const unknown = await admin.get("/api/admin/no-such-screen");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toMatch(/application\/json/);
    // Malformed JSON is a 400 with a form error, never a stack.
    const malformed = await fetch(`${server.url}/api/admin/safecontrol/config`, {
      method: "PUT",
      headers: { cookie: admin.cookieHeader(), origin: server.url, "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      errors: [{ field: "_form", typeError: "invalid", msg: "malformed JSON" }],
    });
  });

  it("validates, stores and audits the safe control config; clients read it at once", async () => {
    const admin = await server.admin();
    const invalid = await admin.request("PUT", "/api/admin/safecontrol/config", {
      media: { imageAtEnter: { enabled: "yes" } },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors.length).toBeGreaterThan(0);

    const config = {
      media: {
        imageAtEnter: { enabled: true },
        videoAtEnter: { enabled: false, minDurationSec: 2, durationSec: 5 },
        imgScreenAtChatStart: { enabled: true },
      },
    };
    const saved = await admin.request("PUT", "/api/admin/safecontrol/config", config);
    expect(saved.status).toBe(200);
    expect((await admin.get("/api/admin/safecontrol/config")).json.config).toEqual(config);

    const socket = await connectClient(server.url);
    try {
      expect(await socket.call("getSafeControlConfig", null)).toEqual({ ok: true, config });
    } finally {
      socket.close();
    }

    const audit = await admin.get("/api/admin/audit?action=safecontrol.config");
    expect(audit.status).toBe(200);
    expect(audit.json.entries[0]).toMatchObject({
      action: "safecontrol.config",
      target: { type: "settings", id: "safeControl" },
      after: config,
    });
    expect(audit.json.entries[0].before.media.imageAtEnter.enabled).toBe(false);
    // The address is kept only as a keyed hash.
    expect(audit.json.entries[0].ipHash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(audit.json)).not.toContain("127.0.0.1");
  });

  it("refuses a cross-site write even with an admin cookie", async () => {
    const admin = await server.admin();
    const res = await admin.request(
      "PUT",
      "/api/admin/safecontrol/config",
      { media: {} },
      { origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
  });

  it("keeps the audit trail append-only: the database refuses UPDATE, DELETE and TRUNCATE", async () => {
    await server.app.services.database.db.insert(auditLog).values({ action: "test.row" });
    await expect(database.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const rows = await database.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'test.row'`,
    );
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);
  });
});
