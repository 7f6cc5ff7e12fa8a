import { eq } from "drizzle-orm";
import {
  DEFAULT_SAFE_CONTROL_CONFIG,
  type SafeControlConfig,
  safeControlConfigSchema,
} from "#common/protocol/index.ts";
import type { Db } from "#db/client.ts";
import { chatSettings } from "#db/schema/index.ts";

/** Key of the safety-control row in chat_settings (spec §3 safe control config). */
export const SAFE_CONTROL_SETTINGS_KEY = "safeControl";

export type SafeControlSettings = {
  /** The stored config; the defaults (all off) when there is none or it no longer parses. */
  read(): Promise<{ config: SafeControlConfig; updatedAt: Date | null }>;
  /** Validated by the same schema clients read it with (spec §3), then stored. */
  write(config: SafeControlConfig): Promise<void>;
};

export function createSafeControlSettings(db: Db): SafeControlSettings {
  return {
    async read() {
      const [row] = await db
        .select({ value: chatSettings.value, updatedAt: chatSettings.updatedAt })
        .from(chatSettings)
        .where(eq(chatSettings.key, SAFE_CONTROL_SETTINGS_KEY))
        .limit(1);
      if (!row) return { config: DEFAULT_SAFE_CONTROL_CONFIG, updatedAt: null };
      // A row the current schema cannot read must not switch capture on by accident: defaults (off).
      const parsed = safeControlConfigSchema.safeParse(row.value);
      return { config: parsed.success ? parsed.data : DEFAULT_SAFE_CONTROL_CONFIG, updatedAt: row.updatedAt };
    },
    async write(config) {
      const value = safeControlConfigSchema.parse(config);
      const updatedAt = new Date();
      await db
        .insert(chatSettings)
        .values({ key: SAFE_CONTROL_SETTINGS_KEY, value, updatedAt })
        .onConflictDoUpdate({ target: chatSettings.key, set: { value, updatedAt } });
    },
  };
}
