import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { SocialPush } from "#common/protocol/index.ts";
import type { Database } from "#db/client.ts";
import { chatReports, moderationReviewItems, userProfiles, users } from "#db/schema/index.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import {
  connectClient,
  eventually,
  sleep,
  startTestServer,
  type TestClient,
  type TestServer,
} from "../../tests/helpers/sockets.ts";
import { issueUserToken } from "../realtime/user-token.ts";

/** A socket bound to an account (setUt), with every `social` push it received. */
type SocialClient = TestClient & { userId: string | null; pushes: SocialPush[] };

describe.each(testDatabases())("chat rooms and direct chats on %s", (testDatabase) => {
  let database: Database;
  let server: TestServer;
  let clients: TestClient[] = [];
  let counter = 0;

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
    await sleep(30);
  });

  async function account(username: string): Promise<string> {
    counter += 1;
    const [row] = await database.db
      .insert(users)
      .values({ email: `${username}-${counter}@example.test`, username: `${username}${counter}` })
      .returning({ id: users.id });
    if (!row) throw new Error("no user");
    // Verified (issue 14: only verified accounts write in rooms and chats).
    await database.db.insert(userProfiles).values({ userId: row.id, emailVerifiedAt: new Date() });
    return row.id;
  }

  async function client(userId: string | null, url = server.url): Promise<SocialClient> {
    const c = await connectClient(url);
    clients.push(c);
    const pushes: SocialPush[] = [];
    c.socket.on("social" as never, ((push: SocialPush) => pushes.push(push)) as never);
    if (userId) {
      const { ut } = issueUserToken(server.app.services.config.sessionSecret, { ident: c.ident, userId });
      expect(await c.call("social-chat-action", { action: "setUt", ut })).toEqual({ ok: true });
    }
    return Object.assign(c, { userId, pushes });
  }

  const social = (c: TestClient, payload: Record<string, unknown>) =>
    c.call("social", payload) as Promise<Record<string, unknown>>;

  async function room(input: { slowModeSeconds?: number } = {}) {
    return server.app.realtime.social.createRoom(
      {
        name: `Room ${++counter}`,
        description: "",
        language: "en",
        slowModeSeconds: input.slowModeSeconds ?? 0,
      },
      null,
    );
  }

  it("decision 049: watchers get each room's new count pushed, at most once a second per room", async () => {
    const r = await room();
    const other = await room();
    const watcher = await client(null);
    expect(await social(watcher, { type: "roomsWatch" })).toEqual({ ok: true });
    const unwatched = await client(null);
    const counts = (roomId: string) =>
      watcher.pushes.flatMap((p) => (p.type === "roomCount" && p.roomId === roomId ? [p.count] : []));
    const times: number[] = [];
    watcher.socket.on(
      "social" as never,
      ((push: SocialPush) => {
        if (push.type === "roomCount" && push.roomId === r.id) times.push(Date.now());
      }) as never,
    );
    const crowd = await Promise.all([1, 2, 3, 4, 5].map(() => client(null)));
    const first = await client(null);
    await social(first, { type: "roomJoin", roomId: r.id });
    await eventually(() => counts(r.id).at(-1) === 1);
    // Five more enter at once, within the second after that push: folded into one trailing push.
    await Promise.all(crowd.map((c) => social(c, { type: "roomJoin", roomId: r.id })));
    await eventually(() => counts(r.id).at(-1) === 6, 4000);
    await sleep(1200);
    expect(counts(r.id)).toEqual([1, 6]);
    for (let i = 1; i < times.length; i += 1)
      expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(900);
    // A leave and a disconnect count too; the other room was never pushed; non-watchers hear nothing.
    await social(first, { type: "roomLeave", roomId: r.id });
    crowd[0]?.close();
    await eventually(() => counts(r.id).at(-1) === 4, 4000);
    expect(counts(other.id)).toEqual([]);
    expect(unwatched.pushes.some((p) => p.type === "roomCount")).toBe(false);
  });

  it("hands out the last 50 messages on entry and older ones on scroll; fans out to readers", async () => {
    const r = await room();
    const alice = await client(await account("alice"));
    for (let i = 0; i < 60; i++) {
      await server.app.realtime.social.store.addRoomMessage({
        roomId: r.id,
        senderId: alice.userId as string,
        body: `m${i}`,
        mentions: [],
        at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      });
    }
    const reader = await client(null); // anonymous: may read
    const joined = (await social(reader, { type: "roomJoin", roomId: r.id })) as {
      ok: true;
      messages: Array<{ text: string; at: string }>;
      count: number;
    };
    expect(joined.ok).toBe(true);
    expect(joined.messages).toHaveLength(50);
    expect(joined.messages[0]?.text).toBe("m10");
    expect(joined.messages[49]?.text).toBe("m59");
    expect(joined.count).toBe(1);
    const older = (await social(reader, {
      type: "roomHistory",
      roomId: r.id,
      before: joined.messages[0]?.at,
    })) as { messages: Array<{ text: string }> };
    expect(older.messages.map((m) => m.text)).toEqual(Array.from({ length: 10 }, (_, i) => `m${i}`));

    // Anonymous readers cannot write; a logged-in member can, with a mention resolved.
    expect(await social(reader, { type: "roomSend", roomId: r.id, text: "hi" })).toEqual({
      ok: false,
      error: "loginRequired",
    });
    await social(alice, { type: "roomJoin", roomId: r.id });
    const sent = (await social(alice, {
      type: "roomSend",
      roomId: r.id,
      text: `hello @nobody and <b>x</b> https://example.test/a`,
    })) as {
      ok: true;
      message: { id: string; text: string; mentions: string[]; author: { username: string } };
    };
    expect(sent.ok).toBe(true);
    expect(sent.message.text).toBe("hello @nobody and <b>x</b> https://example.test/a");
    expect(sent.message.mentions).toEqual([]);
    await eventually(() =>
      reader.pushes.some((p) => p.type === "roomMessage" && p.message.id === sent.message.id),
    );
    // Reader saw alice join.
    expect(
      reader.pushes.some((p) => p.type === "roomPresence" && p.joined && p.user?.id === alice.userId),
    ).toBe(true);

    // Bad input: too long, control characters, unknown room.
    expect(await social(alice, { type: "roomSend", roomId: r.id, text: "x".repeat(1001) })).toMatchObject({
      ok: false,
      error: "invalidPayload",
    });
    expect(await social(alice, { type: "roomSend", roomId: r.id, text: "a\u0000b" })).toMatchObject({
      ok: false,
      error: "invalidPayload",
    });
    expect(
      await social(alice, { type: "roomSend", roomId: "00000000-0000-4000-8000-000000000000", text: "x" }),
    ).toMatchObject({ ok: false, error: "notFound" });
  });

  it("applies slow mode, mutes, removals, deletions and closing", async () => {
    const r = await room({ slowModeSeconds: 30 });
    const bobId = await account("bob");
    const bob = await client(bobId);
    const watcher = await client(await account("watcher"));
    await social(bob, { type: "roomJoin", roomId: r.id });
    await social(watcher, { type: "roomJoin", roomId: r.id });
    const first = (await social(bob, { type: "roomSend", roomId: r.id, text: "one" })) as {
      ok: true;
      message: { id: string };
    };
    expect(first.ok).toBe(true);
    expect(await social(bob, { type: "roomSend", roomId: r.id, text: "two" })).toMatchObject({
      ok: false,
      error: "slowMode",
    });

    const s = server.app.realtime.social;
    await s.deleteRoomMessage(first.message.id);
    await eventually(() =>
      watcher.pushes.some((p) => p.type === "roomMessageDeleted" && p.messageId === first.message.id),
    );
    const history = (await social(watcher, { type: "roomJoin", roomId: r.id })) as {
      messages: Array<{ id: string; text: string | null }>;
    };
    expect(history.messages.find((m) => m.id === first.message.id)?.text).toBeNull();

    await s.sanction({ roomId: r.id, userId: bobId, kind: "mute", minutes: 10, reason: "", by: bobId });
    await eventually(() => bob.pushes.some((p) => p.type === "roomSanction" && p.kind === "mute"));
    expect(await social(bob, { type: "roomSend", roomId: r.id, text: "three" })).toMatchObject({
      ok: false,
      error: "muted",
    });
    await s.sanction({ roomId: r.id, userId: bobId, kind: "remove", minutes: 10, reason: "", by: bobId });
    expect(await social(bob, { type: "roomJoin", roomId: r.id })).toMatchObject({
      ok: false,
      error: "removed",
    });

    await s.updateRoom(r.id, { closed: true });
    await eventually(() => watcher.pushes.some((p) => p.type === "roomClosed"));
    expect(await social(watcher, { type: "roomJoin", roomId: r.id })).toMatchObject({
      ok: false,
      error: "closed",
    });
  });

  it("reports a room message into the review queue with the lines before it", async () => {
    const r = await room();
    const rude = await client(await account("rude"));
    const reporter = await client(await account("reporter"));
    await social(rude, { type: "roomJoin", roomId: r.id });
    await social(rude, { type: "roomSend", roomId: r.id, text: "first line" });
    const bad = (await social(rude, { type: "roomSend", roomId: r.id, text: "bad line" })) as {
      message: { id: string };
    };
    expect(
      await social(reporter, { type: "roomReport", messageId: bad.message.id, reason: "insult" }),
    ).toEqual({
      ok: true,
    });
    const [report] = await database.db
      .select()
      .from(chatReports)
      .where(eq(chatReports.matchId, `room:${r.id}`));
    expect(report?.messages.map((m) => m.text)).toEqual([
      expect.stringContaining("first line"),
      expect.stringContaining("bad line"),
    ]);
    const [item] = await database.db
      .select()
      .from(moderationReviewItems)
      .where(eq(moderationReviewItems.reportId, report?.id ?? ""));
    expect(item?.subjectUserId).toBe(rude.userId);
  });

  /** Two logged-in strangers in one video-chat match. */
  async function matchedPair(aId: string | null, bId: string | null) {
    const a = await client(aId);
    const b = await client(bId);
    await a.call("searchRemoteUser");
    await b.call("searchRemoteUser");
    const [pa] = await Promise.all([a.next("addPeer"), b.next("addPeer")]);
    return { a, b, matchId: pa.matchId };
  }

  it("makes a direct chat only when both strangers pressed Add as friend", async () => {
    const aId = await account("ann");
    const bId = await account("ben");
    const { a, b, matchId } = await matchedPair(aId, bId);
    const first = await social(a, { type: "friendAdd", matchId });
    expect(first).toEqual({ ok: true, conversationId: null });
    await eventually(() => b.pushes.some((p) => p.type === "friendRequested"));
    expect(
      ((await social(a, { type: "dmList" })) as { conversations: unknown[] }).conversations,
    ).toHaveLength(0);
    // Another match id is refused: the press counts for this match only.
    expect(await social(b, { type: "friendAdd", matchId: "other" })).toMatchObject({ error: "notInMatch" });
    const second = (await social(b, { type: "friendAdd", matchId })) as { conversationId: string };
    expect(second.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    await eventually(() => a.pushes.some((p) => p.type === "friendAdded"));
    const list = (await social(a, { type: "dmList" })) as {
      conversations: Array<{ id: string; peer: Record<string, unknown> }>;
    };
    expect(list.conversations[0]?.id).toBe(second.conversationId);
    // Neither learns the other's e-mail.
    expect(JSON.stringify(list)).not.toContain("@example.test");
    expect(Object.keys(list.conversations[0]?.peer ?? {}).sort()).toEqual([
      "avatarUrl",
      "id",
      "name",
      "username",
    ]);
  });

  it("an anonymous stranger cannot be added (and cannot add)", async () => {
    const { a, b, matchId } = await matchedPair(await account("solo"), null);
    expect(await social(a, { type: "friendAdd", matchId })).toMatchObject({ error: "peerNotLoggedIn" });
    expect(await social(b, { type: "friendAdd", matchId })).toMatchObject({ error: "loginRequired" });
  });

  async function friends() {
    const aId = await account("dm-a");
    const bId = await account("dm-b");
    const { a, b, matchId } = await matchedPair(aId, bId);
    await social(a, { type: "friendAdd", matchId });
    const { conversationId } = (await social(b, { type: "friendAdd", matchId })) as {
      conversationId: string;
    };
    return { a, b, aId, bId, conversationId };
  }

  it("counts unread messages, marks them delivered and read, and tells the sender", async () => {
    const { a, b, bId, conversationId } = await friends();
    const sent = (await social(a, { type: "dmSend", conversationId, text: "hello there" })) as {
      ok: true;
      message: { id: string; deliveredAt: null };
    };
    expect(sent.ok).toBe(true);
    await eventually(() => b.pushes.some((p) => p.type === "dmMessage" && p.message.id === sent.message.id));
    expect(await server.app.realtime.social.unreadTotal(bId)).toBe(1);
    const list = (await social(b, { type: "dmList" })) as {
      conversations: Array<{ unread: number; online: boolean }>;
    };
    expect(list.conversations[0]).toMatchObject({ unread: 1, online: true });

    expect(
      await social(b, { type: "dmDelivered", conversationId, messageIds: [sent.message.id] }),
    ).toMatchObject({
      ok: true,
      messageIds: [sent.message.id],
    });
    await eventually(() => a.pushes.some((p) => p.type === "dmReceipt" && p.kind === "delivered"));
    expect(await social(b, { type: "dmTyping", conversationId })).toEqual({ ok: true });
    await eventually(() => a.pushes.some((p) => p.type === "dmTyping"));
    await social(b, { type: "dmRead", conversationId });
    await eventually(() =>
      a.pushes.some(
        (p) => p.type === "dmReceipt" && p.kind === "read" && p.messageIds.includes(sent.message.id),
      ),
    );
    expect(await server.app.realtime.social.unreadTotal(bId)).toBe(0);
    const history = (await social(a, { type: "dmHistory", conversationId })) as {
      messages: Array<{ readAt: string | null; deliveredAt: string | null }>;
    };
    expect(history.messages[0]?.readAt).not.toBeNull();
    expect(history.messages[0]?.deliveredAt).not.toBeNull();

    // A third person is no member.
    const stranger = await client(await account("nosy"));
    expect(await social(stranger, { type: "dmHistory", conversationId })).toMatchObject({
      error: "notFound",
    });
    expect(await social(stranger, { type: "dmSend", conversationId, text: "hi" })).toMatchObject({
      error: "notFound",
    });
  });

  it("a block stops messages and typing both ways until lifted", async () => {
    const { a, b, conversationId } = await friends();
    expect(await social(b, { type: "dmBlock", conversationId })).toEqual({ ok: true, blocked: true });
    expect(await social(a, { type: "dmSend", conversationId, text: "are you there?" })).toMatchObject({
      error: "blocked",
    });
    expect(await social(a, { type: "dmTyping", conversationId })).toMatchObject({ error: "blocked" });
    expect(await social(b, { type: "dmSend", conversationId, text: "bye" })).toMatchObject({
      error: "blocked",
    });
    await sleep(50);
    expect(b.pushes.some((p) => p.type === "dmMessage" || p.type === "dmTyping")).toBe(false);
    const list = (await social(b, { type: "dmList" })) as { conversations: Array<{ blocked: boolean }> };
    expect(list.conversations[0]?.blocked).toBe(true);
    // The image route is a route too.
    const upload = await fetch(`${server.url}/api/chats/${conversationId}/images`, {
      method: "POST",
      headers: { "content-type": "image/png" },
      body: new Uint8Array([1, 2, 3]),
    });
    expect(upload.status).toBe(401);
    await social(b, { type: "dmUnblock", conversationId });
    expect(await social(a, { type: "dmSend", conversationId, text: "hi again" })).toMatchObject({ ok: true });
  });

  it("an account deletion leaves its messages as deleted and ends the friendship", async () => {
    const { a, b, aId, conversationId } = await friends();
    await social(a, { type: "dmSend", conversationId, text: "remember me" });
    const r = await room();
    await social(a, { type: "roomJoin", roomId: r.id });
    await social(a, { type: "roomSend", roomId: r.id, text: "room words" });
    a.close();
    await database.db.delete(users).where(eq(users.id, aId));
    const history = (await social(b, { type: "dmHistory", conversationId })) as {
      messages: Array<{ text: string | null; deleted: boolean; senderId: string | null }>;
      peer: unknown;
    };
    expect(history.messages[0]).toMatchObject({ text: null, deleted: true, senderId: null });
    expect(history.peer).toBeNull();
    expect(await social(b, { type: "dmSend", conversationId, text: "hello?" })).toMatchObject({
      error: "notFound",
    });
    const joined = (await social(b, { type: "roomJoin", roomId: r.id })) as {
      messages: Array<{ text: string | null; author: unknown }>;
    };
    expect(joined.messages[0]).toMatchObject({ text: null, author: null });
  });

  it("an account whose e-mail is not verified reads but does not write", async () => {
    const r = await room();
    const [row] = await database.db
      .insert(users)
      .values({ email: `unverified-${++counter}@example.test`, username: `unverified${counter}` })
      .returning({ id: users.id });
    const unverified = await client(row?.id ?? null);
    expect(await social(unverified, { type: "roomJoin", roomId: r.id })).toMatchObject({ ok: true });
    expect(await social(unverified, { type: "roomSend", roomId: r.id, text: "hi" })).toEqual({
      ok: false,
      error: "notVerified",
    });
  });

  it("lists rooms with live counts over HTTP and answers the badge", async () => {
    const r = await room();
    const one = await client(null);
    await social(one, { type: "roomJoin", roomId: r.id });
    const answer = (await (await fetch(`${server.url}/api/rooms`)).json()) as {
      rooms: Array<{ id: string; present: number }>;
    };
    expect(answer.rooms.find((x) => x.id === r.id)?.present).toBe(1);
    const unread = await fetch(`${server.url}/api/chats/unread`);
    expect(await unread.json()).toEqual({ unread: 0 });
  });
});
