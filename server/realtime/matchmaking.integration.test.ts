import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { decryptIceServers, FALLBACK_ICE_SERVERS } from "#common/protocol/index.ts";
import type { Database } from "#db/client.ts";
import { openDatabase } from "#db/client.ts";
import {
  connectClient,
  eventually,
  sleep,
  startTestServer,
  type TestClient,
  type TestServer,
} from "../../tests/helpers/sockets.ts";

// Matchmaking does not touch the database: one PGlite is enough here (reports: chat.integration.test.ts).
let database: Database;
let server: TestServer;
let clients: TestClient[] = [];

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  server = await startTestServer(database);
});
afterAll(async () => {
  await server.close();
  await database.close();
});
afterEach(async () => {
  for (const client of clients) client.close();
  clients = [];
  // Let the server process the disconnects before the next test counts its queue.
  await eventually(async () => (await server.app.realtime.stats()).matchmaking.waiting === 0);
});

async function client(options?: Parameters<typeof connectClient>[1]) {
  const c = await connectClient(server.url, options);
  clients.push(c);
  return c;
}

async function searching(options?: Parameters<typeof connectClient>[1]) {
  const c = await client(options);
  expect(await c.call("searchRemoteUser")).toEqual({ ok: true });
  return c;
}

describe("matchmaking over real sockets", () => {
  it("pairs two searchers with exactly one askForConnection and decryptable ice servers", async () => {
    const a = await searching({ userData: { cameraEnabled: false, lang: "pt" } });
    const b = await searching();
    const [pa, pb] = await Promise.all([a.next("addPeer"), b.next("addPeer")]);
    expect(pa.matchId).toBe(pb.matchId);
    expect(pa.id).toBe(b.id);
    expect(pb.id).toBe(a.id);
    expect([pa.askForConnection, pb.askForConnection].sort()).toEqual([false, true]);
    expect(pb.userData).toEqual({ ident: a.ident, cameraEnabled: false, lang: "pt" });
    expect(pb.peerUserIdent).toBe(a.ident);
    expect(await decryptIceServers(pa.turn.iceServers, a.iceKey, pa.matchId)).toEqual(FALLBACK_ICE_SERVERS);
    // The other side's key does not open it: each side gets its own blob.
    await expect(decryptIceServers(pa.turn.iceServers, b.iceKey, pa.matchId)).rejects.toThrow();
    await sleep(100);
    expect(a.all("addPeer")).toHaveLength(1);
    expect(b.all("addPeer")).toHaveLength(1);
  });

  it("a lone searcher waits; searching twice is harmless", async () => {
    const a = await searching();
    expect(await a.call("searchRemoteUser")).toEqual({ ok: true });
    await sleep(150);
    expect(a.all("addPeer")).toHaveLength(0);
    expect((await server.app.realtime.stats()).matchmaking.waiting).toBe(1);
  });

  it("searching without user data is refused with an error ack", async () => {
    const a = await client({ userData: null });
    expect(await a.call("searchRemoteUser")).toEqual({ ok: false, error: "invalidPayload" });
    expect(await a.call("updateUserData", { ident: "late-ident", cameraEnabled: true })).toEqual({
      ok: true,
    });
    expect(await a.call("searchRemoteUser")).toEqual({ ok: true });
  });

  it("next: the peer gets removePeer and is requeued; a waiting third user gets the peer", async () => {
    const a = await searching();
    const b = await searching();
    const { matchId } = await a.next("addPeer");
    const c = await searching(); // waits alone
    expect(await a.call("nextUser", { matchId })).toEqual({ ok: true });
    const removed = await b.next("removePeer");
    expect(removed).toMatchObject({ id: a.id, matchId, reason: "next" });
    // b was requeued by the server without asking again, and c (waiting) took it.
    const bc = await b.next("addPeer", (m) => m.matchId !== matchId);
    expect(bc.id).toBe(c.id);
    expect(a.all("removePeer")).toHaveLength(0);
    // a is queued again: a newcomer gets a.
    const d = await searching();
    expect((await d.next("addPeer")).id).toBe(a.id);
  });

  it("next with a stale matchId does not end the current match", async () => {
    const a = await searching();
    const b = await searching();
    await a.next("addPeer");
    expect(await a.call("nextUser", { matchId: "an-old-match" })).toEqual({ ok: true });
    await sleep(100);
    expect(b.all("removePeer")).toHaveLength(0);
  });

  it("stop: the peer gets removePeer and is requeued; the stopped user is not, until it searches again", async () => {
    const a = await searching();
    const b = await searching();
    const { matchId } = await a.next("addPeer");
    expect(await a.call("stop")).toEqual({ ok: true });
    expect(await b.next("removePeer")).toMatchObject({ id: a.id, matchId, reason: "stop" });
    const c = await searching();
    expect((await c.next("addPeer")).id).toBe(b.id);
    const d = await searching();
    await sleep(100);
    expect(d.all("addPeer")).toHaveLength(0); // a is stopped: nobody for d
    expect(await a.call("enable")).toEqual({ ok: true });
    expect(await a.call("searchRemoteUser")).toEqual({ ok: true });
    expect((await d.next("addPeer")).id).toBe(a.id);
  });

  it("disconnect: the peer gets removePeer and is requeued; a disconnected searcher is withdrawn", async () => {
    const a = await searching();
    const b = await searching();
    const { matchId } = await a.next("addPeer");
    a.close();
    expect(await b.next("removePeer")).toMatchObject({ id: a.id, matchId, reason: "disconnect" });
    const lone = await searching();
    lone.close();
    await eventually(async () => (await server.app.realtime.stats()).matchmaking.waiting === 1);
    const c = await searching();
    expect((await c.next("addPeer")).id).toBe(b.id);
  });

  it("serves waiting users oldest first", async () => {
    // Three tabs of one browser wait (never paired with each other), then three others arrive.
    const waiting: TestClient[] = [];
    const ident = `tabs-${Date.now()}`;
    for (let i = 0; i < 3; i += 1) {
      waiting.push(await searching({ userData: { ident } }));
      await sleep(5);
    }
    // No language: compatible with each of them; the oldest must be served first.
    const arrivals: TestClient[] = [];
    for (let i = 0; i < 3; i += 1) {
      const c = await searching();
      arrivals.push(c);
      const peer = await c.next("addPeer");
      expect(peer.id).toBe(waiting[i]?.id);
    }
    expect(arrivals).toHaveLength(3);
  });

  it("200 sockets searching at once: each matched exactly once, never with itself, the odd one waits", async () => {
    const crowd = await Promise.all(Array.from({ length: 201 }, () => client()));
    const acks = await Promise.all(crowd.map((c) => c.call("searchRemoteUser")));
    expect(acks.every((ack) => ack.ok)).toBe(true);
    await eventually(() => crowd.filter((c) => c.all("addPeer").length === 1).length === 200, 20_000);
    await sleep(200);
    const byId = new Map(crowd.map((c) => [c.id, c]));
    const matchIds = new Map<string, string[]>();
    let lonely = 0;
    for (const c of crowd) {
      const peers = c.all("addPeer");
      if (peers.length === 0) {
        lonely += 1;
        continue;
      }
      expect(peers).toHaveLength(1);
      const [peer] = peers;
      if (!peer) continue;
      expect(peer.id).not.toBe(c.id);
      // Symmetric: my peer's peer is me, in the same match.
      const other = byId.get(peer.id)?.all("addPeer")[0];
      expect(other?.id).toBe(c.id);
      expect(other?.matchId).toBe(peer.matchId);
      matchIds.set(peer.matchId, [...(matchIds.get(peer.matchId) ?? []), c.id]);
    }
    expect(lonely).toBe(1);
    expect(matchIds.size).toBe(100);
    for (const members of matchIds.values()) expect(members).toHaveLength(2);
    const stats = await server.app.realtime.stats();
    expect(stats.matchmaking).toEqual({ waiting: 1, matches: 100 });
  });

  it("under churn (users leave right after being matched while others keep arriving) nobody is stranded", async () => {
    const stayers: TestClient[] = [];
    const leavers: TestClient[] = [];
    for (let round = 0; round < 30; round += 1) {
      const c = await client();
      const leaver = round % 2 === 0;
      (leaver ? leavers : stayers).push(c);
      if (leaver) {
        // Leave the moment a match arrives.
        c.socket.on("message", (m) => {
          if (m.action === "addPeer") c.close();
        });
      }
      void c.call("searchRemoteUser").catch(() => undefined);
      await sleep(5);
    }
    // Everyone who stayed ends up matched with another stayer or waits alone; the queue holds only
    // connected users, and no two waiting users are left side by side.
    await eventually(async () => {
      const { matchmaking } = await server.app.realtime.stats();
      return matchmaking.waiting <= 1;
    }, 10_000);
    await sleep(300);
    const { matchmaking } = await server.app.realtime.stats();
    // 15 stayers: 7 matches and exactly one waiter; every leaver is gone from the queue.
    expect(matchmaking.waiting).toBe(1);
    // Every stayer is either in a live match with another stayer, or the single waiter.
    const stayerIds = new Set(stayers.map((c) => c.id));
    let unmatched = 0;
    for (const c of stayers) {
      const adds = c.all("addPeer");
      const removes = c.all("removePeer");
      const current = adds.at(-1);
      const ended = current && removes.some((r) => r.matchId === current.matchId);
      if (!current || ended) {
        unmatched += 1;
        continue;
      }
      expect(stayerIds.has(current.id)).toBe(true);
    }
    expect(unmatched).toBe(matchmaking.waiting);
    expect(matchmaking.matches * 2 + matchmaking.waiting).toBe(stayers.length);
  });
});
