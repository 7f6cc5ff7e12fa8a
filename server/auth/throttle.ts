import { createRateLimiter, type RateLimiter } from "#server/rate-limit.ts";

/**
 * Login throttling (issue 6 item 8, ASVS 5 V6.3.1; issue 17 finding 4, docs/decisions/013-login-
 * throttling-spares-the-owner.md). Three budgets:
 * - account + IP: a handful of tries, then a pause — a hard limit on guessing one account from one
 *   place, which cannot lock the owner out from elsewhere;
 * - IP, over all accounts: a hard limit on one client spraying many accounts;
 * - account, from anywhere: counts FAILED passwords only. Once it is spent, a login of that account
 *   needs the robot check (proof of work) instead of being refused, so nobody can lock the owner
 *   out; a device holding the account's marker of a past login is exempt (server/auth/device.ts).
 * A successful login gives its source attempts back and clears the account + IP budget.
 */
export type LoginThrottleLimits = {
  accountIp: { points: number; durationSeconds: number; blockSeconds: number };
  account: { points: number; durationSeconds: number; blockSeconds: number };
  ip: { points: number; durationSeconds: number; blockSeconds: number };
};

export const DEFAULT_LOGIN_LIMITS: LoginThrottleLimits = {
  accountIp: { points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  account: { points: 50, durationSeconds: 60 * 60, blockSeconds: 60 * 60 },
  ip: { points: 100, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
};

export type ThrottleDecision = { ok: true } | { ok: false; retryAfterMs: number };

export type LoginThrottle = {
  /** Takes one attempt from the source budgets (account + IP, IP); refuses when one is spent. */
  attempt(email: string, ip: string): Promise<ThrottleDecision>;
  /** Whether the account's budget of failed passwords is spent (then the robot check is needed). */
  accountSpent(email: string): Promise<boolean>;
  /** A wrong password: counts against the account. */
  failed(email: string, ip: string): Promise<void>;
  /** The right password: the attempt does not count anywhere. */
  succeeded(email: string, ip: string): Promise<void>;
};

export function createLoginThrottle(limits: LoginThrottleLimits = DEFAULT_LOGIN_LIMITS): LoginThrottle {
  const make = (name: string, l: LoginThrottleLimits["ip"], block = true): RateLimiter =>
    createRateLimiter({
      keyPrefix: `login-${name}`,
      points: l.points,
      durationSeconds: l.durationSeconds,
      ...(block ? { blockSeconds: l.blockSeconds } : {}),
    });
  const accountIp = make("account-ip", limits.accountIp);
  // No block: a spent account budget asks for the robot check, it never refuses by itself.
  const account = make("account-failed", limits.account, false);
  const ip = make("ip", limits.ip);
  return {
    async attempt(email, address) {
      const key = email.toLowerCase();
      const results = await Promise.all([accountIp.consume(`${key}|${address}`), ip.consume(address)]);
      let wait = 0;
      for (const r of results) if (!r.ok) wait = Math.max(wait, r.retryAfterMs);
      return wait > 0 ? { ok: false, retryAfterMs: wait } : { ok: true };
    },
    async accountSpent(email) {
      return !(await account.peek(email.toLowerCase())).ok;
    },
    async failed(email) {
      await account.consume(email.toLowerCase());
    },
    async succeeded(email, address) {
      await accountIp.reset(`${email.toLowerCase()}|${address}`);
      await ip.reward(address);
    },
  };
}

/** Whole minutes to tell the user ("try again in N minutes"), never 0. */
export function retryAfterMinutes(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}
