// The admin upload of short videos (POST /api/admin/videos): what it refuses and what it keeps.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { auditLog, shortVideos } from "#db/schema/index.ts";
import { tinyPngBytes } from "#server/media/fixtures.ts";
import { createMemoryStorage, type FileStorage } from "#server/storage/index.ts";
import { type AdminTestServer, type Client, startAdminTestServer } from "../../tests/helpers/admin.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import { testVideo } from "../../tests/helpers/videos.ts";

function upload(client: Client, fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return fetch(new URL("/api/admin/videos", client.base), {
    method: "POST",
    headers: { cookie: client.cookieHeader(), origin: client.base },
    body: form,
  });
}

describe.each(testDatabases())("admin video upload on %s", (kind) => {
  let database: Database;
  let server: AdminTestServer;
  let storage: FileStorage;
  let admin: Client;

  beforeAll(async () => {
    database = await kind.open();
    storage = createMemoryStorage();
    // FFMPEG_PATH empty: the poster must come from the browser's first frame.
    server = await startAdminTestServer(database, {
      storage,
      env: { VIDEO_MAX_BYTES: "200000", FFMPEG_PATH: "", HAS_TIKTOK_PAGES: "true" },
    });
    admin = await server.admin();
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it("refuses a file that is not a video, whatever its declared type", async () => {
    const res = await upload(admin, {
      file: new Blob([new TextEncoder().encode("<html><script>alert(1)</script></html>".repeat(5))], {
        type: "video/mp4",
      }),
      creatorName: "Ana",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: [{ field: "file", typeError: "invalid", msg: "notVideo" }] });
  });

  it("refuses a file over VIDEO_MAX_BYTES before keeping anything", async () => {
    const big = new Uint8Array(250_000);
    big.set(testVideo(1));
    const res = await upload(admin, { file: new Blob([big], { type: "video/webm" }), creatorName: "Ana" });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { errors: { field: string; typeError: string }[] };
    expect(body.errors[0]).toMatchObject({ field: "file", typeError: "invalidLength", max: 200000 });
    // Far past the cap the upload is cut while it is read.
    const huge = await upload(admin, { file: new Blob([new Uint8Array(3_000_000)]), creatorName: "Ana" });
    expect(huge.status).toBe(413);
    expect(await database.db.select().from(shortVideos)).toHaveLength(0);
  });

  it("refuses a missing file and bad fields with form errors", async () => {
    const none = await upload(admin, { creatorName: "Ana" });
    expect(none.status).toBe(400);
    const fields = await upload(admin, {
      file: new Blob([new Uint8Array(testVideo(2))]),
      creatorName: "",
      creatorUrl: "javascript:alert(1)",
      hashtags: "#ok #not/ok",
    });
    expect(fields.status).toBe(400);
    const body = (await fields.json()) as { errors: { field: string }[] };
    expect(body.errors.map((e) => e.field).sort()).toEqual(["creatorName", "creatorUrl", "hashtags"]);
    const json = await admin.post("/api/admin/videos", { creatorName: "x" });
    expect(json.status).toBe(400);
  });

  it("keeps a video with the browser's poster, once, audited; and deletes it", async () => {
    const bytes = testVideo(3);
    const fields = {
      file: new Blob([new Uint8Array(bytes)], { type: "video/webm" }),
      poster: new Blob([new Uint8Array(tinyPngBytes())], { type: "image/png" }),
      caption: "Sunset #Beach",
      creatorName: "Ana",
      creatorUrl: "https://example.com/@ana",
      hashtags: "travel, #summer",
      durationSeconds: "1.2",
    };
    const res = await upload(admin, fields);
    expect(res.status).toBe(201);
    const { video, created } = (await res.json()) as {
      video: { id: string; posterUrl: string };
      created: boolean;
    };
    expect(created).toBe(true);
    expect(video.posterUrl).toBe(`/api/videos/${video.id}/poster`);
    const [row] = await database.db.select().from(shortVideos).where(eq(shortVideos.id, video.id));
    expect(row).toMatchObject({
      caption: "Sunset #Beach",
      creatorName: "Ana",
      mimeType: "video/webm",
      size: bytes.length,
    });
    expect(row?.hashtags.sort()).toEqual(["beach", "summer", "travel"]);
    expect(row?.durationSeconds).toBeCloseTo(1.2);
    expect(Buffer.from((await storage.read(row?.fileKey ?? "")) ?? [])).toEqual(Buffer.from(bytes));
    expect((await storage.read(row?.posterKey ?? ""))?.subarray(8, 12).toString()).toBe("WEBP");

    const again = await upload(admin, fields);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { created: boolean }).created).toBe(false);
    expect(await database.db.select().from(shortVideos)).toHaveLength(1);

    const listed = await admin.get("/api/admin/videos");
    expect((listed.json as { total: number }).total).toBe(1);

    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, "videos.upload"));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.targetId).toBe(video.id);

    const removed = await admin.request("DELETE", `/api/admin/videos/${video.id}`);
    expect(removed.status).toBe(200);
    expect(await database.db.select().from(shortVideos)).toHaveLength(0);
    expect(await storage.read(row?.fileKey ?? "")).toBeNull();
  });

  it("is for administrators only", async () => {
    const user = await server.user();
    const res = await upload(user, { file: new Blob([new Uint8Array(testVideo(4))]), creatorName: "Ana" });
    expect(res.status).toBe(403);
  });
});
