import { describe, expect, it } from "vitest";
import { createLoginThrottle } from "./throttle.ts";

const limits = {
  accountIp: { points: 3, durationSeconds: 60, blockSeconds: 600 },
  account: { points: 5, durationSeconds: 60, blockSeconds: 900 },
  ip: { points: 8, durationSeconds: 60, blockSeconds: 300 },
};

describe("login throttle (memory store)", () => {
  it("stops one client guessing one account, with the wait of the block", async () => {
    const throttle = createLoginThrottle(limits);
    for (let i = 0; i < 3; i++) expect((await throttle.attempt("a@x.test", "1.1.1.1")).ok).toBe(true);
    const refused = await throttle.attempt("A@X.test", "1.1.1.1");
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterMs).toBeGreaterThan(590_000);
  });

  it("never refuses for the account-wide budget: it only asks for the robot check (issue 17 finding 4)", async () => {
    const throttle = createLoginThrottle(limits);
    for (let i = 0; i < 3; i++) await throttle.attempt("b@x.test", "2.2.2.2");
    expect((await throttle.attempt("b@x.test", "2.2.2.2")).ok).toBe(false);
    expect((await throttle.attempt("b@x.test", "3.3.3.3")).ok).toBe(true);
    // Five failed passwords from anywhere spend the account budget...
    for (let i = 0; i < 5; i++) {
      expect(await throttle.accountSpent("b@x.test")).toBe(false);
      await throttle.failed("b@x.test", `9.9.9.${i}`);
    }
    expect(await throttle.accountSpent("B@x.test")).toBe(true);
    // ...and a fresh place may still try (with the robot check the caller asks for).
    expect((await throttle.attempt("b@x.test", "4.4.4.4")).ok).toBe(true);
  });

  it("does not count successful logins against anything", async () => {
    const throttle = createLoginThrottle(limits);
    for (let i = 0; i < 20; i++) {
      expect((await throttle.attempt("d@x.test", "8.8.8.8")).ok).toBe(true);
      await throttle.succeeded("d@x.test", "8.8.8.8");
    }
    expect(await throttle.accountSpent("d@x.test")).toBe(false);
  });

  it("stops one IP spraying many accounts", async () => {
    const throttle = createLoginThrottle(limits);
    for (let i = 0; i < 8; i++) expect((await throttle.attempt(`u${i}@x.test`, "5.5.5.5")).ok).toBe(true);
    expect((await throttle.attempt("fresh@x.test", "5.5.5.5")).ok).toBe(false);
    expect((await throttle.attempt("fresh@x.test", "6.6.6.6")).ok).toBe(true);
  });

  it("forgets the account + IP failures after a success", async () => {
    const throttle = createLoginThrottle(limits);
    for (let i = 0; i < 2; i++) await throttle.attempt("c@x.test", "7.7.7.7");
    await throttle.succeeded("c@x.test", "7.7.7.7");
    for (let i = 0; i < 3; i++) expect((await throttle.attempt("c@x.test", "7.7.7.7")).ok).toBe(true);
  });
});
