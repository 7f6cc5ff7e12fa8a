import { and, inArray, isNull, sql } from "drizzle-orm";
import type { SocialProfile } from "#common/protocol/social.ts";
import type { Database } from "#db/client.ts";
import { users } from "#db/schema/auth.ts";
import { mediaUrl } from "../auth/service.ts";

/**
 * What rooms and chats need to know of a person (issue 14): the name shown (username, never the
 * e-mail) and whether they may write. The profiles feature (server/social/profiles.ts: username,
 * avatar, e-mail verification) owns those; this is the one place rooms and chats read them.
 */
export type SocialProfiles = {
  /** Profiles of these accounts (missing ids: deleted accounts). */
  byIds(ids: readonly string[]): Promise<Map<string, SocialProfile>>;
  /** Account ids of these usernames (lower-case), for @mentions. */
  idsOfUsernames(names: readonly string[]): Promise<Map<string, string>>;
  /** Whether the account may write in rooms and chats (exists, not disabled, verified). */
  canWrite(userId: string): Promise<boolean>;
};

/** A stable stand-in name for an account that has not chosen a username yet. */
export function fallbackUsername(id: string): string {
  return `user-${id.replace(/-/g, "").slice(0, 8)}`;
}

/**
 * `isVerified`: the profiles feature's gate (server/social/http.ts isVerifiedUser): the address was
 * proven, or the account signs in with a provider, or is an administrator.
 */
export function createDbProfiles(
  database: Database,
  isVerified: (userId: string) => Promise<boolean>,
): SocialProfiles {
  const { db } = database;
  return {
    async byIds(ids) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .select({
          id: users.id,
          username: users.username,
          displayName: users.displayName,
          avatarMediaId: users.avatarMediaId,
        })
        .from(users)
        .where(inArray(users.id, unique));
      return new Map(
        rows.map((row) => {
          const username = row.username ?? fallbackUsername(row.id);
          return [
            row.id,
            {
              id: row.id,
              username,
              name: row.displayName ?? username,
              avatarUrl: row.avatarMediaId ? mediaUrl(row.avatarMediaId, username) : null,
            },
          ];
        }),
      );
    },
    async idsOfUsernames(names) {
      if (names.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(sql`lower(${users.username})`, [...names]));
      return new Map(rows.map((row) => [(row.username ?? "").toLowerCase(), row.id]));
    },
    async canWrite(userId) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, [userId]), isNull(users.disabledAt)))
        .limit(1);
      return row !== undefined && (await isVerified(userId));
    },
  };
}
