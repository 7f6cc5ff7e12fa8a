import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORY_LIMITS } from "#common/social/stories.ts";
import type { Database } from "#db/client.ts";
import { auditLog, moderationReviewItems, stories, storyReports } from "#db/schema/index.ts";
import { Client } from "#server/auth/test-server.ts";
import { getSocial } from "#server/social/http.ts";
import { TEST_PASSWORD } from "../../tests/helpers/admin.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import { type SocialTestServer, startSocialTestServer } from "../../tests/helpers/social.ts";

async function png(width: number, height: number): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
      .png()
      .toBuffer(),
  );
}

/** A two-frame animated GIF, 800x800. */
async function animatedGif(): Promise<Uint8Array> {
  const frame = (v: number) => Buffer.alloc(800 * 800 * 4, v);
  return new Uint8Array(
    await sharp(Buffer.concat([frame(30), frame(220)]), {
      raw: { width: 800, height: 1600, channels: 4, pageHeight: 800 },
    } as never)
      .gif({ delay: [200, 200], loop: 0 })
      .toBuffer(),
  );
}

function post(client: Client, bytes: Uint8Array, caption = "") {
  return client.request("POST", "/api/social/stories", bytes, {
    "content-type": "application/octet-stream",
    "x-story-caption": encodeURIComponent(caption),
  });
}

describe.each(testDatabases())("stories on $name", (db) => {
  let database: Database;
  let server: SocialTestServer;

  beforeAll(async () => {
    database = await db.open();
    server = await startSocialTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("posts a re-encoded image (≤ 600x600), keeps GIFs animated, refuses bad input", async () => {
    const ana = await server.verifiedUser();
    const big = await post(ana, await png(1200, 900), "Olá https://example.com <b>x</b>");
    expect(big.status).toBe(201);
    expect(big.json.story).toMatchObject({
      width: 600,
      height: 450,
      caption: "Olá https://example.com <b>x</b>",
      mine: true,
    });
    const image = await fetch(new URL(big.json.story.imageUrl, server.url));
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 600, 450]);

    const gif = await post(ana, await animatedGif());
    expect(gif.status).toBe(201);
    const gifBytes = Buffer.from(
      await (await fetch(new URL(gif.json.story.imageUrl, server.url))).arrayBuffer(),
    );
    const gifMeta = await sharp(gifBytes, { animated: true }).metadata();
    expect(gifMeta.format).toBe("gif");
    expect(gifMeta.pages).toBe(2);
    expect(gifMeta.width).toBe(600);

    expect((await post(ana, new TextEncoder().encode("<svg onload=alert(1)>"))).status).toBe(400);
    expect((await post(ana, new Uint8Array())).status).toBe(400);
    const long = await post(ana, await png(10, 10), "x".repeat(STORY_LIMITS.captionChars + 1));
    expect(long.status).toBe(400);
    expect(long.json.errors[0].field).toBe("caption");
    const control = await post(ana, await png(10, 10), "bad\u0007bell");
    expect(control.status).toBe(400);
  });

  it("only verified users with a username post; anonymous visitors get 401", async () => {
    const anon = new Client(server.url);
    expect((await post(anon, await png(10, 10))).status).toBe(401);
    const unverified = await server.user();
    const refused = await post(unverified, await png(10, 10));
    expect(refused.status).toBe(403);
    expect(refused.json.errors[0].msg).toBe("emailNotVerified");
  });

  it("a story is visible for 24 h, then gone from every list, its image 404 and its file deleted", async () => {
    const bob = await server.verifiedUser();
    const made = await post(bob, await png(50, 50), "fleeting");
    const id = made.json.story.id as string;
    const [row] = await database.db.select().from(stories).where(eq(stories.id, id));
    expect(await server.storage.size(row!.imageKey)).toBeGreaterThan(0);

    server.clock.now += STORY_LIMITS.lifetimeMs - 60_000;
    let list = await bob.get("/api/social/stories");
    expect(list.json.stories.map((s: { id: string }) => s.id)).toContain(id);

    server.clock.now += 2 * 60_000;
    list = await bob.get("/api/social/stories");
    expect(list.json.stories.map((s: { id: string }) => s.id)).not.toContain(id);
    expect((await bob.get(`/api/social/stories/${id}`)).status).toBe(404);
    expect((await fetch(new URL(`/api/media/img/${id}`, server.url))).status).toBe(404);
    // The job deletes rows and files of expired stories.
    const social = getSocial(server.app.services);
    expect(await social.stories.sweep()).toBeGreaterThanOrEqual(1);
    expect(await server.storage.size(row!.imageKey)).toBeNull();
    expect(await database.db.select().from(stories).where(eq(stories.id, id))).toHaveLength(0);
    server.clock.now = Date.now();
  });

  it("paginates newest first, each page its own; past the last page is 404", async () => {
    await database.db.delete(stories);
    const cara = await server.verifiedUser();
    const total = STORY_LIMITS.perPage + 3;
    const ids: string[] = [];
    // Through the service: the route's own limit (10 posts an hour) is tested below.
    const social = getSocial(server.app.services);
    const bytes = await png(8, 8);
    for (let i = 0; i < total; i++) {
      server.clock.now += 1000;
      const made = await social.stories.post(cara.userId, bytes, `n${i}`);
      if (!made.ok) throw new Error("post failed");
      ids.push(made.story.id);
    }
    const first = await cara.get("/api/social/stories");
    expect(first.json).toMatchObject({ total, page: 1, pages: 2 });
    expect(first.json.stories).toHaveLength(STORY_LIMITS.perPage);
    expect(first.json.stories[0].id).toBe(ids.at(-1));
    const second = await cara.get("/api/social/stories?page=2");
    expect(second.json.stories.map((s: { id: string }) => s.id)).toEqual(ids.slice(0, 3).reverse());
    expect((await cara.get("/api/social/stories?page=3")).status).toBe(404);
    expect((await cara.get("/api/social/stories?page=0")).status).toBe(400);
    expect((await cara.get("/api/social/stories?page=abc")).status).toBe(400);
    server.clock.now = Date.now();
  });

  it("limits posts per user (10 an hour)", async () => {
    const hal = await server.verifiedUser();
    const bytes = await png(8, 8);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post(hal, bytes)).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("serves images with long-lived caching and ETag/304; bad id 400, unknown id 404", async () => {
    const dan = await server.verifiedUser();
    const made = await post(dan, await png(20, 20));
    const url = new URL(`${made.json.story.imageUrl}?v=2`, server.url);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    // A story's image is cacheable for as long as the story lives (24 h), never longer.
    const cache = res.headers.get("cache-control") ?? "";
    expect(cache).toMatch(/^public, max-age=\d+, immutable$/);
    const maxAge = Number(cache.match(/max-age=(\d+)/)?.[1]);
    expect(maxAge).toBeGreaterThan(STORY_LIMITS.lifetimeMs / 1000 - 120);
    expect(maxAge).toBeLessThanOrEqual(STORY_LIMITS.lifetimeMs / 1000);
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await fetch(url, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    const other = await fetch(url, { headers: { "if-none-match": '"nope"' } });
    expect(other.status).toBe(200);
    expect((await fetch(new URL("/api/media/img/not-a-uuid/x", server.url))).status).toBe(400);
    expect(
      (await fetch(new URL("/api/media/img/00000000-0000-4000-8000-000000000000", server.url))).status,
    ).toBe(404);
  });

  it("owner deletes; others cannot; a report joins the review queue with a copy of the image", async () => {
    const eve = await server.verifiedUser();
    const fay = await server.verifiedUser();
    const made = await post(eve, await png(30, 30), "report me");
    const id = made.json.story.id as string;

    expect((await fay.request("DELETE", `/api/social/stories/${id}`)).status).toBe(404);
    expect((await fay.post(`/api/social/stories/${id}/report`, { reason: "bogus" })).status).toBe(400);
    const reported = await fay.post(`/api/social/stories/${id}/report`, { reason: "spam", text: "ads" });
    expect(reported.status).toBe(201);
    expect((await fay.post(`/api/social/stories/${id}/report`, { reason: "spam" })).status).toBe(200);
    expect((await eve.post(`/api/social/stories/${id}/report`, { reason: "spam" })).status).toBe(400);
    const [report] = await database.db.select().from(storyReports).where(eq(storyReports.storyId, id));
    expect(report).toMatchObject({ reporterId: fay.userId, storyOwnerId: eve.userId, caption: "report me" });
    const [item] = await database.db
      .select()
      .from(moderationReviewItems)
      .where(eq(moderationReviewItems.id, report!.reviewItemId!));
    expect(item).toMatchObject({ kind: "story", status: "open", reason: "spam", subjectUserId: eve.userId });
    expect(await server.storage.size(report!.evidenceKey!)).toBeGreaterThan(0);
    // The admin review queue shows the item with the story's caption and its image.
    const admin = await server.admin();
    const detail = await admin.get(`/api/admin/reviews/${item!.id}`);
    expect(detail.status).toBe(200);
    expect(detail.json.item.kind).toBe("story");
    expect(detail.json.story).toMatchObject({
      storyId: id,
      caption: "report me",
      reason: "spam: ads",
      hasImage: true,
    });
    const original = await admin.get(`${detail.json.story.imageUrl}?variant=original`);
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/png");
    const blurred = await fetch(new URL(`${detail.json.story.imageUrl}`, server.url), {
      headers: { cookie: admin.cookieHeader() },
    });
    expect(blurred.headers.get("content-type")).toBe("image/jpeg");

    // A moderator takes a reported story down (audited); the owner then finds nothing to delete.
    const second = await post(eve, await png(30, 30), "again");
    await fay.post(`/api/social/stories/${second.json.story.id}/report`, { reason: "violence" });
    const [secondReport] = await database.db
      .select()
      .from(storyReports)
      .where(eq(storyReports.storyId, second.json.story.id));
    const takedown = await admin.request("DELETE", `/api/admin/reviews/${secondReport!.reviewItemId}/story`);
    expect(takedown.status).toBe(200);
    expect((await fay.get(`/api/social/stories/${second.json.story.id}`)).status).toBe(404);
    expect(
      (await admin.request("DELETE", `/api/admin/reviews/${secondReport!.reviewItemId}/story`)).status,
    ).toBe(404);
    const [audited] = await database.db.select().from(auditLog).where(eq(auditLog.action, "story.delete"));
    expect(audited?.targetId).toBe(second.json.story.id);

    expect((await eve.request("DELETE", `/api/social/stories/${id}`)).status).toBe(200);
    expect((await eve.get(`/api/social/stories/${id}`)).status).toBe(404);
    // The evidence copy outlives the story for the reviewer.
    expect(await server.storage.size(report!.evidenceKey!)).toBeGreaterThan(0);

    // Retention: kept while the review is open, deleted SAFETY_RETENTION_DAYS after the decision.
    const social = getSocial(server.app.services);
    expect(await social.stories.sweepEvidence()).toBe(0);
    const decided = await admin.post(`/api/admin/reviews/${item!.id}/decision`, { decision: "dismiss" });
    expect(decided.status).toBe(200);
    expect(await social.stories.sweepEvidence()).toBe(0);
    server.clock.now += 31 * 24 * 60 * 60 * 1000;
    expect(await social.stories.sweepEvidence()).toBe(1);
    expect(await server.storage.size(report!.evidenceKey!)).toBeNull();
    server.clock.now = Date.now();
  });

  it("account deletion removes the user's stories and their files", async () => {
    const gil = await server.verifiedUser();
    const made = await post(gil, await png(12, 12));
    const [row] = await database.db.select().from(stories).where(eq(stories.id, made.json.story.id));
    const gone = await gil.request("DELETE", "/api/auth/account", { password: TEST_PASSWORD });
    expect(gone.status).toBe(200);
    expect(await database.db.select().from(stories).where(eq(stories.userId, gil.userId))).toHaveLength(0);
    expect(await server.storage.size(row!.imageKey)).toBeNull();
  });
});
