// Issue 14 / decision 049: a direct message's picture leaves the file storage with its message,
// whatever deletes it (the message row, or the sender's account), through the orphan queue the
// database fills (migration 0014) and each node's sweeper empties (server/storage/orphans.ts).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { conversations, directMessages, storageOrphans, userProfiles, users } from "#db/schema/index.ts";
import type { Client } from "#server/auth/test-server.ts";
import { tinyPngBytes } from "#server/media/fixtures.ts";
import { createMemoryStorage, type FileStorage } from "#server/storage/index.ts";
import { type AdminTestServer, startAdminTestServer, TEST_PASSWORD } from "../../tests/helpers/admin.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import { eventually } from "../../tests/helpers/sockets.ts";

describe.each(testDatabases())("direct-chat picture files on %s", (kind) => {
  let database: Database;
  let server: AdminTestServer;
  let storage: FileStorage;
  let counter = 0;

  beforeAll(async () => {
    database = await kind.open();
    storage = createMemoryStorage();
    // The sweeper every second, so the test sees the real wiring (the default is 10 s).
    server = await startAdminTestServer(database, { storage, env: { ORPHAN_SWEEP_SECONDS: "1" } });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  /** A verified account, signed in. */
  async function person(): Promise<{ id: string; client: Client }> {
    const email = `pictures${++counter}-${Date.now()}@example.com`;
    const client = await server.user(email);
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const id = row?.id as string;
    await database.db
      .insert(userProfiles)
      .values({ userId: id, emailVerifiedAt: new Date() })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { emailVerifiedAt: new Date() } });
    return { id, client };
  }

  async function conversationOf(a: string, b: string): Promise<string> {
    const [first, second] = a < b ? [a, b] : [b, a];
    const [row] = await database.db
      .insert(conversations)
      .values({ userA: first, userB: second })
      .returning({ id: conversations.id });
    return row?.id as string;
  }

  /** Sends a picture as the chat's page does; returns the stored file's key. */
  async function sendPicture(client: Client, conversationId: string): Promise<string> {
    const res = await fetch(new URL(`/api/chats/${conversationId}/images?caption=look`, client.base), {
      method: "POST",
      headers: { cookie: client.cookieHeader(), origin: client.base, "content-type": "image/png" },
      body: Buffer.from(tinyPngBytes()),
    });
    expect(res.status).toBe(201);
    const { message } = (await res.json()) as { message: { id: string } };
    const [row] = await database.db
      .select({ key: directMessages.imageKey })
      .from(directMessages)
      .where(eq(directMessages.id, message.id));
    const key = row?.key as string;
    expect(await storage.read(key)).not.toBeNull();
    return key;
  }

  const gone = (key: string) => eventually(async () => (await storage.read(key)) === null, 8000);

  it("deleting the message deletes its picture file", async () => {
    const a = await person();
    const b = await person();
    const conversationId = await conversationOf(a.id, b.id);
    const kept = await sendPicture(b.client, conversationId);
    const key = await sendPicture(a.client, conversationId);
    const [row] = await database.db
      .select({ id: directMessages.id })
      .from(directMessages)
      .where(eq(directMessages.imageKey, key));
    await database.db.delete(directMessages).where(eq(directMessages.id, row?.id as string));
    await gone(key);
    // Only that file: the other message's picture stays, and the queue is empty again (its row goes
    // just after the file, so a check right after the file went can still see it).
    expect(await storage.read(kept)).not.toBeNull();
    await eventually(async () => (await database.db.select().from(storageOrphans)).length === 0, 8000);
  });

  it("deleting the account (the real endpoint) deletes the pictures it sent, not those it received", async () => {
    const a = await person();
    const b = await person();
    const conversationId = await conversationOf(a.id, b.id);
    const sent = [await sendPicture(a.client, conversationId), await sendPicture(a.client, conversationId)];
    const received = await sendPicture(b.client, conversationId);
    const res = await a.client.request("DELETE", "/api/auth/account", { password: TEST_PASSWORD });
    expect(res.status).toBeLessThan(300);
    expect(await database.db.select().from(users).where(eq(users.id, a.id))).toEqual([]);
    for (const key of sent) await gone(key);
    expect(await storage.read(received)).not.toBeNull();
    // The other person keeps a history that says "deleted" where the pictures were.
    const messages = await database.db
      .select({ key: directMessages.imageKey, deletedAt: directMessages.deletedAt })
      .from(directMessages)
      .where(eq(directMessages.conversationId, conversationId));
    expect(messages.filter((m) => m.key === null && m.deletedAt !== null)).toHaveLength(2);
  });
});
