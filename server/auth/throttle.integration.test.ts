// Issue 17 finding 4 (decision 013): nobody can lock an account — the admin's included — by
// guessing its password from many places. 10 IPs × 5 wrong passwords spend the account's budget;
// the owner then gets in from a fresh IP with the right password and the robot check, and from a
// device where they logged in before without it. Successful logins count against nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROBOT_CHECK_REQUIRED } from "#common/auth/schemas.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import { Client, startAuthServer, type TestAuthServer } from "./test-server.ts";

const PASSWORD = "correct horse battery";
const from = (ip: string) => ({ "x-forwarded-for": ip });

describe.each(testDatabases())("login throttling spares the owner on %s", (testDb) => {
  let server: TestAuthServer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const database = await testDb.open();
    // The default budgets: 5 per account and IP, 50 failed passwords per account, 100 per IP.
    server = await startAuthServer(database);
    close = async () => {
      await server.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it("asks for the robot check instead of locking the owner out, and exempts their known device", async () => {
    const email = "owner@example.com";
    const owner = new Client(server.url);
    expect((await owner.signup(email, PASSWORD, {})).status).toBe(200);
    await server.auth.settled(); // the account is made by the sign-up's queued work
    // The owner's own browser logs in once: it now holds the account's device marker.
    const device = new Client(server.url);
    expect(
      (await device.post("/api/auth/login", { email, password: PASSWORD }, from("10.9.9.9"))).status,
    ).toBe(200);
    expect(device.cookies.has("acaso_device")).toBe(true);

    // The attack: 10 IPs × 5 wrong passwords.
    for (let ip = 1; ip <= 10; ip++) {
      const attacker = new Client(server.url);
      for (let i = 0; i < 5; i++) {
        const res = await attacker.post(
          "/api/auth/login",
          { email, password: `wrong ${i}` },
          from(`10.0.0.${ip}`),
        );
        expect(res.status, `attempt ${i} from 10.0.0.${ip}`).toBe(401);
      }
      // The sixth from the same place is refused outright (the account + IP budget).
      expect(
        (await attacker.post("/api/auth/login", { email, password: "wrong" }, from(`10.0.0.${ip}`))).status,
      ).toBe(429);
    }

    // The owner from a fresh IP with the right password: the robot check is asked for, not a 429.
    const fresh = new Client(server.url);
    const asked = await fresh.post("/api/auth/login", { email, password: PASSWORD }, from("10.1.1.1"));
    // 429 without Retry-After: not a wait, a check (the admin area reloads on a 401).
    expect(asked.status).toBe(429);
    expect(asked.json.errors).toEqual([{ field: "_form", typeError: "pending", msg: ROBOT_CHECK_REQUIRED }]);
    expect(asked.headers.get("retry-after")).toBeNull();
    // With the proof of work solved, they get in.
    const solved = await fresh.post(
      "/api/auth/login",
      { email, password: PASSWORD, altcha: await fresh.altcha() },
      from("10.1.1.1"),
    );
    expect(solved.status).toBe(200);
    expect(solved.json.user.email).toBe(email);
    // An attacker solving the check still needs the password.
    const attacker = new Client(server.url);
    const guessed = await attacker.post(
      "/api/auth/login",
      { email, password: "wrong again", altcha: await attacker.altcha() },
      from("10.2.2.2"),
    );
    expect(guessed.status).toBe(401);
    expect(guessed.json.errors[0].typeError).toBe("invalidUser");

    // The device where the owner logged in before: no robot check needed.
    const known = await device.post("/api/auth/login", { email, password: PASSWORD }, from("10.3.3.3"));
    expect(known.status).toBe(200);
    // A device marker of another account does not help.
    const other = new Client(server.url);
    await other.signup("other@example.com", PASSWORD);
    await server.auth.settled();
    await other.post("/api/auth/login", { email: "other@example.com", password: PASSWORD }, from("10.4.4.4"));
    const wrongMarker = await other.post("/api/auth/login", { email, password: PASSWORD }, from("10.4.4.4"));
    expect(wrongMarker.json.errors?.[0]?.msg).toBe(ROBOT_CHECK_REQUIRED);
    // A forged marker neither.
    const forged = new Client(server.url);
    forged.cookies.set(
      "acaso_device",
      `${Math.floor(Date.now() / 1000)}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
    );
    const refused = await forged.post("/api/auth/login", { email, password: PASSWORD }, from("10.5.5.5"));
    expect(refused.json.errors?.[0]?.msg).toBe(ROBOT_CHECK_REQUIRED);
  });

  it("does not count successful logins against the account", async () => {
    const email = "busy@example.com";
    const c = new Client(server.url);
    await c.signup(email, PASSWORD);
    await server.auth.settled();
    for (let i = 0; i < 60; i++) {
      const res = await new Client(server.url).post(
        "/api/auth/login",
        { email, password: PASSWORD },
        from(`10.7.${i}.1`),
      );
      expect(res.status, `login ${i}`).toBe(200);
    }
  });
});
