import type { BanDuration, BanReason } from "#common/moderation.ts";

/** GET /api/admin/reviews (server/admin/reviews.routes.ts). */
export type ReviewListItem = {
  id: string;
  kind: "report" | "capture" | "story";
  reason: BanReason;
  reportText: string | null;
  score: number | null;
  priority: number;
  subjectIdent: string | null;
  createdAt: string;
  decision: "dismiss" | "warn" | "ban" | null;
  decidedAt: string | null;
  decidedBy: string | null;
};

export type ReviewCapture = {
  id: string;
  kind: string;
  mimeType: string;
  byteSize: number;
  createdAt: string;
  score: number | null;
  matchId: string | null;
};

export type Account = { id: string; email: string | null } | null;

/** GET /api/admin/reviews/:id */
export type ReviewDetailData = {
  item: {
    id: string;
    kind: "report" | "capture" | "story";
    status: "open" | "decided";
    reason: BanReason;
    score: number | null;
    priority: number;
    createdAt: string;
    decision: "dismiss" | "warn" | "ban" | null;
    decidedAt: string | null;
    decidedBy: string | null;
    decisionNote: string | null;
    banId: string | null;
    minor: boolean;
    legalHoldUntil: string | null;
  };
  subject: {
    ident: string | null;
    account: Account;
    ipHash: string | null;
    activeBan: { id: string; endsAt: string | null; source: "moderator" | "auto" } | null;
    previousBans: Array<{
      id: string;
      reason: BanReason;
      startsAt: string;
      endsAt: string | null;
      liftedAt: string | null;
      source: string;
    }>;
    reportersLastDay: number;
  };
  reporter: { ident: string; account: Account } | null;
  report: {
    id: string;
    matchId: string;
    reason: string;
    createdAt: string;
    lines: Array<{ from: "reporter" | "reported"; text: string; at: number }>;
  } | null;
  captures: ReviewCapture[];
  /** Issue 14: a reported story (image copy behind imageUrl, blurred unless ?variant=original). */
  story?: { storyId: string; reason: string; caption: string; hasImage: boolean; imageUrl: string } | null;
};

export type DecisionInput = {
  decision: "dismiss" | "warn" | "ban";
  note?: string;
  minor: boolean;
  reason?: BanReason;
  ban?: { duration: BanDuration; targets: { ident: boolean; account: boolean; ip: boolean } };
};
