import { and, asc, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { DefaultVideo, SafeControlConfig } from "#common/protocol/index.ts";
import { stripForbiddenCharacters } from "#common/text.ts";
import type { Db } from "#db/client.ts";
import { chatDefaultVideos, chatReports, type ReportedMessage } from "#db/schema/index.ts";

export type NewReport = {
  matchId: string;
  reporterIdent: string;
  reportedIdent: string;
  reason: string;
  messages: ReportedMessage[];
  /** The two sockets, so moderation can tell which accounts and addresses they were (issue 12). */
  reporterSocketId: string;
  reportedSocketId: string;
};

export type NewCapture = {
  kind: string;
  ident: string | null;
  socketId: string;
  matchId: string | null;
  mimeType: string;
  data: Uint8Array;
};

/** The video chat's own records (PostgreSQL through Drizzle). */
export type ChatRecords = {
  /** Stores a report; returns its id. */
  saveReport(report: NewReport): Promise<string>;
  /** Pairs that must never meet again (the most recent `limit` reports), loaded at start-up. */
  reportedPairs(limit: number): Promise<Array<[string, string]>>;
  defaultVideos(options: { lang?: string | undefined; limit: number }): Promise<DefaultVideo[]>;
  /** Counts a play; false when the video does not exist. */
  registerPlayedVideo(videoId: string): Promise<boolean>;
};

/** Safety control, kept by the moderation module (server/moderation, issue 12). */
export type SafetyRecords = {
  /** The admin-edited config (spec §3), in force on every node within a second. */
  safeControlConfig(): Promise<SafeControlConfig>;
  saveCapture(capture: NewCapture): Promise<void>;
};

export type VideoChatStore = ChatRecords & SafetyRecords;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createVideoChatStore(db: Db): ChatRecords {
  return {
    async saveReport(report) {
      const [row] = await db
        .insert(chatReports)
        .values({
          matchId: report.matchId,
          reporterIdent: report.reporterIdent,
          reportedIdent: report.reportedIdent,
          // Defence in depth (issue 17 finding 3): the protocol refuses control characters, and
          // whatever got into a conversation anyway cannot make the report unstorable.
          reason: stripForbiddenCharacters(report.reason, true),
          messages: report.messages.map((message) => ({
            ...message,
            text: stripForbiddenCharacters(message.text, true),
          })),
        })
        .returning({ id: chatReports.id });
      if (!row) throw new Error("report insert returned nothing");
      return row.id;
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
  };
}
