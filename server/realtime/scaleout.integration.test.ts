import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#db/client.ts";
import { type AppServer, createAppServer } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import { openRedis, type RedisConnection } from "#server/redis.ts";
import { connectClient, eventually, sleep, type TestClient } from "../../tests/helpers/sockets.ts";

/**
 * Issue 5 in one process: two app servers (two "nodes") sharing one Redis, each with its own
 * Socket.IO server, Redis adapter and matchmaking node id. Needs TEST_REDIS_URL.
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)("operator actions and drain across nodes", () => {
  const prefix = `test-${randomBytes(4).toString("hex")}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "acaso-scaleout-"));
  let database: Database;
  const nodes: Array<{ app: AppServer; url: string; redis: RedisConnection }> = [];
  const clients: TestClient[] = [];

  async function startNode(nodeId: string, env: Record<string, string> = {}) {
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      SESSION_SECRET: "x".repeat(40),
      LOG_LEVEL: "silent",
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      NODE_ID: nodeId,
      ...env,
    });
    const logger = createLogger(config);
    const redis = await openRedis(redisUrl ?? "", logger);
    const app = await createAppServer({ config, database, logger, redis, render: "none" });
    const { port } = await app.listen(0, "127.0.0.1");
    const node = { app, url: `http://127.0.0.1:${port}`, redis };
    nodes.push(node);
    return node;
  }

  async function client(url: string, ident?: string) {
    const c = await connectClient(url, ident ? { userData: { ident } } : {});
    clients.push(c);
    return c;
  }

  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://" });
  });

  afterAll(async () => {
    for (const c of clients) c.close();
    for (const node of nodes) {
      await node.app.close().catch(() => undefined);
      const keys = await node.redis.client.keys(`${prefix}:*`);
      if (keys.length > 0) await node.redis.client.del(...keys);
      await node.redis.close();
    }
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("a ban issued on node 1 reloads and disconnects the user on node 2 within 1 s, and keeps them out", async () => {
    const node1 = await startNode("ban-1");
    const node2 = await startNode("ban-2");
    const victim = await client(node2.url, "ident-to-ban");
    const bystander = await client(node2.url);
    const disconnected = new Promise<number>((resolve) => {
      victim.socket.once("disconnect", () => resolve(Date.now()));
    });
    const issuedAt = Date.now();
    await node1.app.moderation.ban({
      targets: { ident: "ident-to-ban" },
      reason: "harassment",
      duration: "24h",
      note: "abuse",
      evidence: ["report"],
      by: { id: "00000000-0000-4000-8000-000000000001", email: "mod@example.com" },
    });
    const reload = await victim.next("forceBrowserReload", undefined, 1000);
    expect(reload.reason).toBe("banned");
    expect((await disconnected) - issuedAt).toBeLessThan(1000);
    expect(bystander.socket.connected).toBe(true);
    // Neither node lets the ident back in.
    await expect(client(node1.url, "ident-to-ban")).rejects.toThrow(/banned/);
    await expect(client(node2.url, "ident-to-ban")).rejects.toThrow(/banned/);
    // A node started after the ban knows it from the database.
    const node3 = await startNode("ban-3");
    await expect(client(node3.url, "ident-to-ban")).rejects.toThrow(/banned/);
  });

  it("a forced reload issued on one node reaches a socket on the other within 1 s", async () => {
    const [node1, node2] = nodes;
    const target = await client(node2?.url ?? "");
    const sentAt = Date.now();
    node1?.app.realtime.forceBrowserReload(target.id, "update");
    await target.next("forceBrowserReload", undefined, 1000);
    expect(Date.now() - sentAt).toBeLessThan(1000);
    const everyone = await Promise.all([client(node1?.url ?? ""), client(node2?.url ?? "")]);
    node2?.app.realtime.forceReloadEveryone("deploy");
    await Promise.all(everyone.map((c) => c.next("forceBrowserReload", undefined, 1000)));
  });

  it("another site sharing the Redis (its own REDIS_PREFIX) never receives this site's broadcasts", async () => {
    const [node1] = nodes;
    const otherPrefix = `${prefix}-other`;
    const other = await startNode("other-site", { REDIS_PREFIX: otherPrefix });
    const ours = await client(node1?.url ?? "");
    const theirs = await client(other.url);
    const theirReload = theirs.next("forceBrowserReload", undefined, 1500).then(
      () => true,
      () => false,
    );
    node1?.app.realtime.forceReloadEveryone("deploy");
    await ours.next("forceBrowserReload", undefined, 1000);
    // Without a channel prefix per site, Socket.IO's Redis adapter delivered it to the other site too.
    expect(await theirReload).toBe(false);
    const otherKeys = await other.redis.client.keys(`${otherPrefix}:*`);
    if (otherKeys.length > 0) await other.redis.client.del(...otherKeys);
  });

  it("a match across nodes: both nodes count it, signaling flows, and a late candidate of a match ended on the other node is refused", async () => {
    const [node1, node2] = nodes;
    if (!node1 || !node2) throw new Error("nodes missing");
    const a = await client(node1.url);
    const b = await client(node2.url);
    const before1 = node1.app.realtime.localStats().matched;
    const before2 = node2.app.realtime.localStats().matched;
    expect(await a.call("searchRemoteUser")).toEqual({ ok: true });
    expect(await b.call("searchRemoteUser")).toEqual({ ok: true });
    const match = await a.next("addPeer");
    expect(match.id).toBe(b.id);
    await b.next("addPeer");
    // Each node knows its side of the match, whichever node formed it (per-node gauges).
    expect(node1.app.realtime.localStats().matched).toBe(before1 + 1);
    expect(node2.app.realtime.localStats().matched).toBe(before2 + 1);
    const candidate = {
      candidate: "candidate:1 1 udp 1 127.0.0.1 9 typ host",
      sdpMid: "0",
      sdpMLineIndex: 0,
    };
    const ice = { matchId: match.matchId, peerId: b.id, iceCandidate: candidate };
    expect(await a.call("transmitICECandidate", ice)).toEqual({ ok: true });
    expect((await b.next("addIceCandidate")).iceCandidate).toEqual(candidate);
    // b moves on (node 2 ends the match): node 1 hears it with a's removePeer and refuses what a
    // still sends for the old match.
    expect(await b.call("nextUser", { matchId: match.matchId })).toEqual({ ok: true });
    await a.next("removePeer", (m) => m.matchId === match.matchId, 1000);
    expect(await a.call("transmitICECandidate", ice)).toEqual({ ok: false, error: "notInMatch" });
    // Nobody else waits, so the two meet again (both were requeued), under a new match id: the
    // old id stays refused and the new one flows.
    const again = await a.next("addPeer", (m) => m.matchId !== match.matchId, 2000);
    expect(again.id).toBe(b.id);
    expect(await a.call("transmitICECandidate", ice)).toEqual({ ok: false, error: "notInMatch" });
    expect(await a.call("transmitICECandidate", { ...ice, matchId: again.matchId })).toEqual({ ok: true });
    expect(node1.app.realtime.localStats().matched).toBe(before1 + 1);
  });

  it("drain: a node shutting down frees its users' partners on other nodes at once", async () => {
    const staying = await startNode("drain-stays");
    const leaving = await startNode("drain-leaves");
    const a = await client(staying.url);
    const b = await client(leaving.url);
    expect(await a.call("searchRemoteUser")).toEqual({ ok: true });
    expect(await b.call("searchRemoteUser")).toEqual({ ok: true });
    const match = await a.next("addPeer");
    expect(match.id).toBe(b.id);
    const closing = leaving.app.close();
    const told = await b.next("removePeer", (m) => m.reason === "shutdown", 2000);
    expect(told.matchId).toBe(match.matchId);
    // The partner hears of it from the drain itself, long before any heartbeat could expire.
    const freed = await a.next("removePeer", undefined, 1000);
    expect(freed.matchId).toBe(match.matchId);
    await closing;
    // ...and is searching again: a newcomer on the surviving node is paired with them.
    const c = await client(staying.url);
    expect(await c.call("searchRemoteUser")).toEqual({ ok: true });
    await eventually(() => c.all("addPeer").some((m) => m.id === a.id), 3000);
  });

  it("resume across nodes: a side dropped on node 1 comes back on node 2; an unclaimed one ends the match", async () => {
    // Issue 16: the match record in Redis knows it waits for a resume; any node takes the resume.
    const window = { CHAT_RESUME_SECONDS: "1" };
    const node1 = await startNode("resume-1", window);
    const node2 = await startNode("resume-2", window);
    const a = await client(node1.url);
    const b = await client(node2.url);
    expect(await a.call("searchRemoteUser")).toEqual({ ok: true });
    expect(await b.call("searchRemoteUser")).toEqual({ ok: true });
    const offer = await a.next("addPeer");
    const matchId = offer.matchId;
    await b.next("addPeer");
    a.drop();
    expect(await b.next("peerReconnecting", undefined, 2000)).toMatchObject({ matchId, id: a.id });
    const a2 = await client(node2.url, a.ident);
    const ack = await a2.call("resumeMatch", { matchId, userId: a.id, token: offer.resumeToken });
    expect(ack).toMatchObject({ ok: true, matchId, peerId: b.id });
    expect(await b.next("peerResumed", undefined, 2000)).toMatchObject({ matchId, id: a2.id });
    const ice = {
      matchId,
      iceCandidate: { candidate: "candidate:1 1 udp 1 127.0.0.1 9 typ host", sdpMid: "0", sdpMLineIndex: 0 },
    };
    expect(await b.call("transmitICECandidate", { ...ice, peerId: a2.id })).toEqual({ ok: true });
    expect((await a2.next("addIceCandidate")).id).toBe(b.id);
    expect(await a2.call("transmitICECandidate", { ...ice, peerId: b.id })).toEqual({ ok: true });
    await sleep(1500);
    expect(b.all("removePeer")).toEqual([]);
    expect(node2.app.realtime.localStats().matched).toBe(2);
    expect(node1.app.realtime.localStats().matched).toBe(0);

    // Now b drops and nobody comes back: after the window, a2 is freed (by whichever node reaps).
    b.drop();
    await a2.next("peerReconnecting", undefined, 2000);
    const freed = await a2.next("removePeer", undefined, 4000);
    expect(freed).toMatchObject({ matchId, id: b.id, reason: "disconnect" });
    const b2 = await client(node1.url, b.ident);
    expect(
      await b2.call("resumeMatch", { matchId, userId: b.id, token: (await b.next("addPeer")).resumeToken }),
    ).toEqual({ ok: false, error: "notInMatch" });
  });
});
