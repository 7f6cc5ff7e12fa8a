import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { chatDefaultVideos, chatReports, chatSettings, safeControlCaptures } from "#db/schema/index.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import {
  connectClient,
  eventually,
  sleep,
  startTestServer,
  type TestClient,
  type TestServer,
} from "../../tests/helpers/sockets.ts";

describe.each(testDatabases())("video chat during a match on %s", (testDatabase) => {
  let database: Database;
  let server: TestServer;
  let clients: TestClient[] = [];

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer(database);
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

  async function client(options?: Parameters<typeof connectClient>[1]) {
    const c = await connectClient(server.url, options);
    clients.push(c);
    return c;
  }

  /** Two connected users in one match; `offerer` has askForConnection. */
  async function pair() {
    const a = await client();
    const b = await client();
    await a.call("searchRemoteUser");
    await b.call("searchRemoteUser");
    const [pa, pb] = await Promise.all([a.next("addPeer"), b.next("addPeer")]);
    return {
      a,
      b,
      matchId: pa.matchId,
      offerer: pa.askForConnection ? a : b,
      answerer: pb.askForConnection ? a : b,
    };
  }

  it("relays SDP and ICE only within the match; a third socket cannot inject", async () => {
    const { a, b, matchId, offerer, answerer } = await pair();
    const offer = { type: "offer", sdp: "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n" };
    expect(
      await offerer.call("transmitSessionDescription", {
        matchId,
        peerId: answerer.id,
        sessionDescription: offer,
      }),
    ).toEqual({ ok: true });
    expect(await answerer.next("addSessionDescription")).toEqual({
      action: "addSessionDescription",
      matchId,
      id: offerer.id,
      sessionDescription: offer,
    });
    const candidate = {
      candidate: "candidate:1 1 udp 1 127.0.0.1 5000 typ host",
      sdpMid: "0",
      sdpMLineIndex: 0,
    };
    expect(
      await answerer.call("transmitICECandidate", { matchId, peerId: offerer.id, iceCandidate: candidate }),
    ).toEqual({
      ok: true,
    });
    expect((await offerer.next("addIceCandidate")).iceCandidate).toEqual(candidate);

    // The intruder knows both socket ids and the match id, and still gets nowhere.
    const intruder = await client();
    for (const peerId of [a.id, b.id]) {
      expect(
        await intruder.call("transmitICECandidate", { matchId, peerId, iceCandidate: candidate }),
      ).toEqual({
        ok: false,
        error: "notInMatch",
      });
      expect(
        await intruder.call("transmitSessionDescription", { matchId, peerId, sessionDescription: offer }),
      ).toEqual({ ok: false, error: "notInMatch" });
    }
    // A match member cannot aim at someone outside the match, nor name another match.
    expect(
      await a.call("transmitICECandidate", { matchId, peerId: intruder.id, iceCandidate: candidate }),
    ).toEqual({
      ok: false,
      error: "notInMatch",
    });
    expect(
      await a.call("transmitICECandidate", { matchId: "other", peerId: b.id, iceCandidate: candidate }),
    ).toEqual({ ok: false, error: "notInMatch" });
    await sleep(100);
    expect(intruder.messages).toHaveLength(0);
    expect(offerer.all("addIceCandidate")).toHaveLength(1);
    expect(answerer.all("addSessionDescription")).toHaveLength(1);
  });

  it("sendMessage, showEmoji and setUserChatStatus reach the peer only", async () => {
    const { a, b, matchId } = await pair();
    const bystander = await client();
    expect(await a.call("action", { name: "sendMessage", args: { text: "  olá  " }, matchId })).toEqual({
      ok: true,
    });
    expect(await a.call("action", { name: "showEmoji", args: { emoji: "😀" } })).toEqual({ ok: true });
    expect(await a.call("action", { name: "setUserChatStatus", args: { status: "connected" } })).toEqual({
      ok: true,
    });
    expect(await b.next("receiveMessage")).toMatchObject({ matchId, id: a.id, text: "olá" });
    expect(await b.next("showEmoji")).toMatchObject({ matchId, id: a.id, emoji: "😀" });
    expect(await b.next("setUserChatStatus")).toMatchObject({ matchId, id: a.id, status: "connected" });
    // Typing status (issue 16) travels with it, and has a budget of its own: typing does not eat
    // into the messages' one.
    for (const typing of [true, false]) {
      expect(
        await a.call("action", { name: "setUserChatStatus", args: { status: "connected", typing }, matchId }),
      ).toEqual({ ok: true });
    }
    await eventually(() => b.all("setUserChatStatus").length === 3);
    expect(b.all("setUserChatStatus").map((m) => m.typing)).toEqual([undefined, true, false]);
    // Outside a match, or naming an old match: refused.
    expect(await bystander.call("action", { name: "sendMessage", args: { text: "hi" } })).toEqual({
      ok: false,
      error: "notInMatch",
    });
    expect(await a.call("action", { name: "sendMessage", args: { text: "hi" }, matchId: "old" })).toEqual({
      ok: false,
      error: "notInMatch",
    });
    await sleep(100);
    expect(a.all("receiveMessage")).toHaveLength(0);
    expect(bystander.messages).toHaveLength(0);
  });

  it("a report is stored with the last messages, separates the pair, and they never meet again", async () => {
    const { a, b, matchId } = await pair();
    await a.call("action", { name: "sendMessage", args: { text: "hello" } });
    await b.call("action", { name: "sendMessage", args: { text: "something rude" } });
    await a.next("receiveMessage");
    expect(await a.call("action", { name: "report", args: { reason: "insults" }, matchId })).toEqual({
      ok: true,
    });
    expect(await b.next("removePeer")).toMatchObject({ id: a.id, matchId, reason: "report" });

    const rows = await database.db.select().from(chatReports).where(eq(chatReports.matchId, matchId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reporterIdent: a.ident, reportedIdent: b.ident, reason: "insults" });
    expect(rows[0]?.messages.map((m) => [m.from, m.text])).toEqual([
      ["reporter", "hello"],
      ["reported", "something rude"],
    ]);

    // Both are requeued, alone together, and are not paired again...
    await sleep(1200); // past one pairWaiting round
    expect(a.all("addPeer")).toHaveLength(1);
    expect(b.all("addPeer")).toHaveLength(1);
    // ...not even after reconnecting with new sockets of the same browsers.
    a.close();
    const a2 = await client({ userData: { ident: a.ident } });
    await a2.call("searchRemoteUser");
    await sleep(200);
    expect(a2.all("addPeer")).toHaveLength(0);
    // Anyone else is matched with them at once.
    const c = await client();
    await c.call("searchRemoteUser");
    expect([a2.id, b.id]).toContain((await c.next("addPeer")).id);
  });

  it("invalid payloads get error acks or are dropped, and the server keeps serving", async () => {
    const a = await client();
    const cases: Array<[string, unknown]> = [
      ["updateUserData", { ident: "", cameraEnabled: true }],
      ["action", { name: "sendMessage", args: { text: "x".repeat(1001) } }],
      ["action", { name: "rmrf", args: {} }],
      ["transmitICECandidate", { matchId: "m", peerId: "p", iceCandidate: { candidate: "x".repeat(3000) } }],
      [
        "transmitSessionDescription",
        { matchId: "m", peerId: "p", sessionDescription: { type: "offer", sdp: "x".repeat(17 * 1024) } },
      ],
      ["registerPlayedVideo", "nope"],
      ["safecontrol/i/chat", { kind: "imageAtEnter", image: "not a data url" }],
      ["social-chat-action", { action: "setUt" }],
    ];
    for (const [event, payload] of cases) {
      expect(await a.call(event, payload), event).toEqual({ ok: false, error: "invalidPayload" });
    }
    const before = (await server.app.realtime.stats()).counters.dropped ?? 0;
    // Without an ack: dropped and counted, no reply, no crash.
    const raw = a.socket as unknown as { emit(...args: unknown[]): void };
    raw.emit("transmitICECandidate", { junk: true });
    raw.emit("action", 42);
    await sleep(100);
    expect((await server.app.realtime.stats()).counters.dropped).toBe(before + 2);
    // Unknown events and garbage argument lists are ignored too.
    raw.emit("noSuchEvent", 1, 2, 3);
    expect(a.socket.connected).toBe(true);
    expect(await a.call("getSafeControlConfig")).toMatchObject({ ok: true });
    // Junk beyond the event's own cap (keys the schema would strip): the connection is closed before
    // the packet is parsed (packet-caps.ts, issue 17 finding 9).
    const closed = new Promise((resolve) => a.socket.once("disconnect", resolve));
    raw.emit("searchRemoteUser", { junk: "x".repeat(40_000) });
    expect(await closed).toBe("transport close");
  });

  it("rate limits search and next: a burst of 5, then refused", async () => {
    const a = await client();
    const results = [];
    for (let i = 0; i < 7; i += 1) results.push(await a.call("searchRemoteUser"));
    expect(results.slice(0, 5).every((r) => r.ok)).toBe(true);
    expect(results[5]).toMatchObject({ ok: false, error: "rateLimited" });
    expect(await a.call("nextUser")).toMatchObject({ ok: false, error: "rateLimited" });
  });

  it("getDefaultVideos reads the table and registerPlayedVideo counts plays", async () => {
    const a = await client();
    // Answers are kept 30 s per (language, limit): this first read is of its own key.
    const empty = await a.call("getDefaultVideos", { limit: 1 });
    expect(empty).toMatchObject({ ok: true, videos: [] });
    await database.db.insert(chatDefaultVideos).values([
      { url: "https://cdn.example/a.mp4", title: "A", sortOrder: 1 },
      { url: "https://cdn.example/b.mp4", title: "B", sortOrder: 0, lang: "pt" },
      { url: "https://cdn.example/off.mp4", enabled: false },
    ]);
    const result = (await a.call("getDefaultVideos", { lang: "de" })) as {
      ok: true;
      videos: Array<{ id: string; url: string }>;
    };
    expect(result.videos.map((v) => v.url)).toEqual(["https://cdn.example/a.mp4"]);
    const all = (await a.call("getDefaultVideos", {})) as {
      ok: true;
      videos: Array<{ id: string; url: string }>;
    };
    expect(all.videos.map((v) => v.url)).toEqual(["https://cdn.example/b.mp4", "https://cdn.example/a.mp4"]);
    const id = all.videos[0]?.id ?? "";
    expect(await a.call("registerPlayedVideo", { videoId: id })).toEqual({ ok: true });
    expect(await a.call("registerPlayedVideo", { videoId: id })).toEqual({ ok: true });
    expect(await a.call("registerPlayedVideo", { videoId: "no-such-video" })).toEqual({
      ok: false,
      error: "invalidPayload",
    });
    const [row] = await database.db.select().from(chatDefaultVideos).where(eq(chatDefaultVideos.id, id));
    expect(row?.playCount).toBe(2);
  });

  it("safety control: off by default (captures refused), on from the settings row (captures kept)", async () => {
    const a = await client();
    const image = {
      kind: "imageAtEnter",
      image: `data:image/jpeg;base64,${Buffer.from("jpeg!").toString("base64")}`,
    };
    const video = { kind: "videoAtEnter", mimeType: "video/webm", video: new Uint8Array([1, 2, 3, 4]) };
    const defaults = (await a.call("getSafeControlConfig")) as {
      ok: true;
      config: { media: Record<string, { enabled: boolean }> };
    };
    expect(Object.values(defaults.config.media).map((m) => m.enabled)).toEqual([false, false, false]);
    expect(await a.call("safecontrol/i/chat", image)).toEqual({ ok: false, error: "disabled" });
    expect(await a.call("safecontrol/v/chat", video)).toEqual({ ok: false, error: "disabled" });

    const config = {
      media: {
        imageAtEnter: { enabled: true },
        videoAtEnter: { enabled: true, minDurationSec: 2, durationSec: 5 },
        imgScreenAtChatStart: { enabled: false },
      },
    };
    await database.db.insert(chatSettings).values({ key: "safeControl", value: config });
    // The admin API announces a change this way (issue 12); a bare row is read within a second.
    server.app.moderation.settingsChanged();
    expect(await a.call("getSafeControlConfig")).toEqual({ ok: true, config });
    expect(await a.call("safecontrol/i/chat", image)).toEqual({ ok: true });
    expect(await a.call("safecontrol/v/chat", video)).toEqual({ ok: true });
    const rows = await database.db
      .select()
      .from(safeControlCaptures)
      .where(eq(safeControlCaptures.socketId, a.id));
    const byKind = Object.fromEntries(rows.map((r) => [r.kind, r]));
    // The bytes are in the file storage (issue 12), the row names them.
    const bytesOf = async (key: string | null | undefined) =>
      key ? await server.app.services.storage.read(key) : null;
    expect((await bytesOf(byKind.imageAtEnter?.storageKey))?.toString()).toBe("jpeg!");
    expect(byKind.imageAtEnter?.mimeType).toBe("image/jpeg");
    expect(byKind.imageAtEnter?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect([...((await bytesOf(byKind.videoAtEnter?.storageKey)) ?? [])]).toEqual([1, 2, 3, 4]);
    expect(byKind.videoAtEnter?.ident).toBe(a.ident);
    await database.db.delete(chatSettings);
    server.app.moderation.settingsChanged();
  });

  it("an idle socket keeps neither its upgrade request nor its handshake, and still works", async () => {
    const a = await client();
    const socket = server.app.io.of("/").sockets.get(a.id);
    expect(socket?.conn.request).toBeNull();
    expect(socket?.handshake.headers).toEqual({});
    expect(socket?.handshake.query).toEqual({});
    expect(socket?.handshake.url).toBe("");
    // What the state needs was read first: the socket searches as the ident its handshake gave.
    expect(await a.call("searchRemoteUser")).toEqual({ ok: true });
  });

  it("exceptionOnRTC is logged and counted; forceBrowserReload reaches the socket", async () => {
    const a = await client();
    const before = (await server.app.realtime.stats()).counters.rtcExceptions ?? 0;
    expect(await a.call("exceptionOnRTC", { name: "connectionFailed", state: "failed" })).toEqual({
      ok: true,
    });
    expect((await server.app.realtime.stats()).counters.rtcExceptions).toBe(before + 1);
    server.app.realtime.forceBrowserReload(a.id, "new build");
    expect(await a.next("forceBrowserReload")).toEqual({ action: "forceBrowserReload", reason: "new build" });
  });

  it("GET /api/auth/rt-connection/ut issues a token that setUt accepts for the same ident only", async () => {
    const a = await client();
    const response = await fetch(`${server.url}/api/auth/rt-connection/ut?userLocalIdent=${a.ident}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { ut } = (await response.json()) as { ut: string };
    expect(ut).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(await a.call("social-chat-action", { action: "setUt", ut })).toEqual({ ok: true });
    expect(await a.call("social-chat-action", { action: "setUt", ut: `${ut}x` })).toEqual({
      ok: false,
      error: "authInvalid",
    });
    const other = await client();
    expect(await other.call("social-chat-action", { action: "setUt", ut })).toEqual({
      ok: false,
      error: "authInvalid",
    });
    const bad = await fetch(`${server.url}/api/auth/rt-connection/ut`);
    expect(bad.status).toBe(400);
  });

  it("getOnlineCount answers how many are connected (issue 16)", async () => {
    const a = await client();
    await client();
    const ack = await a.call("getOnlineCount");
    expect(ack.ok).toBe(true);
    expect(ack.ok && ack.online).toBeGreaterThanOrEqual(2);
  });

  it("GET /api/chat/ice-servers gives the servers of a match for the connection check (issue 16)", async () => {
    const response = await fetch(`${server.url}/api/chat/ice-servers?userLocalIdent=someone`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { iceServers: Array<{ urls: string | string[] }> };
    // No TURN configured here: the two public STUN servers of spec §8.
    expect(body.iceServers.map((s) => s.urls)).toEqual([
      "stun:stun.l.google.com:19302",
      "stun:stun1.l.google.com:19302",
    ]);
    expect((await fetch(`${server.url}/api/chat/ice-servers`)).status).toBe(400);
  });
});
