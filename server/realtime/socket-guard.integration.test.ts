// Issue 17 finding 9: the socket layer's limits — per-IP connection cap, Origin check, the message
// size cap at what the video capture needs, the limit on unknown events, and the disconnection of a
// socket that stays over its limits. A legitimate client is served throughout.
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildHandshakeQuery, generateIceKey } from "#common/protocol/index.ts";
import type { Database } from "#db/client.ts";
import { openDatabase } from "#db/client.ts";
import { connectClient, startTestServer, type TestServer } from "../../tests/helpers/sockets.ts";
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
