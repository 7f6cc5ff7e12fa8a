import type { IncomingMessage } from "node:http";
import {
  type BanDuration,
  type BanReason,
  type EvidenceType,
  type ModerationStatus,
  reasonOfReport,
} from "#common/moderation.ts";
import type { Database } from "#db/client.ts";
import type { ReportedMessage } from "#db/schema/index.ts";
import { clientAddress, compileTrust } from "#server/security/trust-proxy.ts";
import type { AuditWriter } from "../admin/audit.ts";
import { hashIp } from "../auth/tokens.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { FileStorage } from "../storage/index.ts";
import { createAppealStore } from "./appeals.ts";
import { type ActiveBan, createBanCache, type Subject } from "./ban-cache.ts";
import { banStatement, createBanStore, type Moderator, toActiveBan } from "./bans.ts";
import { createCaptureStore, type NewCapture } from "./captures.ts";
import { createNudityChecker, type NudityChecker } from "./nudity/checker.ts";
import { deleteExpiredEvidence, type RetentionResult, takeRetentionLease } from "./retention.ts";
import { createReviewStore } from "./reviews.ts";
import { createModerationSettings } from "./safe-control-settings.ts";
import { createWarningStore } from "./warnings.ts";

/** Messages between nodes (carried by Socket.IO's server-side emit, through Redis with several nodes). */
export type ModerationEvent =
  | { type: "ban"; ban: ActiveBan }
  | { type: "lift"; id: string }
  | { type: "settings" }
  | { type: "reload"; subject: Subject; reason: string };

/** What the realtime layer of this node lends the moderation (server/realtime/index.ts attaches it). */
export type RealtimeLink = {
  /** Sends an event to every other node. */
  broadcast(event: ModerationEvent): void;
  /** Tells this node's sockets of the subject to reload (with a reason) and disconnects them. */
  disconnect(subject: Subject, reason: string): number;
  /** Makes this node's sockets of the subject reload (spec §4.6 forceBrowserReload). */
  reload(subject: Subject, reason: string): number;
};

export type ModerationDeps = {
  config: Config;
  database: Database;
  logger: Logger;
  storage: FileStorage;
  audit: AuditWriter;
  now?: () => number;
  /** Server-side nudity check of captures; default: the nsfwjs worker when SAFETY_CHECK_CAPTURES. */
  nudity?: NudityChecker | null;
};

/** How often each node reloads the active bans from PostgreSQL (besides the events). */
const BAN_REFRESH_MS = 30_000;
/** Legal hold of cases involving a minor (issue 12). */
export const LEGAL_HOLD_MS = 365 * 24 * 60 * 60 * 1000;

export type ModerationErrorCode =
  | "notFound"
  | "alreadyDecided"
  | "noTarget"
  | "notActive"
  | "notShorter"
  | "otherModerator"
  | "tooLate"
  | "appealOpen"
  | "notYours";

/** A decision the rules refuse (the admin API answers it as a 404 or 409 with this code). */
export class ModerationError extends Error {
  override name = "ModerationError";
  readonly code: ModerationErrorCode;
  constructor(code: ModerationErrorCode) {
    super(code);
    this.code = code;
  }
}

export type ReportFiled = {
  reportId: string;
  matchId: string;
  reason: string;
  messages: ReportedMessage[];
  reporter: Subject & { ident: string };
  reported: Subject & { ident: string };
};

export type Moderation = ReturnType<typeof createModeration>;

/**
 * The moderation of the video chat (issue 12), one per node: bans (in memory for every check, in
 * PostgreSQL for the record), the review queue, warnings, appeals, automatic bans, captures and
 * their server-side check. The realtime layer calls it from its handlers (small hooks) and lends it
 * a link to the sockets; the admin API and the visitor API call it for everything else.
 */
export function createModeration(deps: ModerationDeps) {
  const { config, logger } = deps;
  const db = deps.database.db;
  const now = deps.now ?? Date.now;
  const log = logger.child({ component: "moderation" });
  const cache = createBanCache(now);
  const bans = createBanStore(db, now);
  const reviews = createReviewStore(db, now);
  const warnings = createWarningStore(db, now);
  const appeals = createAppealStore(db, now);
  const captures = createCaptureStore(db, deps.storage);
  const settings = createModerationSettings(db, now);
  const nudity =
    deps.nudity === undefined
      ? config.SAFETY_CHECK_CAPTURES
        ? createNudityChecker({ logger })
        : null
      : deps.nudity;
  // The same TRUST_PROXY rule as Express (server/app.ts): a forwarded address counts only when
  // it came through a trusted proxy (issue 17 finding 7).
  const trust = compileTrust(config.TRUST_PROXY);
  let link: RealtimeLink | null = null;
  const checks = new Set<Promise<unknown>>();

  async function refreshBans(): Promise<void> {
    cache.replaceAll(await bans.active());
  }
  const ready = refreshBans().catch((error: unknown) => log.error({ err: error }, "could not load bans"));

  /** The retention job (server/moderation/retention.ts): one node per hour, or now on request. */
  async function runRetention(
    options: { force?: boolean; by?: Moderator; ip?: string | undefined } = {},
  ): Promise<RetentionResult | null> {
    if (!options.force && !(await takeRetentionLease(db, now()))) return null;
    const result = await deleteExpiredEvidence({
      db,
      captures,
      retentionDays: config.SAFETY_RETENTION_DAYS,
      now: now(),
    });
    log.info(result, "retention job: expired evidence deleted");
    // Run by an administrator: their address (hashed) like every admin action; by the timer: none.
    await deps.audit.record({
      actor: options.by ?? null,
      action: "retention.run",
      after: result,
      ip: options.ip,
    });
    return result;
  }
  const retentionTimer = setInterval(
    () => {
      runRetention().catch((error: unknown) => log.error({ err: error }, "retention job failed"));
    },
    10 * 60 * 1000,
  );
  retentionTimer.unref();
  const refresher = setInterval(() => {
    refreshBans().catch((error: unknown) => log.warn({ err: error }, "ban refresh failed"));
  }, BAN_REFRESH_MS);
  refresher.unref();

  /** In force here now, on every other node within a second, and live matches end. */
  function enforce(ban: ActiveBan) {
    cache.add(ban);
    link?.disconnect(ban, "banned");
    link?.broadcast({ type: "ban", ban });
  }

  function lifted(id: string) {
    cache.remove(id);
    link?.broadcast({ type: "lift", id });
  }

  const system = null;

  async function autoBanCheck(report: ReportFiled): Promise<void> {
    const since = new Date(now() - config.AUTO_BAN_WINDOW_MINUTES * 60_000);
    const reporters = await reviews.distinctReporters(report.reported.ident, since);
    if (reporters < config.AUTO_BAN_REPORTS) return;
    if (cache.find({ ident: report.reported.ident, userId: report.reported.userId })) return;
    const ban = await bans.create({
      ident: report.reported.ident,
      userId: report.reported.userId ?? null,
      reason: reasonOfReport(report.reason),
      duration: "24h",
      note: `${reporters} reporters within ${config.AUTO_BAN_WINDOW_MINUTES} min`,
      source: "auto",
      evidence: ["report", "reportVolume"],
      by: system,
    });
    await reviews.prioritize(report.reported.ident);
    enforce(toActiveBan(ban));
    await deps.audit.record({
      actor: system,
      action: "ban.auto",
      target: { type: "ban", id: ban.id },
      after: { ident: ban.ident, userId: ban.userId, reason: ban.reason, endsAt: ban.endsAt, reporters },
    });
    log.info({ banId: ban.id, reporters }, "automatic ban after reports");
  }

  async function checkCapture(id: string, subject: Subject, data: Uint8Array): Promise<void> {
    if (!nudity) return;
    const score = await nudity.check(data);
    if (score === null) return;
    await captures.setScore(id, score);
    const { flagThreshold } = await settings.nudity();
    if (score >= flagThreshold) {
      await reviews.addFlaggedCapture({ captureId: id, subject, score });
      log.info({ captureId: id, score }, "capture flagged for review");
    }
  }

  /** Starts a ban and enforces it everywhere. */
  async function startBan(input: {
    targets: Subject;
    reason: BanReason;
    duration: BanDuration;
    note: string;
    evidence: EvidenceType[];
    by: Moderator;
    reviewItemId?: string;
  }) {
    if (!input.targets.ident && !input.targets.userId && !input.targets.ipHash) {
      throw new ModerationError("noTarget");
    }
    const ban = await bans.create({
      ...input.targets,
      reason: input.reason,
      duration: input.duration,
      note: input.note,
      source: "moderator",
      evidence: input.evidence,
      by: input.by,
      reviewItemId: input.reviewItemId,
    });
    enforce(toActiveBan(ban));
    return ban;
  }

  return {
    ready,
    cache,
    bans,
    reviews,
    warnings,
    appeals,
    captures,
    settings,
    nudity,

    // ---- realtime hooks -------------------------------------------------------------------------

    /** Called once by the realtime layer of this node. */
    attach(realtime: RealtimeLink) {
      link = realtime;
    },

    /** An event from another node. */
    receive(event: ModerationEvent) {
      switch (event.type) {
        case "ban":
          cache.add(event.ban);
          link?.disconnect(event.ban, "banned");
          return;
        case "lift":
          cache.remove(event.id);
          return;
        case "settings":
          settings.invalidate();
          return;
        case "reload":
          link?.reload(event.subject, event.reason);
          return;
      }
    },

    /** The ban that refuses this subject now, if any (every handshake and search asks). */
    banFor(subject: Subject): ActiveBan | null {
      return cache.find(subject);
    },

    /** The keyed hash of a request's client address (HTTP request or socket handshake). */
    ipHashOf(request: IncomingMessage): string | null {
      try {
        return hashIp(config.sessionSecret, clientAddress(request, trust));
      } catch {
        return null;
      }
    },

    /** A report was stored: queue it for review, and ban at once when enough people reported. */
    async reportFiled(report: ReportFiled): Promise<void> {
      await reviews.addReport({
        reportId: report.reportId,
        subject: report.reported,
        reporter: report.reporter,
        reason: reasonOfReport(report.reason),
      });
      await autoBanCheck(report);
    },

    /** A capture arrived: into the file storage, then checked by the model off the event loop. */
    async captureSubmitted(capture: NewCapture): Promise<void> {
      const row = await captures.save(capture);
      if (!capture.mimeType.startsWith("image/")) return;
      const subject = { ident: capture.ident, userId: capture.userId, ipHash: capture.ipHash };
      const running = checkCapture(row.id, subject, capture.data).catch((error: unknown) =>
        log.warn({ err: error, captureId: row.id }, "capture check failed"),
      );
      checks.add(running);
      void running.finally(() => checks.delete(running));
    },

    /** Waits for the captures being checked (tests; shutdown). */
    async settled(): Promise<void> {
      await Promise.all([...checks]);
    },

    safeControlConfig: () => settings.safeControl(),

    /** A setting changed on this node: drop the copies here and on every node. */
    settingsChanged() {
      settings.invalidate();
      link?.broadcast({ type: "settings" });
    },

    /** spec §4.6 forced reload of one person's browsers, on whichever node they are. */
    reload(subject: Subject, reason: string): number {
      const here = link?.reload(subject, reason) ?? 0;
      link?.broadcast({ type: "reload", subject, reason });
      return here;
    },

    // ---- decisions ------------------------------------------------------------------------------

    /** Starts a ban and enforces it everywhere. */
    ban: startBan,

    /** Ends a ban now (unban or accepted appeal). */
    async lift(id: string, by: Moderator | null, note: string) {
      const result = await bans.lift(id, by, note);
      if (!result) throw new ModerationError("notActive");
      lifted(id);
      return result;
    },

    /** Shortens a ban to a shorter step of the ladder (counted from its start). */
    async shorten(id: string, duration: Exclude<BanDuration, "permanent">) {
      const result = await bans.shorten(id, duration);
      if (result === "notActive" || result === "notShorter") throw new ModerationError(result);
      const active = toActiveBan(result.after);
      if (active.endsAt !== null && active.endsAt <= now()) lifted(id);
      else {
        cache.add(active);
        link?.broadcast({ type: "ban", ban: active });
      }
      return result;
    },

    /**
     * One decision on one review item (issue 12): dismiss, warn (shown at the person's next search)
     * or ban (chosen targets among the item's ident, account and address). Marking a minor, or banning
     * for that reason, puts the evidence under legal hold for a year. The item is claimed first, so
     * two moderators deciding at once cannot both act.
     */
    async decideReview(
      itemId: string,
      input: {
        decision: "dismiss" | "warn" | "ban";
        note: string;
        minor: boolean;
        reason?: BanReason | undefined;
        ban?:
          | { duration: BanDuration; targets: { ident: boolean; account: boolean; ip: boolean } }
          | undefined;
      },
      by: Moderator,
    ) {
      const item = await reviews.get(itemId);
      if (!item) throw new ModerationError("notFound");
      if (item.status !== "open") throw new ModerationError("alreadyDecided");
      const reason = input.reason ?? item.reason;
      const minor = input.minor || (input.decision === "ban" && reason === "minor");
      const targets =
        input.decision === "ban" && input.ban
          ? {
              ident: input.ban.targets.ident ? item.subjectIdent : null,
              userId: input.ban.targets.account ? item.subjectUserId : null,
              ipHash: input.ban.targets.ip ? item.subjectIpHash : null,
            }
          : null;
      if (input.decision === "ban" && (!targets || (!targets.ident && !targets.userId && !targets.ipHash))) {
        throw new ModerationError("noTarget");
      }
      const decided = await reviews.decide(itemId, {
        decision: input.decision,
        by,
        note: input.note,
        banId: null,
        minor,
        legalHoldUntil: minor ? new Date(now() + LEGAL_HOLD_MS) : null,
      });
      if (!decided) throw new ModerationError("alreadyDecided");

      const report = item.reportId ? await reviews.report(item.reportId) : undefined;
      const shown = await captures.around({
        ident: item.subjectIdent,
        matchId: report?.matchId ?? null,
        at: report?.createdAt ?? item.createdAt,
      });
      const captureIds = [
        ...new Set([...(item.captureId ? [item.captureId] : []), ...shown.map((c) => c.id)]),
      ];

      let ban = null;
      let warning = null;
      if (input.decision === "ban" && targets && input.ban) {
        const evidence: EvidenceType[] = [];
        if (report) evidence.push("report");
        if (report && report.messages.length > 0) evidence.push("conversation");
        if (captureIds.length > 0) evidence.push("capture");
        if (item.kind === "capture") evidence.push("automatedCheck");
        ban = await startBan({
          targets,
          reason,
          duration: input.ban.duration,
          note: input.note,
          evidence,
          by,
          reviewItemId: item.id,
        });
        await reviews.setBan(item.id, ban.id);
      } else if (input.decision === "warn") {
        warning = await warnings.create({
          ident: item.subjectIdent,
          userId: item.subjectUserId,
          reason,
          reviewItemId: item.id,
          by,
        });
      }
      if (ban || minor) {
        await reviews.attachEvidence({
          reviewItemId: item.id,
          banId: ban?.id ?? null,
          reportId: item.reportId,
          captureIds,
        });
      }
      return { before: item, item: { ...decided, banId: ban?.id ?? null }, ban, warning };
    },

    /**
     * An appeal's decision (DSA Art. 20): by a moderator other than the one who banned when the team
     * has another; accepting lifts the ban everywhere at once.
     */
    async decideAppeal(
      appealId: string,
      input: { decision: "accept" | "reject"; note: string },
      by: Moderator,
    ) {
      const appeal = await appeals.get(appealId);
      if (!appeal) throw new ModerationError("notFound");
      if (appeal.status !== "open") throw new ModerationError("alreadyDecided");
      const ban = await bans.get(appeal.banId);
      if (!ban) throw new ModerationError("notFound");
      if (ban.createdBy === by.id && (await appeals.anotherModeratorExists(by.id))) {
        throw new ModerationError("otherModerator");
      }
      const decided = await appeals.decide(appealId, {
        status: input.decision === "accept" ? "accepted" : "rejected",
        by,
        note: input.note,
      });
      if (!decided) throw new ModerationError("alreadyDecided");
      let lift = null;
      if (input.decision === "accept" && !ban.liftedAt) {
        lift = await bans.lift(ban.id, by, `appeal accepted: ${input.note}`.slice(0, 1000));
        if (lift) lifted(ban.id);
      }
      return { before: appeal, appeal: decided, ban, lift };
    },

    // ---- the visitor's side ---------------------------------------------------------------------

    /** Everything the chat shows this visitor: their ban, a warning, an appeal's outcome, the blur threshold. */
    async status(subject: Subject): Promise<ModerationStatus> {
      const [ban, warning, appealOutcome, nudityCheck] = await Promise.all([
        bans.activeFor(subject),
        warnings.pendingFor(subject),
        appeals.unseenOutcome(subject),
        settings.nudity(),
      ]);
      return {
        ban: ban ? banStatement(ban, await appeals.ofBan(ban.id)) : null,
        // A banned person sees the ban, not a warning about the same thing.
        warning: ban ? null : warning,
        appealOutcome,
        blurThreshold: nudityCheck.blurThreshold,
      };
    },

    runRetention,

    async close() {
      clearInterval(refresher);
      clearInterval(retentionTimer);
      await Promise.all([...checks]);
      await nudity?.close();
    },
  };
}
