import { and, count, desc, eq, gt, lte, min, sql, sum } from "drizzle-orm";
import {
  HOUSE_VIDEO_PATH,
  type RewardError,
  type RewardStatus,
  remainingMinutes,
  type StartedView,
} from "#common/rewards/index.ts";
import type { Database, Db } from "#db/client.ts";
import { rewardFilters, rewardLedger, rewardViews, users } from "#db/schema/index.ts";
import { createRewardSettingsStore } from "./settings.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How long an open view may take beyond its minimum before it expires: a player that never called
 * finish (closed tab) must not hold the account's one open view for ever.
 */
export const VIEW_GRACE_MS = 10 * 60 * 1000;

/** A refusal the routes answer with 4xx and the code (common/rewards REWARD_ERRORS). */
export class RewardRefused extends Error {
  override name = "RewardRefused";
  readonly code: RewardError;
  readonly retryAfterSeconds: number | undefined;
  constructor(code: RewardError, retryAfterMs?: number) {
    super(code);
    this.code = code;
    this.retryAfterSeconds =
      retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/** A filter in force: a language, a country (decision 048) or both; at least one is set. */
export type PartnerFilter = { lang: string | null; country: string | null; endsAt: number };

/** Whether the server learns visitors' countries (decision 048), and this visitor's. */
export type Place = { countriesKnown: boolean; country: string | null };
const NO_PLACE: Place = { countriesKnown: false, country: null };

export type Rewards = ReturnType<typeof createRewards>;

/**
 * Rewarded views, the ledger and partner filters (issue 13 "Rewards", decision 041).
 *
 * A view is two calls: `startView` opens it (one open view per account, caps, cooldown) and
 * `finishView` closes it; the server compares its own clock at the two calls with the minimum, so a
 * client cannot claim a view it did not sit through. Each credit and each spend is a ledger row; a
 * balance is their sum.
 */
export function createRewards(deps: { database: Database; now?: () => number }) {
  const db: Db = deps.database.db;
  const now = deps.now ?? Date.now;
  const settings = createRewardSettingsStore(db, now);

  async function balanceOf(tx: Db, userId: string): Promise<number> {
    const [row] = await tx
      .select({ total: sum(rewardLedger.amount) })
      .from(rewardLedger)
      .where(eq(rewardLedger.userId, userId));
    return Number(row?.total ?? 0);
  }

  /** Credited views since `since` of an account or an address, and the oldest of them. */
  async function creditedSince(where: ReturnType<typeof eq>, since: Date) {
    const [row] = await db
      .select({ n: count(), oldest: min(rewardViews.finishedAt) })
      .from(rewardViews)
      .where(and(where, eq(rewardViews.status, "credited"), gt(rewardViews.finishedAt, since)));
    return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
  }

  async function lastCreditedAt(userId: string): Promise<Date | null> {
    const [row] = await db
      .select({ at: rewardViews.finishedAt })
      .from(rewardViews)
      .where(and(eq(rewardViews.userId, userId), eq(rewardViews.status, "credited")))
      .orderBy(desc(rewardViews.finishedAt))
      .limit(1);
    return row?.at ?? null;
  }

  /** Open views that outlived their minimum by VIEW_GRACE_MS no longer count as open. */
  async function expireStale(userId: string): Promise<void> {
    await db
      .update(rewardViews)
      .set({ status: "expired" })
      .where(
        and(
          eq(rewardViews.userId, userId),
          eq(rewardViews.status, "open"),
          sql`${rewardViews.startedAt} + make_interval(secs => ${rewardViews.minWatchSeconds}) < ${new Date(now() - VIEW_GRACE_MS)}`,
        ),
      );
  }

  async function activeFilter(userId: string): Promise<PartnerFilter | null> {
    const at = new Date(now());
    const [row] = await db
      .select({ lang: rewardFilters.lang, country: rewardFilters.country, endsAt: rewardFilters.endsAt })
      .from(rewardFilters)
      .where(
        and(eq(rewardFilters.userId, userId), lte(rewardFilters.startsAt, at), gt(rewardFilters.endsAt, at)),
      )
      .orderBy(desc(rewardFilters.endsAt))
      .limit(1);
    return row ? { lang: row.lang, country: row.country, endsAt: row.endsAt.getTime() } : null;
  }

  return {
    settings,
    activeFilter,
    balance: (userId: string) => balanceOf(db, userId),

    /**
     * What the chat shows this account. `place`: whether the server learns visitors' countries
     * (COUNTRY_HEADER, decision 048) and this visitor's, so countries are offered only then.
     */
    async status(userId: string, place: Place = NO_PLACE): Promise<RewardStatus> {
      const s = await settings.current();
      const since = new Date(now() - DAY_MS);
      const [balance, filter, today, last] = await Promise.all([
        balanceOf(db, userId),
        activeFilter(userId),
        creditedSince(eq(rewardViews.userId, userId), since),
        lastCreditedAt(userId),
      ]);
      const next = last ? last.getTime() + s.cooldownSeconds * 1000 : 0;
      return {
        enabled: s.enabled,
        balance,
        creditsPerView: s.creditsPerView,
        minWatchSeconds: s.minWatchSeconds,
        filterMinutesPerCredit: s.filterMinutesPerCredit,
        filterLanguages: s.filterLanguages,
        filterCountries: place.countriesKnown ? s.filterCountries : [],
        country: place.country,
        filter: filter
          ? {
              lang: filter.lang,
              country: filter.country,
              endsAt: new Date(filter.endsAt).toISOString(),
              remainingMinutes: remainingMinutes(filter.endsAt, now()),
            }
          : null,
        viewsToday: today.n,
        dailyCap: s.dailyCapPerAccount,
        nextViewAt: next > now() ? new Date(next).toISOString() : null,
      };
    },

    /** Opens a view: refused when off, when one is open, over a daily cap, or within the cooldown. */
    async startView(userId: string, ipHash: string | null): Promise<StartedView> {
      const s = await settings.current();
      if (!s.enabled) throw new RewardRefused("disabled");
      await expireStale(userId);
      const since = new Date(now() - DAY_MS);
      const mine = await creditedSince(eq(rewardViews.userId, userId), since);
      if (mine.n >= s.dailyCapPerAccount) {
        throw new RewardRefused("dailyCap", (mine.oldest?.getTime() ?? now()) + DAY_MS - now());
      }
      if (ipHash) {
        const place = await creditedSince(eq(rewardViews.ipHash, ipHash), since);
        if (place.n >= s.dailyCapPerIp) {
          throw new RewardRefused("ipDailyCap", (place.oldest?.getTime() ?? now()) + DAY_MS - now());
        }
      }
      const last = await lastCreditedAt(userId);
      if (last && now() - last.getTime() < s.cooldownSeconds * 1000) {
        throw new RewardRefused("cooldown", last.getTime() + s.cooldownSeconds * 1000 - now());
      }
      let id: string;
      try {
        const [row] = await db
          .insert(rewardViews)
          .values({
            userId,
            ipHash,
            source: s.source,
            minWatchSeconds: s.minWatchSeconds,
            startedAt: new Date(now()),
          })
          .returning({ id: rewardViews.id });
        if (!row) throw new Error("insert returned nothing");
        id = row.id;
      } catch (error) {
        // The partial unique index: this account already has an open view (two tabs, two clicks).
        if (isUniqueViolation(error)) throw new RewardRefused("viewInProgress");
        throw error;
      }
      return {
        viewId: id,
        minWatchSeconds: s.minWatchSeconds,
        media:
          s.source === "vast"
            ? { type: "vast", tagUrl: s.vastTagUrl }
            : { type: "house", url: HOUSE_VIDEO_PATH },
      };
    },

    /**
     * Closes a view and credits it, once. Refused before the minimum (the view stays open: finishing
     * later still counts), after it expired, or when the address reached its cap meanwhile.
     */
    async finishView(userId: string, viewId: string): Promise<{ credited: number; balance: number }> {
      const [view] = await db
        .select()
        .from(rewardViews)
        .where(and(eq(rewardViews.id, viewId), eq(rewardViews.userId, userId)))
        .limit(1);
      if (!view) throw new RewardRefused("viewNotFound");
      if (view.status !== "open") throw new RewardRefused("viewFinished");
      const elapsed = now() - view.startedAt.getTime();
      const needed = view.minWatchSeconds * 1000;
      if (elapsed < needed) throw new RewardRefused("tooEarly", needed - elapsed);
      if (elapsed > needed + VIEW_GRACE_MS) {
        await db.update(rewardViews).set({ status: "expired" }).where(eq(rewardViews.id, viewId));
        throw new RewardRefused("viewFinished");
      }
      const s = await settings.current();
      if (view.ipHash) {
        // Several accounts of one address may have started before any finished.
        const place = await creditedSince(eq(rewardViews.ipHash, view.ipHash), new Date(now() - DAY_MS));
        if (place.n >= s.dailyCapPerIp) {
          await db.update(rewardViews).set({ status: "expired" }).where(eq(rewardViews.id, viewId));
          throw new RewardRefused("ipDailyCap", (place.oldest?.getTime() ?? now()) + DAY_MS - now());
        }
      }
      return db.transaction(async (tx) => {
        // The claim: of two finishes at once only one finds the view still open.
        const claimed = await tx
          .update(rewardViews)
          .set({ status: "credited", finishedAt: new Date(now()) })
          .where(and(eq(rewardViews.id, viewId), eq(rewardViews.status, "open")))
          .returning({ id: rewardViews.id });
        if (claimed.length === 0) throw new RewardRefused("viewFinished");
        await tx.insert(rewardLedger).values({
          userId,
          amount: s.creditsPerView,
          kind: "view",
          viewId,
          createdAt: new Date(now()),
        });
        return { credited: s.creditsPerView, balance: await balanceOf(tx, userId) };
      });
    },

    /** The person stopped watching: the view closes uncredited, so the next one may start. */
    async cancelView(userId: string, viewId: string): Promise<void> {
      const closed = await db
        .update(rewardViews)
        .set({ status: "expired", finishedAt: new Date(now()) })
        .where(
          and(eq(rewardViews.id, viewId), eq(rewardViews.userId, userId), eq(rewardViews.status, "open")),
        )
        .returning({ id: rewardViews.id });
      if (closed.length === 0) throw new RewardRefused("viewFinished");
    },

    /**
     * Spends credits on minutes of a partner filter: a language, a country (decision 048) or both.
     * Every purchase starts a filter of what it names, taking over the minutes left of the one in
     * force (the same choice extends it). The account row is locked for the spend so two purchases
     * at once cannot take the balance below zero.
     */
    async buyFilter(
      userId: string,
      input: { lang?: string | undefined; country?: string | undefined; credits: number },
      place: Pick<Place, "countriesKnown"> = NO_PLACE,
    ) {
      const s = await settings.current();
      if (input.lang === undefined && input.country === undefined)
        throw new RewardRefused("languageNotOffered");
      if (input.lang !== undefined && !s.filterLanguages.includes(input.lang))
        throw new RewardRefused("languageNotOffered");
      if (
        input.country !== undefined &&
        (!place.countriesKnown || !s.filterCountries.includes(input.country))
      )
        throw new RewardRefused("countryNotOffered");
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
        const balance = await balanceOf(tx, userId);
        if (balance < input.credits) throw new RewardRefused("notEnoughCredits");
        const at = now();
        const [current] = await tx
          .select()
          .from(rewardFilters)
          .where(
            and(
              eq(rewardFilters.userId, userId),
              lte(rewardFilters.startsAt, new Date(at)),
              gt(rewardFilters.endsAt, new Date(at)),
            ),
          )
          .orderBy(desc(rewardFilters.endsAt))
          .limit(1);
        const left = current ? current.endsAt.getTime() - at : 0;
        const bought = input.credits * s.filterMinutesPerCredit * 60_000;
        if (current) {
          await tx
            .update(rewardFilters)
            .set({ endsAt: new Date(at) })
            .where(eq(rewardFilters.id, current.id));
        }
        const [filter] = await tx
          .insert(rewardFilters)
          .values({
            userId,
            lang: input.lang ?? null,
            country: input.country ?? null,
            startsAt: new Date(at),
            endsAt: new Date(at + left + bought),
          })
          .returning();
        if (!filter) throw new Error("insert returned nothing");
        await tx.insert(rewardLedger).values({
          userId,
          amount: -input.credits,
          kind: "filter",
          filterId: filter.id,
          createdAt: new Date(at),
        });
        return {
          balance: balance - input.credits,
          filter: {
            lang: filter.lang,
            country: filter.country,
            endsAt: filter.endsAt.toISOString(),
            remainingMinutes: remainingMinutes(filter.endsAt.getTime(), at),
          },
        };
      });
    },

    /** An account's ledger, newest first (the admin screen, tests). */
    ledger(userId: string, limit = 50) {
      return db
        .select()
        .from(rewardLedger)
        .where(eq(rewardLedger.userId, userId))
        .orderBy(desc(rewardLedger.createdAt))
        .limit(limit);
    },
  };
}

// One per database, shared by the Node entry and the SSR bundle (as server/auth/http.ts getAuth).
const shared = globalThis as typeof globalThis & { __acasoRewards?: WeakMap<Database, Rewards> };
shared.__acasoRewards ??= new WeakMap();

/** The rewards of this database, created on first use. */
export function getRewards(database: Database): Rewards {
  const cache = shared.__acasoRewards as WeakMap<Database, Rewards>;
  let rewards = cache.get(database);
  if (!rewards) {
    rewards = createRewards({ database });
    cache.set(database, rewards);
  }
  return rewards;
}
