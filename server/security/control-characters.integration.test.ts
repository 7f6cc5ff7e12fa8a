// Issue 17 finding 3: NUL and other control characters are refused at every text boundary (one
// shared validator, common/text.ts), and a report against someone who typed them still works.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { chatReports } from "#db/schema/index.ts";
import { createVideoChatStore } from "#server/realtime/video-chat/store.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import {
  connectClient,
  sleep,
  startTestServer,
  type TestClient,
  type TestServer,
} from "../../tests/helpers/sockets.ts";
import { Client, startAuthServer, type TestAuthServer } from "../auth/test-server.ts";

const NUL = "\u0000";
const PASSWORD = "correct horse battery";

describe.each(testDatabases())("control characters on %s", (testDatabase) => {
  let database: Database;
  let server: TestServer;
  let auth: TestAuthServer;
  let clients: TestClient[] = [];

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer(database);
    auth = await startAuthServer(database);
  });
  afterAll(async () => {
    await auth.close();
    await server.close();
    await database.close();
  });
  afterEach(async () => {
    for (const client of clients) client.close();
    clients = [];
    await sleep(50);
  });

  async function client() {
    const c = await connectClient(server.url);
    clients.push(c);
    return c;
  }

  it("refuses a chat message or report reason with NUL, and the sender can still be reported", async () => {
    const a = await client();
    const b = await client();
    await a.call("searchRemoteUser");
    await b.call("searchRemoteUser");
    const { matchId } = await a.next("addPeer");
    await b.next("addPeer");
    for (const text of [`bad${NUL}line`, "bell\u0007", "esc\u001b[2J", "c1\u0085"]) {
      expect(await b.call("action", { name: "sendMessage", args: { text } }), JSON.stringify(text)).toEqual({
        ok: false,
        error: "invalidPayload",
      });
    }
    expect(await b.call("action", { name: "showEmoji", args: { emoji: `😀${NUL}` } })).toEqual({
      ok: false,
      error: "invalidPayload",
    });
    // Line breaks are text, not control characters to refuse.
    expect(await b.call("action", { name: "sendMessage", args: { text: "two\nlines" } })).toEqual({
      ok: true,
    });
    await a.next("receiveMessage");
    expect(await a.call("action", { name: "report", args: { reason: `x${NUL}` }, matchId })).toEqual({
      ok: false,
      error: "invalidPayload",
    });
    expect(await a.call("action", { name: "report", args: { reason: "abuse" }, matchId })).toEqual({
      ok: true,
    });
    const rows = await database.db.select().from(chatReports).where(eq(chatReports.matchId, matchId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.messages.map((m) => m.text)).toEqual(["two\nlines"]);
  });

  it("stores a report whose conversation already holds a NUL (defence in depth)", async () => {
    const store = createVideoChatStore(database.db);
    const id = await store.saveReport({
      matchId: "m-nul",
      reporterIdent: "reporter-ident",
      reportedIdent: "reported-ident",
      reason: `r${NUL}`,
      messages: [{ from: "reported", text: `evil${NUL}text`, at: Date.now() }],
      reporterSocketId: "s1",
      reportedSocketId: "s2",
    });
    const [row] = await database.db.select().from(chatReports).where(eq(chatReports.id, id));
    expect(row?.messages[0]?.text).toBe("eviltext");
    expect(row?.reason).toBe("r");
  });

  it("answers sign-up and account updates with NUL with a form error, not a 500", async () => {
    const c = new Client(auth.url);
    const withNulName = await c.signup("nul@example.com", PASSWORD, { displayName: `Ana${NUL}` });
    expect(withNulName.status).toBe(400);
    const withNulEmail = await c.signup(`nul${NUL}@example.com`, PASSWORD);
    expect(withNulEmail.status).toBe(400);
    expect((await c.register("nul@example.com", PASSWORD, { displayName: "Ana" })).status).toBe(200);
    const update = await c.request("PATCH", "/api/auth/account", { displayName: `x${NUL}y` });
    expect(update.status).toBe(400);
    const username = await c.request("PATCH", "/api/auth/account", { username: `ana${NUL}` });
    expect(username.status).toBe(400);
    expect((await c.request("PATCH", "/api/auth/account", { displayName: "Ana Maria" })).status).toBe(200);
  });
});
