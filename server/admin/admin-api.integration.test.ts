import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, moderationAppeals } from "#db/schema/index.ts";
import { Client, useAdminTestServer } from "../../tests/helpers/admin.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import { connectClient, eventually } from "../../tests/helpers/sockets.ts";

describe.each(testDatabases())("admin API conventions on %s", (testDatabase) => {
  const ctx = useAdminTestServer(testDatabase);

  // Every registered route refused without an administrator, and every mutating one from another
  // origin or unaudited: route-walk.integration.test.ts.

  it("answers the administrator, with JSON 404 for unknown paths and no caching", async () => {
    const admin = await ctx.server.admin("first.admin@example.com");
    const me = await admin.get("/api/admin/me");
    expect(me.status).toBe(200);
    expect(me.json.admin).toMatchObject({ email: "first.admin@example.com" });
    expect(me.headers.get("cache-control")).toBe("no-store");
    const unknown = await admin.get("/api/admin/no-such-screen");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toMatch(/application\/json/);
    // Malformed JSON is a 400 with a form error, never a stack.
    const malformed = await fetch(`${ctx.server.url}/api/admin/safecontrol/config`, {
      method: "PUT",
      headers: { cookie: admin.cookieHeader(), origin: ctx.server.url, "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      errors: [{ field: "_form", typeError: "invalid", msg: "malformed JSON" }],
    });
  });

  it("validates, stores and audits the safe control config; clients read it at once", async () => {
    const admin = await ctx.server.admin();
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

    const socket = await connectClient(ctx.server.url);
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
    const admin = await ctx.server.admin();
    const res = await admin.request(
      "PUT",
      "/api/admin/safecontrol/config",
      { media: {} },
      { origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
  });

  it("keeps the audit trail append-only: the database refuses UPDATE, DELETE and TRUNCATE", async () => {
    await ctx.server.app.services.database.db.insert(auditLog).values({ action: "test.row" });
    await expect(ctx.database.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const rows = await ctx.database.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'test.row'`,
    );
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);
  });
});

describe.each(testDatabases())("users, reloads and the audit of every action on %s", (testDatabase) => {
  const ctx = useAdminTestServer(testDatabase);

  it("finds accounts, disables one (its sessions end, it cannot sign in), never removes the last admin", async () => {
    const admin = await ctx.server.admin("only.admin@example.com");
    const user = await ctx.server.user("carla.user@example.com");
    const found = await admin.get("/api/admin/users?q=carla");
    expect(found.json.users).toHaveLength(1);
    const id = found.json.users[0].id as string;
    const detail = await admin.get(`/api/admin/users/${id}`);
    expect(detail.json).toMatchObject({ user: { email: "carla.user@example.com", role: "user" }, bans: [] });
    expect(detail.json.sessions).toHaveLength(1);
    expect(detail.json.user.lastLoginAt).not.toBeNull();
    // By id too.
    expect((await admin.get(`/api/admin/users?q=${id}`)).json.users.map((u: { id: string }) => u.id)).toEqual(
      [id],
    );
    // LIKE wildcards in the search are literal.
    expect((await admin.get("/api/admin/users?q=%25")).json.users).toHaveLength(0);

    expect((await admin.post(`/api/admin/users/${id}/disable`)).json.sessionsEnded).toBe(1);
    expect((await user.get("/api/auth/me")).json.user).toBeNull();
    const again = await new Client(ctx.server.url).post("/api/auth/login", {
      email: "carla.user@example.com",
      password: "correct horse battery staple",
    });
    expect(again.status).toBe(403);
    await admin.post(`/api/admin/users/${id}/enable`);
    expect(
      (
        await new Client(ctx.server.url).post("/api/auth/login", {
          email: "carla.user@example.com",
          password: "correct horse battery staple",
        })
      ).status,
    ).toBe(200);

    const me = (await admin.get("/api/admin/me")).json.admin.id as string;
    expect((await admin.post(`/api/admin/users/${me}/role`, { role: "user" })).json.code).toBe("lastAdmin");
    expect((await admin.post(`/api/admin/users/${me}/disable`)).json.code).toBe("notYourself");
    expect((await admin.post(`/api/admin/users/${id}/role`, { role: "admin" })).json.user.role).toBe("admin");
    // Now there are two: the first may step down, and the new one must enrol at their next sign-in.
    expect((await admin.post(`/api/admin/users/${id}/role`, { role: "user" })).json.user.role).toBe("user");
    expect((await admin.post(`/api/admin/users/00000000-0000-4000-8000-000000000000/disable`)).status).toBe(
      404,
    );
  });

  it("shows live figures of the one process without Redis: people, matches, reports, queue, appeals, the node", async () => {
    const admin = await ctx.server.admin();
    const before = (await admin.get("/api/admin/stats")).json;
    expect(before.scope).toBe("process");
    expect(before.nodes).toHaveLength(1);
    expect(before.nodes[0]).toMatchObject({
      nodeId: ctx.server.app.services.config.nodeId,
      lagMs: expect.any(Number),
      stale: false,
    });
    expect(Date.now() - new Date(before.nodes[0].at).getTime()).toBeLessThan(10_000);

    const a = await connectClient(ctx.server.url);
    const b = await connectClient(ctx.server.url);
    try {
      await a.call("searchRemoteUser");
      await b.call("searchRemoteUser");
      const [peer] = await Promise.all([a.next("addPeer"), b.next("addPeer")]);
      const during = (await admin.get("/api/admin/stats")).json;
      expect(during.totals.connected).toBeGreaterThanOrEqual(before.totals.connected + 2);
      expect(during.totals.inMatch).toBe(before.totals.inMatch + 2);
      expect(during.totals.matchesPerMinute).toBeGreaterThanOrEqual(before.totals.matchesPerMinute + 1);
      expect(during.nodes[0].inMatch).toBe(during.totals.inMatch);

      expect(
        await b.call("action", { name: "report", args: { reason: "spam" }, matchId: peer.matchId }),
      ).toEqual({ ok: true });
      await eventually(async () => {
        const after = (await admin.get("/api/admin/stats")).json;
        return (
          after.reportsLastHour === before.reportsLastHour + 1 && after.openReviews === before.openReviews + 1
        );
      });
      const ban = (await admin.post("/api/admin/bans", { ident: a.ident, reason: "spam", duration: "1h" }))
        .json.ban;
      await ctx.server.app.services.database.db
        .insert(moderationAppeals)
        .values({ banId: ban.id, text: "please", locale: "en", appellantIdent: a.ident });
      expect((await admin.get("/api/admin/stats")).json.openAppeals).toBe(before.openAppeals + 1);
    } finally {
      a.close();
      b.close();
    }
  });

  it("resets another administrator's lost second factor; forced reloads reach their browsers", async () => {
    const admin = await ctx.server.admin();
    const other = await ctx.server.admin("lost.phone@example.com");
    const otherId = (await other.get("/api/admin/me")).json.admin.id as string;
    expect((await admin.post(`/api/admin/users/${otherId}/second-factor/reset`)).status).toBe(200);
    // Their session no longer counts as verified: they enrol again.
    expect((await other.get("/api/admin/me")).json.reason).toBe("enrolmentRequired");

    const socket = await connectClient(ctx.server.url);
    try {
      expect(
        (await admin.post("/api/admin/reload", { scope: "ident", ident: socket.ident })).json
          .socketsOnThisNode,
      ).toBe(1);
      expect((await socket.next("forceBrowserReload")).reason).toBe("admin");
      expect((await admin.post("/api/admin/reload", { scope: "everyone", reason: "deploy" })).status).toBe(
        200,
      );
      await socket.next("forceBrowserReload", (m) => m.reason === "deploy");
      expect(
        (await admin.post("/api/admin/reload", { scope: "account", email: "nobody@example.com" })).status,
      ).toBe(404);
      expect((await admin.post("/api/admin/reload", { scope: "ident", ident: "\u0000" })).status).toBe(400);
    } finally {
      socket.close();
    }

    const actions = new Set(
      (await admin.get("/api/admin/audit?limit=200")).json.entries.map((e: { action: string }) => e.action),
    );
    for (const action of [
      "admin.login",
      "admin.secondFactor.enrol",
      "admin.secondFactor.reset",
      "user.disable",
      "user.enable",
      "user.role",
      "reload.user",
      "reload.everyone",
    ]) {
      expect(actions, action).toContain(action);
    }
  });
});
