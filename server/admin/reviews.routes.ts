import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import { Router } from "express";
import { strToU8, zipSync } from "fflate";
import { z } from "zod";
import { BAN_DURATIONS, BAN_REASONS } from "#common/moderation.ts";
import { optionalUserText } from "#common/text.ts";
import { type SafeControlCapture, users } from "#db/schema/index.ts";
import { blurredPreview } from "../moderation/captures.ts";
import { getSocial } from "../social/http.ts";
import { AdminHttpError } from "./guard.ts";
import { adminRoute } from "./http.ts";
import type { AdminApiDeps } from "./types.ts";

const idParams = z.object({ id: z.uuid() });
const listQuery = z.object({
  status: z.enum(["open", "decided"]).default("open"),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
const decisionBody = z.object({
  decision: z.enum(["dismiss", "warn", "ban"]),
  note: optionalUserText({ max: 1000, multiline: true }),
  minor: z.boolean().default(false),
  reason: z.enum(BAN_REASONS).optional(),
  ban: z
    .object({
      duration: z.enum(BAN_DURATIONS),
      targets: z.object({ ident: z.boolean(), account: z.boolean(), ip: z.boolean() }),
    })
    .optional(),
});
const captureQuery = z.object({ variant: z.enum(["blurred", "original"]).default("blurred") });
const captureParams = z.object({ captureId: z.uuid() });

/** A capture as a moderator's screen lists it (the bytes come from the capture route). */
function captureView(row: SafeControlCapture) {
  return {
    id: row.id,
    kind: row.kind,
    mimeType: row.mimeType,
    byteSize: row.byteSize,
    createdAt: row.createdAt.toISOString(),
    score: row.nsfwScore,
    matchId: row.matchId,
  };
}

/**
 * /api/admin/reviews: the safety review queue (issue 12).
 *   GET  /                       open items (priority, then oldest first) or decided ones
 *   GET  /:id                    one item with its report, last conversation lines, captures, context
 *   POST /:id/decision           dismiss | warn | ban (targets, ladder duration, reason), minor flag
 *   GET  /captures/:captureId    the capture's bytes: blurred by default, ?variant=original to look
 *   GET  /:id/export             legal-hold archive (zip: evidence, lines, timestamps, SHA-256)
 */
export function reviewRoutes(deps: AdminApiDeps): Router {
  const router = Router();
  const { moderation, audit } = deps;
  const db = deps.database.db;

  async function emails(ids: Array<string | null | undefined>): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
    if (wanted.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.id, wanted));
    return new Map(rows.map((row) => [row.id, row.email]));
  }

  router.get(
    "/",
    adminRoute(audit, { query: listQuery }, async ({ query }) => {
      const rows = await moderation.reviews.list(query);
      return {
        items: rows.map(({ item, report }) => ({
          id: item.id,
          kind: item.kind,
          reason: item.reason,
          reportText: report?.reason ?? null,
          score: item.score,
          priority: item.priority,
          subjectIdent: item.subjectIdent,
          createdAt: item.createdAt.toISOString(),
          decision: item.decision,
          decidedAt: item.decidedAt?.toISOString() ?? null,
          decidedBy: item.decidedByEmail,
        })),
        open: await moderation.reviews.openCount(),
      };
    }),
  );

  router.get(
    "/captures/:captureId",
    adminRoute(audit, { params: captureParams, query: captureQuery }, async ({ params, query, ctx }) => {
      const row = await moderation.captures.get(params.captureId);
      const bytes = row ? await moderation.captures.bytes(row) : null;
      if (!row || !bytes) throw new AdminHttpError(404, [{ field: "captureId", typeError: "invalid" }]);
      const { res } = ctx;
      res.setHeader("Cache-Control", "private, no-store");
      // Evidence is shown, never run: no sniffing, no scripts, not embeddable elsewhere.
      res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
      res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
      if (query.variant === "blurred") {
        const preview = await blurredPreview(bytes);
        if (!preview)
          throw new AdminHttpError(415, [{ field: "variant", typeError: "invalid", msg: "no preview" }]);
        res.setHeader("Content-Type", "image/jpeg");
        res.end(preview);
        return undefined;
      }
      res.setHeader("Content-Type", row.mimeType);
      res.setHeader("Content-Disposition", "inline");
      res.end(bytes);
      return undefined;
    }),
  );

  // Issue 14: the copy of a reported story's image (blurred unless the moderator asks to look).
  router.get(
    "/:id/story-image",
    adminRoute(audit, { params: idParams, query: captureQuery }, async ({ params, query, ctx }) => {
      const evidence = await getSocial(deps).stories.evidenceBytes(params.id);
      if (!evidence) throw new AdminHttpError(404, [{ field: "id", typeError: "invalid" }]);
      const { res } = ctx;
      res.setHeader("Cache-Control", "private, no-store");
      res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
      res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
      if (query.variant === "blurred") {
        const preview = await blurredPreview(evidence.bytes);
        if (!preview)
          throw new AdminHttpError(415, [{ field: "variant", typeError: "invalid", msg: "no preview" }]);
        res.setHeader("Content-Type", "image/jpeg");
        res.end(preview);
        return undefined;
      }
      res.setHeader("Content-Type", evidence.mime);
      res.setHeader("Content-Disposition", "inline");
      res.end(evidence.bytes);
      return undefined;
    }),
  );

  // Issue 14: take a reported story down at once (it would otherwise live out its 24 h).
  router.delete(
    "/:id/story",
    adminRoute(audit, { params: idParams }, async ({ params, ctx }) => {
      const social = getSocial(deps);
      const report = await social.stories.reportOfReview(params.id);
      if (!report) throw new AdminHttpError(404, [{ field: "id", typeError: "invalid" }]);
      const removed = await social.stories.removeByModerator(report.storyId);
      if (!removed) throw new AdminHttpError(404, [{ field: "id", typeError: "invalid", msg: "story gone" }]);
      await ctx.audit({
        action: "story.delete",
        target: { type: "story", id: report.storyId },
        before: { ownerId: report.storyOwnerId, caption: report.caption, reviewItemId: params.id },
      });
      return { ok: true };
    }),
  );

  router.get(
    "/:id",
    adminRoute(audit, { params: idParams }, async ({ params }) => {
      const item = await moderation.reviews.get(params.id);
      if (!item) throw new AdminHttpError(404, [{ field: "id", typeError: "invalid" }]);
      const storyReport =
        item.kind === "story" ? await getSocial(deps).stories.reportOfReview(item.id) : undefined;
      const report = item.reportId ? await moderation.reviews.report(item.reportId) : undefined;
      const at = report?.createdAt ?? item.createdAt;
      const around = await moderation.captures.around({
        ident: item.subjectIdent,
        matchId: report?.matchId ?? null,
        at,
      });
      const flagged = item.captureId ? await moderation.captures.get(item.captureId) : undefined;
      const captures = [...(flagged ? [flagged] : []), ...around.filter((c) => c.id !== flagged?.id)];
      const subject = { ident: item.subjectIdent, userId: item.subjectUserId, ipHash: item.subjectIpHash };
      const [names, activeBan, history, reportersLastDay] = await Promise.all([
        emails([item.subjectUserId, item.reporterUserId, item.decidedBy]),
        moderation.bans.activeFor(subject),
        moderation.bans.list({ subject, limit: 10 }),
        item.subjectIdent
          ? moderation.reviews.distinctReporters(
              item.subjectIdent,
              new Date(Date.now() - 24 * 60 * 60 * 1000),
            )
          : Promise.resolve(0),
      ]);
      return {
        item: {
          id: item.id,
          kind: item.kind,
          status: item.status,
          reason: item.reason,
          score: item.score,
          priority: item.priority,
          createdAt: item.createdAt.toISOString(),
          decision: item.decision,
          decidedAt: item.decidedAt?.toISOString() ?? null,
          decidedBy: item.decidedByEmail,
          decisionNote: item.decisionNote,
          banId: item.banId,
          minor: item.minor,
          legalHoldUntil: item.legalHoldUntil?.toISOString() ?? null,
        },
        subject: {
          ident: item.subjectIdent,
          account: item.subjectUserId
            ? { id: item.subjectUserId, email: names.get(item.subjectUserId) ?? null }
            : null,
          // The address itself is never known; moderators see whether a hash exists and its start.
          ipHash: item.subjectIpHash ? item.subjectIpHash.slice(0, 12) : null,
          activeBan: activeBan
            ? { id: activeBan.id, endsAt: activeBan.endsAt?.toISOString() ?? null, source: activeBan.source }
            : null,
          previousBans: history.map((ban) => ({
            id: ban.id,
            reason: ban.reason,
            startsAt: ban.startsAt.toISOString(),
            endsAt: ban.endsAt?.toISOString() ?? null,
            liftedAt: ban.liftedAt?.toISOString() ?? null,
            source: ban.source,
          })),
          reportersLastDay,
        },
        reporter: item.reporterIdent
          ? {
              ident: item.reporterIdent,
              account: item.reporterUserId
                ? { id: item.reporterUserId, email: names.get(item.reporterUserId) ?? null }
                : null,
            }
          : null,
        report: report
          ? {
              id: report.id,
              matchId: report.matchId,
              reason: report.reason,
              createdAt: report.createdAt.toISOString(),
              // The last 20 lines kept with the report (issue 4); text, never HTML.
              lines: report.messages.slice(-20),
            }
          : null,
        captures: captures.map(captureView),
        // Issue 14: a reported story (its image copy and caption, as text).
        story: storyReport
          ? {
              storyId: storyReport.storyId,
              reason: storyReport.reason,
              caption: storyReport.caption,
              hasImage: Boolean(storyReport.evidenceKey),
              imageUrl: `/api/admin/reviews/${item.id}/story-image`,
            }
          : null,
      };
    }),
  );

  router.post(
    "/:id/decision",
    adminRoute(audit, { params: idParams, body: decisionBody }, async ({ params, body, ctx }) => {
      if (body.decision === "ban" && !body.ban) {
        throw new AdminHttpError(400, [{ field: "ban", typeError: "required" }]);
      }
      const result = await moderation.decideReview(
        params.id,
        {
          decision: body.decision,
          note: body.note ?? "",
          minor: body.minor,
          reason: body.reason,
          ban: body.ban,
        },
        { id: ctx.admin.id, email: ctx.admin.email },
      );
      await ctx.audit({
        action: "review.decision",
        target: { type: "review", id: params.id },
        before: { status: result.before.status },
        after: {
          decision: body.decision,
          reason: body.reason ?? result.before.reason,
          minor: result.item.minor,
          banId: result.ban?.id ?? null,
          warningId: result.warning?.id ?? null,
          note: body.note ?? "",
        },
      });
      if (result.ban) {
        await ctx.audit({
          action: "ban.create",
          target: { type: "ban", id: result.ban.id },
          after: {
            reviewItemId: params.id,
            ident: result.ban.ident,
            userId: result.ban.userId,
            ipHash: result.ban.ipHash ? "set" : null,
            reason: result.ban.reason,
            duration: result.ban.duration,
            endsAt: result.ban.endsAt,
            evidence: result.ban.evidence,
          },
        });
      }
      return {
        item: { id: result.item.id, status: result.item.status, decision: result.item.decision },
        banId: result.ban?.id ?? null,
        warningId: result.warning?.id ?? null,
      };
    }),
  );

  router.get(
    "/:id/export",
    adminRoute(audit, { params: idParams }, async ({ params, ctx }) => {
      const item = await moderation.reviews.get(params.id);
      if (!item) throw new AdminHttpError(404, [{ field: "id", typeError: "invalid" }]);
      if (!item.minor) {
        throw new AdminHttpError(409, [{ field: "_form", typeError: "invalid", msg: "notUnderLegalHold" }]);
      }
      const report = item.reportId ? await moderation.reviews.report(item.reportId) : undefined;
      const evidence = await moderation.reviews.evidenceOf(item.id);
      const captureIds = [
        ...new Set([
          ...evidence.map((row) => row.captureId).filter((id): id is string => Boolean(id)),
          ...(item.captureId ? [item.captureId] : []),
        ]),
      ];
      const files: Record<string, Uint8Array> = {};
      const manifestCaptures = [];
      for (const id of captureIds) {
        const row = await moderation.captures.get(id);
        const bytes = row ? await moderation.captures.bytes(row) : null;
        if (!row || !bytes) continue;
        const name = `captures/${row.createdAt.toISOString().replaceAll(":", "-")}-${row.id}.${row.mimeType.split("/")[1]?.split(";")[0] ?? "bin"}`;
        files[name] = new Uint8Array(bytes);
        manifestCaptures.push({
          file: name,
          id: row.id,
          kind: row.kind,
          mimeType: row.mimeType,
          createdAt: row.createdAt.toISOString(),
          ident: row.ident,
          matchId: row.matchId,
          sha256: createHash("sha256").update(bytes).digest("hex"),
          storedSha256: row.sha256,
        });
      }
      const ban = item.banId ? await moderation.bans.get(item.banId) : undefined;
      const manifest = {
        format: "acaso-legal-hold/1",
        exportedAt: new Date().toISOString(),
        exportedBy: ctx.admin.email,
        case: {
          id: item.id,
          kind: item.kind,
          reason: item.reason,
          createdAt: item.createdAt.toISOString(),
          subjectIdent: item.subjectIdent,
          subjectAccount: item.subjectUserId,
          reporterIdent: item.reporterIdent,
          decision: item.decision,
          decidedAt: item.decidedAt?.toISOString() ?? null,
          decidedBy: item.decidedByEmail,
          legalHoldUntil: item.legalHoldUntil?.toISOString() ?? null,
        },
        report: report
          ? {
              id: report.id,
              matchId: report.matchId,
              reason: report.reason,
              createdAt: report.createdAt.toISOString(),
              lines: report.messages.map((line) => ({ ...line, at: new Date(line.at).toISOString() })),
            }
          : null,
        ban: ban
          ? {
              id: ban.id,
              reason: ban.reason,
              startsAt: ban.startsAt.toISOString(),
              endsAt: ban.endsAt?.toISOString() ?? null,
            }
          : null,
        captures: manifestCaptures,
      };
      const manifestBytes = strToU8(JSON.stringify(manifest, null, 2));
      const sums = [
        `${createHash("sha256").update(manifestBytes).digest("hex")}  manifest.json`,
        ...manifestCaptures.map((c) => `${c.sha256}  ${c.file}`),
      ].join("\n");
      const zip = zipSync({ "manifest.json": manifestBytes, SHA256SUMS: strToU8(`${sums}\n`), ...files });
      await ctx.audit({
        action: "evidence.export",
        target: { type: "review", id: item.id },
        after: { captures: manifestCaptures.length, lines: report?.messages.length ?? 0 },
      });
      const { res } = ctx;
      res.setHeader("Content-Type", "application/zip");
      res.setHeader("Content-Disposition", `attachment; filename="acaso-case-${item.id}.zip"`);
      res.setHeader("Cache-Control", "private, no-store");
      res.end(Buffer.from(zip));
      return undefined;
    }),
  );

  return router;
}
