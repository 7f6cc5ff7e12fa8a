import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Locale } from "#common/locales.ts";
import {
  cleanUsername,
  type OwnProfile,
  PROFILE_LIMITS,
  type PublicProfile,
  RESERVED_USERNAMES,
} from "#common/social/profile.ts";
import type { Db } from "#db/client.ts";
import { emailVerificationTokens, oauthAccounts, type User, userProfiles, users } from "#db/schema/index.ts";
import { mediaUrl } from "#server/auth/service.ts";
import { generateToken, hashToken } from "#server/auth/tokens.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import { createRateLimiter, type RateLimiter } from "#server/rate-limit.ts";
import { VERIFY_MAIL } from "./mail.ts";

/** Issue 14: a verification link is valid for a day, once. */
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** Resend throttle: one mail a minute and five a day per account (plus the per-IP limit of the route). */
export const VERIFY_RESEND = { perMinute: 1, perDay: 5 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ProfileError = {
  ok: false;
  status: number;
  field: string;
  kind: "invalid" | "duplicated" | "invalidLength" | "pending";
  msg?: string;
  retryAfterMs?: number;
};

export type ProfilesDeps = {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  appName: string;
  defaultLocale: Locale;
  now?: () => number;
  onBackgroundError?: (error: unknown) => void;
  /** Resend throttles (tests pass their own so one file's budget does not leak into another's). */
  resendLimiters?: { minute: RateLimiter; day: RateLimiter };
};

export type Profiles = ReturnType<typeof createProfiles>;

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * Profiles of issue 14: e-mail verification (single-use link, resend throttled; provider sign-ins
 * and administrators count as verified), the unique username (spec §5 helper, chosen at the first
 * visit of the social area, changeable once per PROFILE_LIMITS.usernameChangeDays), the short bio,
 * and the public card that never carries the e-mail address.
 */
export function createProfiles(deps: ProfilesDeps) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const limiters = deps.resendLimiters ?? {
    minute: createRateLimiter({
      keyPrefix: "verify-resend-min",
      points: VERIFY_RESEND.perMinute,
      durationSeconds: 60,
    }),
    day: createRateLimiter({
      keyPrefix: "verify-resend-day",
      points: VERIFY_RESEND.perDay,
      durationSeconds: 86_400,
    }),
  };

  async function profileRow(userId: string) {
    const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
    return row;
  }

  async function ensureRow(userId: string) {
    await db.insert(userProfiles).values({ userId }).onConflictDoNothing();
  }

  /** Verified: the mailed link was opened, or the account signs in with a provider, or is an admin. */
  async function isVerified(userId: string): Promise<boolean> {
    const [row] = await db
      .select({ role: users.role, verifiedAt: userProfiles.emailVerifiedAt })
      .from(users)
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) return false;
    if (row.verifiedAt || row.role === "admin") return true;
    const [link] = await db
      .select({ provider: oauthAccounts.provider })
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userId, userId))
      .limit(1);
    return Boolean(link);
  }

  function toPublic(
    user: Pick<User, "id" | "username" | "displayName" | "avatarMediaId" | "createdAt">,
    bio: string | null,
  ): PublicProfile {
    return {
      id: user.id,
      username: user.username,
      displayName: user.displayName,
      avatarUrl: user.avatarMediaId ? mediaUrl(user.avatarMediaId, user.username ?? user.displayName) : null,
      bio,
      memberSince: user.createdAt.toISOString(),
    };
  }

  const publicColumns = {
    id: users.id,
    username: users.username,
    displayName: users.displayName,
    avatarMediaId: users.avatarMediaId,
    createdAt: users.createdAt,
    bio: userProfiles.bio,
    disabledAt: users.disabledAt,
  };

  /** Public cards of these accounts (disabled accounts and unknown ids are left out). */
  async function publicProfiles(userIds: readonly string[]): Promise<Map<string, PublicProfile>> {
    const ids = [...new Set(userIds)];
    const out = new Map<string, PublicProfile>();
    if (ids.length === 0) return out;
    const rows = await db
      .select(publicColumns)
      .from(users)
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(inArray(users.id, ids));
    for (const row of rows) if (!row.disabledAt) out.set(row.id, toPublic(row, row.bio));
    return out;
  }

  function changeAllowedAt(user: Pick<User, "username">, changedAt: Date | null | undefined): Date | null {
    if (!user.username || !changedAt) return null;
    const at = changedAt.getTime() + PROFILE_LIMITS.usernameChangeDays * DAY_MS;
    return at > now() ? new Date(at) : null;
  }

  async function sendVerification(userId: string, lang: Locale): Promise<void> {
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) return;
    const token = generateToken();
    const at = now();
    await db.insert(emailVerificationTokens).values({
      tokenHash: hashToken(token),
      userId,
      createdAt: new Date(at),
      expiresAt: new Date(at + VERIFY_TOKEN_TTL_MS),
    });
    const link = `${deps.siteUrl.replace(/\/$/, "")}/api/social/verify-email/${token}?lang=${lang}`;
    const template = VERIFY_MAIL[lang];
    await deps.mailer.send({
      to: user.email,
      subject: template.subject,
      text: template.text(link, deps.appName),
    });
  }

  return {
    isVerified,
    publicProfiles,

    /** One public card, or null (unknown or disabled account). */
    async publicProfile(userId: string): Promise<PublicProfile | null> {
      return (await publicProfiles([userId])).get(userId) ?? null;
    },

    /** The card of a username (the profile link in rooms and stories), or null. */
    async byUsername(username: string): Promise<PublicProfile | null> {
      const [row] = await db
        .select(publicColumns)
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .where(eq(users.username, cleanUsername(username)))
        .limit(1);
      return row && !row.disabledAt ? toPublic(row, row.bio) : null;
    },

    async ownProfile(userId: string): Promise<OwnProfile | null> {
      const [row] = await db
        .select({ user: users, profile: userProfiles })
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      if (!row) return null;
      const allowed = changeAllowedAt(row.user, row.profile?.usernameChangedAt);
      return {
        ...toPublic(row.user, row.profile?.bio ?? null),
        verified: await isVerified(userId),
        usernameChangeAllowedAt: allowed?.toISOString() ?? null,
      };
    },

    /**
     * Sets the username (spec §5 helper already applied by the schema) and/or the bio. The first
     * username is free; later changes wait PROFILE_LIMITS.usernameChangeDays.
     */
    async update(
      userId: string,
      input: { username?: string | undefined; bio?: string | null | undefined },
    ): Promise<{ ok: true; profile: OwnProfile } | ProfileError> {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user) return { ok: false, status: 401, field: "_form", kind: "invalid" };
      await ensureRow(userId);
      const row = await profileRow(userId);
      const at = new Date(now());
      if (input.username !== undefined && input.username !== user.username) {
        const username = cleanUsername(input.username);
        if (username.length < PROFILE_LIMITS.usernameMin)
          return { ok: false, status: 400, field: "username", kind: "invalidLength" };
        if (RESERVED_USERNAMES.has(username))
          return { ok: false, status: 409, field: "username", kind: "duplicated" };
        const allowed = changeAllowedAt(user, row?.usernameChangedAt);
        if (allowed)
          return {
            ok: false,
            status: 429,
            field: "username",
            kind: "pending",
            msg: allowed.toISOString(),
            retryAfterMs: allowed.getTime() - now(),
          };
        try {
          await db.update(users).set({ username, updatedAt: at }).where(eq(users.id, userId));
        } catch (error) {
          if (isUniqueViolation(error))
            return { ok: false, status: 409, field: "username", kind: "duplicated" };
          throw error;
        }
        // The first choice starts no waiting time; a change does.
        if (user.username)
          await db.update(userProfiles).set({ usernameChangedAt: at }).where(eq(userProfiles.userId, userId));
      }
      if (input.bio !== undefined) {
        await db
          .update(userProfiles)
          .set({ bio: input.bio?.trim() || null, updatedAt: at })
          .where(eq(userProfiles.userId, userId));
      }
      const profile = await this.ownProfile(userId);
      if (!profile) return { ok: false, status: 401, field: "_form", kind: "invalid" };
      return { ok: true, profile };
    },

    /** Mails a fresh link now (sign-up) in the background; failures go to onBackgroundError. */
    startVerification(userId: string, lang: Locale): void {
      sendVerification(userId, lang).catch((error: unknown) => deps.onBackgroundError?.(error));
    },

    /** "Send the link again": throttled per account; a verified account gets nothing. */
    async resendVerification(
      userId: string,
      lang: Locale,
    ): Promise<{ ok: true; alreadyVerified: boolean } | { ok: false; retryAfterMs: number }> {
      if (await isVerified(userId)) return { ok: true, alreadyVerified: true };
      const minute = await limiters.minute.consume(userId);
      if (!minute.ok) return { ok: false, retryAfterMs: minute.retryAfterMs };
      const day = await limiters.day.consume(userId);
      if (!day.ok) return { ok: false, retryAfterMs: day.retryAfterMs };
      await sendVerification(userId, lang);
      return { ok: true, alreadyVerified: false };
    },

    /** Spends a link: true once for a valid, unexpired, unused token; every other link of the user dies. */
    async confirmVerification(token: string): Promise<{ ok: true; userId: string } | { ok: false }> {
      if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return { ok: false };
      const at = new Date(now());
      // Checked and spent in one statement: two concurrent clicks cannot both pass.
      const [spent] = await db
        .update(emailVerificationTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(emailVerificationTokens.tokenHash, hashToken(token)),
            isNull(emailVerificationTokens.usedAt),
            gt(emailVerificationTokens.expiresAt, at),
          ),
        )
        .returning({ userId: emailVerificationTokens.userId });
      if (!spent) return { ok: false };
      await ensureRow(spent.userId);
      await db
        .update(userProfiles)
        .set({ emailVerifiedAt: at, updatedAt: at })
        .where(and(eq(userProfiles.userId, spent.userId), isNull(userProfiles.emailVerifiedAt)));
      await db
        .delete(emailVerificationTokens)
        .where(and(eq(emailVerificationTokens.userId, spent.userId), isNull(emailVerificationTokens.usedAt)));
      return { ok: true, userId: spent.userId };
    },
  };
}
