import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { ROBOT_CHECK_REQUIRED } from "#common/auth/schemas.ts";
import type { PublicUser } from "#common/auth/user.ts";
import type { ServerFormError } from "#common/form-errors.ts";
import type { Locale } from "#common/locales.ts";
import { usernameSlug } from "#common/slug.ts";
import type { Db } from "#db/client.ts";
import {
  media,
  oauthAccounts,
  passwordResetTokens,
  type User,
  type UserRole,
  users,
} from "#db/schema/index.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import { RESET_MAIL, SIGNUP_EXISTING_MAIL } from "#server/mail/templates.ts";
import { reencodeImage } from "#server/media/images.ts";
import type { OidcIdentity } from "./oauth.ts";
import { checkPasswordPolicy, hashPassword, verifyDummy, verifyPassword } from "./password.ts";
import { createSessionStore, type SessionPolicy } from "./sessions.ts";
import { createLoginThrottle, DEFAULT_LOGIN_LIMITS, type LoginThrottleLimits } from "./throttle.ts";
import { generateToken, hashToken } from "./tokens.ts";

/** Issue 6 item 3: reset links are valid one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export type { PublicUser };

export function mediaUrl(id: string, slug?: string | null): string {
  const clean = slug ? usernameSlug(slug) : "";
  return clean ? `/api/media/img/${id}/${clean}` : `/api/media/img/${id}`;
}

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    isAdmin: user.role === "admin",
    displayName: user.displayName,
    username: user.username,
    avatarUrl: user.avatarMediaId ? mediaUrl(user.avatarMediaId, user.username ?? user.displayName) : null,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type Failure = { ok: false; status: number; errors: ServerFormError[]; retryAfterMs?: number };
export type Result<T> = ({ ok: true } & T) | Failure;

const fail = (status: number, ...errors: ServerFormError[]): Failure => ({ ok: false, status, errors });

/** Postgres unique violation (both drivers surface the SQLSTATE as `code`, maybe on `cause`). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

export type AuthServiceDeps = {
  db: Db;
  mailer: Mailer;
  policy: SessionPolicy;
  /** Public base URL for links in e-mails. */
  siteUrl: string;
  appName: string;
  defaultLocale: Locale;
  avatarMaxBytes: number;
  now?: () => number;
  loginLimits?: LoginThrottleLimits;
  /**
   * Runs before an account row is deleted (issue 14: the social area deletes the user's story files,
   * which the database cascade cannot reach). A failure stops the deletion.
   */
  beforeDeleteUser?: (userId: string) => Promise<void>;
  /** Mail sending runs in the background (so timing does not reveal accounts); errors land here. */
  onBackgroundError?: (error: unknown) => void;
};

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const sessions = createSessionStore(db, deps.policy, now);
  const throttle = createLoginThrottle(deps.loginLimits ?? DEFAULT_LOGIN_LIMITS);

  async function findByEmail(email: string): Promise<User | undefined> {
    const [user] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
      .limit(1);
    return user;
  }

  async function findById(id: string): Promise<User | undefined> {
    const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return user;
  }

  async function createUser(values: {
    email: string;
    passwordHash: string | null;
    displayName?: string | null;
    role?: UserRole;
  }): Promise<Result<{ user: User }>> {
    try {
      const [user] = await db
        .insert(users)
        .values({
          email: normalizeEmail(values.email),
          passwordHash: values.passwordHash,
          displayName: values.displayName ?? null,
          role: values.role ?? "user",
        })
        .returning();
      if (!user) throw new Error("user insert returned nothing");
      return { ok: true, user };
    } catch (error) {
      if (isUniqueViolation(error)) return fail(409, { field: "email", typeError: "duplicated" });
      throw error;
    }
  }

  /**
   * The checks of a sign-up that need no account lookup (issue 17 finding 12): the answer to the
   * browser depends on these only, the same whether the address has an account or not.
   */
  function checkSignup(input: { email: string; password: string }): Failure | null {
    const policyError = checkPasswordPolicy(input.password, { email: input.email });
    return policyError ? fail(400, policyError) : null;
  }

  return {
    sessions,
    findById,
    findByEmail,

    checkSignup,

    /**
     * Creates a password account straight away, 409 when the address is taken. Not the public
     * sign-up (which queues `completeSignup` after its answer): administrators' tools and tests.
     */
    async createPasswordAccount(input: {
      email: string;
      password: string;
      displayName?: string | undefined;
    }) {
      const failure = checkSignup(input);
      if (failure) return failure;
      if (await findByEmail(input.email)) return fail(409, { field: "email", typeError: "duplicated" });
      return createUser({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        displayName: input.displayName?.trim() || null,
      });
    },

    /**
     * The queued half of a sign-up (runs after the answer, so it may look up, hash and write): a new
     * address gets its (unverified) account, and the caller mails the verification link; an address
     * that has an account gets no new one and its owner is told by mail (`notify: false` skips that
     * mail, e.g. past the per-address budget).
     */
    async completeSignup(
      input: { email: string; password: string; displayName?: string | undefined },
      lang: Locale,
      options: { notify?: () => Promise<boolean> } = {},
    ): Promise<{ created: User } | { existing: true }> {
      let existing = await findByEmail(input.email);
      if (!existing) {
        const made = await createUser({
          email: input.email,
          passwordHash: await hashPassword(input.password),
          displayName: input.displayName?.trim() || null,
        });
        if (made.ok) return { created: made.user };
        // Two sign-ups of one new address raced: the other one made the account.
        existing = await findByEmail(input.email);
        if (!existing) throw new Error("sign-up: address taken but not found");
      }
      if (options.notify && !(await options.notify())) return { existing: true };
      const template = SIGNUP_EXISTING_MAIL[lang];
      const prefix = lang === deps.defaultLocale ? "" : `/${lang}`;
      const base = deps.siteUrl.replace(/\/$/, "");
      await deps.mailer.send({
        to: existing.email,
        subject: template.subject,
        text: template.text(
          {
            login: `${base}${prefix}/app/auth/login`,
            reset: `${base}${prefix}/app/auth/forgot-password`,
          },
          deps.appName,
        ),
      });
      return { existing: true };
    },

    /**
     * E-mail + password login. The answer for an unknown address and a wrong password is the same
     * (invalidUser) and takes as long, so login does not reveal who has an account.
     */
    async login(input: {
      email: string;
      password: string;
      ip: string;
      /** The browser holds this account's marker of a past login (server/auth/device.ts). */
      knownDevice?: boolean;
      /** Verifies the request's robot-check payload (asked only once the account budget is spent). */
      robotCheck?: () => Promise<boolean>;
    }): Promise<Result<{ user: User }>> {
      const email = normalizeEmail(input.email);
      const decision = await throttle.attempt(email, input.ip);
      if (!decision.ok) {
        return {
          ...fail(429, { field: "_form", typeError: "unknown", msg: "too many attempts" }),
          retryAfterMs: decision.retryAfterMs,
        };
      }
      // Issue 17 finding 4 (decision 013): many failed passwords on this account, from anywhere,
      // ask for the proof of work instead of locking the owner out; their own devices are exempt.
      if (!input.knownDevice && (await throttle.accountSpent(email))) {
        if (!(await input.robotCheck?.())) {
          return fail(429, { field: "_form", typeError: "pending", msg: ROBOT_CHECK_REQUIRED });
        }
      }
      const user = await findByEmail(input.email);
      if (!user?.passwordHash) {
        await verifyDummy(input.password);
        await throttle.failed(email, input.ip);
        return fail(401, { field: "_form", typeError: "invalidUser" });
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        await throttle.failed(email, input.ip);
        return fail(401, { field: "_form", typeError: "invalidUser" });
      }
      // Disabled by an administrator (issue 12): told only to whoever knows the password.
      if (user.disabledAt) return fail(403, { field: "_form", typeError: "noPermission", msg: "disabled" });
      await throttle.succeeded(normalizeEmail(input.email), input.ip);
      return { ok: true, user };
    },

    /**
     * Mails a single-use link when the address has an account; does nothing visible otherwise. The
     * mail goes out in the background so both cases answer equally fast.
     */
    async requestPasswordReset(email: string, lang: Locale): Promise<void> {
      const user = await findByEmail(email);
      if (!user) return;
      const token = generateToken();
      const at = now();
      await db.insert(passwordResetTokens).values({
        tokenHash: hashToken(token),
        userId: user.id,
        createdAt: new Date(at),
        expiresAt: new Date(at + RESET_TOKEN_TTL_MS),
      });
      const prefix = lang === deps.defaultLocale ? "" : `/${lang}`;
      const link = `${deps.siteUrl.replace(/\/$/, "")}${prefix}/app/auth/reset-password/${token}`;
      const template = RESET_MAIL[lang];
      deps.mailer
        .send({ to: user.email, subject: template.subject, text: template.text(link, deps.appName) })
        .catch((error: unknown) => deps.onBackgroundError?.(error));
    },

    /** Sets a new password from a reset link; the link is spent and every session of the user ends. */
    async confirmPasswordReset(token: string, password: string): Promise<Result<{ user: User }>> {
      const tokenHash = hashToken(token);
      const [row] = await db
        .select({ userId: passwordResetTokens.userId, email: users.email })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(eq(passwordResetTokens.tokenHash, tokenHash))
        .limit(1);
      if (!row) return fail(400, { field: "token", typeError: "invalid" });
      const policyError = checkPasswordPolicy(password, { email: row.email });
      if (policyError) return fail(400, policyError);
      const passwordHash = await hashPassword(password);
      // Spend the token in the same statement that checks it: two concurrent uses cannot both pass.
      const spent = await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date(now()) })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date(now())),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (spent.length === 0) return fail(400, { field: "token", typeError: "invalid" });
      const [user] = await db
        .update(users)
        .set({ passwordHash, updatedAt: new Date(now()) })
        .where(eq(users.id, row.userId))
        .returning();
      // Other outstanding links of this user die with the reset.
      await db
        .delete(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
      await sessions.revokeAll(row.userId);
      if (!user) return fail(400, { field: "token", typeError: "invalid" });
      return { ok: true, user };
    },

    /**
     * Sign-in with a verified provider identity: the linked account, else a new one. An address that
     * already has a password account is NOT linked automatically (spec §8 oauthRegistired): whoever
     * controls the provider account would otherwise take over the local one.
     */
    async signInWithProvider(provider: string, identity: OidcIdentity): Promise<Result<{ user: User }>> {
      const [link] = await db
        .select({ user: users })
        .from(oauthAccounts)
        .innerJoin(users, eq(users.id, oauthAccounts.userId))
        .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, identity.subject)))
        .limit(1);
      if (link?.user.disabledAt)
        return fail(403, { field: "_form", typeError: "noPermission", msg: "disabled" });
      if (link) return { ok: true, user: link.user };
      if (!identity.email || !identity.emailVerified)
        return fail(400, { field: "_form", typeError: "oauthCodeRequired" });
      const existing = await findByEmail(identity.email);
      if (existing) return fail(409, { field: "_form", typeError: "oauthRegistired" });
      const created = await createUser({
        email: identity.email,
        passwordHash: null,
        displayName: identity.name,
      });
      if (!created.ok) return fail(409, { field: "_form", typeError: "oauthRegistired" });
      await db
        .insert(oauthAccounts)
        .values({ provider, subject: identity.subject, userId: created.user.id, email: identity.email });
      return created;
    },

    async updateAccount(
      userId: string,
      input: { displayName?: string | null | undefined; username?: string | null | undefined },
    ): Promise<Result<{ user: User }>> {
      const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date(now()) };
      if (input.displayName !== undefined) changes.displayName = input.displayName?.trim() || null;
      if (input.username !== undefined) {
        const username = input.username ? usernameSlug(input.username) : "";
        if (input.username && username.length < 3)
          return fail(400, { field: "username", typeError: "invalidLength", min: 3 });
        changes.username = username || null;
      }
      try {
        const [user] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
        if (!user) return fail(401, { field: "_form", typeError: "noPermission" });
        return { ok: true, user };
      } catch (error) {
        if (isUniqueViolation(error)) return fail(409, { field: "username", typeError: "duplicated" });
        throw error;
      }
    },

    /** Stores a checked avatar and points the user at it; the previous one is deleted. */
    async setAvatar(userId: string, bytes: Uint8Array): Promise<Result<{ user: User }>> {
      if (bytes.length > deps.avatarMaxBytes)
        return fail(413, { field: "avatar", typeError: "invalid", msg: "too large" });
      // Type by magic bytes, then decoded and encoded again to fit 600x600 (server/media/images.ts).
      const image = await reencodeImage(bytes);
      if (!image.ok) {
        const msg = { notImage: "not an image", tooLarge: "image too large", corrupt: "malformed image" };
        return fail(400, { field: "avatar", typeError: "invalid", msg: msg[image.reason] });
      }
      const before = await findById(userId);
      if (!before) return fail(401, { field: "_form", typeError: "noPermission" });
      const [stored] = await db
        .insert(media)
        .values({
          ownerId: userId,
          mimeType: image.mime,
          byteSize: image.bytes.length,
          width: image.width,
          height: image.height,
          data: image.bytes,
        })
        .returning({ id: media.id });
      if (!stored) throw new Error("media insert returned nothing");
      const [user] = await db
        .update(users)
        .set({ avatarMediaId: stored.id, updatedAt: new Date(now()) })
        .where(eq(users.id, userId))
        .returning();
      if (before.avatarMediaId) await db.delete(media).where(eq(media.id, before.avatarMediaId));
      if (!user) return fail(401, { field: "_form", typeError: "noPermission" });
      return { ok: true, user };
    },

    async getMedia(id: string) {
      const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
      return row;
    },

    /** Changes the password (the current one is required when there is one); other sessions end. */
    async changePassword(
      userId: string,
      currentSessionId: string,
      input: { currentPassword?: string | undefined; newPassword: string },
    ): Promise<Result<{ user: User }>> {
      const user = await findById(userId);
      if (!user) return fail(401, { field: "_form", typeError: "noPermission" });
      if (user.passwordHash) {
        if (!input.currentPassword) return fail(400, { field: "currentPassword", typeError: "required" });
        if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
          return fail(400, { field: "currentPassword", typeError: "invalid" });
        }
      }
      const policyError = checkPasswordPolicy(input.newPassword, { email: user.email, field: "newPassword" });
      if (policyError) return fail(400, policyError);
      const [updated] = await db
        .update(users)
        .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date(now()) })
        .where(eq(users.id, userId))
        .returning();
      await sessions.revokeAll(userId, currentSessionId);
      if (!updated) return fail(401, { field: "_form", typeError: "noPermission" });
      return { ok: true, user: updated };
    },

    /** Deletes the account and, by cascade, its sessions, links, reset tokens and media. */
    async deleteAccount(userId: string, password: string | undefined): Promise<Result<object>> {
      const user = await findById(userId);
      if (!user) return fail(401, { field: "_form", typeError: "noPermission" });
      if (user.passwordHash) {
        if (!password) return fail(400, { field: "password", typeError: "required" });
        if (!(await verifyPassword(user.passwordHash, password)))
          return fail(400, { field: "password", typeError: "invalid" });
      }
      await deps.beforeDeleteUser?.(userId);
      await db.update(users).set({ avatarMediaId: null }).where(eq(users.id, userId));
      await db.delete(users).where(eq(users.id, userId));
      return { ok: true };
    },

    /**
     * Makes sure an administrator with this address exists (admin:create, ADMIN_EMAIL at start-up).
     * An existing account is promoted; its password is only set when `resetPassword` says so.
     */
    async ensureAdmin(
      email: string,
      password: string,
      options: { resetPassword?: boolean } = {},
    ): Promise<Result<{ user: User; created: boolean }>> {
      const policyError = checkPasswordPolicy(password, { email });
      if (policyError) return fail(400, policyError);
      const existing = await findByEmail(email);
      if (existing) {
        const changes: Partial<typeof users.$inferInsert> = { role: "admin", updatedAt: new Date(now()) };
        if (options.resetPassword || !existing.passwordHash)
          changes.passwordHash = await hashPassword(password);
        const [user] = await db.update(users).set(changes).where(eq(users.id, existing.id)).returning();
        if (!user) throw new Error("admin update returned nothing");
        return { ok: true, user, created: false };
      }
      const created = await createUser({ email, passwordHash: await hashPassword(password), role: "admin" });
      if (!created.ok) return created;
      return { ok: true, user: created.user, created: true };
    },
  };
}
