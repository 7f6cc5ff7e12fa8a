import { crc32 } from "node:zlib";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { decryptSdaConfig } from "#common/ads/crypto.ts";
import type { SdaConfig, SdaInput } from "#common/ads/schema.ts";
import { auditLog, sdaImpressions } from "#db/schema/index.ts";
import { Client, useAdminTestServer } from "../../tests/helpers/admin.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import { tinyPngBytes } from "../media/fixtures.ts";
import { SDA_RATE_LIMITS } from "./public.routes.ts";
import { createAdsService, getAdsService, SDA_CONFIG_TTL_MS } from "./service.ts";

const adcash: SdaInput = {
  enabled: true,
  placement: "belowStartButton",
  platform: "adycash",
  typeSda: "rennab",
  config: { zoneId: "7654321", width: 468, height: 60 },
};

/** The PNG with a tEXt chunk (a marker string) inserted before IEND, CRC included. */
function withTextChunk(png: Uint8Array): Uint8Array {
  const bytes = Buffer.from(png);
  const data = Buffer.from("Comment\u0000audit-marker-13", "latin1");
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write("tEXt", 4, "ascii");
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  const iend = bytes.length - 12;
  return new Uint8Array(Buffer.concat([bytes.subarray(0, iend), chunk, bytes.subarray(iend)]));
}

describe.each(testDatabases())("ads (issue 13) on %s", (testDatabase) => {
  const ctx = useAdminTestServer(testDatabase);
  const secret = "admin-test-secret-admin-test-secret-42";

  async function readConfig(client: Client, ident?: string) {
    const res = await client.get(`/api/sda/config/data${ident ? `?ident=${encodeURIComponent(ident)}` : ""}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(["config", "userSdaFrequencyData"]);
    expect(typeof res.json.config).toBe("string");
    const key = await getAdsService({ database: ctx.database, secret }).key();
    const config = JSON.parse(await decryptSdaConfig(res.json.config, key)) as SdaConfig;
    return {
      config,
      frequency: res.json.userSdaFrequencyData as Record<string, number>,
      raw: res.json.config as string,
    };
  }

  it("serves the default (disabled) config encrypted, with no zone id in the clear", async () => {
    const { config, frequency } = await readConfig(new Client(ctx.server.url));
    expect(config).toMatchObject({ enabled: false, sdaList: [] });
    expect(frequency).toEqual({});
  });

  it("admin CRUD: validated per platform, audited, in the public config at once", async () => {
    const admin = await ctx.server.admin();
    const bad = await admin.request("POST", "/api/admin/sda/items", {
      item: { ...adcash, config: { width: 468 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([expect.objectContaining({ field: "item.config.zoneId" })]);

    const created = await admin.request("POST", "/api/admin/sda/items", { item: adcash });
    expect(created.status).toBe(201);
    const id = created.json.item.id as string;
    const settings = {
      enabled: true,
      frequency: { enabled: true, minTimeSameAdsByUser: 30 },
      chat: { searching: { limit: 5, minIntervalMatches: 1, minIntervalTime: 10 } },
    };
    const badSettings = await admin.request("PUT", "/api/admin/sda/settings", {
      settings: { ...settings, frequency: { enabled: true, minTimeSameAdsByUser: -1 } },
    });
    expect(badSettings.status).toBe(400);
    expect((await admin.request("PUT", "/api/admin/sda/settings", { settings })).status).toBe(200);

    const { config, raw } = await readConfig(new Client(ctx.server.url));
    expect(raw).not.toContain("7654321");
    expect(config).toMatchObject({ ...settings, sdaList: [{ id, ...adcash }] });

    expect(
      (await admin.request("PUT", `/api/admin/sda/items/${id}/enabled`, { enabled: false })).status,
    ).toBe(200);
    expect((await readConfig(new Client(ctx.server.url))).config.sdaList[0]?.enabled).toBe(false);
    const edited = await admin.request("PUT", `/api/admin/sda/items/${id}`, {
      item: { ...adcash, placement: "aboveStartButton" },
    });
    expect(edited.status).toBe(200);
    expect((await admin.get("/api/admin/sda/items")).json.items[0]).toMatchObject({
      id,
      placement: "aboveStartButton",
      enabled: true,
    });
    const missing = await admin.request("PUT", "/api/admin/sda/items/00000000-0000-4000-8000-000000000000", {
      item: adcash,
    });
    expect(missing.status).toBe(404);

    const actions = (await ctx.database.db.select().from(auditLog))
      .map((row) => row.action)
      .filter((action) => action.startsWith("sda."));
    expect(actions).toEqual(
      expect.arrayContaining(["sda.create", "sda.settings", "sda.disable", "sda.update"]),
    );

    expect((await admin.request("PUT", `/api/admin/sda/items/${id}/enabled`, { enabled: true })).status).toBe(
      200,
    );
    expect((await admin.request("DELETE", `/api/admin/sda/items/${id}`)).status).toBe(200);
    expect((await readConfig(new Client(ctx.server.url))).config.sdaList).toEqual([]);
    expect((await admin.request("DELETE", `/api/admin/sda/items/${id}`)).status).toBe(404);
    // Every change leaves its audit row, naming the ad (issue 13 "every change goes to the audit trail").
    const rows = (await ctx.database.db.select().from(auditLog)).filter(
      (row) => row.action.startsWith("sda.") && row.targetId === id,
    );
    expect(rows.map((row) => row.action).sort()).toEqual(
      ["sda.create", "sda.delete", "sda.disable", "sda.enable", "sda.update"].sort(),
    );
  });

  it("frequency: validated, unknown id → 400, per-visitor data, impressions per placement and day", async () => {
    const admin = await ctx.server.admin();
    const id = (await admin.request("POST", "/api/admin/sda/items", { item: adcash })).json.item.id as string;
    const visitor = new Client(ctx.server.url);
    expect((await visitor.post("/api/sda/frequency", {})).status).toBe(400);
    expect((await visitor.post("/api/sda/frequency", { sdaId: 42 })).status).toBe(400);
    const unknown = await visitor.post("/api/sda/frequency", {
      sdaId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual([{ field: "sdaId", typeError: "invalid", msg: "unknown sdaId" }]);
    const bad = await visitor.post("/api/sda/frequency", { sdaId: id, placement: "nowhere" });
    expect(bad.status).toBe(400);

    const before = Date.now();
    const ok = await visitor.post("/api/sda/frequency", {
      sdaId: id,
      ident: "visitor-a",
      placement: "belowStartButton",
    });
    expect(ok.status).toBe(200);
    await visitor.post("/api/sda/frequency", {
      sdaId: id,
      ident: "visitor-a",
      placement: "aboveStartButton",
    });
    await visitor.post("/api/sda/frequency", {
      sdaId: id,
      ident: "visitor-a",
      placement: "belowStartButton",
    });

    const mine = await readConfig(visitor, "visitor-a");
    expect(mine.frequency[id]).toBeGreaterThanOrEqual(before);
    expect((await readConfig(visitor, "visitor-b")).frequency).toEqual({});

    // A logged-in visitor is known by the account too, whatever ident the browser sends.
    const user = await ctx.server.user();
    await user.post("/api/sda/frequency", { sdaId: id });
    expect((await readConfig(user, "another-browser")).frequency[id]).toBeGreaterThanOrEqual(before);

    const rows = await ctx.database.db.select().from(sdaImpressions).where(eq(sdaImpressions.sdaId, id));
    const byPlacement = Object.fromEntries(rows.map((row) => [row.placement, row.count]));
    expect(byPlacement).toEqual({ belowStartButton: 3, aboveStartButton: 1 });
    const stats = await admin.get("/api/admin/sda/impressions?days=30");
    expect(stats.status).toBe(200);
    expect(stats.json.rows).toEqual(
      expect.arrayContaining([
        { day: new Date().toISOString().slice(0, 10), sdaId: id, placement: "belowStartButton", count: 3 },
      ]),
    );
  });

  it("rate-limits views per address", async () => {
    const admin = await ctx.server.admin();
    const id = (await admin.request("POST", "/api/admin/sda/items", { item: adcash })).json.item.id as string;
    const visitor = new Client(ctx.server.url);
    const statuses: number[] = [];
    for (let i = 0; i <= SDA_RATE_LIMITS.frequency.points; i++) {
      statuses.push((await visitor.post("/api/sda/frequency", { sdaId: id, ident: "limited" })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(SDA_RATE_LIMITS.frequency.points);
  });

  it("house banner: upload re-encoded through the image pipeline, served publicly, refused when not an image", async () => {
    const admin = await ctx.server.admin();
    const refused = await admin.request(
      "POST",
      "/api/admin/sda/house-image",
      new TextEncoder().encode("nope"),
      {
        "content-type": "image/png",
      },
    );
    expect(refused.status).toBe(400);
    const uploaded = await admin.request("POST", "/api/admin/sda/house-image", tinyPngBytes(), {
      "content-type": "image/png",
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.json.src).toMatch(/^\/api\/sda\/house\/[0-9a-f-]{36}\.png$/);
    const image = await fetch(new URL(uploaded.json.src, ctx.server.url));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    // Re-encoded, not stored as sent: a metadata chunk of the upload does not reach visitors.
    const marked = await admin.request("POST", "/api/admin/sda/house-image", withTextChunk(tinyPngBytes()), {
      "content-type": "image/png",
    });
    expect(marked.status).toBe(200);
    const served = Buffer.from(await (await fetch(new URL(marked.json.src, ctx.server.url))).arrayBuffer());
    expect(served.subarray(0, 8)).toEqual(Buffer.from(tinyPngBytes()).subarray(0, 8));
    expect(served.includes("audit-marker-13")).toBe(false);
    const uploads = (await ctx.database.db.select().from(auditLog)).filter(
      (row) => row.action === "sda.houseImage",
    );
    expect(uploads.length).toBeGreaterThanOrEqual(2);
    const house = await admin.request("POST", "/api/admin/sda/items", {
      item: {
        enabled: true,
        placement: "chatSearching",
        platform: "house",
        typeSda: "rennab",
        config: { src: uploaded.json.src, href: "https://example.com/promo", alt: "Promo" },
      },
    });
    expect(house.status).toBe(201);
    const missing = await admin.request("POST", "/api/admin/sda/items", {
      item: {
        enabled: true,
        placement: "chatSearching",
        platform: "house",
        typeSda: "rennab",
        config: {
          src: "/api/sda/house/00000000-0000-4000-8000-000000000000.png",
          href: "https://example.com/",
        },
      },
    });
    expect(missing.status).toBe(400);
    expect(
      (await fetch(new URL("/api/sda/house/00000000-0000-4000-8000-000000000000.png", ctx.server.url)))
        .status,
    ).toBe(404);
  });

  it("a change made through one node is served by another within a second", async () => {
    let now = 1_000_000;
    const nodeA = createAdsService({ database: ctx.database, secret, now: () => now });
    const nodeB = createAdsService({ database: ctx.database, secret, now: () => now });
    const before = await nodeB.config();
    await nodeA.writeSettings({ ...before, enabled: !before.enabled });
    // Node B still trusts its copy for less than SDA_CONFIG_TTL_MS...
    now += SDA_CONFIG_TTL_MS - 1;
    expect((await nodeB.config()).enabled).toBe(before.enabled);
    // ...and no longer than that.
    now += 1;
    expect((await nodeB.config()).enabled).toBe(!before.enabled);
    await nodeA.writeSettings({ ...before });
  });
  it("config endpoint: refuses a malformed ident, rate-limits per address", async () => {
    const visitor = new Client(ctx.server.url);
    const bad = await visitor.get(`/api/sda/config/data?ident=${encodeURIComponent("a\u0000b")}`);
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([expect.objectContaining({ field: "ident" })]);
    expect((await visitor.get(`/api/sda/config/data?ident=${"x".repeat(101)}`)).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i <= SDA_RATE_LIMITS.config.points; i++) {
      statuses.push((await visitor.get("/api/sda/config/data")).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(
      SDA_RATE_LIMITS.config.points,
    );
  });
});
