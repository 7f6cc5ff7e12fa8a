import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { BanDuration, BanReason, EvidenceType } from "#common/moderation.ts";
import { chatReports, safeControlCaptures } from "./video-chat.ts";

/**
 * A ban (issue 12): one decision that applies to a browser ident, an account and/or an address
 * (only its keyed hash, never the address). Active while `liftedAt` is null and `endsAt` is null
 * (permanent) or in the future. Every node keeps the active ones in memory
 * (server/moderation/bans.ts) and refuses their searches.
 */
export const moderationBans = pgTable(
  "moderation_bans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ident: text("ident"),
    userId: uuid("user_id"),
    ipHash: text("ip_hash"),
    reason: text("reason").$type<BanReason>().notNull(),
    /** The moderator's note (never shown to the person). */
    note: text("note").notNull().default(""),
    duration: text("duration").$type<BanDuration>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** moderator, or auto (report volume, before any person looked). */
    source: text("source").$type<"moderator" | "auto">().notNull(),
    evidence: jsonb("evidence").$type<EvidenceType[]>().notNull().default([]),
    createdBy: uuid("created_by"),
    createdByEmail: text("created_by_email"),
    reviewItemId: uuid("review_item_id"),
    liftedAt: timestamp("lifted_at", { withTimezone: true }),
    liftedBy: uuid("lifted_by"),
    liftNote: text("lift_note"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("moderation_bans_ident_idx").on(t.ident),
    index("moderation_bans_user_idx").on(t.userId),
    index("moderation_bans_ip_idx").on(t.ipHash),
    index("moderation_bans_ends_idx").on(t.endsAt),
    check(
      "moderation_bans_target_check",
      sql`${t.ident} is not null or ${t.userId} is not null or ${t.ipHash} is not null`,
    ),
  ],
);

/**
 * The review queue (issue 12): one item per report and per capture the server-side check flagged.
 * Oldest first, automatic bans on top (`priority`). One decision per item.
 */
export const moderationReviewItems = pgTable(
  "moderation_review_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "story": a reported story (issue 14; its image and caption are in story_reports). */
    kind: text("kind").$type<"report" | "capture" | "story">().notNull(),
    reportId: uuid("report_id").references(() => chatReports.id, { onDelete: "set null" }),
    captureId: uuid("capture_id").references(() => safeControlCaptures.id, { onDelete: "set null" }),
    /** Who the item is about. */
    subjectIdent: text("subject_ident"),
    subjectUserId: uuid("subject_user_id"),
    subjectIpHash: text("subject_ip_hash"),
    reporterIdent: text("reporter_ident"),
    reporterUserId: uuid("reporter_user_id"),
    reason: text("reason").$type<BanReason>().notNull(),
    /** Nudity score of a flagged capture (0..1). */
    score: real("score"),
    priority: integer("priority").notNull().default(0),
    status: text("status").$type<"open" | "decided">().notNull().default("open"),
    decision: text("decision").$type<"dismiss" | "warn" | "ban">(),
    decidedBy: uuid("decided_by"),
    decidedByEmail: text("decided_by_email"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionNote: text("decision_note"),
    banId: uuid("ban_id"),
    /** Marked as involving a minor: evidence kept until this date (legal hold, 1 year). */
    minor: boolean("minor").notNull().default(false),
    legalHoldUntil: timestamp("legal_hold_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("moderation_review_queue_idx").on(t.status, t.priority, t.createdAt),
    index("moderation_review_subject_idx").on(t.subjectIdent),
    uniqueIndex("moderation_review_report_idx").on(t.reportId),
    uniqueIndex("moderation_review_capture_idx").on(t.captureId),
  ],
);

/**
 * Evidence a decision rests on: the report (its conversation lines) and the captures a moderator saw.
 * The retention job keeps what is listed here while its ban can still be appealed or runs, while an
 * appeal is open, or while the item is under legal hold.
 */
export const moderationEvidence = pgTable(
  "moderation_evidence",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewItemId: uuid("review_item_id")
      .notNull()
      .references(() => moderationReviewItems.id, { onDelete: "cascade" }),
    banId: uuid("ban_id").references(() => moderationBans.id, { onDelete: "set null" }),
    reportId: uuid("report_id").references(() => chatReports.id, { onDelete: "cascade" }),
    captureId: uuid("capture_id").references(() => safeControlCaptures.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("moderation_evidence_capture_idx").on(t.captureId),
    index("moderation_evidence_report_idx").on(t.reportId),
    index("moderation_evidence_ban_idx").on(t.banId),
  ],
);

/** A warning: shown to the person at their next search, once. */
export const moderationWarnings = pgTable(
  "moderation_warnings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ident: text("ident"),
    userId: uuid("user_id"),
    reason: text("reason").$type<BanReason>().notNull(),
    reviewItemId: uuid("review_item_id"),
    createdBy: uuid("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp("seen_at", { withTimezone: true }),
  },
  (t) => [
    index("moderation_warnings_ident_idx").on(t.ident),
    index("moderation_warnings_user_idx").on(t.userId),
  ],
);

/**
 * An appeal against a ban (DSA Art. 20): filed by the banned person within six months, one open at a
 * time per ban, decided by a named moderator other than the one who banned when another exists.
 */
export const moderationAppeals = pgTable(
  "moderation_appeals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    banId: uuid("ban_id")
      .notNull()
      .references(() => moderationBans.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    locale: text("locale").notNull(),
    status: text("status").$type<"open" | "accepted" | "rejected">().notNull().default("open"),
    appellantIdent: text("appellant_ident"),
    appellantUserId: uuid("appellant_user_id"),
    appellantIpHash: text("appellant_ip_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid("decided_by"),
    decidedByEmail: text("decided_by_email"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionNote: text("decision_note"),
    /** The person saw the outcome (shown once, at their next visit). */
    outcomeSeenAt: timestamp("outcome_seen_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("moderation_appeals_one_open_idx").on(t.banId).where(sql`${t.status} = 'open'`),
    index("moderation_appeals_status_idx").on(t.status, t.createdAt),
  ],
);

export type ModerationBan = typeof moderationBans.$inferSelect;
export type ReviewItem = typeof moderationReviewItems.$inferSelect;
export type ModerationAppeal = typeof moderationAppeals.$inferSelect;
export type ModerationWarning = typeof moderationWarnings.$inferSelect;
