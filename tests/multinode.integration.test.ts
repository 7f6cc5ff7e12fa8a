import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { chatReports } from "#db/schema/index.ts";
import { type RunningApp, startApp } from "./e2e/fixtures.ts";
import { openThrowawayPostgres } from "./helpers/databases.ts";
import { connectClient, eventually, sleep, type TestClient } from "./helpers/sockets.ts";

/**
 * Issue 5: two app processes on two ports sharing one Redis and one PostgreSQL, with real
 * socket.io-client sockets. Needs TEST_REDIS_URL and TEST_DATABASE_URL (CI sets both).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(redisUrl && databaseUrl)("two nodes sharing Redis and PostgreSQL", () => {
  const prefix = `test-${randomBytes(4).toString("hex")}`;
  let database: Database & { url: string };
  let dbUrl: string;
  let node1: RunningApp;
  let node2: RunningApp;
  const clients: TestClient[] = [];

  async function startNode(name: string) {
    return startApp({
      REDIS_URL: redisUrl ?? "",
      DATABASE_URL: dbUrl,
      REDIS_PREFIX: prefix,
      NODE_ID: name,
      LOG_LEVEL: "error",
      MAX_SOCKETS_PER_IP: "100000",
    });
  }

  async function searching(url: string): Promise<TestClient> {
    const client = await connectClient(url);
    clients.push(client);
    expect(await client.call("searchRemoteUser")).toEqual({ ok: true });
    return client;
  }

  beforeAll(async () => {
    // One throwaway database both nodes share (the first node applies the migrations).
    database = await openThrowawayPostgres(databaseUrl ?? "");
    dbUrl = database.url;
    node1 = await startNode("node-1");
    node2 = await startNode("node-2");
  });

  afterAll(async () => {
    for (const c of clients) c.close();
    await node1?.stop();
    await node2?.stop();
    await database?.close();
    const redis = new Redis(redisUrl ?? "");
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("matches a client on node 1 with a client on node 2, and relays SDP and ICE between them", async () => {
    const a = await searching(node1.url);
    const b = await searching(node2.url);
    const [pa, pb] = await Promise.all([a.next("addPeer"), b.next("addPeer")]);
    expect(pa.matchId).toBe(pb.matchId);
    expect(pa.id).toBe(b.id);
    const offerer = pa.askForConnection ? a : b;
    const answerer = offerer === a ? b : a;
    const matchId = pa.matchId;
    const sdp = "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n";
    expect(
      await offerer.call("transmitSessionDescription", {
        matchId,
        peerId: answerer.id,
        sessionDescription: { type: "offer", sdp },
      }),
    ).toEqual({ ok: true });
    const offer = await answerer.next("addSessionDescription");
    expect(offer.sessionDescription).toEqual({ type: "offer", sdp });
    expect(offer.id).toBe(offerer.id);
    const iceCandidate = {
      candidate: "candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host",
      sdpMid: "0",
      sdpMLineIndex: 0,
    };
    expect(
      await answerer.call("transmitICECandidate", { matchId, peerId: offerer.id, iceCandidate }),
    ).toEqual({
      ok: true,
    });
    const ice = await offerer.next("addIceCandidate");
    expect(ice.iceCandidate).toMatchObject(iceCandidate);

    // A report made on node 1 carries the lines of both sides, though each node relayed only its own.
    expect(await b.call("action", { name: "sendMessage", args: { text: "from node 2" } })).toEqual({
      ok: true,
    });
    await a.next("receiveMessage");
    expect(await a.call("action", { name: "sendMessage", args: { text: "from node 1" } })).toEqual({
      ok: true,
    });
    await b.next("receiveMessage");
    expect(await a.call("action", { name: "report", args: { reason: "insults" }, matchId })).toEqual({
      ok: true,
    });
    await b.next("removePeer");
    const [report] = await database.db.select().from(chatReports).where(eq(chatReports.matchId, matchId));
    expect(report?.messages.map((m) => [m.from, m.text])).toEqual([
      ["reported", "from node 2"],
      ["reporter", "from node 1"],
    ]);
    a.close();
    b.close();
  });

  it("matches 500 clients spread over both nodes exactly once each", async () => {
    const crowd = await Promise.all(
      Array.from({ length: 500 }, (_, i) => connectClient(i % 2 ? node1.url : node2.url)),
    );
    clients.push(...crowd);
    const acks = await Promise.all(crowd.map((c) => c.call("searchRemoteUser")));
    expect(acks.every((ack) => ack.ok)).toBe(true);
    await eventually(() => crowd.every((c) => c.all("addPeer").length >= 1), 30_000);
    await sleep(300);
    const byId = new Map(crowd.map((c) => [c.id, c]));
    let crossNode = 0;
    for (const c of crowd) {
      const peers = c.all("addPeer");
      expect(peers).toHaveLength(1);
      const peer = peers[0];
      expect(peer?.id).not.toBe(c.id);
      const other = byId.get(peer?.id ?? "");
      expect(other?.all("addPeer")[0]?.id).toBe(c.id);
      if (crowd.indexOf(c) % 2 !== crowd.indexOf(other as TestClient) % 2) crossNode += 1;
    }
    // Sanity: the nodes really did pair across each other.
    expect(crossNode).toBeGreaterThan(0);
    for (const c of crowd) c.close();
  });

  it("frees the partners of a node that is killed: nobody stays in a dead match for more than 5 s", async () => {
    const onNode1: TestClient[] = [];
    for (let i = 0; i < 20; i++) {
      // Alternate nodes so most matches cross them.
      const client = await searching(i % 2 ? node1.url : node2.url);
      if (i % 2) onNode1.push(client);
    }
    await eventually(() => onNode1.every((c) => c.all("addPeer").length === 1), 10_000);
    const partnersOnNode2 = onNode1.filter((c) => {
      const peerId = c.all("addPeer")[0]?.id;
      return !onNode1.some((o) => o.id === peerId);
    });
    expect(partnersOnNode2.length).toBeGreaterThan(0);
    node2.process.kill("SIGKILL");
    const killedAt = Date.now();
    await Promise.all(partnersOnNode2.map((c) => c.next("removePeer", undefined, 5000)));
    expect(Date.now() - killedAt).toBeLessThan(5000);
    await node2.stop();
  });
});
