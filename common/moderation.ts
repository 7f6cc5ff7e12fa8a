/**
 * Moderation vocabulary shared by the server, the admin screens and the visitor's ban screen
 * (issue 12). Codes, not sentences: each side renders them in the reader's language.
 */

/** Why someone is banned or warned (the rules they broke, /rules). */
export const BAN_REASONS = ["nudity", "minor", "harassment", "violence", "spam", "other"] as const;
export type BanReason = (typeof BAN_REASONS)[number];

/** The ladder of durations a moderator chooses from. */
export const BAN_DURATIONS = ["1h", "24h", "7d", "30d", "permanent"] as const;
export type BanDuration = (typeof BAN_DURATIONS)[number];

const HOUR = 60 * 60 * 1000;
export const BAN_DURATION_MS: Record<Exclude<BanDuration, "permanent">, number> = {
  "1h": HOUR,
  "24h": 24 * HOUR,
  "7d": 7 * 24 * HOUR,
  "30d": 30 * 24 * HOUR,
};

/** When a ban of this length that starts at `start` ends (null: permanent). */
export function banEnd(duration: BanDuration, start: number): number | null {
  return duration === "permanent" ? null : start + BAN_DURATION_MS[duration];
}

/** What a ban applies to: the browser's ident, an account, or an address (kept only as a keyed hash). */
export const BAN_TARGETS = ["ident", "account", "ip"] as const;
export type BanTarget = (typeof BAN_TARGETS)[number];

/** What the decision rests on (DSA Art. 17(3)(b): the facts and circumstances relied on). */
export const EVIDENCE_TYPES = [
  "report",
  "conversation",
  "capture",
  "automatedCheck",
  "reportVolume",
  "moderatorReview",
] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

/** DSA Art. 20(1): an appeal can be lodged for at least six months after the decision. */
export const APPEAL_WINDOW_MS = 183 * 24 * HOUR;

/** Appeal text limits. */
export const APPEAL_TEXT = { min: 10, max: 2000 } as const;

/** The report reason codes the chat's report dialog sends ("nudity: details" keeps its code). */
export function reasonOfReport(reason: string): BanReason {
  const code = reason.split(":")[0]?.trim().toLowerCase() ?? "";
  return (BAN_REASONS as readonly string[]).includes(code) ? (code as BanReason) : "other";
}

/**
 * DSA Art. 17 statement of reasons as the visitor receives it (their ban screen renders it in
 * their language): the rule, the evidence relied on, whether automated means decided, how long,
 * and how to appeal until when.
 */
export type BanStatement = {
  id: string;
  reason: BanReason;
  /** Shown to the person only when the moderator chose to share it. */
  startedAt: string;
  endsAt: string | null;
  evidence: EvidenceType[];
  /** True when the ban started automatically (report volume), before any person looked. */
  automated: boolean;
  appeal: {
    /** Until when an appeal can be filed (6 months after the decision). */
    until: string;
    /** The open appeal, if one was filed (one at a time). */
    open: { id: string; createdAt: string } | null;
    /** The latest decided appeal of this ban. */
    last: { status: "accepted" | "rejected"; decidedAt: string } | null;
  };
};

/** A warning as the visitor sees it at their next search. */
export type WarningNotice = { id: string; reason: BanReason; createdAt: string };

/** An appeal outcome shown once on the next visit. */
export type AppealOutcome = {
  id: string;
  status: "accepted" | "rejected";
  decidedAt: string;
  /** The ban the appeal was about is over (accepted) or still runs until (rejected). */
  banEndsAt: string | null;
};

/** GET /api/moderation/status: everything the chat needs about this visitor, in one answer. */
export type ModerationStatus = {
  ban: BanStatement | null;
  warning: WarningNotice | null;
  appealOutcome: AppealOutcome | null;
  /** On-device nudity blur: blur when the score reaches this (0 blurs everything, 1 nothing). */
  blurThreshold: number;
};

/** The classes of the nsfwjs model (MobileNetV2), as it names them. */
export type NudityPrediction = { className: string; probability: number };

/**
 * One nudity score from the model's five classes, used by the on-device blur and the server-side
 * check alike: explicit classes count in full, "Sexy" (underwear, swimwear) half.
 */
export function nudityScore(predictions: readonly NudityPrediction[]): number {
  let score = 0;
  for (const { className, probability } of predictions) {
    if (className === "Porn" || className === "Hentai") score += probability;
    else if (className === "Sexy") score += probability / 2;
  }
  return Math.min(1, Math.max(0, score));
}

/** Thresholds of the nudity model (admin setting "nudityCheck", /-priv/mda/safecontrol/config). */
export type NudityCheckSettings = {
  /** The chat blurs the stranger's video from this score (0: always, 1: only certain). */
  blurThreshold: number;
  /** The server flags a stored capture for review from this score. */
  flagThreshold: number;
};

export const DEFAULT_NUDITY_CHECK: NudityCheckSettings = { blurThreshold: 0.7, flagThreshold: 0.8 };
