import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_REWARD_SETTINGS, type RewardSettings } from "#common/rewards/index.ts";
import type { Database } from "#db/client.ts";
import { auditLog, rewardLedger, users } from "#db/schema/index.ts";
import { type AdminTestServer, startAdminTestServer } from "../../tests/helpers/admin.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import { createRewards, RewardRefused } from "./service.ts";

/** Issue 13 "Rewards": verification of views, the ledger, filters, and the admin screen's API. */

async function refusal(promise: Promise<unknown>): Promise<{ code: string; retryAfterSeconds?: number }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RewardRefused)
      return { code: error.code, retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
  throw new Error("not refused");
}

let emailCounter = 0;
async function newAccount(database: Database): Promise<string> {
  const [row] = await database.db
    .insert(users)
    .values({ email: `reward${++emailCounter}-${Date.now()}@example.com` })
    .returning({ id: users.id });
  if (!row) throw new Error("no user");
  return row.id;
}

describe.each(testDatabases())("rewards on %s", (testDatabase) => {
  let database: Database;
  let server: AdminTestServer;
  let now = Date.parse("2026-03-01T12:00:00Z");
  const clock = () => now;
  let rewards: ReturnType<typeof createRewards>;

  async function configure(changes: Partial<RewardSettings>) {
    await rewards.settings.write({ ...DEFAULT_REWARD_SETTINGS, ...changes });
  }

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startAdminTestServer(database, {
      env: { REWARDS_MEDIA_ORIGINS: "https://cdn.example.com" },
    });
    rewards = createRewards({ database, now: clock });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  describe("view verification (service, with a clock the test moves)", () => {
    it("credits a view finished after the minimum, and the balance is the sum of the ledger", async () => {
      await configure({ minWatchSeconds: 15, creditsPerView: 2, cooldownSeconds: 0 });
      const me = await newAccount(database);
      const view = await rewards.startView(me, "ip-a");
      expect(view.minWatchSeconds).toBe(15);
      expect(view.media).toEqual({ type: "house", url: "/api/rewards/house-video" });
      now += 15_000;
      expect(await rewards.finishView(me, view.viewId)).toEqual({ credited: 2, balance: 2 });
      const again = await rewards.startView(me, "ip-a");
      now += 20_000;
      expect(await rewards.finishView(me, again.viewId)).toEqual({ credited: 2, balance: 4 });
      const rows = await rewards.ledger(me);
      expect(rows.map((row) => [row.kind, row.amount])).toEqual([
        ["view", 2],
        ["view", 2],
      ]);
      expect(await rewards.balance(me)).toBe(rows.reduce((total, row) => total + row.amount, 0));
    });

    it("refuses a finish before the minimum, saying how long is left, and keeps the view open", async () => {
      await configure({ minWatchSeconds: 15, cooldownSeconds: 0 });
      const me = await newAccount(database);
      const view = await rewards.startView(me, "ip-b");
      now += 5_000;
      expect(await refusal(rewards.finishView(me, view.viewId))).toEqual({
        code: "tooEarly",
        retryAfterSeconds: 10,
      });
      expect(await rewards.balance(me)).toBe(0);
      now += 10_000;
      expect((await rewards.finishView(me, view.viewId)).credited).toBe(1);
    });

    it("refuses a second view while one is open, and credits two finishes at once only once", async () => {
      await configure({ minWatchSeconds: 5, cooldownSeconds: 0 });
      const me = await newAccount(database);
      const starts = await Promise.allSettled([rewards.startView(me, "ip-c"), rewards.startView(me, "ip-c")]);
      const started = starts.filter((s) => s.status === "fulfilled");
      const refused = starts.filter((s) => s.status === "rejected");
      expect(started).toHaveLength(1);
      expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ code: "viewInProgress" });
      const viewId = (started[0] as PromiseFulfilledResult<{ viewId: string }>).value.viewId;
      now += 5_000;
      const finishes = await Promise.allSettled([
        rewards.finishView(me, viewId),
        rewards.finishView(me, viewId),
      ]);
      expect(finishes.filter((f) => f.status === "fulfilled")).toHaveLength(1);
      expect(
        finishes.filter((f) => f.status === "rejected").map((f) => (f as PromiseRejectedResult).reason.code),
      ).toEqual(["viewFinished"]);
      expect(await rewards.balance(me)).toBe(1);
      // A finished view cannot be finished again later either.
      expect((await refusal(rewards.finishView(me, viewId))).code).toBe("viewFinished");
    });

    it("lets the person stop watching: the view closes uncredited and the next may start", async () => {
      await configure({ minWatchSeconds: 5, cooldownSeconds: 0 });
      const me = await newAccount(database);
      const view = await rewards.startView(me, null);
      expect((await refusal(rewards.startView(me, null))).code).toBe("viewInProgress");
      await rewards.cancelView(me, view.viewId);
      now += 5_000;
      expect((await refusal(rewards.finishView(me, view.viewId))).code).toBe("viewFinished");
      expect((await refusal(rewards.cancelView(me, view.viewId))).code).toBe("viewFinished");
      await expect(rewards.startView(me, null)).resolves.toBeTruthy();
      expect(await rewards.balance(me)).toBe(0);
    });

    it("refuses another account's view as not found", async () => {
      await configure({ minWatchSeconds: 1, cooldownSeconds: 0 });
      const owner = await newAccount(database);
      const other = await newAccount(database);
      const view = await rewards.startView(owner, null);
      now += 2_000;
      expect((await refusal(rewards.finishView(other, view.viewId))).code).toBe("viewNotFound");
    });

    it("enforces the cooldown between credited views", async () => {
      await configure({ minWatchSeconds: 1, cooldownSeconds: 60 });
      const me = await newAccount(database);
      const view = await rewards.startView(me, null);
      now += 1_000;
      await rewards.finishView(me, view.viewId);
      now += 20_000;
      expect(await refusal(rewards.startView(me, null))).toEqual({ code: "cooldown", retryAfterSeconds: 40 });
      now += 40_000;
      await expect(rewards.startView(me, null)).resolves.toMatchObject({ minWatchSeconds: 1 });
    });

    it("enforces the per-account daily cap, lifted 24 hours after the oldest credited view", async () => {
      await configure({ minWatchSeconds: 1, cooldownSeconds: 0, dailyCapPerAccount: 2 });
      const me = await newAccount(database);
      for (let i = 0; i < 2; i += 1) {
        const view = await rewards.startView(me, null);
        now += 1_000;
        await rewards.finishView(me, view.viewId);
      }
      const over = await refusal(rewards.startView(me, null));
      expect(over.code).toBe("dailyCap");
      expect(over.retryAfterSeconds).toBeGreaterThan(23 * 3600);
      now += 24 * 3600 * 1000;
      await expect(rewards.startView(me, null)).resolves.toBeTruthy();
    });

    it("enforces the per-address daily cap across accounts, at start and at finish", async () => {
      await configure({ minWatchSeconds: 1, cooldownSeconds: 0, dailyCapPerAccount: 10, dailyCapPerIp: 2 });
      const ip = `ip-shared-${now}`;
      const [a, b, c] = [await newAccount(database), await newAccount(database), await newAccount(database)];
      // Three accounts start before anyone finishes: the third finish is over the address's cap.
      const views = [
        await rewards.startView(a, ip),
        await rewards.startView(b, ip),
        await rewards.startView(c, ip),
      ];
      now += 1_000;
      await rewards.finishView(a, views[0]?.viewId ?? "");
      await rewards.finishView(b, views[1]?.viewId ?? "");
      expect((await refusal(rewards.finishView(c, views[2]?.viewId ?? ""))).code).toBe("ipDailyCap");
      expect((await refusal(rewards.startView(await newAccount(database), ip))).code).toBe("ipDailyCap");
      expect(await rewards.balance(c)).toBe(0);
    });

    it("refuses new views while rewards are switched off", async () => {
      await configure({ enabled: false });
      expect((await refusal(rewards.startView(await newAccount(database), null))).code).toBe("disabled");
      await configure({});
    });

    it("expires a view never finished, so it does not block the account for ever", async () => {
      await configure({ minWatchSeconds: 5, cooldownSeconds: 0 });
      const me = await newAccount(database);
      const view = await rewards.startView(me, null);
      now += 11 * 60 * 1000;
      expect((await refusal(rewards.finishView(me, view.viewId))).code).toBe("viewFinished");
      const next = await rewards.startView(me, null);
      expect(next.viewId).not.toBe(view.viewId);
    });
  });

  describe("partner filter and the ledger", () => {
    async function accountWith(credits: number): Promise<string> {
      await configure({ minWatchSeconds: 1, cooldownSeconds: 0, creditsPerView: credits });
      const me = await newAccount(database);
      const view = await rewards.startView(me, null);
      now += 1_000;
      await rewards.finishView(me, view.viewId);
      return me;
    }

    it("spends credits for minutes, extends the same language, and every step is a ledger row", async () => {
      const me = await accountWith(5);
      await configure({ filterMinutesPerCredit: 5 });
      const bought = await rewards.buyFilter(me, { lang: "de", credits: 2 });
      expect(bought.balance).toBe(3);
      expect(bought.filter).toMatchObject({ lang: "de", remainingMinutes: 10 });
      expect(await rewards.activeFilter(me)).toEqual({
        lang: "de",
        country: null,
        endsAt: now + 10 * 60_000,
      });
      now += 4 * 60_000;
      const more = await rewards.buyFilter(me, { lang: "de", credits: 1 });
      expect(more.filter.remainingMinutes).toBe(11);
      // Another language keeps the minutes left.
      const other = await rewards.buyFilter(me, { lang: "fr", credits: 1 });
      expect(other.filter).toMatchObject({ lang: "fr", remainingMinutes: 16 });
      expect((await rewards.activeFilter(me))?.lang).toBe("fr");
      const rows = await rewards.ledger(me);
      expect(rows.map((row) => row.amount).sort()).toEqual([-1, -1, -2, 5].sort());
      expect(await rewards.balance(me)).toBe(1);
      const status = await rewards.status(me);
      expect(status).toMatchObject({ balance: 1, filter: { lang: "fr", remainingMinutes: 16 } });
      now += 16 * 60_000;
      expect(await rewards.activeFilter(me)).toBeNull();
      expect((await rewards.status(me)).filter).toBeNull();
    });

    it("refuses a purchase over the balance or of a language not offered, and never goes below zero", async () => {
      const me = await accountWith(1);
      await configure({ filterLanguages: ["de", "fr"] });
      expect((await refusal(rewards.buyFilter(me, { lang: "de", credits: 2 }))).code).toBe(
        "notEnoughCredits",
      );
      expect((await refusal(rewards.buyFilter(me, { lang: "ja", credits: 1 }))).code).toBe(
        "languageNotOffered",
      );
      const both = await Promise.allSettled([
        rewards.buyFilter(me, { lang: "de", credits: 1 }),
        rewards.buyFilter(me, { lang: "fr", credits: 1 }),
      ]);
      expect(both.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      expect(await rewards.balance(me)).toBe(0);
      await configure({});
    });

    it("decision 048: a country, alone or with a language, only where countries are known and offered", async () => {
      const me = await accountWith(3);
      await configure({ filterCountries: ["BR", "PT"] });
      expect((await refusal(rewards.buyFilter(me, { country: "BR", credits: 1 }))).code).toBe(
        "countryNotOffered",
      );
      const known = { countriesKnown: true };
      expect((await refusal(rewards.buyFilter(me, { country: "US", credits: 1 }, known))).code).toBe(
        "countryNotOffered",
      );
      const alone = await rewards.buyFilter(me, { country: "BR", credits: 1 }, known);
      expect(alone.filter).toMatchObject({ lang: null, country: "BR", remainingMinutes: 5 });
      expect(await rewards.activeFilter(me)).toMatchObject({ lang: null, country: "BR" });
      // Both: the minutes left carry over, as for another language.
      const both = await rewards.buyFilter(me, { lang: "pt", country: "PT", credits: 1 }, known);
      expect(both.filter).toMatchObject({ lang: "pt", country: "PT", remainingMinutes: 10 });
      expect(await rewards.status(me)).toMatchObject({ filterCountries: [], country: null });
      expect(await rewards.status(me, { countriesKnown: true, country: "BR" })).toMatchObject({
        filterCountries: ["BR", "PT"],
        country: "BR",
        filter: { lang: "pt", country: "PT" },
      });
      await configure({});
    });

    it("keeps the ledger append-only: an update is refused by the database", async () => {
      const me = await accountWith(1);
      await expect(
        database.db.update(rewardLedger).set({ amount: 100 }).where(eq(rewardLedger.userId, me)),
      ).rejects.toThrow();
      expect(await rewards.balance(me)).toBe(1);
    });
  });

  describe("HTTP: /api/rewards", () => {
    it("refuses anonymous visitors with loginRequired", async () => {
      const { Client } = await import("../../tests/helpers/admin.ts");
      const anonymous = new Client(server.url);
      for (const [method, path] of [
        ["GET", "/api/rewards/status"],
        ["POST", "/api/rewards/views"],
        ["POST", "/api/rewards/views/00000000-0000-4000-8000-000000000000/finish"],
        ["POST", "/api/rewards/filter"],
      ] as const) {
        const res = await anonymous.request(method, path, method === "POST" ? {} : undefined);
        expect(res.status, path).toBe(401);
        expect(res.json).toEqual({ error: "loginRequired" });
      }
    });

    it("starts a view, refuses an early finish and a second view with clear errors", async () => {
      const live = createRewards({ database });
      await live.settings.write({ ...DEFAULT_REWARD_SETTINGS, minWatchSeconds: 30, cooldownSeconds: 0 });
      const user = await server.user();
      const started = await user.post("/api/rewards/views");
      expect(started.status).toBe(201);
      expect(started.json).toMatchObject({ minWatchSeconds: 30, media: { type: "house" } });
      const early = await user.post(`/api/rewards/views/${started.json.viewId}/finish`);
      expect(early.status).toBe(409);
      expect(early.json.error).toBe("tooEarly");
      expect(early.json.retryAfterSeconds).toBeGreaterThan(25);
      expect(early.headers.get("retry-after")).toBe(String(early.json.retryAfterSeconds));
      const twice = await user.post("/api/rewards/views");
      expect(twice).toMatchObject({ status: 409, json: { error: "viewInProgress" } });
      const bad = await user.post("/api/rewards/views/not-a-uuid/finish");
      expect(bad).toMatchObject({ status: 404, json: { error: "viewNotFound" } });
      const status = await user.get("/api/rewards/status");
      expect(status.status).toBe(200);
      expect(status.json).toMatchObject({ balance: 0, filter: null, viewsToday: 0, minWatchSeconds: 30 });
      const filter = await user.post("/api/rewards/filter", { lang: "de", credits: 0 });
      expect(filter.status).toBe(400);
      expect(filter.json.errors[0]).toMatchObject({ field: "credits" });
      const poor = await user.post("/api/rewards/filter", { lang: "de", credits: 1 });
      expect(poor).toMatchObject({ status: 409, json: { error: "notEnoughCredits" } });
      // No COUNTRY_HEADER: no country is offered, and the status says so (decision 048).
      expect(status.json.filterCountries).toEqual([]);
      const country = await user.post("/api/rewards/filter", { country: "BR", credits: 1 });
      expect(country).toMatchObject({ status: 400, json: { error: "countryNotOffered" } });
      const nothing = await user.post("/api/rewards/filter", { credits: 1 });
      expect(nothing.status).toBe(400);
    });

    it("serves the shipped house video", async () => {
      const res = await fetch(`${server.url}/api/rewards/house-video`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("video/webm");
      const bytes = new Uint8Array(await res.arrayBuffer());
      // EBML magic number of a WebM file.
      expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    });
  });

  describe("admin: /api/admin/rewardcontrol/config", () => {
    it("reads, validates, saves with an audit row, and the change is in force at once", async () => {
      const admin = await server.admin();
      const read = await admin.get("/api/admin/rewardcontrol/config");
      expect(read.status).toBe(200);
      expect(Object.keys(read.json).sort()).toEqual([
        "config",
        "countriesKnown",
        "figures",
        "houseVideo",
        "houseVideoMaxBytes",
        "updatedAt",
      ]);
      // No COUNTRY_HEADER on this server: countries are not offered (decision 048).
      expect(read.json.countriesKnown).toBe(false);
      expect(Object.keys(read.json.figures).sort()).toEqual([
        "activeFilters",
        "creditsLastDay",
        "creditsSpentLastDay",
        "viewsLastDay",
      ]);

      const invalid = await admin.request("PUT", "/api/admin/rewardcontrol/config", {
        ...read.json.config,
        minWatchSeconds: 0,
        source: "vast",
        vastTagUrl: "",
        houseVideoUrl: "javascript:alert(1)",
      });
      expect(invalid.status).toBe(400);
      const fields = invalid.json.errors.map((e: { field: string }) => e.field).sort();
      expect(fields).toEqual(["houseVideoUrl", "minWatchSeconds", "vastTagUrl"]);

      const next = {
        ...read.json.config,
        minWatchSeconds: 3,
        creditsPerView: 4,
        filterLanguages: ["de", "ja"],
      };
      const saved = await admin.request("PUT", "/api/admin/rewardcontrol/config", next);
      expect(saved.status).toBe(200);
      expect(saved.json.config).toEqual(next);
      const [row] = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "rewards.config"), sql`${auditLog.after}->>'minWatchSeconds' = '3'`));
      expect(row).toMatchObject({ targetType: "settings", targetId: "rewards" });
      expect((row?.before as RewardSettings | undefined)?.minWatchSeconds).toBe(30);

      // The node serving the visitors reads it at the next view.
      const user = await server.user();
      const started = await user.post("/api/rewards/views");
      expect(started.json.minWatchSeconds).toBe(3);

      const asUser = await user.request("PUT", "/api/admin/rewardcontrol/config", next);
      expect(asUser.status).toBe(403);
    });

    it("counts views and credits of the last day", async () => {
      const admin = await server.admin();
      // The service tests above credited views with a clock in March 2026: outside the last day.
      const before = await admin.get("/api/admin/rewardcontrol/config");
      expect(before.json.figures).toMatchObject({
        viewsLastDay: 0,
        creditsLastDay: 0,
        creditsSpentLastDay: 0,
      });
      const live = createRewards({ database });
      await live.settings.write({ ...DEFAULT_REWARD_SETTINGS, minWatchSeconds: 1, creditsPerView: 3 });
      const me = await newAccount(database);
      const view = await live.startView(me, null);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await live.finishView(me, view.viewId);
      await live.buyFilter(me, { lang: "de", credits: 2 });
      const after = await admin.get("/api/admin/rewardcontrol/config");
      expect(after.json.figures).toEqual({
        viewsLastDay: 1,
        creditsLastDay: 3,
        creditsSpentLastDay: 2,
        activeFilters: 1,
      });
    });
  });
});
