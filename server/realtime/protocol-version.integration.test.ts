// Issue 17 tidy item: the server reads the protocol version `v` of the handshake. An older client
// (or one without `v`) is told to reload (spec's forceBrowserReload) and never joins the chat; a
// newer one is refused with a clear error; the current one is served.
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateIceKey, PROTOCOL_VERSION, PROTOCOL_VERSION_ANSWERS } from "#common/protocol/index.ts";
import { type Database, openDatabase } from "#db/client.ts";
import { startTestServer, type TestServer } from "../../tests/helpers/sockets.ts";

let database: Database;
let server: TestServer;

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  server = await startTestServer(database);
});
afterAll(async () => {
  await server.close();
  await database.close();
});

type Outcome = { connected: boolean; error?: { message: string; data?: unknown }; messages: unknown[] };

function handshake(query: Record<string, string>): Promise<{ socket: Socket; outcome: Outcome }> {
  const socket: Socket = connect(server.url, {
    path: "/socket.io",
    transports: ["websocket"],
    forceNew: true,
    reconnection: false,
    query: { k: generateIceKey(), ...query },
  });
  const outcome: Outcome = { connected: false, messages: [] };
  socket.on("message", (message: unknown) => outcome.messages.push(message));
  return new Promise((resolve) => {
    socket.once("connect", () => {
      outcome.connected = true;
      resolve({ socket, outcome });
    });
    socket.once("connect_error", (error: Error & { data?: unknown }) => {
      outcome.error = { message: error.message, data: error.data };
      resolve({ socket, outcome });
    });
  });
}

const gone = (socket: Socket) =>
  new Promise<string>((resolve) => {
    if (!socket.connected) return resolve("already");
    socket.once("disconnect", resolve);
  });

describe("protocol version in the handshake", () => {
  it.each([
    ["older", { v: String(PROTOCOL_VERSION - 1) }],
    ["missing", {}],
    ["garbage", { v: "x1" }],
  ])("tells an %s-version client to reload, then disconnects it", async (_kind, query) => {
    const { socket, outcome } = await handshake(query);
    expect(outcome.connected).toBe(true);
    expect(await gone(socket)).toBe("io server disconnect");
    expect(outcome.messages).toEqual([
      { action: "forceBrowserReload", reason: PROTOCOL_VERSION_ANSWERS.outdated },
    ]);
  });

  it("refuses a newer client with a clear error", async () => {
    const { socket, outcome } = await handshake({ v: String(PROTOCOL_VERSION + 1) });
    expect(outcome.connected).toBe(false);
    expect(outcome.error).toEqual({
      message: PROTOCOL_VERSION_ANSWERS.unsupported,
      data: { code: PROTOCOL_VERSION_ANSWERS.unsupported, supported: PROTOCOL_VERSION },
    });
    socket.close();
  });

  it("serves the current version", async () => {
    const { socket, outcome } = await handshake({ v: String(PROTOCOL_VERSION) });
    expect(outcome.connected).toBe(true);
    const answer = await socket.timeout(3000).emitWithAck("getOnlineCount", {});
    expect(answer).toMatchObject({ ok: true });
    expect(outcome.messages).toEqual([]);
    socket.close();
  });
});
