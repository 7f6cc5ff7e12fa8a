import { Router } from "express";
import { z } from "zod";
import { LOCALES } from "#common/locales.ts";
import { SOCIAL_LIMITS } from "#common/protocol/index.ts";
import { userText } from "#common/text.ts";
import { AdminHttpError } from "../admin/guard.ts";
import { adminRoute } from "../admin/http.ts";
import type { AdminApiDeps } from "../admin/types.ts";

const roomBody = z.object({
  name: userText({ max: SOCIAL_LIMITS.roomNameChars }),
  description: userText({ max: SOCIAL_LIMITS.roomDescriptionChars, min: 0 }).default(""),
  language: z.enum(LOCALES),
  slowModeSeconds: z.coerce.number().int().min(0).max(3600).default(0),
});
const roomPatch = roomBody.partial().extend({ closed: z.boolean().optional() });
const idParams = z.object({ id: z.uuid() });
const historyQuery = z.object({ before: z.iso.datetime({ offset: true }).optional() });
const sanctionBody = z.object({
  username: userText({ max: 64 }),
  kind: z.enum(["mute", "remove"]),
  minutes: z.coerce.number().int().min(1).max(SOCIAL_LIMITS.sanctionMinutes),
  reason: userText({ max: SOCIAL_LIMITS.reportReasonChars, min: 0 }).default(""),
});

const notFound = (field = "id") => new AdminHttpError(404, [{ field, typeError: "invalid" }]);

/**
 * /api/admin/rooms (issue 14): chat rooms in the admin area. Every change is an audit row.
 *   GET    /                      every room (closed ones too) with how many are in it now
 *   POST   /                      create {name, description, language, slowModeSeconds}
 *   PATCH  /:id                   edit any of those, or {closed: true|false}
 *   GET    /:id/messages?before   the last 50 messages (older with before)
 *   DELETE /messages/:id          delete a message (shown as "deleted" to everyone at once)
 *   GET    /:id/sanctions         mutes and removals in force
 *   POST   /:id/sanctions         {username, kind: mute|remove, minutes, reason}
 *   DELETE /sanctions/:id         lift one early
 */
export function roomAdminRoutes(deps: AdminApiDeps): Router {
  const router = Router();
  const social = () => deps.realtime().social;

  router.get(
    "/",
    adminRoute(deps.audit, {}, async () => {
      const rooms = await social().store.listRooms({ includeClosed: true });
      const counts = await Promise.all(rooms.map((room) => social().presenceOf(room.id)));
      return {
        rooms: rooms.map((room, i) => ({
          id: room.id,
          name: room.name,
          description: room.description,
          language: room.language,
          slowModeSeconds: room.slowModeSeconds,
          closed: room.closedAt !== null,
          present: counts[i]?.count ?? 0,
          createdAt: room.createdAt.toISOString(),
        })),
      };
    }),
  );

  router.post(
    "/",
    adminRoute(deps.audit, { body: roomBody }, async ({ body, ctx }) => {
      const room = await social().createRoom(body, ctx.admin.id);
      await ctx.audit({ action: "rooms.create", target: { type: "room", id: room.id }, after: body });
      return { id: room.id };
    }),
  );

  router.patch(
    "/:id",
    adminRoute(deps.audit, { params: idParams, body: roomPatch }, async ({ params, body, ctx }) => {
      const before = await social().store.room(params.id);
      if (!before) throw notFound();
      const room = await social().updateRoom(params.id, body);
      if (!room) throw notFound();
      const action =
        body.closed === true ? "rooms.close" : body.closed === false ? "rooms.reopen" : "rooms.edit";
      await ctx.audit({
        action,
        target: { type: "room", id: room.id },
        before: {
          name: before.name,
          description: before.description,
          language: before.language,
          slowModeSeconds: before.slowModeSeconds,
          closed: before.closedAt !== null,
        },
        after: body,
      });
      return { ok: true };
    }),
  );

  router.get(
    "/:id/messages",
    adminRoute(deps.audit, { params: idParams, query: historyQuery }, async ({ params, query }) => {
      const rows = await social().store.roomHistory(
        params.id,
        SOCIAL_LIMITS.historyPage,
        query.before ? new Date(query.before) : undefined,
      );
      return { messages: await social().roomMessagesOf(rows) };
    }),
  );

  router.delete(
    "/messages/:id",
    adminRoute(deps.audit, { params: idParams }, async ({ params, ctx }) => {
      const before = await social().store.roomMessage(params.id);
      if (!before) throw notFound();
      await social().deleteRoomMessage(params.id);
      await ctx.audit({
        action: "rooms.deleteMessage",
        target: { type: "roomMessage", id: params.id },
        before: { roomId: before.roomId, senderId: before.senderId, text: before.body },
      });
      return { ok: true };
    }),
  );

  router.get(
    "/:id/sanctions",
    adminRoute(deps.audit, { params: idParams }, async ({ params }) => {
      const rows = await social().store.sanctions(params.id, new Date());
      const names = await social().profiles.byIds(rows.map((row) => row.userId));
      return {
        sanctions: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          until: row.until.toISOString(),
          reason: row.reason,
          user: names.get(row.userId) ?? null,
        })),
      };
    }),
  );

  router.post(
    "/:id/sanctions",
    adminRoute(deps.audit, { params: idParams, body: sanctionBody }, async ({ params, body, ctx }) => {
      const room = await social().store.room(params.id);
      if (!room) throw notFound();
      const name = body.username.replace(/^@/, "").toLowerCase();
      const ids = await social().profiles.idsOfUsernames([name]);
      const userId = ids.get(name);
      if (!userId) throw new AdminHttpError(404, [{ field: "username", typeError: "invalid" }]);
      const row = await social().sanction({
        roomId: room.id,
        userId,
        kind: body.kind,
        minutes: body.minutes,
        reason: body.reason,
        by: ctx.admin.id,
      });
      await ctx.audit({
        action: body.kind === "mute" ? "rooms.mute" : "rooms.remove",
        target: { type: "user", id: userId },
        after: {
          roomId: room.id,
          minutes: body.minutes,
          until: row.until.toISOString(),
          reason: body.reason,
        },
      });
      return { id: row.id, until: row.until.toISOString() };
    }),
  );

  router.delete(
    "/sanctions/:id",
    adminRoute(deps.audit, { params: idParams }, async ({ params, ctx }) => {
      const row = await social().store.liftSanction(params.id);
      if (!row) throw notFound();
      await ctx.audit({
        action: "rooms.liftSanction",
        target: { type: "user", id: row.userId },
        before: { roomId: row.roomId, kind: row.kind, until: row.until.toISOString() },
      });
      return { ok: true };
    }),
  );

  return router;
}
