// Issue 17 finding 4 names the administrator: "anyone can lock any account, the admin's included".
// server/auth/throttle.integration.test.ts proves the rule on /api/auth/login; this is the same
// attack on the admin area's own sign-in (/api/admin/session/login, the route /-priv/mda/login uses):
// after 10 addresses × 5 wrong passwords the administrator, from a fresh address, is asked for the
// robot check instead of being locked out, and gets in once it is solved.
import { describe, expect, it } from "vitest";
import { ROBOT_CHECK_REQUIRED } from "#common/auth/schemas.ts";
import { Client, TEST_PASSWORD, useAdminTestServer } from "../../tests/helpers/admin.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";

const from = (ip: string) => ({ "x-forwarded-for": ip });

describe.each(testDatabases())("the admin sign-in spares the administrator on %s", (testDatabase) => {
  const ctx = useAdminTestServer(testDatabase);

  it("asks for the robot check, not a lock, after many addresses guessed the admin's password", async () => {
    const email = `locked-admin-${Date.now()}@example.com`;
    // An enrolled administrator (password + TOTP), as the login page makes one.
    await ctx.server.admin(email);

    for (let ip = 1; ip <= 10; ip++) {
      const attacker = new Client(ctx.server.url);
      for (let i = 0; i < 5; i++) {
        const res = await attacker.post(
          "/api/admin/session/login",
          { email, password: `wrong ${i}` },
          from(`10.20.0.${ip}`),
        );
        expect(res.status, `attempt ${i} from 10.20.0.${ip}`).toBe(401);
      }
    }

    const owner = new Client(ctx.server.url);
    const asked = await owner.post(
      "/api/admin/session/login",
      { email, password: TEST_PASSWORD },
      from("10.21.0.1"),
    );
    expect(asked.status).toBe(429);
    expect(asked.json.errors).toEqual([{ field: "_form", typeError: "pending", msg: ROBOT_CHECK_REQUIRED }]);
    expect(asked.headers.get("retry-after")).toBeNull();

    const solved = await owner.post(
      "/api/admin/session/login",
      { email, password: TEST_PASSWORD, altcha: await owner.altcha() },
      from("10.21.0.1"),
    );
    expect(solved.status).toBe(200);
    // The password step is passed; the second factor comes next, as always.
    expect(solved.json.next).toBe("secondFactor");

    // The robot check does not open the door to a wrong password.
    const guesser = new Client(ctx.server.url);
    const guessed = await guesser.post(
      "/api/admin/session/login",
      { email, password: "wrong again", altcha: await guesser.altcha() },
      from("10.22.0.1"),
    );
    expect(guessed.status).toBe(401);
  });
});
