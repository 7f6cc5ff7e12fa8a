import { describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.ts";
import { getAuth } from "#server/auth/http.ts";
import {
  Client,
  startAdminTestServer,
  TEST_PASSWORD,
  useAdminTestServer,
} from "../../tests/helpers/admin.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import { currentTotp } from "./second-factor/totp.ts";

const PERIOD_MS = 30_000;

describe.each(testDatabases())("two-factor admin login on %s", (testDatabase) => {
  const ctx = useAdminTestServer(testDatabase);

  async function passwordStep(email: string) {
    const client = new Client(ctx.server.url);
    const login = await client.post("/api/admin/session/login", { email, password: TEST_PASSWORD });
    return { client, login };
  }

  it("enrols with a QR code, confirms one code, hands out ten single-use recovery codes", async () => {
    const email = "enrol@example.com";
    const created = await getAuth(ctx.server.app.services).service.ensureAdmin(email, TEST_PASSWORD);
    expect(created.ok).toBe(true);

    const { client, login } = await passwordStep(email);
    expect(login.json).toEqual({ next: "enrol" });
    // Without a factor the session reaches only the enrolment steps.
    const refused = await client.get("/api/admin/me");
    expect(refused.status).toBe(403);
    expect(refused.json.reason).toBe("enrolmentRequired");

    const started = await client.post("/api/admin/session/enrol/start");
    expect(started.status).toBe(200);
    expect(started.json.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(started.json.qrSvg).toMatch(/^<svg/);
    const secret: string = started.json.secret;

    const wrong = await client.post("/api/admin/session/enrol/confirm", { code: "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual([{ field: "code", typeError: "invalid" }]);

    // Codes are computed from the enrolment time, so a 30 s boundary during the test changes nothing.
    const enrolAt = Date.now();
    const confirmed = await client.post("/api/admin/session/enrol/confirm", {
      code: currentTotp(secret, enrolAt),
    });
    expect(confirmed.status).toBe(200);
    const codes: string[] = confirmed.json.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await client.get("/api/admin/me")).json.admin).toMatchObject({ email, secondFactor: "totp" });
    // Enrolling again from here is refused: a lost factor is reset by another administrator.
    expect((await client.post("/api/admin/session/enrol/start")).status).toBe(409);

    // Next sign-in: the password alone is not enough.
    const second = await passwordStep(email);
    expect(second.login.json).toEqual({ next: "secondFactor" });
    const stopped = await second.client.get("/api/admin/audit");
    expect(stopped.status).toBe(403);
    expect(stopped.json.reason).toBe("secondFactorRequired");
    // The code just used for the enrolment cannot be replayed in its time step.
    const replay = await second.client.post("/api/admin/session/second-factor", {
      code: currentTotp(secret, enrolAt),
    });
    expect(replay.status).toBe(400);
    // The next step's code (within the accepted drift) works once.
    const nextCode = currentTotp(secret, enrolAt + PERIOD_MS);
    expect((await second.client.post("/api/admin/session/second-factor", { code: nextCode })).json).toEqual({
      next: "done",
      method: "totp",
    });
    expect((await second.client.get("/api/admin/me")).status).toBe(200);

    // A recovery code works once, typed with or without dashes and in any case.
    const third = await passwordStep(email);
    const recovery = codes[0] as string;
    const used = await third.client.post("/api/admin/session/second-factor", {
      code: recovery.toUpperCase().replaceAll("-", " "),
    });
    expect(used.json).toEqual({ next: "done", method: "recovery" });
    const fourth = await passwordStep(email);
    expect((await fourth.client.post("/api/admin/session/second-factor", { code: recovery })).status).toBe(
      400,
    );
    expect((await third.client.get("/api/admin/security")).json.recoveryCodesLeft).toBe(9);

    const audit = await third.client.get(
      `/api/admin/audit?actorEmail=${encodeURIComponent(email)}&limit=200`,
    );
    const actions = (audit.json.entries as Array<{ action: string }>).map((e) => e.action);
    expect(actions).toContain("admin.secondFactor.enrol");
    expect(actions.filter((a) => a === "admin.login").length).toBe(3);
    expect(actions).toContain("admin.loginFailed");
    // Nothing secret is in the trail.
    expect(JSON.stringify(audit.json)).not.toContain(secret);
    expect(JSON.stringify(audit.json)).not.toContain(recovery);
  });

  it("makes new recovery codes only with a current app code; the old ones stop working", async () => {
    const email = "regenerate@example.com";
    await getAuth(ctx.server.app.services).service.ensureAdmin(email, TEST_PASSWORD);
    const { client } = await passwordStep(email);
    const { secret } = (await client.post("/api/admin/session/enrol/start")).json as { secret: string };
    const enrolAt = Date.now();
    const { recoveryCodes } = (
      await client.post("/api/admin/session/enrol/confirm", { code: currentTotp(secret, enrolAt) })
    ).json as { recoveryCodes: string[] };
    // A recovery code is not enough to mint new ones.
    const withRecovery = await client.post("/api/admin/security/recovery-codes", { code: recoveryCodes[0] });
    expect(withRecovery.status).toBe(400);
    const regenerated = await client.post("/api/admin/security/recovery-codes", {
      code: currentTotp(secret, enrolAt + PERIOD_MS),
    });
    expect(regenerated.status).toBe(200);
    expect(regenerated.json.recoveryCodes).toHaveLength(10);
    const later = await passwordStep(email);
    expect(
      (await later.client.post("/api/admin/session/second-factor", { code: recoveryCodes[1] })).status,
    ).toBe(400);
    expect(
      (
        await later.client.post("/api/admin/session/second-factor", {
          code: regenerated.json.recoveryCodes[0],
        })
      ).json,
    ).toEqual({ next: "done", method: "recovery" });
    const audit = await later.client.get("/api/admin/audit?action=admin.recoveryCodes.regenerate");
    expect(audit.json.entries[0].actor.email).toBe(email);
  });

  it("throttles codes like passwords: five misses, then even a right code waits", async () => {
    const admin = await ctx.server.admin("throttle@example.com");
    const secret = admin.totpSecret as string;
    const { client } = await passwordStep("throttle@example.com");
    for (let i = 0; i < 5; i += 1) {
      expect((await client.post("/api/admin/session/second-factor", { code: "123456" })).status).toBe(400);
    }
    const blocked = await client.post("/api/admin/session/second-factor", {
      code: currentTotp(secret, Date.now() + PERIOD_MS),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.json.retryAfterMinutes).toBeGreaterThanOrEqual(1);
  });

  it("gives a normal account no admin session", async () => {
    await ctx.server.user("plain@example.com");
    const { client, login } = await passwordStep("plain@example.com");
    expect(login.status).toBe(403);
    expect(client.cookies.size).toBe(0);
    const wrong = await new Client(ctx.server.url).post("/api/admin/session/login", {
      email: "plain@example.com",
      password: "not the password",
    });
    expect(wrong.status).toBe(401);
  });
});

describe("ADMIN_REQUIRE_2FA=false (a test deployment)", () => {
  it("admits the password alone", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    const server = await startAdminTestServer(database, { env: { ADMIN_REQUIRE_2FA: "false" } });
    try {
      const admin = await server.admin();
      expect(admin.totpSecret).toBeNull();
      expect((await admin.get("/api/admin/me")).json.admin.secondFactor).toBe("notRequired");
    } finally {
      await server.close();
      await database.close();
    }
  });
});
