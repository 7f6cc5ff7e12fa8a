// Issue 12 conventions, checked on EVERY route the admin API registers (read from the routers, so a
// route added later is walked too): no answer without an administrator (401 anonymous, 403 normal
// user), no mutation from another origin (or with a cookie and no origin at all), and every mutating
// route, once it succeeds, leaves an audit row naming the administrator with the keyed hash of the
// address. A mutating route the audit walk below has no recipe for fails the test: adding a route
// means adding its recipe here.
import { readFileSync } from "node:fs";
import { desc, eq, gt } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import {
  auditLog,
  moderationAppeals,
  moderationBans,
  moderationReviewItems,
  storyReports,
  users,
} from "#db/schema/index.ts";
import { tinyPngBytes } from "#server/media/fixtures.ts";
import { DEFAULT_HOUSE_VIDEO_FILE } from "#server/rewards/public.routes.ts";
import { type AdminClient, Client } from "../../tests/helpers/admin.ts";
import { type AdminRoute, everyAdminRoute, isMutating } from "../../tests/helpers/admin-routes.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import { type SocialTestServer, startSocialTestServer } from "../../tests/helpers/social.ts";
import { testVideo } from "../../tests/helpers/videos.ts";
import { currentTotp } from "./second-factor/totp.ts";
import type { AdminApiDeps } from "./types.ts";

type Call = { status: number; json: unknown };
/** Calls the route successfully (setting up what it needs) and names the audit action expected. */
type Recipe = { action: string; run: () => Promise<Call> };

/** A multipart upload as the admin screens send it. */
async function multipart(client: Client, path: string, fields: Record<string, string | Blob>): Promise<Call> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const res = await fetch(new URL(path, client.base), {
    method: "POST",
    headers: { cookie: client.cookieHeader(), origin: client.base },
    body: form,
  });
  return { status: res.status, json: await res.json() };
}

describe.each(testDatabases())("every admin route on %s", (testDatabase) => {
  let database: Database;
  let server: SocialTestServer;
  let routes: AdminRoute[];

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startSocialTestServer(database, {
      env: { HAS_TIKTOK_PAGES: "true", FFMPEG_PATH: "", VIDEO_MAX_BYTES: "2000000" },
    });
    const deps = {
      config: server.app.services.config,
      database,
      logger: server.app.services.logger,
      storage: server.app.services.storage,
      audit: { record: async () => ({}), list: async () => [] },
      moderation: server.app.moderation,
      realtime: () => server.app.realtime,
      nodes: () => ({}),
    } as unknown as AdminApiDeps;
    routes = everyAdminRoute(deps, { session: true });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const lastAuditId = async () => {
    const [row] = await database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row?.id ?? 0;
  };

  it("walks a router that really lists every admin route (guarded modules and the login steps)", () => {
    const keys = routes.map((r) => `${r.method} ${r.pattern}`);
    for (const known of [
      "GET /api/admin/stats",
      "GET /api/admin/reviews",
      "POST /api/admin/reviews/:id/decision",
      "GET /api/admin/bans",
      "POST /api/admin/bans",
      "DELETE /api/admin/bans/:id",
      "GET /api/admin/appeals",
      "POST /api/admin/appeals/:id/decision",
      "GET /api/admin/safecontrol/config",
      "PUT /api/admin/safecontrol/config",
      "GET /api/admin/audit",
      "POST /api/admin/session/login",
    ]) {
      expect(keys, known).toContain(known);
    }
  });

  it("documents every route in docs/admin-api.md", () => {
    const doc = readFileSync(new URL("../../docs/admin-api.md", import.meta.url), "utf8");
    for (const { method, pattern } of routes) {
      const documented = `\`${method} ${pattern.replace(/^\/api\/admin/, "") || "/"}\``;
      expect(doc, documented).toContain(documented);
    }
  });

  it("refuses anonymous visitors (401) and normal users (403) on every guarded route, with no data", async () => {
    const user = await server.user();
    const anonymous = new Client(server.url);
    const guarded = routes.filter((r) => !r.session);
    expect(guarded.length).toBeGreaterThan(40);
    for (const { method, path } of guarded) {
      const body = method === "GET" ? undefined : {};
      const asAnonymous = await anonymous.request(method, path, body);
      expect(asAnonymous.status, `${method} ${path} anonymous`).toBe(401);
      expect(asAnonymous.json, `${method} ${path} anonymous`).toEqual({
        errors: [{ field: "_form", typeError: "noPermission" }],
        reason: "anonymous",
      });
      const asUser = await user.request(method, path, body);
      expect(asUser.status, `${method} ${path} user`).toBe(403);
      expect(asUser.json, `${method} ${path} user`).toEqual({
        errors: [{ field: "_form", typeError: "noPermission" }],
        reason: "notAdmin",
      });
    }
  });

  it("refuses every mutating route from another origin, or with a cookie and no origin, before it acts", async () => {
    const admin = await server.admin();
    const mutating = routes.filter(isMutating);
    expect(mutating.length).toBeGreaterThan(30);
    const before = await database.db.$count(auditLog);
    const refusal = {
      errors: [{ field: "_form", typeError: "noPermission", msg: "cross-origin request refused" }],
    };
    for (const { method, path } of mutating) {
      const crossSite = await admin.request(method, path, {}, { origin: "https://evil.example" });
      expect(crossSite.status, `${method} ${path} cross-site`).toBe(403);
      expect(crossSite.json, `${method} ${path} cross-site`).toEqual(refusal);
      const viaReferer = await fetch(new URL(path, server.url), {
        method,
        headers: {
          cookie: admin.cookieHeader(),
          referer: "https://evil.example/page",
          "content-type": "application/json",
        },
        body: "{}",
      });
      expect(viaReferer.status, `${method} ${path} cross-site referer`).toBe(403);
      const noOrigin = await fetch(new URL(path, server.url), {
        method,
        headers: { cookie: admin.cookieHeader(), "content-type": "application/json" },
        body: "{}",
      });
      expect(noOrigin.status, `${method} ${path} no origin`).toBe(403);
      expect(await noOrigin.json(), `${method} ${path} no origin`).toEqual(refusal);
    }
    // Nothing acted: not one audit row more (a refused login or logout would have written one).
    expect(await database.db.$count(auditLog)).toBe(before);
    // The same administrator, same-origin, is still signed in (no refused logout went through).
    expect((await admin.get("/api/admin/me")).status).toBe(200);
  });

  it("leaves an audit row (administrator, action, keyed address hash) for every mutating route", async () => {
    const admin: AdminClient = await server.admin("walker@example.com");
    const adminId = (await admin.get("/api/admin/me")).json.admin.id as string;
    const db = database.db;
    const state: Record<string, string> = {};

    // What the recipes act on.
    const [target] = await db
      .insert(users)
      .values({ email: "walk.target@example.com", username: "walktarget" })
      .returning({ id: users.id });
    const targetId = target?.id ?? "";
    const [review] = await db
      .insert(moderationReviewItems)
      .values({ kind: "report", reason: "spam", subjectIdent: "walk-subject-ident" })
      .returning({ id: moderationReviewItems.id });
    // A ban by the system (no moderator), so any administrator may decide its appeal.
    const [appealed] = await db
      .insert(moderationBans)
      .values({
        ident: "walk-appellant-ident",
        reason: "spam",
        duration: "24h",
        endsAt: new Date(Date.now() + 86_400_000),
        source: "auto",
      })
      .returning({ id: moderationBans.id });
    const [appeal] = await db
      .insert(moderationAppeals)
      .values({
        banId: appealed?.id ?? "",
        text: "not me",
        locale: "en",
        appellantIdent: "walk-appellant-ident",
      })
      .returning({ id: moderationAppeals.id });
    // A reported story (issue 14) for the take-down.
    const author = await server.verifiedUser();
    const reporter = await server.verifiedUser();
    const png = new Uint8Array(
      await sharp({ create: { width: 30, height: 30, channels: 3, background: "#c33" } })
        .png()
        .toBuffer(),
    );
    const story = await author.request("POST", "/api/social/stories", png, {
      "content-type": "application/octet-stream",
      "x-story-caption": "walk",
    });
    expect(story.status).toBe(201);
    expect(
      (await reporter.post(`/api/social/stories/${story.json.story.id}/report`, { reason: "spam" })).status,
    ).toBe(201);
    const [storyReport] = await db
      .select()
      .from(storyReports)
      .where(eq(storyReports.storyId, story.json.story.id));
    const adcash = {
      enabled: true,
      placement: "belowStartButton",
      platform: "adycash",
      typeSda: "rennab",
      config: { zoneId: "7654321", width: 468, height: 60 },
    };
    const secret = admin.totpSecret ?? "";

    const recipes: Record<string, Recipe> = {
      // Issue 12: safety, bans, appeals, accounts, reloads, retention, the admin's own second factor.
      "PUT /api/admin/safecontrol/config": {
        action: "safecontrol.config",
        run: async () =>
          admin.request(
            "PUT",
            "/api/admin/safecontrol/config",
            (await admin.get("/api/admin/safecontrol/config")).json.config,
          ),
      },
      "PUT /api/admin/safecontrol/nudity-check": {
        action: "safecontrol.config",
        run: () =>
          admin.request("PUT", "/api/admin/safecontrol/nudity-check", {
            blurThreshold: 0.7,
            flagThreshold: 0.85,
          }),
      },
      "POST /api/admin/reviews/:id/decision": {
        action: "review.decision",
        run: () => admin.post(`/api/admin/reviews/${review?.id}/decision`, { decision: "dismiss" }),
      },
      "DELETE /api/admin/reviews/:id/story": {
        action: "story.delete",
        run: () => admin.request("DELETE", `/api/admin/reviews/${storyReport?.reviewItemId}/story`),
      },
      "POST /api/admin/bans": {
        action: "ban.create",
        run: async () => {
          const made = await admin.post("/api/admin/bans", {
            ident: "walk-banned-ident",
            reason: "harassment",
            duration: "7d",
            note: "walk",
          });
          state.banId = made.json.ban?.id;
          return made;
        },
      },
      "POST /api/admin/bans/:id/shorten": {
        action: "ban.shorten",
        run: () => admin.post(`/api/admin/bans/${state.banId}/shorten`, { duration: "24h" }),
      },
      "DELETE /api/admin/bans/:id": {
        action: "ban.lift",
        run: () => admin.request("DELETE", `/api/admin/bans/${state.banId}`, { note: "walk" }),
      },
      "POST /api/admin/appeals/:id/decision": {
        action: "appeal.decision",
        run: () => admin.post(`/api/admin/appeals/${appeal?.id}/decision`, { decision: "reject" }),
      },
      "POST /api/admin/users/:id/disable": {
        action: "user.disable",
        run: () => admin.post(`/api/admin/users/${targetId}/disable`),
      },
      "POST /api/admin/users/:id/enable": {
        action: "user.enable",
        run: () => admin.post(`/api/admin/users/${targetId}/enable`),
      },
      "POST /api/admin/users/:id/role": {
        action: "user.role",
        run: () => admin.post(`/api/admin/users/${targetId}/role`, { role: "admin" }),
      },
      "POST /api/admin/users/:id/second-factor/reset": {
        action: "admin.secondFactor.reset",
        run: () => admin.post(`/api/admin/users/${targetId}/second-factor/reset`),
      },
      "POST /api/admin/reload": {
        action: "reload.everyone",
        run: () => admin.post("/api/admin/reload", { scope: "everyone", reason: "walk" }),
      },
      "POST /api/admin/retention/run": {
        action: "retention.run",
        run: () => admin.post("/api/admin/retention/run"),
      },
      "POST /api/admin/security/recovery-codes": {
        action: "admin.recoveryCodes.regenerate",
        // The next time step's code: the enrolment spent the current one.
        run: () =>
          admin.post("/api/admin/security/recovery-codes", {
            code: currentTotp(secret, Date.now() + 30_000),
          }),
      },
      // Issue 15: short videos.
      "POST /api/admin/videos": {
        action: "videos.upload",
        run: async () => {
          const made = await multipart(admin, "/api/admin/videos", {
            file: new Blob([new Uint8Array(testVideo(2))], { type: "video/webm" }),
            poster: new Blob([new Uint8Array(tinyPngBytes())], { type: "image/png" }),
            creatorName: "Walk",
          });
          state.videoId = (made.json as { video?: { id: string } }).video?.id ?? "";
          return made;
        },
      },
      "DELETE /api/admin/videos/:id": {
        action: "videos.delete",
        run: () => admin.request("DELETE", `/api/admin/videos/${state.videoId}`),
      },
      // Issue 13: rewards.
      "PUT /api/admin/rewardcontrol/config": {
        action: "rewards.config",
        run: async () =>
          admin.request(
            "PUT",
            "/api/admin/rewardcontrol/config",
            (await admin.get("/api/admin/rewardcontrol/config")).json.config,
          ),
      },
      "POST /api/admin/rewardcontrol/house-video": {
        action: "rewards.houseVideo",
        run: () =>
          multipart(admin, "/api/admin/rewardcontrol/house-video", {
            file: new Blob([new Uint8Array(readFileSync(DEFAULT_HOUSE_VIDEO_FILE))], { type: "video/webm" }),
          }),
      },
      "DELETE /api/admin/rewardcontrol/house-video": {
        action: "rewards.houseVideo",
        run: () => admin.request("DELETE", "/api/admin/rewardcontrol/house-video"),
      },
      // Issue 13: ads.
      "PUT /api/admin/sda/settings": {
        action: "sda.settings",
        run: async () =>
          admin.request("PUT", "/api/admin/sda/settings", {
            settings: (await admin.get("/api/admin/sda/settings")).json.settings,
          }),
      },
      "POST /api/admin/sda/items": {
        action: "sda.create",
        run: async () => {
          const made = await admin.post("/api/admin/sda/items", { item: adcash });
          state.sdaId = made.json.item?.id;
          return made;
        },
      },
      "PUT /api/admin/sda/items/:id": {
        action: "sda.update",
        run: () =>
          admin.request("PUT", `/api/admin/sda/items/${state.sdaId}`, {
            item: { ...adcash, config: { ...adcash.config, zoneId: "1234567" } },
          }),
      },
      "PUT /api/admin/sda/items/:id/enabled": {
        action: "sda.disable",
        run: () => admin.request("PUT", `/api/admin/sda/items/${state.sdaId}/enabled`, { enabled: false }),
      },
      "DELETE /api/admin/sda/items/:id": {
        action: "sda.delete",
        run: () => admin.request("DELETE", `/api/admin/sda/items/${state.sdaId}`),
      },
      "POST /api/admin/sda/house-image": {
        action: "sda.houseImage",
        run: () =>
          admin.request("POST", "/api/admin/sda/house-image", tinyPngBytes(), {
            "content-type": "image/png",
          }),
      },
      // Issue 14: discover.
      "PUT /api/admin/discover/config": {
        action: "discover.config",
        run: async () =>
          admin.request("PUT", "/api/admin/discover/config", {
            config: (await admin.get("/api/admin/discover/config")).json.config,
          }),
      },
      "POST /api/admin/discover/posts": {
        action: "discover.create",
        run: async () => {
          const made = await admin.post("/api/admin/discover/posts", {
            kind: "link",
            title: "Walk",
            url: "https://walk.example",
          });
          state.postId = made.json.post?.id;
          return made;
        },
      },
      "PUT /api/admin/discover/posts/:id": {
        action: "discover.update",
        run: () =>
          admin.request("PUT", `/api/admin/discover/posts/${state.postId}`, {
            kind: "link",
            title: "Walk 2",
            url: "https://walk.example",
          }),
      },
      "PUT /api/admin/discover/order": {
        action: "discover.order",
        run: () => admin.request("PUT", "/api/admin/discover/order", { ids: [state.postId] }),
      },
      "POST /api/admin/discover/posts/:id/image": {
        action: "discover.image",
        run: () =>
          admin.request("POST", `/api/admin/discover/posts/${state.postId}/image`, png, {
            "content-type": "image/png",
          }),
      },
      "DELETE /api/admin/discover/posts/:id": {
        action: "discover.delete",
        run: () => admin.request("DELETE", `/api/admin/discover/posts/${state.postId}`),
      },
      // Issue 14: chat rooms.
      "POST /api/admin/rooms": {
        action: "rooms.create",
        run: async () => {
          const made = await admin.post("/api/admin/rooms", { name: "Walk", language: "en" });
          state.roomId = made.json.id;
          return made;
        },
      },
      "PATCH /api/admin/rooms/:id": {
        action: "rooms.edit",
        run: () => admin.request("PATCH", `/api/admin/rooms/${state.roomId}`, { name: "Walk 2" }),
      },
      "DELETE /api/admin/rooms/messages/:id": {
        action: "rooms.deleteMessage",
        run: async () => {
          const message = await server.app.realtime.social.store.addRoomMessage({
            roomId: state.roomId ?? "",
            senderId: targetId,
            body: "spam",
            mentions: [],
            at: new Date(),
          });
          return admin.request("DELETE", `/api/admin/rooms/messages/${message.id}`);
        },
      },
      "POST /api/admin/rooms/:id/sanctions": {
        action: "rooms.mute",
        run: async () => {
          const made = await admin.post(`/api/admin/rooms/${state.roomId}/sanctions`, {
            username: "walktarget",
            kind: "mute",
            minutes: 5,
          });
          state.sanctionId = made.json.id;
          return made;
        },
      },
      "DELETE /api/admin/rooms/sanctions/:id": {
        action: "rooms.liftSanction",
        run: () => admin.request("DELETE", `/api/admin/rooms/sanctions/${state.sanctionId}`),
      },
    };

    // The login steps audit themselves (second-factor.integration.test.ts); every other mutating
    // route must have a recipe, and every recipe a route.
    const mutating = routes.filter((r) => isMutating(r) && !r.session).map((r) => `${r.method} ${r.pattern}`);
    expect(Object.keys(recipes).sort()).toEqual([...mutating].sort());

    for (const [key, recipe] of Object.entries(recipes)) {
      const since = await lastAuditId();
      const res = await recipe.run();
      expect(res.status, `${key}: ${JSON.stringify(res.json)}`).toBeGreaterThanOrEqual(200);
      expect(res.status, `${key}: ${JSON.stringify(res.json)}`).toBeLessThan(300);
      const rows = await db.select().from(auditLog).where(gt(auditLog.id, since));
      const row = rows.find((r) => r.action === recipe.action);
      expect(row, `${key} audited as ${recipe.action} (got ${rows.map((r) => r.action)})`).toBeDefined();
      expect(row?.actorId, key).toBe(adminId);
      expect(row?.actorEmail, key).toBe("walker@example.com");
      expect(row?.ipHash, `${key} keeps the hashed address`).toMatch(/^[0-9a-f]{32}$/);
    }
    // The address itself is written nowhere in the trail.
    const all = await db.select().from(auditLog);
    expect(JSON.stringify(all)).not.toContain("127.0.0.1");
  });
});
