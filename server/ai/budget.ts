import { eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { aiDailyUsage } from "#db/schema/ai.ts";

/** The UTC day a budget counts for. */
export function budgetDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export type DailyBudget = {
  /** Takes `tokens` from today's budget: the day taken from, or null (nothing taken) when they do not fit. */
  reserve(tokens: number): Promise<string | null>;
  /** Corrects a reservation of `day` by the difference with what was really spent (negative gives back). */
  adjust(day: string, delta: number): Promise<void>;
  used(): Promise<number>;
  /** True when not even one answer of `minimum` tokens fits any more today. */
  spent(minimum: number): Promise<boolean>;
};

/**
 * AI_DAILY_TOKENS per deployment: one row per UTC day in PostgreSQL, shared by every node and kept
 * across restarts. A request reserves its worst case (prompt estimate + output cap) atomically
 * before it starts, so concurrent requests cannot overshoot, and gives back what it did not use.
 */
export function createDailyBudget(db: Db, limit: number, now: () => Date = () => new Date()): DailyBudget {
  const unlimited = limit <= 0;
  return {
    async reserve(tokens) {
      const day = budgetDay(now());
      if (unlimited) {
        await db
          .insert(aiDailyUsage)
          .values({ day, tokens, requests: 1 })
          .onConflictDoUpdate({
            target: aiDailyUsage.day,
            set: {
              tokens: sql`${aiDailyUsage.tokens} + ${tokens}`,
              requests: sql`${aiDailyUsage.requests} + 1`,
            },
          });
        return day;
      }
      if (tokens > limit) return null;
      const rows = await db
        .insert(aiDailyUsage)
        .values({ day, tokens, requests: 1 })
        .onConflictDoUpdate({
          target: aiDailyUsage.day,
          set: {
            tokens: sql`${aiDailyUsage.tokens} + ${tokens}`,
            requests: sql`${aiDailyUsage.requests} + 1`,
          },
          setWhere: sql`${aiDailyUsage.tokens} + ${tokens} <= ${limit}`,
        })
        .returning({ tokens: aiDailyUsage.tokens });
      return rows.length > 0 ? day : null;
    },
    async adjust(day, delta) {
      if (delta === 0) return;
      await db
        .update(aiDailyUsage)
        .set({ tokens: sql`greatest(0, ${aiDailyUsage.tokens} + ${delta})` })
        .where(eq(aiDailyUsage.day, day));
    },
    async used() {
      const [row] = await db
        .select({ tokens: aiDailyUsage.tokens })
        .from(aiDailyUsage)
        .where(eq(aiDailyUsage.day, budgetDay(now())));
      return row?.tokens ?? 0;
    },
    async spent(minimum) {
      if (unlimited) return false;
      return limit - (await this.used()) < minimum;
    },
  };
}
