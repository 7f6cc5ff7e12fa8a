import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { Router } from "express";
import { z } from "zod";
import { userText } from "#common/text.ts";
import { USER_ROLES, type User, users } from "#db/schema/index.ts";
import { getAuth } from "../auth/http.ts";
import { banView } from "./bans.routes.ts";
import { AdminHttpError } from "./guard.ts";
import { adminRoute } from "./http.ts";
import { getSecondFactorStore } from "./second-factor/store.ts";
import type { AdminApiDeps } from "./types.ts";

const listQuery = z.object({
  /** Part of an e-mail, or an account id. */
  q: userText({ max: 320, min: 0 }).default(""),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
const idParams = z.object({ id: z.uuid() });
const roleBody = z.object({ role: z.enum(USER_ROLES) });

function userView(user: User) {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    displayName: user.displayName,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    disabledAt: user.disabledAt?.toISOString() ?? null,
  };
}

/** Characters LIKE treats specially, escaped so a search for "a_b" finds "a_b" only. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * /api/admin/users (issue 12).
 *   GET  /                         find by e-mail (part of it) or account id
 *   GET  /:id                      role, created, last login, live sessions, bans, second factor
 *   POST /:id/disable              no more sign-ins, every session ends, browsers reload
 *   POST /:id/enable
 *   POST /:id/role                 {role}: make or unmake an administrator (never the last one)
 *   POST /:id/second-factor/reset  another admin lost their factor: they enrol again at next login
 */
export function userRoutes(deps: AdminApiDeps): Router {
  const router = Router();
  const { audit, moderation } = deps;
  const db = deps.database.db;
  const auth = getAuth(deps);
  const factors = getSecondFactorStore(deps);

  async function load(id: string): Promise<User> {
    const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!user) throw new AdminHttpError(404, [{ field: "id", typeError: "invalid" }]);
    return user;
  }

  /** Administrators who can still act (enabled), other than `besides`. */
  async function otherActiveAdmins(besides: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.role, "admin"), isNull(users.disabledAt), ne(users.id, besides)));
    return row?.n ?? 0;
  }

  const lastAdmin = () =>
    new AdminHttpError(409, [{ field: "_form", typeError: "invalid", msg: "lastAdmin" }], {
      code: "lastAdmin",
    });

  router.get(
    "/",
    adminRoute(audit, { query: listQuery }, async ({ query }) => {
      const byId = z.uuid().safeParse(query.q).success;
      const rows = await db
        .select()
        .from(users)
        .where(
          byId
            ? eq(users.id, query.q)
            : query.q
              ? sql`lower(${users.email}) like ${likePattern(query.q)} escape '\\'`
              : undefined,
        )
        .orderBy(desc(users.createdAt))
        .limit(query.limit);
      return { users: rows.map(userView) };
    }),
  );

  router.get(
    "/:id",
    adminRoute(audit, { params: idParams }, async ({ params, ctx }) => {
      const user = await load(params.id);
      const [sessions, bans, factor] = await Promise.all([
        auth.service.sessions.list(user.id),
        moderation.bans.list({ subject: { userId: user.id }, limit: 20 }),
        user.role === "admin" ? factors.status(user.id) : Promise.resolve(null),
      ]);
      return {
        user: userView(user),
        /** The administrator looking at their own account (no disabling or resetting oneself). */
        self: user.id === ctx.admin.id,
        sessions: sessions.map((session) => ({
          createdAt: session.createdAt.toISOString(),
          lastSeenAt: session.lastSeenAt.toISOString(),
          userAgent: session.userAgent,
        })),
        bans: bans.map((ban) => banView(ban)),
        secondFactor: factor
          ? { enrolled: factor.enrolled, confirmedAt: factor.confirmedAt?.toISOString() ?? null }
          : null,
      };
    }),
  );

  router.post(
    "/:id/disable",
    adminRoute(audit, { params: idParams }, async ({ params, ctx }) => {
      const user = await load(params.id);
      if (user.id === ctx.admin.id) {
        throw new AdminHttpError(409, [{ field: "_form", typeError: "invalid", msg: "notYourself" }], {
          code: "notYourself",
        });
      }
      if (user.role === "admin" && !user.disabledAt && (await otherActiveAdmins(user.id)) === 0)
        throw lastAdmin();
      const [after] = await db
        .update(users)
        .set({ disabledAt: user.disabledAt ?? new Date(), updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      const ended = await auth.service.sessions.revokeAll(user.id);
      // Their open chat tabs on every node reload (signed out now).
      moderation.reload({ userId: user.id }, "accountDisabled");
      await ctx.audit({
        action: "user.disable",
        target: { type: "user", id: user.id },
        before: { disabledAt: user.disabledAt },
        after: { disabledAt: after?.disabledAt ?? null, sessionsEnded: ended },
      });
      return { user: after ? userView(after) : null, sessionsEnded: ended };
    }),
  );

  router.post(
    "/:id/enable",
    adminRoute(audit, { params: idParams }, async ({ params, ctx }) => {
      const user = await load(params.id);
      const [after] = await db
        .update(users)
        .set({ disabledAt: null, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      await ctx.audit({
        action: "user.enable",
        target: { type: "user", id: user.id },
        before: { disabledAt: user.disabledAt },
        after: { disabledAt: null },
      });
      return { user: after ? userView(after) : null };
    }),
  );

  router.post(
    "/:id/role",
    adminRoute(audit, { params: idParams, body: roleBody }, async ({ params, body, ctx }) => {
      const user = await load(params.id);
      if (user.role === body.role) return { user: userView(user) };
      // Never the last administrator: someone must be able to run the site.
      if (user.role === "admin" && (await otherActiveAdmins(user.id)) === 0) throw lastAdmin();
      const [after] = await db
        .update(users)
        .set({ role: body.role, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      if (body.role === "user") await factors.reset(user.id);
      await ctx.audit({
        action: "user.role",
        target: { type: "user", id: user.id },
        before: { role: user.role },
        after: { role: body.role },
      });
      return { user: after ? userView(after) : null };
    }),
  );

  router.post(
    "/:id/second-factor/reset",
    adminRoute(audit, { params: idParams }, async ({ params, ctx }) => {
      const user = await load(params.id);
      if (user.id === ctx.admin.id) {
        throw new AdminHttpError(409, [{ field: "_form", typeError: "invalid", msg: "notYourself" }], {
          code: "notYourself",
        });
      }
      if (user.role !== "admin")
        throw new AdminHttpError(409, [{ field: "_form", typeError: "invalid", msg: "notAdmin" }]);
      await factors.reset(user.id);
      await ctx.audit({ action: "admin.secondFactor.reset", target: { type: "user", id: user.id } });
      return { ok: true };
    }),
  );

  return router;
}
