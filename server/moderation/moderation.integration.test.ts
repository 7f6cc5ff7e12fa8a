import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { APPEAL_WINDOW_MS } from "#common/moderation.ts";
import type { Database } from "#db/client.ts";
import {
  chatReports,
  moderationAppeals,
  moderationBans,
  moderationEvidence,
  moderationReviewItems,
  safeControlCaptures,
} from "#db/schema/index.ts";
import {
  type AdminClient,
  type AdminTestServer,
  Client,
  startAdminTestServer,
} from "../../tests/helpers/admin.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import { connectClient, eventually, type TestClient } from "../../tests/helpers/sockets.ts";
import type { NudityChecker } from "./nudity/checker.ts";

/** A stand-in for the model: the score the test wants, without loading TensorFlow in every test. */
function fakeNudity(score: () => number): NudityChecker {
  return {
    check: async () => score(),
    stats: () => ({ loadMs: null, backend: "fake", checked: 0, dropped: 0 }),
    close: async () => undefined,
  };
}

const JPEG = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#a07050" } })
  .jpeg()
  .toBuffer();
const jpegDataUrl = `data:image/jpeg;base64,${JPEG.toString("base64")}`;
const ENABLED = {
  media: {
    imageAtEnter: { enabled: true },
    videoAtEnter: { enabled: false, minDurationSec: 3, durationSec: 6 },
    imgScreenAtChatStart: { enabled: true },
  },
};

describe.each(testDatabases())("moderation on %s", (testDatabase) => {
  let database: Database;
  let server: AdminTestServer;
  let admin: AdminClient;
  let second: AdminClient;
  let score = 0.1;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startAdminTestServer(database, {
      env: {
        AUTO_BAN_REPORTS: "3",
        AUTO_BAN_WINDOW_MINUTES: "10",
        ALTCHA_COST: "1",
        ALTCHA_MAX_NUMBER: "20",
      },
      nudity: fakeNudity(() => score),
    });
    admin = await server.admin("first.mod@example.com");
    second = await server.admin("second.mod@example.com");
    expect((await admin.request("PUT", "/api/admin/safecontrol/config", ENABLED)).status).toBe(200);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });
  afterEach(async () => {
    score = 0.1;
    // Strangers of one test must not wait in the queue for the next one.
    for (const c of clients.splice(0)) c.close();
    await eventually(() => server.app.realtime.localStats().searching === 0);
  });

  async function client(ident?: string) {
    const c = await connectClient(server.url, ident ? { userData: { ident } } : {});
    clients.push(c);
    return c;
  }

  /** Two strangers in one match. */
  async function pair(a: TestClient, b: TestClient) {
    expect(await a.call("searchRemoteUser")).toEqual({ ok: true });
    expect(await b.call("searchRemoteUser")).toEqual({ ok: true });
    const [pa] = await Promise.all([
      a.next("addPeer", (m) => m.id === b.id),
      b.next("addPeer", (m) => m.id === a.id),
    ]);
    return pa.matchId;
  }

  const status = (ident: string, as: Client = new Client(server.url)) =>
    as.get(`/api/moderation/status?ident=${encodeURIComponent(ident)}`);

  it("queues a report with its reason, both idents, the last lines and the reported person's captures; warns", async () => {
    const a = await client();
    const b = await client();
    expect(await a.call("safecontrol/i/chat", { kind: "imageAtEnter", image: jpegDataUrl })).toEqual({
      ok: true,
    });
    const matchId = await pair(a, b);
    expect(
      await a.call("action", { name: "sendMessage", args: { text: "<b>hello</b> & bye" }, matchId }),
    ).toEqual({
      ok: true,
    });
    expect(await b.call("action", { name: "report", args: { reason: "harassment: rude" }, matchId })).toEqual(
      {
        ok: true,
      },
    );

    const queue = await admin.get("/api/admin/reviews");
    const entry = queue.json.items.find((item: { subjectIdent: string }) => item.subjectIdent === a.ident);
    expect(entry).toMatchObject({ kind: "report", reason: "harassment", reportText: "harassment: rude" });
    const detail = (await admin.get(`/api/admin/reviews/${entry.id}`)).json;
    expect(detail.reporter.ident).toBe(b.ident);
    expect(detail.subject.ident).toBe(a.ident);
    expect(detail.subject.ipHash).toMatch(/^[0-9a-f]{12}$/);
    expect(detail.report.lines).toEqual([
      { from: "reported", text: "<b>hello</b> & bye", at: expect.any(Number) },
    ]);
    expect(detail.captures.map((c: { kind: string }) => c.kind)).toContain("imageAtEnter");
    const capture = detail.captures[0].id as string;
    // Blurred unless asked: a tiny re-encoded picture, not the capture's bytes.
    const blurred = await fetch(`${server.url}/api/admin/reviews/captures/${capture}`, {
      headers: { cookie: admin.cookieHeader() },
    });
    expect(blurred.headers.get("content-type")).toBe("image/jpeg");
    expect(blurred.headers.get("content-security-policy")).toContain("sandbox");
    const preview = Buffer.from(await blurred.arrayBuffer());
    expect(preview.equals(JPEG)).toBe(false);
    const original = await fetch(`${server.url}/api/admin/reviews/captures/${capture}?variant=original`, {
      headers: { cookie: admin.cookieHeader() },
    });
    expect(Buffer.from(await original.arrayBuffer()).equals(JPEG)).toBe(true);

    expect((await status(a.ident)).json).toMatchObject({ ban: null, warning: null });
    const warn = await admin.post(`/api/admin/reviews/${entry.id}/decision`, {
      decision: "warn",
      note: "first time",
    });
    expect(warn.status).toBe(200);
    // One decision per item.
    const again = await second.post(`/api/admin/reviews/${entry.id}/decision`, { decision: "dismiss" });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("alreadyDecided");
    // The warning waits for the person's next search, shown once.
    const warned = (await status(a.ident)).json.warning;
    expect(warned).toMatchObject({ reason: "harassment" });
    expect(
      (
        await new Client(server.url).post(`/api/moderation/warnings/${warned.id}/seen`, {
          ident: "someone-else",
        })
      ).status,
    ).toBe(404);
    expect(
      (await new Client(server.url).post(`/api/moderation/warnings/${warned.id}/seen`, { ident: a.ident }))
        .status,
    ).toBe(200);
    expect((await status(a.ident)).json.warning).toBeNull();
  });

  it("bans by ident, account and address hash: the live match ends, searches are refused, the statement is readable", async () => {
    const a = await client();
    const b = await client();
    await pair(a, b);
    const byIdent = await admin.post("/api/admin/bans", {
      ident: a.ident,
      reason: "nudity",
      duration: "1h",
      note: "seen",
    });
    expect(byIdent.status).toBe(200);
    // The banned browser reloads into its ban screen; its stranger is back in the queue.
    expect((await a.next("forceBrowserReload")).reason).toBe("banned");
    await eventually(() => !a.socket.connected);
    expect((await b.next("removePeer")).reason).toBe("disconnect");
    await b.call("stop");
    await expect(connectClient(server.url, { userData: { ident: a.ident } })).rejects.toThrow(/banned/);
    const statement = (await status(a.ident)).json.ban;
    expect(statement).toMatchObject({ reason: "nudity", automated: false, appeal: { open: null } });
    expect(new Date(statement.endsAt).getTime() - new Date(statement.startedAt).getTime()).toBe(
      60 * 60 * 1000,
    );
    expect(new Date(statement.appeal.until).getTime()).toBeGreaterThan(Date.now() + 180 * 24 * 3600 * 1000);

    // By account: the socket that presented the account's token cannot search, whatever its ident.
    const user = await server.user();
    const c = await client();
    const ut = (await user.get(`/api/auth/rt-connection/ut?userLocalIdent=${c.ident}`)).json.ut;
    expect(await c.call("social-chat-action", { action: "setUt", ut })).toEqual({ ok: true });
    const me = (await user.get("/api/auth/me")).json.user;
    const byAccount = await admin.post("/api/admin/bans", {
      email: me.email,
      reason: "spam",
      duration: "24h",
    });
    expect(byAccount.status).toBe(200);
    expect((await c.next("forceBrowserReload")).reason).toBe("banned");
    expect((await status("another-ident", user)).json.ban).toMatchObject({ reason: "spam" });

    // Lifting is a decision too (audited); shortening needs a shorter step.
    const liftedAccount = await admin.request("DELETE", `/api/admin/bans/${byAccount.json.ban.id}`, {
      note: "mistake",
    });
    expect(liftedAccount.json.ban.liftedAt).not.toBeNull();
    expect((await status("another-ident", user)).json.ban).toBeNull();
    expect(
      (await admin.post(`/api/admin/bans/${byIdent.json.ban.id}/shorten`, { duration: "24h" })).json.code,
    ).toBe("notShorter");

    // By address: a review item knows the reported person's address hash (all test clients share it,
    // so this comes last and is lifted again).
    const d = await client();
    const e = await client();
    const matchId = await pair(d, e);
    await e.call("action", { name: "report", args: { reason: "violence" }, matchId });
    await e.call("stop");
    const item = (await admin.get("/api/admin/reviews")).json.items.find(
      (i: { subjectIdent: string }) => i.subjectIdent === d.ident,
    );
    const decided = await admin.post(`/api/admin/reviews/${item.id}/decision`, {
      decision: "ban",
      reason: "violence",
      ban: { duration: "1h", targets: { ident: false, account: false, ip: true } },
    });
    expect(decided.status).toBe(200);
    await expect(connectClient(server.url)).rejects.toThrow(/banned/);
    expect((await status("fresh-ident")).json.ban).toMatchObject({
      reason: "violence",
      evidence: ["report"],
    });
    await admin.request("DELETE", `/api/admin/bans/${decided.json.banId}`, { note: "test over" });
    const f = await client();
    expect(await f.call("searchRemoteUser")).toEqual({ ok: true });

    const actions = (await admin.get("/api/admin/audit?limit=200")).json.entries.map(
      (e: { action: string }) => e.action,
    );
    for (const action of ["ban.create", "ban.lift", "review.decision", "safecontrol.config", "admin.login"]) {
      expect(actions).toContain(action);
    }
  });

  it("bans automatically after N distinct reporters within the window and puts the case on top", async () => {
    const target = await client();
    for (let i = 0; i < 3; i += 1) {
      const reporter = await client();
      const matchId = await pair(target, reporter);
      expect(await reporter.call("action", { name: "report", args: { reason: "nudity" }, matchId })).toEqual({
        ok: true,
      });
      // The reporter leaves, so the next reporter meets the target.
      await reporter.call("stop");
      if (i < 2) expect(target.all("forceBrowserReload")).toHaveLength(0);
    }
    expect((await target.next("forceBrowserReload")).reason).toBe("banned");
    const ban = (await status(target.ident)).json.ban;
    expect(ban).toMatchObject({ reason: "nudity", automated: true, evidence: ["report", "reportVolume"] });
    expect(new Date(ban.endsAt).getTime() - new Date(ban.startedAt).getTime()).toBe(24 * 60 * 60 * 1000);
    const queue = (await admin.get("/api/admin/reviews")).json.items;
    expect(queue[0]).toMatchObject({ subjectIdent: target.ident, priority: 100 });
    expect(queue.filter((i: { subjectIdent: string }) => i.subjectIdent === target.ident)).toHaveLength(3);
    const auto = (await admin.get("/api/admin/audit?action=ban.auto")).json.entries[0];
    expect(auto).toMatchObject({ actor: null, after: { ident: target.ident, reporters: 3 } });
  });

  it("runs an appeal: one open at a time, decided by another moderator, accepted means the person chats again", async () => {
    const visitor = await client();
    const ban = (
      await admin.post("/api/admin/bans", { ident: visitor.ident, reason: "spam", duration: "7d" })
    ).json.ban;
    const appellant = new Client(server.url);
    const text = "I only said hello, please look again.";
    const filed = await appellant.post("/api/moderation/appeals", {
      banId: ban.id,
      ident: visitor.ident,
      text,
      lang: "de",
      altcha: await appellant.altcha(),
    });
    expect(filed.status).toBe(201);
    const twice = await appellant.post("/api/moderation/appeals", {
      banId: ban.id,
      ident: visitor.ident,
      text,
      altcha: await appellant.altcha(),
    });
    expect(twice.status).toBe(409);
    // Someone else's ban cannot be appealed (and is not revealed).
    const stranger = await appellant.post("/api/moderation/appeals", {
      banId: ban.id,
      ident: "not-the-banned-one",
      text,
      altcha: await appellant.altcha(),
    });
    expect([404, 409]).toContain(stranger.status);
    expect((await status(visitor.ident)).json.ban.appeal.open).toMatchObject({ id: filed.json.appeal.id });

    const listed = (await second.get("/api/admin/appeals")).json.appeals.find(
      (a: { id: string }) => a.id === filed.json.appeal.id,
    );
    expect(listed).toMatchObject({ text, locale: "de", mayDecide: true, ban: { reason: "spam" } });
    // The moderator who banned may not decide it while another one exists.
    const own = await admin.post(`/api/admin/appeals/${filed.json.appeal.id}/decision`, {
      decision: "accept",
    });
    expect(own.status).toBe(409);
    expect(own.json.code).toBe("otherModerator");
    const accepted = await second.post(`/api/admin/appeals/${filed.json.appeal.id}/decision`, {
      decision: "accept",
      note: "context was fine",
    });
    expect(accepted.json).toMatchObject({ appeal: { status: "accepted" }, banLifted: true });

    const after = (await status(visitor.ident)).json;
    expect(after.ban).toBeNull();
    expect(after.appealOutcome).toMatchObject({ status: "accepted", banEndsAt: null });
    expect(
      (
        await appellant.post(`/api/moderation/appeals/${after.appealOutcome.id}/seen`, {
          ident: visitor.ident,
        })
      ).status,
    ).toBe(200);
    expect((await status(visitor.ident)).json.appealOutcome).toBeNull();
    const back = await client(visitor.ident);
    expect(await back.call("searchRemoteUser")).toEqual({ ok: true });
    const actions = (await second.get("/api/admin/audit?actorEmail=second.mod@example.com")).json.entries.map(
      (e: { action: string }) => e.action,
    );
    expect(actions).toEqual(expect.arrayContaining(["appeal.decision", "ban.lift"]));
  });

  it("takes appeals for six months after the ban (DSA Art. 20), and refuses them after", async () => {
    const appellant = new Client(server.url);
    const text = "Please look again at what happened.";
    const banned = async (ident: string, daysAgo: number) => {
      const [row] = await database.db
        .insert(moderationBans)
        .values({
          ident,
          reason: "harassment",
          duration: "permanent",
          source: "moderator",
          startsAt: new Date(Date.now() - daysAgo * 24 * 3600 * 1000),
        })
        .returning();
      return row?.id ?? "";
    };
    const file = async (banId: string, ident: string) =>
      appellant.post("/api/moderation/appeals", { banId, ident, text, altcha: await appellant.altcha() });

    const lateIdent = `late-${Date.now()}`;
    const late = await file(await banned(lateIdent, APPEAL_WINDOW_MS / (24 * 3600 * 1000) + 1), lateIdent);
    expect(late.status).toBe(409);
    expect(late.json.errors).toEqual([{ field: "_form", typeError: "invalid", msg: "appealWindowOver" }]);
    // The statement the person reads says until when (the screen hides the form after it).
    const statement = (await status(lateIdent)).json.ban;
    expect(new Date(statement.appeal.until).getTime()).toBeLessThan(Date.now());

    const inTimeIdent = `in-time-${Date.now()}`;
    const inTime = await file(await banned(inTimeIdent, 170), inTimeIdent);
    expect(inTime.status).toBe(201);
  });

  it("clears old conversation lines and captures nobody needs, keeps those of a ban with an open appeal", async () => {
    const appealed = await client();
    const free = await client();
    for (const c of [appealed, free]) {
      expect(await c.call("safecontrol/i/chat", { kind: "imageAtEnter", image: jpegDataUrl })).toEqual({
        ok: true,
      });
    }
    // Each one says something, and is reported by the stranger.
    for (const subject of [appealed, free]) {
      const reporter = await client();
      const matchId = await pair(subject, reporter);
      await subject.call("action", { name: "sendMessage", args: { text: "some words" }, matchId });
      await reporter.call("action", { name: "report", args: { reason: "harassment" }, matchId });
      await reporter.call("stop");
      await subject.call("stop");
    }
    const items = (await admin.get("/api/admin/reviews")).json.items;
    const appealedItem = items.find((i: { subjectIdent: string }) => i.subjectIdent === appealed.ident);
    const freeItem = items.find((i: { subjectIdent: string }) => i.subjectIdent === free.ident);
    // "free" is dismissed: nothing keeps its evidence. "appealed" is banned, the ban is over by now
    // (lifted, more than six months ago) but an appeal against it is still open.
    await admin.post(`/api/admin/reviews/${freeItem.id}/decision`, { decision: "dismiss" });
    const banned = await admin.post(`/api/admin/reviews/${appealedItem.id}/decision`, {
      decision: "ban",
      reason: "harassment",
      ban: { duration: "1h", targets: { ident: true, account: false, ip: false } },
    });
    const banId = banned.json.banId as string;
    const longAgo = new Date(Date.now() - APPEAL_WINDOW_MS - 24 * 3600 * 1000);
    await database.db
      .update(moderationBans)
      .set({ startsAt: longAgo, endsAt: new Date(longAgo.getTime() + 3600 * 1000) })
      .where(eq(moderationBans.id, banId));
    await database.db
      .insert(moderationAppeals)
      .values({ banId, text: "it was not me", locale: "en", appellantIdent: appealed.ident });
    expect(
      await database.db.$count(moderationEvidence, eq(moderationEvidence.reviewItemId, appealedItem.id)),
    ).toBeGreaterThan(0);

    const idents = [appealed.ident, free.ident];
    const old = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    await database.db
      .update(safeControlCaptures)
      .set({ createdAt: old })
      .where(inArray(safeControlCaptures.ident, idents));
    await database.db
      .update(chatReports)
      .set({ createdAt: old })
      .where(inArray(chatReports.reportedIdent, idents));

    const run = await admin.post("/api/admin/retention/run");
    expect(run.json.result.conversationsCleared).toBeGreaterThanOrEqual(1);
    const reports = await database.db
      .select({ ident: chatReports.reportedIdent, messages: chatReports.messages })
      .from(chatReports)
      .where(inArray(chatReports.reportedIdent, idents));
    const linesOf = (ident: string) => reports.find((r) => r.ident === ident)?.messages.length;
    expect(linesOf(free.ident)).toBe(0);
    expect(linesOf(appealed.ident)).toBe(1);
    const captures = await database.db
      .select({ ident: safeControlCaptures.ident })
      .from(safeControlCaptures)
      .where(inArray(safeControlCaptures.ident, idents));
    expect(captures.map((c) => c.ident)).toEqual([appealed.ident]);
    // The report itself stays (it keeps the pair apart), only its lines go.
    expect(reports).toHaveLength(2);
    expect(await database.db.$count(moderationReviewItems, eq(moderationReviewItems.id, freeItem.id))).toBe(
      1,
    );
  });

  it("flags captures the model scores high into the queue, checked off the request path", async () => {
    const a = await client();
    score = 0.97;
    expect(await a.call("safecontrol/i/chat", { kind: "imageAtEnter", image: jpegDataUrl })).toEqual({
      ok: true,
    });
    await server.app.moderation.settled();
    const item = (await admin.get("/api/admin/reviews")).json.items.find(
      (i: { subjectIdent: string; kind: string }) => i.subjectIdent === a.ident && i.kind === "capture",
    );
    expect(item).toMatchObject({ reason: "nudity", score: expect.closeTo(0.97, 5), priority: 10 });
    score = 0.2;
    const b = await client();
    expect(await b.call("safecontrol/i/chat", { kind: "imageAtEnter", image: jpegDataUrl })).toEqual({
      ok: true,
    });
    await server.app.moderation.settled();
    const none = (await admin.get("/api/admin/reviews")).json.items.filter(
      (i: { subjectIdent: string }) => i.subjectIdent === b.ident,
    );
    expect(none).toEqual([]);
  });

  it("deletes old evidence but keeps what a ban or a legal hold needs, and exports a legal-hold case", async () => {
    const kept = await client();
    const gone = await client();
    const held = await client();
    for (const c of [kept, gone, held]) {
      expect(await c.call("safecontrol/i/chat", { kind: "imageAtEnter", image: jpegDataUrl })).toEqual({
        ok: true,
      });
    }
    // kept: reported and banned; held: reported, dismissed but marked as involving a minor.
    const reporter = await client();
    const match1 = await pair(kept, reporter);
    await reporter.call("action", { name: "report", args: { reason: "nudity" }, matchId: match1 });
    await reporter.call("stop");
    await kept.call("stop");
    const reporter2 = await client();
    const match2 = await pair(held, reporter2);
    await held.call("action", { name: "sendMessage", args: { text: "how old are you" }, matchId: match2 });
    await reporter2.call("action", { name: "report", args: { reason: "minor" }, matchId: match2 });
    const items = (await admin.get("/api/admin/reviews")).json.items;
    const keptItem = items.find((i: { subjectIdent: string }) => i.subjectIdent === kept.ident);
    const heldItem = items.find((i: { subjectIdent: string }) => i.subjectIdent === held.ident);
    await admin.post(`/api/admin/reviews/${keptItem.id}/decision`, {
      decision: "ban",
      reason: "nudity",
      ban: { duration: "30d", targets: { ident: true, account: false, ip: false } },
    });
    await admin.post(`/api/admin/reviews/${heldItem.id}/decision`, { decision: "dismiss", minor: true });

    // Everything is 40 days old now.
    const idents = [kept.ident, gone.ident, held.ident];
    const old = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    await database.db
      .update(safeControlCaptures)
      .set({ createdAt: old })
      .where(inArray(safeControlCaptures.ident, idents));
    await database.db
      .update(chatReports)
      .set({ createdAt: old })
      .where(inArray(chatReports.reportedIdent, idents));
    const files = await database.db
      .select({ ident: safeControlCaptures.ident, key: safeControlCaptures.storageKey })
      .from(safeControlCaptures)
      .where(inArray(safeControlCaptures.ident, idents));

    const run = await admin.post("/api/admin/retention/run");
    expect(run.json.result.capturesDeleted).toBeGreaterThanOrEqual(1);
    const left = await database.db
      .select({ ident: safeControlCaptures.ident })
      .from(safeControlCaptures)
      .where(inArray(safeControlCaptures.ident, idents));
    expect(left.map((r) => r.ident).sort()).toEqual([kept.ident, held.ident].sort());
    const goneKey = files.find((f) => f.ident === gone.ident)?.key as string;
    expect(await server.app.services.storage.read(goneKey)).toBeNull();
    const [heldReport] = await database.db
      .select()
      .from(chatReports)
      .where(eq(chatReports.reportedIdent, held.ident));
    expect(heldReport?.messages).toHaveLength(1);
    expect((await admin.get("/api/admin/audit?action=retention.run")).json.entries[0].actor.email).toBe(
      "first.mod@example.com",
    );

    const exported = await fetch(`${server.url}/api/admin/reviews/${heldItem.id}/export`, {
      headers: { cookie: admin.cookieHeader() },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toBe("application/zip");
    const { unzipSync, strFromU8 } = await import("fflate");
    const archive = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    const manifest = JSON.parse(strFromU8(archive["manifest.json"] as Uint8Array));
    expect(manifest.case).toMatchObject({ id: heldItem.id, subjectIdent: held.ident });
    expect(manifest.report.lines[0].text).toBe("how old are you");
    expect(manifest.captures).toHaveLength(1);
    expect(manifest.captures[0].sha256).toBe(manifest.captures[0].storedSha256);
    expect(strFromU8(archive.SHA256SUMS as Uint8Array)).toContain(manifest.captures[0].file);
    expect(
      (
        await fetch(`${server.url}/api/admin/reviews/${keptItem.id}/export`, {
          headers: { cookie: admin.cookieHeader() },
        })
      ).status,
    ).toBe(409);
  });
});
