import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#db/client.ts";
import {
  connectClient,
  eventually,
  sleep,
  startTestServer,
  type TestClient,
  type TestServer,
} from "../../tests/helpers/sockets.ts";

/**
 * Issue 16: a match survives a network drop of one side for CHAT_RESUME_SECONDS (1 s here instead of
 * 25 s) — the peer is told to wait, the dropped browser's new socket takes its side over with its
 * resume token — and ends like a disconnect when nobody comes back. One server, memory matchmaking;
 * the same across two nodes with Redis is in scaleout.integration.test.ts.
 */
describe("resume after a network drop (one node)", () => {
  let database: Database;
  let server: TestServer;
  let clients: TestClient[] = [];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://" });
    server = await startTestServer(database, { CHAT_RESUME_SECONDS: "1" });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });
  afterEach(async () => {
    for (const client of clients) client.close();
    clients = [];
    await sleep(50);
  });

  async function client(ident?: string) {
    const c = await connectClient(server.url, ident ? { userData: { ident } } : {});
    clients.push(c);
    return c;
  }

  async function pair() {
    const a = await client();
    const b = await client();
    await a.call("searchRemoteUser");
    await b.call("searchRemoteUser");
    const [pa, pb] = await Promise.all([a.next("addPeer"), b.next("addPeer")]);
    expect(pa.resumeToken).toMatch(/^[\w-]{32}$/);
    return { a, b, matchId: pa.matchId, token: pa.resumeToken ?? "", peerToken: pb.resumeToken ?? "" };
  }

  it("within the window: the peer waits, the new socket takes the side over, the match goes on", async () => {
    const { a, b, matchId, token } = await pair();
    a.drop();
    const waiting = await b.next("peerReconnecting");
    expect(waiting).toEqual({ action: "peerReconnecting", matchId, id: a.id, waitMs: 1000 });
    const a2 = await client(a.ident);
    const ack = await a2.call("resumeMatch", { matchId, userId: a.id, token });
    expect(ack).toMatchObject({ ok: true, matchId, peerId: b.id });
    expect(ack.ok && ack.resumeToken).not.toBe(token);
    expect(await b.next("peerResumed")).toEqual({
      action: "peerResumed",
      matchId,
      id: a2.id,
      previousId: a.id,
    });
    // Signaling and text flow between the new socket and the peer, both ways, in the same match.
    const sdp = { type: "offer", sdp: "v=0\r\n" };
    expect(
      await b.call("transmitSessionDescription", { matchId, peerId: a2.id, sessionDescription: sdp }),
    ).toEqual({ ok: true });
    expect((await a2.next("addSessionDescription")).id).toBe(b.id);
    expect(
      await a2.call("transmitSessionDescription", { matchId, peerId: b.id, sessionDescription: sdp }),
    ).toEqual({ ok: true });
    expect(await a2.call("action", { name: "sendMessage", args: { text: "back" }, matchId })).toEqual({
      ok: true,
    });
    expect((await b.next("receiveMessage")).text).toBe("back");
    // Long after the window, the match still stands: no removePeer was ever sent to the peer.
    await sleep(1600);
    expect(b.all("removePeer")).toEqual([]);
    expect(await b.call("action", { name: "sendMessage", args: { text: "still here" }, matchId })).toEqual({
      ok: true,
    });
    // The old socket's proof is spent: a second takeover with it is refused.
    const thief = await client(a.ident);
    expect(await thief.call("resumeMatch", { matchId, userId: a.id, token })).toEqual({
      ok: false,
      error: "notInMatch",
    });
  });

  it("after the window: the peer gets removePeer and is requeued; the late resume is refused", async () => {
    const { a, b, matchId, token } = await pair();
    a.drop();
    await b.next("peerReconnecting");
    const removed = await b.next("removePeer", undefined, 3000);
    expect(removed).toMatchObject({ id: a.id, matchId, reason: "disconnect" });
    // The peer searches again: a newcomer is paired with them.
    const c = await client();
    await c.call("searchRemoteUser");
    expect((await c.next("addPeer")).id).toBe(b.id);
    const late = await client(a.ident);
    expect(await late.call("resumeMatch", { matchId, userId: a.id, token })).toEqual({
      ok: false,
      error: "notInMatch",
    });
    expect(late.all("addPeer")).toEqual([]);
  });

  it("a resume never attaches to someone else's match: wrong token, wrong ident, or another match", async () => {
    const first = await pair();
    const second = await pair();
    first.a.drop();
    await first.b.next("peerReconnecting");
    const stranger = await client();
    // The peer knows a's socket id and the match id, but not a's token.
    expect(
      await stranger.call("resumeMatch", {
        matchId: first.matchId,
        userId: first.a.id,
        token: first.peerToken,
      }),
    ).toEqual({ ok: false, error: "notInMatch" });
    // a's real token, presented by another ident.
    expect(
      await stranger.call("resumeMatch", { matchId: first.matchId, userId: first.a.id, token: first.token }),
    ).toEqual({ ok: false, error: "notInMatch" });
    // a's token, aimed at another match.
    const again = await client(first.a.ident);
    expect(
      await again.call("resumeMatch", { matchId: second.matchId, userId: first.a.id, token: first.token }),
    ).toEqual({ ok: false, error: "notInMatch" });
    expect(second.a.all("peerResumed")).toEqual([]);
    expect(second.b.all("peerResumed")).toEqual([]);
    // The right proof still works after all these refusals.
    expect(
      await again.call("resumeMatch", { matchId: first.matchId, userId: first.a.id, token: first.token }),
    ).toMatchObject({ ok: true, peerId: first.b.id });
  });

  it("leaving on purpose (the page closes its socket) ends the match at once, without a wait", async () => {
    const { a, b, matchId } = await pair();
    a.close();
    const removed = await b.next("removePeer", undefined, 500);
    expect(removed).toMatchObject({ matchId, reason: "disconnect" });
    expect(b.all("peerReconnecting")).toEqual([]);
  });

  it("a socket that is not seen to drop is closed when its browser resumes elsewhere", async () => {
    const { a, b, matchId, token } = await pair();
    const closed = new Promise<void>((resolve) => a.socket.once("disconnect", () => resolve()));
    const a2 = await client(a.ident);
    expect(await a2.call("resumeMatch", { matchId, userId: a.id, token })).toMatchObject({ ok: true });
    await closed;
    await b.next("peerResumed");
    await eventually(() => !a.socket.connected);
    expect(b.all("removePeer")).toEqual([]);
  });
});
