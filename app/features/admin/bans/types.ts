import type { BanDuration, BanReason, EvidenceType } from "#common/moderation.ts";

/** A ban as the admin API shows it (server/admin/bans.routes.ts banView). */
export type BanView = {
  id: string;
  ident: string | null;
  account: { id: string; email: string | null } | null;
  ipHash: string | null;
  reason: BanReason;
  note: string;
  duration: BanDuration;
  startsAt: string;
  endsAt: string | null;
  source: "moderator" | "auto";
  evidence: EvidenceType[];
  createdBy: string | null;
  liftedAt: string | null;
  liftNote: string | null;
  reviewItemId: string | null;
};
