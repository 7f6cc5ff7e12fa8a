import { and, eq, lt, ne, or } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type Session, sessions, type User, users } from "#db/schema/index.ts";
import { generateToken, hashToken } from "./tokens.ts";

export type SessionPolicy = {
  /** A session ends after this long without a request. */
  idleMs: number;
  /** A session ends this long after it was created, whatever the activity. */
  absoluteMs: number;
};

export type Clock = () => number;

/** Don't rewrite last_seen on every request: once a minute is precise enough for idle expiry. */
const TOUCH_INTERVAL_MS = 60_000;

export type SessionMeta = { userAgent?: string | undefined; ipHash?: string | null | undefined };

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * Server-side sessions in PostgreSQL (ASVS 5 V7). The browser holds a 256-bit random token; the
 * table keys rows by its SHA-256, so reading the table does not let anyone impersonate a user.
 */
export function createSessionStore(db: Db, policy: SessionPolicy, now: Clock = Date.now) {
  return {
    /** A new session for a user; returns the token for the cookie (never stored). */
    async create(userId: string, meta: SessionMeta = {}): Promise<{ token: string; session: Session }> {
      const token = generateToken();
      const at = now();
      const absolute = at + policy.absoluteMs;
      const [session] = await db
        .insert(sessions)
        .values({
          id: hashToken(token),
          userId,
          createdAt: new Date(at),
          lastSeenAt: new Date(at),
          idleExpiresAt: new Date(Math.min(at + policy.idleMs, absolute)),
          absoluteExpiresAt: new Date(absolute),
          userAgent: meta.userAgent?.slice(0, 300) ?? null,
          ipHash: meta.ipHash ?? null,
        })
        .returning();
      if (!session) throw new Error("session insert returned nothing");
      await db
        .update(users)
        .set({ lastLoginAt: new Date(at) })
        .where(eq(users.id, userId));
      return { token, session };
    },

    /**
     * The session and user of a cookie token, or null when unknown or expired. Expired rows are
     * deleted on sight; a live one has its idle deadline pushed (never past the absolute one).
     */
    async validate(token: string | undefined): Promise<{ session: Session; user: User } | null> {
      if (!token || token.length > 100) return null;
      const id = hashToken(token);
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, id))
        .limit(1);
      if (!row) return null;
      const at = now();
      const { session } = row;
      // A disabled account (issue 12) has no live session, even one created a moment before.
      if (
        row.user.disabledAt ||
        session.idleExpiresAt.getTime() <= at ||
        session.absoluteExpiresAt.getTime() <= at
      ) {
        await db.delete(sessions).where(eq(sessions.id, id));
        return null;
      }
      if (at - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
        const idleExpiresAt = new Date(Math.min(at + policy.idleMs, session.absoluteExpiresAt.getTime()));
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(at), idleExpiresAt })
          .where(eq(sessions.id, id));
        session.lastSeenAt = new Date(at);
        session.idleExpiresAt = idleExpiresAt;
      }
      return { session, user: row.user };
    },

    /** The user's live sessions, newest activity first. */
    async list(userId: string): Promise<Session[]> {
      const rows = await db.select().from(sessions).where(eq(sessions.userId, userId));
      const at = now();
      return rows
        .filter((s) => s.idleExpiresAt.getTime() > at && s.absoluteExpiresAt.getTime() > at)
        .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime());
    },

    /** Ends one session of this user; false when it is not theirs or already gone. */
    async revoke(userId: string, sessionId: string): Promise<boolean> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      return deleted.length > 0;
    },

    /** Ends every session of a user, or every one but `exceptId` (after a password change). */
    async revokeAll(userId: string, exceptId?: string): Promise<number> {
      const where = exceptId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId))
        : eq(sessions.userId, userId);
      const deleted = await db.delete(sessions).where(where).returning({ id: sessions.id });
      return deleted.length;
    },

    /** Ends the session of a cookie token (logout). */
    async destroy(token: string | undefined): Promise<void> {
      if (!token) return;
      await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
    },

    /** Housekeeping: removes expired rows (called from time to time; expiry itself is checked on read). */
    async purgeExpired(): Promise<void> {
      const at = new Date(now());
      await db.delete(sessions).where(or(lt(sessions.idleExpiresAt, at), lt(sessions.absoluteExpiresAt, at)));
    },
  };
}
