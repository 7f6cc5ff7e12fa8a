import { eq, sql } from "drizzle-orm";
import { Router } from "express";
import { z } from "zod";
import { BAN_DURATIONS, BAN_REASONS } from "#common/moderation.ts";
import { LIMITS } from "#common/protocol/index.ts";
import { optionalUserText, userText } from "#common/text.ts";
import type { ModerationBan } from "#db/schema/index.ts";
import { users } from "#db/schema/index.ts";
import { AdminHttpError } from "./guard.ts";
import { adminRoute } from "./http.ts";
import type { AdminApiDeps } from "./types.ts";

const ident = z
  .string()
  .trim()
  .min(1)
  .max(LIMITS.identChars)
  .regex(/^\P{Cc}*$/u);
const listQuery = z.object({
  active: z.enum(["true", "false"]).default("true"),
  /** An ident, an account e-mail or an account id. */
  q: userText({ max: 320, min: 0 }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const createBody = z
  .object({
    ident: ident.optional(),
    email: userText({ max: 320, min: 0 }).optional(),
    reason: z.enum(BAN_REASONS),
    duration: z.enum(BAN_DURATIONS),
    note: optionalUserText({ max: 1000, multiline: true }),
  })
  .refine((body) => body.ident || body.email, { path: ["ident"], message: "an ident or an account" });
const idParams = z.object({ id: z.uuid() });
const liftBody = z.object({ note: optionalUserText({ max: 1000, multiline: true }) });
const shortenBody = z.object({ duration: z.enum(["1h", "24h", "7d", "30d"]) });

export function banView(ban: ModerationBan, emails: Map<string, string> = new Map()) {
  return {
    id: ban.id,
    ident: ban.ident,
    account: ban.userId ? { id: ban.userId, email: emails.get(ban.userId) ?? null } : null,
    ipHash: ban.ipHash ? ban.ipHash.slice(0, 12) : null,
    reason: ban.reason,
    note: ban.note,
    duration: ban.duration,
    startsAt: ban.startsAt.toISOString(),
    endsAt: ban.endsAt?.toISOString() ?? null,
    source: ban.source,
    evidence: ban.evidence,
    createdBy: ban.createdByEmail,
    liftedAt: ban.liftedAt?.toISOString() ?? null,
    liftNote: ban.liftNote,
    reviewItemId: ban.reviewItemId,
  };
}

/**
 * /api/admin/bans (issue 12). Bans by ident, account or address; lifting and shortening are
 * decisions too, audited like the ban.
 *   GET    /              active (default) or all, filtered by ident / e-mail / account id
 *   POST   /              a ban by ident and/or account e-mail, with reason and ladder duration
 *   DELETE /:id           lift (unban), with a note
 *   POST   /:id/shorten   to a shorter step of the ladder, counted from the start
 */
export function banRoutes(deps: AdminApiDeps): Router {
  const router = Router();
  const { moderation, audit } = deps;
  const db = deps.database.db;

  async function userByEmail(email: string) {
    const [row] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return row;
  }
  async function emailsOf(bans: ModerationBan[]) {
    const ids = [...new Set(bans.map((ban) => ban.userId).filter((id): id is string => Boolean(id)))];
    const map = new Map<string, string>();
    for (const id of ids) {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, id)).limit(1);
      if (row) map.set(id, row.email);
    }
    return map;
  }

  router.get(
    "/",
    adminRoute(audit, { query: listQuery }, async ({ query }) => {
      let subject: { ident?: string; userId?: string } | undefined;
      if (query.q) {
        if (query.q.includes("@"))
          subject = { userId: (await userByEmail(query.q))?.id ?? "00000000-0000-4000-8000-000000000000" };
        else if (z.uuid().safeParse(query.q).success) subject = { userId: query.q, ident: query.q };
        else subject = { ident: query.q };
      }
      const bans = await moderation.bans.list({
        active: query.active === "true",
        subject,
        limit: query.limit,
      });
      const emails = await emailsOf(bans);
      return { bans: bans.map((ban) => banView(ban, emails)) };
    }),
  );

  router.post(
    "/",
    adminRoute(audit, { body: createBody }, async ({ body, ctx }) => {
      const account = body.email ? await userByEmail(body.email) : undefined;
      if (body.email && !account) throw new AdminHttpError(404, [{ field: "email", typeError: "invalid" }]);
      const ban = await moderation.ban({
        targets: { ident: body.ident ?? null, userId: account?.id ?? null },
        reason: body.reason,
        duration: body.duration,
        note: body.note ?? "",
        evidence: ["moderatorReview"],
        by: { id: ctx.admin.id, email: ctx.admin.email },
      });
      await ctx.audit({
        action: "ban.create",
        target: { type: "ban", id: ban.id },
        after: banView(ban),
      });
      return { ban: banView(ban, new Map(account ? [[account.id, account.email]] : [])) };
    }),
  );

  router.delete(
    "/:id",
    adminRoute(audit, { params: idParams, body: liftBody }, async ({ params, body, ctx }) => {
      const { before, after } = await moderation.lift(
        params.id,
        { id: ctx.admin.id, email: ctx.admin.email },
        body.note ?? "",
      );
      await ctx.audit({
        action: "ban.lift",
        target: { type: "ban", id: params.id },
        before: banView(before),
        after: banView(after),
      });
      return { ban: banView(after) };
    }),
  );

  router.post(
    "/:id/shorten",
    adminRoute(audit, { params: idParams, body: shortenBody }, async ({ params, body, ctx }) => {
      const { before, after } = await moderation.shorten(params.id, body.duration);
      await ctx.audit({
        action: "ban.shorten",
        target: { type: "ban", id: params.id },
        before: { duration: before.duration, endsAt: before.endsAt },
        after: { duration: after.duration, endsAt: after.endsAt },
      });
      return { ban: banView(after) };
    }),
  );

  return router;
}
