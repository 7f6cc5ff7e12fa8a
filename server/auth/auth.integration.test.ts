import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tinyPngBytes } from "#server/media/fixtures.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import { Client, startAuthServer, type TestAuthServer } from "./test-server.ts";

const PASSWORD = "correct horse battery";

/** A real SMTP server on loopback that keeps every message it receives. */
async function startSmtp() {
  const messages: { to: string[]; raw: string }[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        for (const w of waiters.splice(0)) w();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async next(count: number, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error("no mail arrived");
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return messages[count - 1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link of a mail body, undoing quoted-printable (soft line breaks, =XX escapes). */
function resetToken(raw: string): string {
  const body = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const match = body.match(/\/app\/auth\/reset-password\/([A-Za-z0-9_-]{43})/);
  if (!match?.[1]) throw new Error(`no reset link in:\n${raw}`);
  return match[1];
}

describe.each(testDatabases())("accounts HTTP API on %s", (testDb) => {
  let server: TestAuthServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let close: () => Promise<void>;
  const idleMinutes = 30;
  const absoluteDays = 1;

  beforeAll(async () => {
    const database = await testDb.open();
    smtp = await startSmtp();
    server = await startAuthServer(database, {
      env: {
        SMTP_URL: smtp.url,
        SESSION_IDLE_MINUTES: String(idleMinutes),
        SESSION_ABSOLUTE_DAYS: String(absoluteDays),
      },
      loginLimits: {
        accountIp: { points: 4, durationSeconds: 600, blockSeconds: 900 },
        account: { points: 100, durationSeconds: 600, blockSeconds: 900 },
        ip: { points: 1000, durationSeconds: 600, blockSeconds: 900 },
      },
    });
    close = async () => {
      await server.close();
      await smtp.close();
      await database.close();
    };
  });
  afterAll(() => close());

  const client = () => new Client(server.url);

  it("signs up without a session ('check your inbox'), then logs in before verifying, answers me, logs out", async () => {
    const c = client();
    const signup = await c.signup("Ana@Example.com", PASSWORD, { displayName: "Ana" });
    expect(signup.status).toBe(200);
    expect(signup.json).toEqual({ ok: true, checkInbox: true });
    expect(signup.headers.getSetCookie()).toEqual([]);
    expect(signup.headers.get("cache-control")).toBe("no-store");
    expect((await c.get("/api/auth/me")).json).toEqual({ user: null });

    // The account is made by the queued work; the password works before the address is verified.
    await server.auth.settled();
    const login = await c.post("/api/auth/login", { email: "ana@example.com", password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.json.user).toMatchObject({
      email: "ana@example.com",
      displayName: "Ana",
      role: "user",
      isAdmin: false,
    });
    expect(login.json.user).not.toHaveProperty("passwordHash");
    const cookie = login.headers.getSetCookie().join("\n");
    expect(cookie).toMatch(/^acaso_session=[\w-]{43}; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax$/m);

    expect((await c.get("/api/auth/me")).json.user).toMatchObject({ email: "ana@example.com" });
    const logout = await c.post("/api/auth/logout");
    expect(logout.json).toEqual({ user: null });
    // The session cookie is gone (the login's device marker stays: decision 013).
    expect([...c.cookies.keys()]).not.toContain("acaso_session");
    expect((await c.get("/api/auth/me")).json).toEqual({ user: null });
  });

  it("refuses sign-up without the robot check, with a common or short password, or a taken address", async () => {
    const c = client();
    const noAltcha = await c.post("/api/auth/signup", {
      email: "bob@example.com",
      password: PASSWORD,
      altcha: "x",
    });
    expect(noAltcha.status).toBe(400);
    expect(noAltcha.json.errors).toEqual([{ field: "altcha", typeError: "invalid" }]);
    const reused = await c.altcha();
    expect(
      (await c.post("/api/auth/signup", { email: "bob@example.com", password: PASSWORD, altcha: reused }))
        .status,
    ).toBe(200);
    // The same solved challenge cannot be spent twice.
    const replay = await client().post("/api/auth/signup", {
      email: "bob2@example.com",
      password: PASSWORD,
      altcha: reused,
    });
    expect(replay.json.errors).toEqual([{ field: "altcha", typeError: "invalid" }]);

    expect((await client().signup("carla@example.com", "password123")).json.errors).toEqual([
      { field: "password", typeError: "invalid", msg: "common password" },
    ]);
    expect((await client().signup("carla@example.com", "short")).json.errors).toEqual([
      { field: "password", typeError: "invalidLength", min: 8 },
    ]);
    expect((await client().signup("not-an-email", PASSWORD)).json.errors).toEqual([
      { field: "email", typeError: "invalid" },
    ]);
    // Issue 17 finding 12: a taken address gets the same answer as a new one (see
    // enumeration.integration.test.ts); its owner is told by mail instead.
    await server.auth.settled();
    const before = smtp.messages.length;
    const dup = await client().signup("BOB@example.com", PASSWORD);
    expect(dup.status).toBe(200);
    expect(dup.json).toEqual({ ok: true, checkInbox: true });
    const notice = await smtp.next(before + 1);
    expect(notice.to).toEqual(["bob@example.com"]);
    expect(notice.raw).toContain("/app/auth/forgot-password");
  });

  it("answers a wrong password and an unknown address the same way", async () => {
    await client().register("dora@example.com", PASSWORD);
    const wrong = await client().post("/api/auth/login", {
      email: "dora@example.com",
      password: "wrong password!",
    });
    const unknown = await client().post("/api/auth/login", {
      email: "nobody@example.com",
      password: "wrong password!",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({ errors: [{ field: "_form", typeError: "invalidUser" }] });
    expect(unknown.json).toEqual(wrong.json);
    const missing = await client().post("/api/auth/login", { email: "" });
    expect(missing.json.errors).toEqual([
      { field: "email", typeError: "required" },
      { field: "password", typeError: "required" },
    ]);
  });

  it("rotates the session at login: a new id, and the old one stops working", async () => {
    const c = client();
    await c.register("eva@example.com", PASSWORD);
    const before = c.cookies.get("acaso_session");
    const login = await c.post("/api/auth/login", { email: "EVA@example.com", password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.json.user.email).toBe("eva@example.com");
    const after = c.cookies.get("acaso_session");
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const old = new Client(server.url);
    old.cookies.set("acaso_session", before!);
    expect((await old.get("/api/auth/me")).json.user).toBeNull();
    expect((await c.get("/api/auth/me")).json.user.email).toBe("eva@example.com");
  });

  it("ends a session after the idle timeout", async () => {
    const c = client();
    await c.register("fabio@example.com", PASSWORD);
    server.clock.now += (idleMinutes - 1) * 60_000;
    expect((await c.get("/api/auth/me")).json.user).not.toBeNull();
    // The request above pushed the idle deadline: another 29 minutes is still fine...
    server.clock.now += (idleMinutes - 1) * 60_000;
    expect((await c.get("/api/auth/me")).json.user).not.toBeNull();
    // ...but 31 minutes of silence is not.
    server.clock.now += (idleMinutes + 1) * 60_000;
    expect((await c.get("/api/auth/me")).json.user).toBeNull();
  });

  it("ends a session at the absolute expiry however active it is", async () => {
    const c = client();
    await c.register("gil@example.com", PASSWORD);
    const start = server.clock.now;
    while (server.clock.now < start + absoluteDays * 24 * 60 * 60_000 - 20 * 60_000) {
      server.clock.now += 20 * 60_000;
      expect((await c.get("/api/auth/me")).json.user).not.toBeNull();
    }
    server.clock.now += 20 * 60_000;
    expect((await c.get("/api/auth/me")).json.user).toBeNull();
  });

  it("lists sessions and revokes one, or all the others", async () => {
    const laptop = client();
    await laptop.register("hana@example.com", PASSWORD);
    const phone = client();
    await phone.post(
      "/api/auth/login",
      { email: "hana@example.com", password: PASSWORD },
      { "user-agent": "Phone" },
    );
    const tablet = client();
    await tablet.post("/api/auth/login", { email: "hana@example.com", password: PASSWORD });

    const list = await laptop.get("/api/auth/sessions");
    expect(list.json.sessions).toHaveLength(3);
    expect(list.json.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const phoneSession = list.json.sessions.find((s: { userAgent: string }) => s.userAgent === "Phone");
    expect((await laptop.request("DELETE", `/api/auth/sessions/${phoneSession.id}`)).status).toBe(200);
    expect((await phone.get("/api/auth/me")).json.user).toBeNull();
    expect((await tablet.get("/api/auth/me")).json.user).not.toBeNull();

    // Someone else's session id is not yours to revoke.
    const other = client();
    await other.register("ines@example.com", PASSWORD);
    const otherId = (await other.get("/api/auth/sessions")).json.sessions[0].id;
    expect((await laptop.request("DELETE", `/api/auth/sessions/${otherId}`)).status).toBe(404);
    expect((await other.get("/api/auth/me")).json.user).not.toBeNull();

    expect((await laptop.request("DELETE", "/api/auth/sessions")).json).toEqual({ ok: true, revoked: 1 });
    expect((await tablet.get("/api/auth/me")).json.user).toBeNull();
    expect((await laptop.get("/api/auth/me")).json.user).not.toBeNull();
    expect((await client().get("/api/auth/sessions")).status).toBe(401);
  });

  it("throttles login per account and IP, and says when to try again", async () => {
    await client().register("joao@example.com", PASSWORD);
    for (let i = 0; i < 4; i++) {
      expect(
        (await client().post("/api/auth/login", { email: "joao@example.com", password: "bad guess 123" }))
          .status,
      ).toBe(401);
    }
    const blocked = await client().post("/api/auth/login", { email: "joao@example.com", password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.json.retryAfterMinutes).toBe(15);
    expect(blocked.json.errors[0].msg).toBe("Too many attempts, try again in 15 minutes");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(800);
  });

  it("refuses a cross-origin POST", async () => {
    const c = client();
    await c.register("kai@example.com", PASSWORD);
    const evil = await c.post("/api/auth/logout", {}, { origin: "https://evil.example" });
    expect(evil.status).toBe(403);
    expect(evil.json.errors[0].typeError).toBe("noPermission");
    const viaReferer = await c.request("DELETE", "/api/auth/sessions", undefined, {
      origin: "",
      referer: "https://evil.example/page",
    });
    expect(viaReferer.status).toBe(403);
    expect((await c.get("/api/auth/me")).json.user).not.toBeNull();
    expect((await c.post("/api/auth/logout")).status).toBe(200);
  });

  it("resets a password through a real SMTP server; forged, reused and expired tokens are refused", async () => {
    const owner = client();
    await owner.register("lia@example.com", PASSWORD);
    const other = client();
    await other.post("/api/auth/login", { email: "lia@example.com", password: PASSWORD });

    const before = smtp.messages.length;
    const unknown = await client().post("/api/auth/password-reset/request", {
      email: "nobody-here@example.com",
      altcha: await owner.altcha(),
    });
    const known = await client().post("/api/auth/password-reset/request", {
      email: "LIA@example.com",
      altcha: await owner.altcha(),
      lang: "en",
    });
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual(unknown.json);
    const mail = await smtp.next(before + 1);
    expect(mail.to).toEqual(["lia@example.com"]);
    expect(mail.raw).toMatch(/Subject: Reset your password/);
    expect(mail.raw).toContain(`${server.url}/en/app/auth/reset-password/`);
    const token = resetToken(mail.raw);
    // No mail for the unknown address.
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages.length).toBe(before + 1);

    const forged = await client().post("/api/auth/password-reset/confirm", {
      token: `${token.slice(0, -2)}xx`,
      password: "a brand new secret",
    });
    expect(forged.status).toBe(400);
    expect(forged.json.errors).toEqual([{ field: "token", typeError: "invalid" }]);

    const ok = await client().post("/api/auth/password-reset/confirm", {
      token,
      password: "a brand new secret",
    });
    expect(ok.json).toEqual({ ok: true, user: null });
    // A reset ends every session of that user.
    expect((await owner.get("/api/auth/me")).json.user).toBeNull();
    expect((await other.get("/api/auth/me")).json.user).toBeNull();

    const reused = await client().post("/api/auth/password-reset/confirm", {
      token,
      password: "yet another secret",
    });
    expect(reused.status).toBe(400);
    expect(
      (await client().post("/api/auth/login", { email: "lia@example.com", password: PASSWORD })).status,
    ).toBe(401);
    expect(
      (await client().post("/api/auth/login", { email: "lia@example.com", password: "a brand new secret" }))
        .status,
    ).toBe(200);

    // A link older than one hour is dead.
    await client().post("/api/auth/password-reset/request", {
      email: "lia@example.com",
      altcha: await owner.altcha(),
    });
    const late = resetToken((await smtp.next(before + 2)).raw);
    expect((await smtp.next(before + 2)).raw).toMatch(/Subject: =\?UTF-8\?|Redefini/);
    server.clock.now += 60 * 60_000 + 1000;
    const expired = await client().post("/api/auth/password-reset/confirm", {
      token: late,
      password: "the latest secret",
    });
    expect(expired.status).toBe(400);
  });

  it("edits the account, stores a checked avatar, changes the password, deletes the account", async () => {
    const c = client();
    await c.register("mara@example.com", PASSWORD);
    const patched = await c.request("PATCH", "/api/auth/account", {
      displayName: "Mara",
      username: "Márä  Lopes!",
    });
    expect(patched.json.user).toMatchObject({ displayName: "Mara", username: "maralopes" });
    const rival = client();
    await rival.register("nina@example.com", PASSWORD);
    const taken = await rival.request("PATCH", "/api/auth/account", { username: "MaraLopes" });
    expect(taken.status).toBe(409);
    expect(taken.json.errors).toEqual([{ field: "username", typeError: "duplicated" }]);

    const svg = await c.request(
      "POST",
      "/api/auth/account/avatar",
      new TextEncoder().encode("<svg onload=alert(1)></svg>"),
      {
        "content-type": "image/png",
      },
    );
    expect(svg.status).toBe(400);
    expect(svg.json.errors[0]).toMatchObject({ field: "avatar", typeError: "invalid" });
    const png = tinyPngBytes();
    const uploaded = await c.request("POST", "/api/auth/account/avatar", png, {
      "content-type": "image/png",
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.json.user.avatarUrl).toMatch(/^\/api\/media\/img\/[0-9a-f-]{36}\/maralopes$/);
    const image = await fetch(new URL(uploaded.json.user.avatarUrl, server.url));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("x-content-type-options") ?? "nosniff").toBe("nosniff");
    const served = Buffer.from(await image.arrayBuffer());
    expect(served.subarray(0, 8)).toEqual(Buffer.from(png.subarray(0, 8)));
    // Re-encoded on the server (server/media/images.ts): the upload's text chunk is gone.
    expect(Buffer.from(png).includes(Buffer.from("from a camera"))).toBe(true);
    expect(served.includes(Buffer.from("from a camera"))).toBe(false);
    const truncated = await c.request("POST", "/api/auth/account/avatar", png.subarray(0, png.length - 20), {
      "content-type": "image/png",
    });
    expect(truncated.status).toBe(400);
    expect(truncated.json.errors).toEqual([
      { field: "avatar", typeError: "invalid", msg: "malformed image" },
    ]);
    expect(
      (await fetch(new URL("/api/media/img/00000000-0000-0000-0000-000000000000", server.url))).status,
    ).toBe(404);
    expect((await client().request("POST", "/api/auth/account/avatar", png)).status).toBe(401);

    const wrongCurrent = await c.post("/api/auth/account/password", {
      currentPassword: "nope nope",
      newPassword: "another good one",
    });
    expect(wrongCurrent.json.errors).toEqual([{ field: "currentPassword", typeError: "invalid" }]);
    const elsewhere = client();
    await elsewhere.post("/api/auth/login", { email: "mara@example.com", password: PASSWORD });
    expect(
      (
        await c.post("/api/auth/account/password", {
          currentPassword: PASSWORD,
          newPassword: "another good one",
        })
      ).status,
    ).toBe(200);
    expect((await elsewhere.get("/api/auth/me")).json.user).toBeNull();
    expect((await c.get("/api/auth/me")).json.user).not.toBeNull();

    expect((await c.request("DELETE", "/api/auth/account", { password: "wrong" })).status).toBe(400);
    const deleted = await c.request("DELETE", "/api/auth/account", { password: "another good one" });
    expect(deleted.json).toEqual({ user: null });
    expect((await c.get("/api/auth/me")).json.user).toBeNull();
    expect(
      (await client().post("/api/auth/login", { email: "mara@example.com", password: "another good one" }))
        .status,
    ).toBe(401);
    expect((await fetch(new URL(uploaded.json.user.avatarUrl, server.url))).status).toBe(404);
  });

  it("creates the first administrator once and promotes an existing account", async () => {
    const { service } = server.auth;
    const first = await service.ensureAdmin("root@example.com", "admin pass phrase");
    expect(first.ok && first.created).toBe(true);
    const again = await service.ensureAdmin("ROOT@example.com", "some other phrase");
    expect(again.ok && again.created).toBe(false);
    // The password is not overwritten by a later start with different settings.
    const login = await client().post("/api/auth/login", {
      email: "root@example.com",
      password: "admin pass phrase",
    });
    expect(login.json.user).toMatchObject({ role: "admin", isAdmin: true });
    const weak = await service.ensureAdmin("weak@example.com", "password");
    expect(weak.ok).toBe(false);
  });
});
