import { createRateLimiter, type RateLimiter } from "#server/rate-limit.ts";

/**
 * Login throttling (issue 6 item 8, ASVS 5 V6.3.1). Three budgets, each taken by every attempt:
 * - account + IP: a handful of tries, then a pause. Stops guessing one account from one place
 *   without letting anyone lock a victim out from elsewhere;
 * - account, from anywhere: a larger budget that stops a distributed attack on one account;
 * - IP, over all accounts: stops one client from spraying many accounts.
 * A successful login clears the account + IP budget.
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
  /** Takes one attempt from every budget; refuses with the longest wait when any is spent. */
  attempt(email: string, ip: string): Promise<ThrottleDecision>;
  succeeded(email: string, ip: string): Promise<void>;
};

export function createLoginThrottle(limits: LoginThrottleLimits = DEFAULT_LOGIN_LIMITS): LoginThrottle {
  const make = (name: string, l: LoginThrottleLimits["ip"]): RateLimiter =>
    createRateLimiter({
      keyPrefix: `login-${name}`,
      points: l.points,
      durationSeconds: l.durationSeconds,
      blockSeconds: l.blockSeconds,
    });
  const accountIp = make("account-ip", limits.accountIp);
  const account = make("account", limits.account);
  const ip = make("ip", limits.ip);
  return {
    async attempt(email, address) {
      const key = email.toLowerCase();
      const results = await Promise.all([
        accountIp.consume(`${key}|${address}`),
        account.consume(key),
        ip.consume(address),
      ]);
      let wait = 0;
      for (const r of results) if (!r.ok) wait = Math.max(wait, r.retryAfterMs);
      return wait > 0 ? { ok: false, retryAfterMs: wait } : { ok: true };
    },
    async succeeded(email, address) {
      await accountIp.reset(`${email.toLowerCase()}|${address}`);
    },
  };
}

/** Whole minutes to tell the user ("try again in N minutes"), never 0. */
export function retryAfterMinutes(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}
