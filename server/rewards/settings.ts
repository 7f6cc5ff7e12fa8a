import { eq } from "drizzle-orm";
import { DEFAULT_REWARD_SETTINGS, type RewardSettings, rewardSettingsSchema } from "#common/rewards/index.ts";
import type { Db } from "#db/client.ts";
import { rewardSettings } from "#db/schema/index.ts";
import { SETTINGS_TTL_MS } from "../moderation/safe-control-settings.ts";

const KEY = "rewards";

type Stored = { value: RewardSettings; updatedAt: Date | null };

export type RewardSettingsStore = ReturnType<typeof createRewardSettingsStore>;

/**
 * The reward settings row, read through a per-node copy at most SETTINGS_TTL_MS (1 s) old: the same
 * mechanism as the safety-control settings (server/moderation/safe-control-settings.ts), so a change
 * made on one node is in force on every node within a second, and the node that made it drops its
 * copy at once.
 */
export function createRewardSettingsStore(db: Db, now: () => number = Date.now) {
  async function read(): Promise<Stored> {
    const [row] = await db
      .select({ value: rewardSettings.value, updatedAt: rewardSettings.updatedAt })
      .from(rewardSettings)
      .where(eq(rewardSettings.key, KEY))
      .limit(1);
    if (!row) return { value: DEFAULT_REWARD_SETTINGS, updatedAt: null };
    // A row the current schema cannot read (an older shape): the defaults, never a half-read value.
    const parsed = rewardSettingsSchema.safeParse({ ...DEFAULT_REWARD_SETTINGS, ...(row.value as object) });
    return { value: parsed.success ? parsed.data : DEFAULT_REWARD_SETTINGS, updatedAt: row.updatedAt };
  }

  let copy: { at: number; value: Promise<RewardSettings> } | null = null;

  return {
    /** Fresh from the database (the admin screen). */
    read,
    /** This node's copy (every view, every search). */
    current(): Promise<RewardSettings> {
      if (copy && now() - copy.at < SETTINGS_TTL_MS) return copy.value;
      const value = read().then((stored) => stored.value);
      const entry = { at: now(), value };
      copy = entry;
      value.catch(() => {
        if (copy === entry) copy = null;
      });
      return value;
    },
    async write(value: RewardSettings): Promise<void> {
      const parsed = rewardSettingsSchema.parse(value);
      const updatedAt = new Date(now());
      await db
        .insert(rewardSettings)
        .values({ key: KEY, value: parsed, updatedAt })
        .onConflictDoUpdate({ target: rewardSettings.key, set: { value: parsed, updatedAt } });
      copy = null;
    },
    invalidate() {
      copy = null;
    },
  };
}
