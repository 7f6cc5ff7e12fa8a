import type { BanReason } from "#common/moderation.ts";

/** What a node keeps in memory of an active ban: enough to refuse and to kick. */
export type ActiveBan = {
  id: string;
  ident: string | null;
  userId: string | null;
  ipHash: string | null;
  reason: BanReason;
  /** ms since the epoch; null: permanent. */
  endsAt: number | null;
};

/** Who is asking: the browser's ident, the signed-in account, the keyed hash of the address. */
export type Subject = {
  ident?: string | null | undefined;
  userId?: string | null | undefined;
  ipHash?: string | null | undefined;
};

export function banMatches(ban: ActiveBan, subject: Subject): boolean {
  return Boolean(
    (ban.ident && subject.ident === ban.ident) ||
      (ban.userId && subject.userId === ban.userId) ||
      (ban.ipHash && subject.ipHash === ban.ipHash),
  );
}

/**
 * The active bans of this node, indexed by each target, so the check on every search and handshake
 * is three map lookups (issue 12: a ban is in force on every node within a second, refreshed from
 * PostgreSQL and kept in step by events between nodes).
 */
export function createBanCache(now: () => number = Date.now) {
  const byId = new Map<string, ActiveBan>();
  const index = {
    ident: new Map<string, Set<string>>(),
    userId: new Map<string, Set<string>>(),
    ipHash: new Map<string, Set<string>>(),
  };
  const keys = ["ident", "userId", "ipHash"] as const;

  function add(ban: ActiveBan) {
    remove(ban.id);
    byId.set(ban.id, ban);
    for (const key of keys) {
      const value = ban[key];
      if (!value) continue;
      const ids = index[key].get(value) ?? new Set<string>();
      index[key].set(value, ids);
      ids.add(ban.id);
    }
  }

  function remove(id: string) {
    const ban = byId.get(id);
    if (!ban) return;
    byId.delete(id);
    for (const key of keys) {
      const value = ban[key];
      if (!value) continue;
      const ids = index[key].get(value);
      ids?.delete(id);
      if (ids?.size === 0) index[key].delete(value);
    }
  }

  const live = (ban: ActiveBan) => ban.endsAt === null || ban.endsAt > now();

  return {
    add,
    remove,
    /** Replaces the whole set (the periodic refresh from the database). */
    replaceAll(bans: ActiveBan[]) {
      for (const id of [...byId.keys()]) remove(id);
      for (const ban of bans) add(ban);
    },
    /** The active ban that applies to this subject, if any (the longest-running one first). */
    find(subject: Subject): ActiveBan | null {
      let found: ActiveBan | null = null;
      for (const key of keys) {
        const value = subject[key];
        if (!value) continue;
        for (const id of index[key].get(value) ?? []) {
          const ban = byId.get(id);
          if (!ban) continue;
          if (!live(ban)) {
            remove(id);
            continue;
          }
          if (!found || (found.endsAt !== null && (ban.endsAt === null || ban.endsAt > found.endsAt)))
            found = ban;
        }
      }
      return found;
    },
    get size() {
      return byId.size;
    },
  };
}

export type BanCache = ReturnType<typeof createBanCache>;
