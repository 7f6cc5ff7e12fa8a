import { and, asc, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import {
  DEFAULT_SAFE_CONTROL_CONFIG,
  type DefaultVideo,
  type SafeControlConfig,
  safeControlConfigSchema,
} from "#common/protocol/index.ts";
import type { Db } from "#db/client.ts";
import {
  chatBans,
  chatDefaultVideos,
  chatReports,
  chatSettings,
  type ReportedMessage,
  safeControlCaptures,
} from "#db/schema/index.ts";

/** Key of the safety-control row in chat_settings (edited by the admin screen /-priv/mda/safecontrol/config). */
export const SAFE_CONTROL_SETTINGS_KEY = "safeControl";

export type NewReport = {
  matchId: string;
  reporterIdent: string;
  reportedIdent: string;
  reason: string;
  messages: ReportedMessage[];
};

export type NewCapture = {
  kind: string;
  ident: string | null;
  socketId: string;
  matchId: string | null;
  mimeType: string;
  data: Uint8Array;
};

/** The video chat's persistent data (PostgreSQL through Drizzle). */
export type VideoChatStore = {
  saveReport(report: NewReport): Promise<void>;
  /** Pairs that must never meet again (the most recent `limit` reports), loaded at start-up. */
  reportedPairs(limit: number): Promise<Array<[string, string]>>;
  /** Records (or renews) a ban. */
  ban(ident: string, reason: string, expiresAt?: Date): Promise<void>;
  /** Idents banned now. */
  activeBans(now: Date): Promise<string[]>;
  defaultVideos(options: { lang?: string | undefined; limit: number }): Promise<DefaultVideo[]>;
  /** Counts a play; false when the video does not exist. */
  registerPlayedVideo(videoId: string): Promise<boolean>;
  safeControlConfig(): Promise<SafeControlConfig>;
  saveCapture(capture: NewCapture): Promise<void>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createVideoChatStore(db: Db): VideoChatStore {
  return {
    async saveReport(report) {
      await db.insert(chatReports).values(report);
    },

    async ban(ident, reason, expiresAt) {
      await db
        .insert(chatBans)
        .values({ ident, reason, expiresAt: expiresAt ?? null })
        .onConflictDoUpdate({ target: chatBans.ident, set: { reason, expiresAt: expiresAt ?? null } });
    },

    async activeBans(now) {
      const rows = await db
        .select({ ident: chatBans.ident })
        .from(chatBans)
        .where(or(isNull(chatBans.expiresAt), gt(chatBans.expiresAt, now)));
      return rows.map((row) => row.ident);
    },

    async reportedPairs(limit) {
      const rows = await db
        .select({ a: chatReports.reporterIdent, b: chatReports.reportedIdent })
        .from(chatReports)
        .orderBy(desc(chatReports.createdAt))
        .limit(limit);
      return rows.map((row) => [row.a, row.b]);
    },

    async defaultVideos({ lang, limit }) {
      const rows = await db
        .select()
        .from(chatDefaultVideos)
        .where(
          and(
            eq(chatDefaultVideos.enabled, true),
            lang ? or(isNull(chatDefaultVideos.lang), eq(chatDefaultVideos.lang, lang)) : undefined,
          ),
        )
        .orderBy(asc(chatDefaultVideos.sortOrder), asc(chatDefaultVideos.createdAt))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        url: row.url,
        title: row.title,
        lang: row.lang,
        posterUrl: row.posterUrl,
      }));
    },

    async registerPlayedVideo(videoId) {
      // Not a uuid: cannot exist, and Postgres would reject the comparison.
      if (!UUID.test(videoId)) return false;
      const updated = await db
        .update(chatDefaultVideos)
        .set({ playCount: sql`${chatDefaultVideos.playCount} + 1` })
        .where(eq(chatDefaultVideos.id, videoId))
        .returning({ id: chatDefaultVideos.id });
      return updated.length > 0;
    },

    async safeControlConfig() {
      const [row] = await db
        .select({ value: chatSettings.value })
        .from(chatSettings)
        .where(eq(chatSettings.key, SAFE_CONTROL_SETTINGS_KEY))
        .limit(1);
      if (!row) return DEFAULT_SAFE_CONTROL_CONFIG;
      // A row the current schema cannot read must not switch capture on by accident: defaults (off).
      const parsed = safeControlConfigSchema.safeParse(row.value);
      return parsed.success ? parsed.data : DEFAULT_SAFE_CONTROL_CONFIG;
    },

    async saveCapture(capture) {
      await db.insert(safeControlCaptures).values({ ...capture, byteSize: capture.data.byteLength });
    },
  };
}
