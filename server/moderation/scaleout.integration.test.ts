import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#db/client.ts";
import { createLogger } from "#server/logger.ts";
import { openRedis, type RedisConnection } from "#server/redis.ts";
import { type AdminClient, type AdminTestServer, startAdminTestServer } from "../../tests/helpers/admin.ts";
import { connectClient, eventually, type TestClient } from "../../tests/helpers/sockets.ts";

/**
 * Issue 12 across two nodes sharing PostgreSQL and Redis: bans, lifts and settings reach the other
 * node within a second, a reported stranger on the other node is identified, and the admin home's
 * figures cover both. Needs TEST_REDIS_URL.
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)("moderation across nodes", () => {
  const prefix = `test-mod-${randomBytes(4).toString("hex")}`;
  let database: Database;
  const nodes: Array<{ server: AdminTestServer; redis: RedisConnection }> = [];
  let admin: AdminClient;
  const clients: TestClient[] = [];

  async function startNode(nodeId: string) {
    const redis = await openRedis(redisUrl ?? "", createLogger({ LOG_LEVEL: "silent" } as never));
    const server = await startAdminTestServer(database, {
      env: { REDIS_URL: redisUrl ?? "", REDIS_PREFIX: prefix, NODE_ID: nodeId },
      redis,
    });
    nodes.push({ server, redis });
    return server;
  }
  async function client(url: string, ident?: string) {
    const c = await connectClient(url, ident ? { userData: { ident } } : {});
    clients.push(c);
    return c;
  }

  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://" });
    await startNode("mod-1");
    await startNode("mod-2");
    admin = await (nodes[0] as { server: AdminTestServer }).server.admin();
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    for (const { server, redis } of nodes) {
      await server.close().catch(() => undefined);
      const keys = await redis.client.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.client.del(...keys);
      await redis.close();
    }
    await database.close();
  });

  const node = (i: number) => (nodes[i] as { server: AdminTestServer }).server;

  it("puts a safe control change in force on the other node within a second", async () => {
    const there = await client(node(1).url);
    expect(
      (
        (await there.call("getSafeControlConfig")) as unknown as {
          config: { media: { imageAtEnter: { enabled: boolean } } };
        }
      ).config.media.imageAtEnter.enabled,
    ).toBe(false);
    const config = {
      media: {
        imageAtEnter: { enabled: true },
        videoAtEnter: { enabled: false, minDurationSec: 3, durationSec: 6 },
        imgScreenAtChatStart: { enabled: false },
      },
    };
    const savedAt = Date.now();
    expect((await admin.request("PUT", "/api/admin/safecontrol/config", config)).status).toBe(200);
    await eventually(async () => {
      const ack = (await there.call("getSafeControlConfig")) as unknown as { config: typeof config };
      return ack.config.media.imageAtEnter.enabled;
    }, 1000);
    expect(Date.now() - savedAt).toBeLessThan(1000);
  });

  it("bans by ident and by account on node 1 reach sockets on node 2 within a second; a lift too", async () => {
    const victim = await client(node(1).url);
    const issuedAt = Date.now();
    const ban = (
      await admin.post("/api/admin/bans", { ident: victim.ident, reason: "harassment", duration: "1h" })
    ).json.ban;
    expect((await victim.next("forceBrowserReload", undefined, 1000)).reason).toBe("banned");
    expect(Date.now() - issuedAt).toBeLessThan(1000);
    await expect(connectClient(node(1).url, { userData: { ident: victim.ident } })).rejects.toThrow(/banned/);

    // By account: node 2 knows the account from the socket's user token.
    const user = await node(1).user();
    const account = (await user.get("/api/auth/me")).json.user;
    const tab = await client(node(1).url);
    const ut = (await user.get(`/api/auth/rt-connection/ut?userLocalIdent=${tab.ident}`)).json.ut;
    expect(await tab.call("social-chat-action", { action: "setUt", ut })).toEqual({ ok: true });
    const accountBan = (
      await admin.post("/api/admin/bans", { email: account.email, reason: "spam", duration: "24h" })
    ).json.ban;
    expect((await tab.next("forceBrowserReload", undefined, 1000)).reason).toBe("banned");
    // Another browser of that account, with a fresh ident, is refused its search on node 2.
    const other = await client(node(1).url);
    const ut2 = (await user.get(`/api/auth/rt-connection/ut?userLocalIdent=${other.ident}`)).json.ut;
    await other.call("social-chat-action", { action: "setUt", ut: ut2 });
    expect(await other.call("searchRemoteUser")).toEqual({ ok: false, error: "banned" });

    // Lifts reach node 2 as fast.
    await admin.request("DELETE", `/api/admin/bans/${accountBan.id}`, { note: "over" });
    await eventually(async () => ((await other.call("searchRemoteUser")) as { ok: boolean }).ok, 1000);
    await other.call("stop");
    await admin.request("DELETE", `/api/admin/bans/${ban.id}`, { note: "over" });
    await eventually(async () => {
      try {
        const back = await connectClient(node(1).url, { userData: { ident: victim.ident } });
        back.close();
        return true;
      } catch {
        return false;
      }
    }, 1000);
  });

  it("identifies a reported stranger connected to the other node, and bans their address everywhere", async () => {
    const reported = await client(node(1).url);
    const reporter = await client(node(0).url);
    expect(await reported.call("searchRemoteUser")).toEqual({ ok: true });
    expect(await reporter.call("searchRemoteUser")).toEqual({ ok: true });
    const match = await reporter.next("addPeer");
    expect(match.id).toBe(reported.id);
    expect(
      await reporter.call("action", { name: "report", args: { reason: "spam" }, matchId: match.matchId }),
    ).toEqual({
      ok: true,
    });
    await reporter.call("stop");
    await reported.call("stop");
    const item = (await admin.get("/api/admin/reviews")).json.items.find(
      (i: { subjectIdent: string }) => i.subjectIdent === reported.ident,
    );
    const detail = (await admin.get(`/api/admin/reviews/${item.id}`)).json;
    expect(detail.subject.ipHash).toMatch(/^[0-9a-f]{12}$/);
    const decided = await admin.post(`/api/admin/reviews/${item.id}/decision`, {
      decision: "ban",
      reason: "spam",
      ban: { duration: "1h", targets: { ident: false, account: false, ip: true } },
    });
    expect(decided.status).toBe(200);
    // Every test client shares 127.0.0.1: node 2 refuses them all until the lift.
    await eventually(async () => {
      try {
        (await connectClient(node(1).url)).close();
        return false;
      } catch {
        return true;
      }
    }, 1000);
    await admin.request("DELETE", `/api/admin/bans/${decided.json.banId}`, { note: "test over" });
  });

  it("counts every node's people on the admin home, from any node", async () => {
    const before = (await admin.get("/api/admin/stats")).json;
    expect(before.scope).toBe("cluster");
    expect(before.nodes.map((n: { nodeId: string }) => n.nodeId)).toEqual(["mod-1", "mod-2"]);
    const a = await client(node(1).url);
    const b = await client(node(1).url);
    await a.call("searchRemoteUser");
    await b.call("searchRemoteUser");
    await a.next("addPeer");
    // Node 2's heartbeat (every 2 s) carries the match to node 1's answer.
    await eventually(async () => {
      const stats = (await admin.get("/api/admin/stats")).json;
      const second = stats.nodes.find((n: { nodeId: string }) => n.nodeId === "mod-2");
      return second.inMatch >= 2 && stats.totals.inMatch >= 2 && stats.totals.matchesPerMinute >= 1;
    }, 5000);
  });
});
