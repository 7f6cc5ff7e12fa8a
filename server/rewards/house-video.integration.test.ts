// The rewards house video upload (POST /api/admin/rewardcontrol/house-video, issue 13): what it
// refuses, what it keeps behind the storage interface, the audit row, and what the player then gets.
import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_REWARD_SETTINGS } from "#common/rewards/index.ts";
import type { Database } from "#db/client.ts";
import { auditLog } from "#db/schema/index.ts";
import { createMemoryStorage, type FileStorage } from "#server/storage/index.ts";
import { type AdminTestServer, type Client, startAdminTestServer } from "../../tests/helpers/admin.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import { readHouseVideo } from "./house-video.ts";
import { DEFAULT_HOUSE_VIDEO_FILE } from "./public.routes.ts";
import { getRewards } from "./service.ts";

const PATH = "/api/admin/rewardcontrol/house-video";
const MAX = 100_000;

function upload(client: Client, file?: Blob) {
  const form = new FormData();
  if (file) form.set("file", file, "house.webm");
  return fetch(new URL(PATH, client.base), {
    method: "POST",
    headers: { cookie: client.cookieHeader(), origin: client.base },
    body: form,
  });
}

describe.each(testDatabases())("rewards house video upload on %s", (kind) => {
  let database: Database;
  let server: AdminTestServer;
  let storage: FileStorage;
  let admin: Client;
  // The shipped video is a real WebM; a copy with a trailing byte is "another upload".
  const shipped = new Uint8Array(readFileSync(DEFAULT_HOUSE_VIDEO_FILE));

  beforeAll(async () => {
    database = await kind.open();
    storage = createMemoryStorage();
    server = await startAdminTestServer(database, {
      storage,
      env: { REWARDS_HOUSE_VIDEO_MAX_BYTES: String(MAX), REWARDS_MEDIA_ORIGINS: "https://cdn.example.com" },
    });
    admin = await server.admin();
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it("refuses a file that is not a video, whatever its name and declared type (400)", async () => {
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>".repeat(5));
    const res = await upload(admin, new Blob([html], { type: "video/webm" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: [{ field: "file", typeError: "invalid", msg: "notVideo" }] });
    const none = await upload(admin);
    expect(none.status).toBe(400);
    expect(await readHouseVideo(database.db)).toBeNull();
  });

  it("refuses a file over REWARDS_HOUSE_VIDEO_MAX_BYTES (413) and keeps nothing", async () => {
    const big = new Uint8Array(MAX + 1);
    big.set(shipped);
    const res = await upload(admin, new Blob([big], { type: "video/webm" }));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { errors: unknown[] }).errors[0]).toMatchObject({
      field: "file",
      typeError: "invalidLength",
      max: MAX,
    });
    // Far past the cap the upload is cut while it is read.
    const huge = await upload(admin, new Blob([new Uint8Array(3_000_000)]));
    expect(huge.status).toBe(413);
    expect(await readHouseVideo(database.db)).toBeNull();
  });

  it("refuses anyone but an administrator", async () => {
    const user = await server.user();
    const form = new FormData();
    form.set("file", new Blob([shipped]), "house.webm");
    const res = await fetch(new URL(PATH, user.base), {
      method: "POST",
      headers: { cookie: user.cookieHeader(), origin: user.base },
      body: form,
    });
    expect(res.status).toBe(403);
  });

  it("stores a video, writes the audit row, clears an address, and the player plays it (with ranges)", async () => {
    // An address set earlier would win over the file: the upload clears it.
    const rewards = getRewards(database);
    await rewards.settings.write({
      ...DEFAULT_REWARD_SETTINGS,
      houseVideoUrl: "https://cdn.example.com/v.mp4",
    });
    const bytes = new Uint8Array(shipped.length + 1);
    bytes.set(shipped);
    const res = await upload(admin, new Blob([bytes], { type: "application/octet-stream" }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { houseVideo: { type: string; size: number } };
    expect(body.houseVideo).toMatchObject({ type: "video/webm", size: bytes.length });

    const stored = await readHouseVideo(database.db);
    expect(stored?.key).toMatch(/^rewards\/\d{4}-\d{2}\/[0-9a-f-]+\.webm$/);
    expect(await storage.read(stored?.key as string)).toEqual(Buffer.from(bytes));
    expect((await rewards.settings.read()).value.houseVideoUrl).toBe("");

    const [row] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "rewards.houseVideo")));
    expect(row).toMatchObject({ targetType: "settings", targetId: "rewards" });
    expect(row?.before).toMatchObject({ file: null, houseVideoUrl: "https://cdn.example.com/v.mp4" });
    expect(row?.after).toMatchObject({ file: { type: "video/webm", size: bytes.length }, houseVideoUrl: "" });

    const config = await admin.get("/api/admin/rewardcontrol/config");
    expect(config.json.houseVideo).toMatchObject({ type: "video/webm", size: bytes.length });

    // What the rewarded player loads (the settings copy is at most a second old).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const played = await fetch(`${server.url}/api/rewards/house-video`);
    expect(played.status).toBe(200);
    expect(played.headers.get("content-type")).toContain("video/webm");
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(bytes);
    const part = await fetch(`${server.url}/api/rewards/house-video`, { headers: { range: "bytes=0-3" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-3/${bytes.length}`);
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  });

  it("a new upload replaces the file (the old one leaves storage); removing it brings back the shipped video", async () => {
    const first = await readHouseVideo(database.db);
    const bytes = new Uint8Array(shipped.length + 2);
    bytes.set(shipped);
    expect((await upload(admin, new Blob([bytes]))).status).toBe(201);
    const second = await readHouseVideo(database.db);
    expect(second?.key).not.toBe(first?.key);
    expect(await storage.read(first?.key as string)).toBeNull();

    const removed = await admin.request("DELETE", PATH);
    expect(removed.status).toBe(200);
    expect(await readHouseVideo(database.db)).toBeNull();
    expect(await storage.read(second?.key as string)).toBeNull();
    const played = await fetch(`${server.url}/api/rewards/house-video`);
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(shipped);
  });
});
