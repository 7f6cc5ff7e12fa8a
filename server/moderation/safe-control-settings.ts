import { eq } from "drizzle-orm";
import { z } from "zod";
import { DEFAULT_NUDITY_CHECK, type NudityCheckSettings } from "#common/moderation.ts";
import {
  DEFAULT_SAFE_CONTROL_CONFIG,
  type SafeControlConfig,
  safeControlConfigSchema,
} from "#common/protocol/index.ts";
import type { Db } from "#db/client.ts";
import { chatSettings } from "#db/schema/index.ts";

/** Key of the safety-control row in chat_settings (spec §3 safe control config). */
export const SAFE_CONTROL_SETTINGS_KEY = "safeControl";
/** Key of the nudity model's thresholds (issue 12). */
export const NUDITY_CHECK_SETTINGS_KEY = "nudityCheck";

export const nudityCheckSchema = z.object({
  blurThreshold: z.number().min(0).max(1),
  flagThreshold: z.number().min(0).max(1),
});

/** How long a node trusts its copy: changes are in force everywhere within this, even if an event is lost. */
export const SETTINGS_TTL_MS = 1000;

type Stored<T> = { value: T; updatedAt: Date | null };

export type ModerationSettings = ReturnType<typeof createModerationSettings>;

/**
 * The settings moderators edit (/-priv/mda/safecontrol/config), read through a per-node copy that is
 * dropped when another node announces a change and at most SETTINGS_TTL_MS old otherwise, so the
 * chat's reads (one per connection, one per capture) do not each cost a query.
 */
export function createModerationSettings(db: Db, now: () => number = Date.now) {
  async function read<T>(key: string, schema: z.ZodType<T>, fallback: T): Promise<Stored<T>> {
    const [row] = await db
      .select({ value: chatSettings.value, updatedAt: chatSettings.updatedAt })
      .from(chatSettings)
      .where(eq(chatSettings.key, key))
      .limit(1);
    if (!row) return { value: fallback, updatedAt: null };
    // A row the current schema cannot read must not switch anything on by accident: defaults.
    const parsed = schema.safeParse(row.value);
    return { value: parsed.success ? parsed.data : fallback, updatedAt: row.updatedAt };
  }
  async function write<T>(key: string, schema: z.ZodType<T>, value: T): Promise<void> {
    const parsed = schema.parse(value);
    const updatedAt = new Date(now());
    await db
      .insert(chatSettings)
      .values({ key, value: parsed, updatedAt })
      .onConflictDoUpdate({ target: chatSettings.key, set: { value: parsed, updatedAt } });
  }

  const cache = new Map<string, { at: number; value: Promise<unknown> }>();
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit && now() - hit.at < SETTINGS_TTL_MS) return hit.value as Promise<T>;
    const value = load();
    cache.set(key, { at: now(), value });
    value.catch(() => cache.delete(key));
    return value;
  }

  return {
    safeControl: () =>
      cached(
        SAFE_CONTROL_SETTINGS_KEY,
        async () =>
          (await read(SAFE_CONTROL_SETTINGS_KEY, safeControlConfigSchema, DEFAULT_SAFE_CONTROL_CONFIG)).value,
      ),
    nudity: () =>
      cached(
        NUDITY_CHECK_SETTINGS_KEY,
        async () => (await read(NUDITY_CHECK_SETTINGS_KEY, nudityCheckSchema, DEFAULT_NUDITY_CHECK)).value,
      ),
    /** Fresh from the database (the admin screen). */
    readSafeControl: () =>
      read(SAFE_CONTROL_SETTINGS_KEY, safeControlConfigSchema, DEFAULT_SAFE_CONTROL_CONFIG),
    readNudity: () => read(NUDITY_CHECK_SETTINGS_KEY, nudityCheckSchema, DEFAULT_NUDITY_CHECK),
    writeSafeControl: (config: SafeControlConfig) =>
      write(SAFE_CONTROL_SETTINGS_KEY, safeControlConfigSchema, config),
    writeNudity: (settings: NudityCheckSettings) =>
      write(NUDITY_CHECK_SETTINGS_KEY, nudityCheckSchema, settings),
    /** Drops this node's copies (a change here or announced by another node). */
    invalidate: () => cache.clear(),
  };
}
