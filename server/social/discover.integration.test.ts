import { like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { auditLog } from "#db/schema/index.ts";
import { Client } from "#server/auth/test-server.ts";
import { getSocial } from "#server/social/http.ts";
import type { AdminClient } from "../../tests/helpers/admin.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import { type SocialTestServer, startSocialTestServer } from "../../tests/helpers/social.ts";

const HOUR = 60 * 60 * 1000;

describe.each(testDatabases())("discover feed and its admin screens on $name", (db) => {
  let database: Database;
  let server: SocialTestServer;
  let admin: AdminClient;

  beforeAll(async () => {
    database = await db.open();
    server = await startSocialTestServer(database);
    admin = await server.admin();
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const iso = (offsetMs: number) => new Date(server.clock.now + offsetMs).toISOString();

  it("admin creates, orders, schedules and removes pinned posts; the feed follows; every change is audited", async () => {
    const a = await admin.post("/api/admin/discover/posts", {
      kind: "link",
      title: "A",
      url: "https://a.example",
    });
    expect(a.status).toBe(201);
    const b = await admin.post("/api/admin/discover/posts", {
      kind: "room",
      title: "B",
      roomId: "room-b",
      text: "Join",
    });
    const later = await admin.post("/api/admin/discover/posts", {
      kind: "link",
      title: "Later",
      url: "https://later.example",
      startsAt: iso(2 * HOUR),
      endsAt: iso(5 * HOUR),
    });
    const ended = await admin.post("/api/admin/discover/posts", {
      kind: "link",
      title: "Ended",
      url: "https://ended.example",
      startsAt: iso(-5 * HOUR),
      endsAt: iso(-HOUR),
    });
    expect([b.status, later.status, ended.status]).toEqual([201, 201, 201]);
    const list = await admin.get("/api/admin/discover/posts");
    expect(list.json.posts.map((p: { title: string; state: string }) => `${p.title}:${p.state}`)).toEqual([
      "A:active",
      "B:active",
      "Later:scheduled",
      "Ended:ended",
    ]);

    const user = await server.verifiedUser();
    const titles = async () =>
      (await user.get("/api/social/discover")).json.items
        .filter((i: { type: string }) => i.type === "pinned")
        .map((i: { post: { title: string } }) => i.post.title);
    expect(await titles()).toEqual(["A", "B"]);

    // Reorder: B, Later, A, Ended.
    const ids = list.json.posts.map((p: { id: string }) => p.id);
    const order = await admin.request("PUT", "/api/admin/discover/order", {
      ids: [ids[1], ids[2], ids[0], ids[3]],
    });
    expect(order.status).toBe(200);
    expect(await titles()).toEqual(["B", "A"]);
    // Two hours on, the scheduled one is in; five hours on, it is out again.
    server.clock.now += 2 * HOUR + 1000;
    expect(await titles()).toEqual(["B", "Later", "A"]);
    server.clock.now += 3 * HOUR;
    expect(await titles()).toEqual(["B", "A"]);
    server.clock.now = Date.now();

    // The order must name every post once.
    expect((await admin.request("PUT", "/api/admin/discover/order", { ids: [ids[0]] })).status).toBe(400);
    // Bad input is a clear 400.
    const bad = await admin.post("/api/admin/discover/posts", {
      kind: "link",
      title: "x",
      url: "javascript:alert(1)",
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].field).toBe("url");

    expect((await admin.request("DELETE", `/api/admin/discover/posts/${ids[0]}`)).status).toBe(200);
    expect(await titles()).toEqual(["B"]);
    expect((await admin.request("DELETE", `/api/admin/discover/posts/${ids[0]}`)).status).toBe(404);

    const png = new Uint8Array(
      await sharp({ create: { width: 900, height: 300, channels: 3, background: "#08f" } })
        .png()
        .toBuffer(),
    );
    const image = await admin.request("POST", `/api/admin/discover/posts/${ids[1]}/image`, png, {
      "content-type": "image/png",
    });
    expect(image.status).toBe(200);
    const served = await fetch(new URL(image.json.post.imageUrl, server.url));
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(600);

    const actions = (
      await database.db.select().from(auditLog).where(like(auditLog.action, "discover.%"))
    ).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(["discover.create", "discover.order", "discover.delete", "discover.image"]),
    );
  });

  it("config sets how many pins lead and what is mixed in; the feed pages by cursor", async () => {
    const social = getSocial(server.app.services);
    social.discover.setRoomSource({
      busiest: async (limit) =>
        [
          { id: "r1", name: "Lobby", description: "", language: "pt", online: 42 },
          { id: "r2", name: "Music", description: "", language: "en", online: 7 },
        ].slice(0, limit),
      byIds: async () => [],
    });
    const author = await server.verifiedUser();
    const bytes = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#f00" } })
        .png()
        .toBuffer(),
    );
    for (let i = 0; i < 5; i++) {
      server.clock.now += 1000;
      const made = await social.stories.post(author.userId, bytes, `s${i}`);
      expect(made.ok).toBe(true);
    }
    const saved = await admin.request("PUT", "/api/admin/discover/config", {
      config: {
        pinnedLimit: 1,
        includeStories: true,
        includeRooms: true,
        roomsLimit: 2,
        roomEvery: 2,
        pageSize: 4,
      },
    });
    expect(saved.status).toBe(200);
    const invalid = await admin.request("PUT", "/api/admin/discover/config", { config: { pinnedLimit: -1 } });
    expect(invalid.status).toBe(400);

    const kinds: string[] = [];
    let cursor: number | null = 0;
    while (cursor !== null) {
      const page = await author.get(`/api/social/discover?cursor=${cursor}`);
      expect(page.status).toBe(200);
      expect(page.json.items.length).toBeLessThanOrEqual(4);
      kinds.push(
        ...page.json.items.map((i: { type: string; room?: { online: number } }) =>
          i.type === "room" ? `room:${i.room?.online}` : i.type,
        ),
      );
      cursor = page.json.nextCursor;
    }
    // One pin, then two stories, a room, two stories, a room, then the last story.
    expect(kinds).toEqual(["pinned", "story", "story", "room:42", "story", "story", "room:7", "story"]);

    await admin.request("PUT", "/api/admin/discover/config", {
      config: {
        pinnedLimit: 0,
        includeStories: false,
        includeRooms: true,
        roomsLimit: 1,
        roomEvery: 3,
        pageSize: 12,
      },
    });
    const only = await author.get("/api/social/discover");
    expect(only.json.items.map((i: { type: string }) => i.type)).toEqual(["room"]);
    expect((await new Client(server.url).get("/api/social/discover")).status).toBe(401);
    const anonymousAdminApi = await new Client(server.url).get("/api/admin/discover/posts");
    expect(anonymousAdminApi.status).toBe(401);
    server.clock.now = Date.now();
  });
});
