// Issue 17 finding 9: the socket layer's limits — per-IP connection cap, Origin check, the message
// size cap at what the video capture needs, the limit on unknown events, and the disconnection of a
// socket that stays over its limits. A legitimate client is served throughout.
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildHandshakeQuery, generateIceKey, LIMITS, SERVER_ACTIONS } from "#common/protocol/index.ts";
import type { Database } from "#db/client.ts";
import { openDatabase } from "#db/client.ts";
import { connectClient, startTestServer, type TestServer } from "../../tests/helpers/sockets.ts";
import { PACKET_CAPS, UNKNOWN_EVENT_CAP } from "./packet-caps.ts";
import { MAX_SOCKET_MESSAGE_BYTES } from "./socket-guard.ts";

const MAX = 3;
let database: Database;
let server: TestServer;

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  server = await startTestServer(database, {
    MAX_SOCKETS_PER_IP: String(MAX),
    SITE_URL: "http://acaso.test",
  });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

/** A raw client; resolves with the connected socket or the connect error's message. */
function raw(headers: Record<string, string> = {}, transports: ("websocket" | "polling")[] = ["websocket"]) {
  const socket: Socket = connect(server.url, {
    path: "/socket.io",
    transports,
    forceNew: true,
    reconnection: false,
    extraHeaders: headers,
    query: buildHandshakeQuery({ ident: `raw-${Math.random()}`, cameraEnabled: true }, generateIceKey()),
  });
  return new Promise<{ socket: Socket; error?: string }>((resolve) => {
    socket.once("connect", () => resolve({ socket }));
    socket.once("connect_error", (error) => resolve({ socket, error: String(error.message) }));
  });
}

const disconnected = (socket: Socket, timeoutMs = 10_000) =>
  new Promise<string>((resolve, reject) => {
    if (!socket.connected) return resolve("already");
    socket.once("disconnect", (reason) => resolve(reason));
    setTimeout(() => reject(new Error("still connected")), timeoutMs);
  });

describe("socket limits (issue 17 finding 9)", () => {
  it("refuses a foreign Origin, accepts the site's own and clients without one", async () => {
    const foreign = await raw({ origin: "https://evil.example" });
    expect(foreign.error).toBeDefined();
    foreign.socket.close();
    const polling = await raw({ origin: "https://evil.example" }, ["polling"]);
    expect(polling.error).toBeDefined();
    polling.socket.close();
    const own = await raw({ origin: "http://acaso.test" });
    expect(own.error).toBeUndefined();
    own.socket.close();
    const none = await raw();
    expect(none.error).toBeUndefined();
    none.socket.close();
  });

  it(`caps the connections of one IP at MAX_SOCKETS_PER_IP (${MAX}), and frees a slot on disconnect`, async () => {
    const held = await Promise.all(Array.from({ length: MAX }, () => raw()));
    for (const h of held) expect(h.error).toBeUndefined();
    const extra = await raw();
    expect(extra.error).toBeDefined();
    extra.socket.close();
    held[0]?.socket.close();
    await new Promise((r) => setTimeout(r, 200));
    const again = await raw();
    expect(again.error).toBeUndefined();
    again.socket.close();
    for (const h of held) h.socket.close();
    await new Promise((r) => setTimeout(r, 200));
  });

  it("closes a connection that sends a message larger than the video capture needs", async () => {
    const { socket } = await raw();
    const gone = disconnected(socket);
    socket.emit("action", {
      name: "sendMessage",
      args: { text: "x".repeat(MAX_SOCKET_MESSAGE_BYTES + 1000) },
    });
    expect(await gone).toBe("transport close");
  });

  it("rate-limits unknown events and disconnects a socket that stays over its limits", async () => {
    const { socket } = await raw();
    const answers: unknown[] = [];
    for (let i = 0; i < 12; i++) {
      answers.push(await socket.timeout(2000).emitWithAck(`no-such-event-${i}`, {}));
    }
    expect(answers[0]).toEqual({ ok: false, error: "invalidPayload" });
    expect(answers.at(-1)).toMatchObject({ ok: false, error: "rateLimited" });
    // A flood: the socket is cut off.
    const gone = disconnected(socket);
    for (let i = 0; i < 200; i++) socket.emit(`flood-${i}`, i);
    expect(await gone).toBe("io server disconnect");
    // Others are still served.
    const fine = await connectClient(server.url);
    expect(await fine.call("getOnlineCount")).toMatchObject({ ok: true });
    fine.close();
  });
});

describe("per-event size caps before parsing (issue 17 finding 9)", () => {
  /** Records the length of every string JSON.parse is given in this process (the server's too). */
  function watchJsonParse() {
    const lengths: number[] = [];
    const original = JSON.parse;
    const spy = vi.spyOn(JSON, "parse").mockImplementation((text, reviver) => {
      lengths.push(String(text).length);
      return original(text, reviver);
    });
    return { longest: () => Math.max(0, ...lengths), restore: () => spy.mockRestore() };
  }

  it("closes a connection that sends a 200 KB packet on a small event, without parsing it", async () => {
    expect(PACKET_CAPS.getOnlineCount).toBeLessThan(200_000);
    const { socket } = await raw();
    const gone = disconnected(socket);
    const json = watchJsonParse();
    try {
      socket.emit("getOnlineCount", { pad: "x".repeat(200_000) });
      expect(await gone).toBe("transport close");
      expect(json.longest()).toBeLessThan(200_000);
    } finally {
      json.restore();
    }
  });

  it("applies the same cap to an ack'd packet, an unknown event and a binary attachment on a small event", async () => {
    const cases: Array<(socket: Socket) => void> = [
      (socket) => socket.emit("searchRemoteUser", { pad: "y".repeat(50_000) }, () => {}),
      (socket) => socket.emit("no-such-event", "z".repeat(UNKNOWN_EVENT_CAP + 10)),
      (socket) => socket.emit("action", { name: "sendMessage", args: { text: new Uint8Array(100_000) } }),
    ];
    for (const send of cases) {
      const { socket } = await raw();
      const gone = disconnected(socket);
      const json = watchJsonParse();
      try {
        send(socket);
        expect(await gone).toBe("transport close");
        expect(json.longest()).toBeLessThan(50_000);
      } finally {
        json.restore();
      }
    }
  });

  it("still takes a video capture of the largest size (binary) and the largest legitimate text events", async () => {
    const client = await connectClient(server.url);
    // 9,000,000 bytes: over every text cap, within the video's own. The capture is switched off by
    // default: "disabled" is the answer of the handler, so the packet was decoded and validated.
    const video = new Uint8Array(LIMITS.safeControlVideoBytes).fill(7);
    const untyped = client.socket as unknown as Socket;
    const answer = await untyped
      .timeout(30_000)
      .emitWithAck("safecontrol/v/chat", { kind: "videoAtEnter", mimeType: "video/webm", video });
    expect(answer).toEqual({ ok: false, error: "disabled" });
    // Text at its longest, written with characters JSON escapes (quotes, backslashes).
    const interests = Array.from({ length: LIMITS.interests }, (_, i) =>
      `${i}${'"\\'.repeat(LIMITS.interestChars)}`.slice(0, LIMITS.interestChars),
    );
    expect(
      await client.call("updateUserData", {
        ident: '"'.repeat(LIMITS.identChars),
        cameraEnabled: true,
        interests,
      }),
    ).toMatchObject({ ok: true });
    expect(client.socket.connected).toBe(true);
    client.close();
  });

  it("leaves normal clients alone: two strangers match and chat", async () => {
    const a = await connectClient(server.url);
    const b = await connectClient(server.url);
    expect(await a.call("searchRemoteUser")).toMatchObject({ ok: true });
    expect(await b.call("searchRemoteUser")).toMatchObject({ ok: true });
    await a.next(SERVER_ACTIONS.addPeer);
    await b.next(SERVER_ACTIONS.addPeer);
    const text = '"\\'.repeat(LIMITS.messageChars / 2);
    expect(await a.call("action", { name: "sendMessage", args: { text } })).toMatchObject({ ok: true });
    const received = await b.next(SERVER_ACTIONS.receiveMessage);
    expect(received.text).toBe(text);
    a.close();
    b.close();
  });
});
