import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, users } from "#db/schema/index.ts";
import { useAdminTestServer } from "../../tests/helpers/admin.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";

describe.each(testDatabases())("rooms in the admin API on %s", (testDatabase) => {
  const ctx = useAdminTestServer(testDatabase);

  const actions = async () =>
    (await ctx.database.db.select({ action: auditLog.action }).from(auditLog)).map((row) => row.action);

  it("creates, edits, closes and reopens a room, each with an audit row; refuses bad input", async () => {
    const admin = await ctx.server.admin();
    for (const bad of [
      { name: "", language: "en" },
      { name: "x".repeat(61), language: "en" },
      { name: "ok", language: "xx" },
      { name: "bad\u0007name", language: "en" },
      { name: "ok", language: "en", slowModeSeconds: 99_999 },
    ]) {
      const refused = await admin.post("/api/admin/rooms", bad);
      expect(refused.status).toBe(400);
      expect(refused.json.errors.length).toBeGreaterThan(0);
    }
    const made = await admin.post("/api/admin/rooms", {
      name: "Books",
      description: "What are you reading?",
      language: "pt",
      slowModeSeconds: 10,
    });
    expect(made.status).toBe(200);
    const id = made.json.id as string;
    const list = await admin.get("/api/admin/rooms");
    expect(list.json.rooms).toContainEqual(
      expect.objectContaining({
        id,
        name: "Books",
        language: "pt",
        slowModeSeconds: 10,
        closed: false,
        present: 0,
      }),
    );
    expect((await admin.request("PATCH", `/api/admin/rooms/${id}`, { name: "Novels" })).status).toBe(200);
    expect((await admin.request("PATCH", `/api/admin/rooms/${id}`, { closed: true })).status).toBe(200);
    // Closed: gone from the public list.
    const open = (await (await fetch(`${ctx.server.url}/api/rooms`)).json()) as {
      rooms: Array<{ id: string }>;
    };
    expect(open.rooms.some((room) => room.id === id)).toBe(false);
    expect((await admin.request("PATCH", `/api/admin/rooms/${id}`, { closed: false })).status).toBe(200);
    expect(await actions()).toEqual(
      expect.arrayContaining(["rooms.create", "rooms.edit", "rooms.close", "rooms.reopen"]),
    );
    expect(
      (await admin.request("PATCH", "/api/admin/rooms/00000000-0000-4000-8000-000000000000", {})).status,
    ).toBe(404);
  });

  it("deletes a message and mutes a person by username, with audit rows", async () => {
    const admin = await ctx.server.admin();
    const { id } = (await admin.post("/api/admin/rooms", { name: "Games", language: "en" })).json as {
      id: string;
    };
    const [person] = await ctx.database.db
      .insert(users)
      .values({ email: "gamer@example.com", username: "gamer" })
      .returning({ id: users.id });
    const social = ctx.server.app.realtime.social;
    const message = await social.store.addRoomMessage({
      roomId: id,
      senderId: person?.id ?? "",
      body: "spam spam",
      mentions: [],
      at: new Date(),
    });
    const history = await admin.get(`/api/admin/rooms/${id}/messages`);
    expect(history.json.messages[0]).toMatchObject({ id: message.id, text: "spam spam" });
    expect((await admin.request("DELETE", `/api/admin/rooms/messages/${message.id}`)).status).toBe(200);
    expect((await admin.get(`/api/admin/rooms/${id}/messages`)).json.messages[0].text).toBeNull();

    expect(
      (await admin.post(`/api/admin/rooms/${id}/sanctions`, { username: "nobody", kind: "mute", minutes: 5 }))
        .status,
    ).toBe(404);
    const muted = await admin.post(`/api/admin/rooms/${id}/sanctions`, {
      username: "@Gamer",
      kind: "mute",
      minutes: 30,
      reason: "spam",
    });
    expect(muted.status).toBe(200);
    const sanctions = await admin.get(`/api/admin/rooms/${id}/sanctions`);
    expect(sanctions.json.sanctions).toEqual([
      expect.objectContaining({
        kind: "mute",
        reason: "spam",
        user: expect.objectContaining({ username: "gamer" }),
      }),
    ]);
    expect((await admin.request("DELETE", `/api/admin/rooms/sanctions/${muted.json.id}`)).status).toBe(200);
    expect((await admin.get(`/api/admin/rooms/${id}/sanctions`)).json.sanctions).toEqual([]);
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "rooms.deleteMessage"));
    expect(rows[0]?.before).toMatchObject({ text: "spam spam" });
    expect(await actions()).toEqual(expect.arrayContaining(["rooms.mute", "rooms.liftSanction"]));
  });
});
