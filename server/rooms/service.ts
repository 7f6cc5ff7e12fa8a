import type { Server } from "socket.io";
import {
  type AckResult,
  type ConversationSummary,
  type DirectMessage,
  ERROR_CODES,
  type ErrorCode,
  mentionsIn,
  type RoomMessage,
  type RoomSummary,
  SOCIAL_EVENT,
  SOCIAL_LIMITS,
  type SocialAction,
  type SocialProfile,
  type SocialPush,
} from "#common/protocol/index.ts";
import type { Database } from "#db/client.ts";
import { chatReports, type ReportedMessage } from "#db/schema/index.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { Moderation } from "../moderation/service.ts";
import { createRateLimiter, type RateLimiter } from "../rate-limit.ts";
import type { Outcome } from "../realtime/events.ts";
import type { ChatSocketState } from "../realtime/video-chat/service.ts";
import { isVerifiedUser } from "../social/http.ts";
import { createDbProfiles, type SocialProfiles } from "./profiles.ts";
import {
  createSocialStore,
  type DirectMessageRow,
  type RoomInput,
  type RoomMessageRow,
  type RoomRow,
} from "./store.ts";

/** What the social calls read of a socket: the video chat's state plus the rooms it entered. */
export type SocialSocketState = ChatSocketState & {
  ipHash?: string | null;
  /** Chat rooms this socket entered (an array: socket data crosses nodes in fetchSockets). */
  socialRooms?: string[];
};

export type SocialDeps = {
  io: Server;
  config: Config;
  database: Database;
  logger: Logger;
  moderation: Moderation;
  /** Names and the write gate (default: the users table). */
  profiles?: SocialProfiles;
  now?: () => number;
};

const roomKey = (roomId: string) => `room:${roomId}`;
export const userKey = (userId: string) => `user:${userId}`;

/** Seconds a room's presence figures are reused (a join of 1,000 people does not scan 1,000 times). */
const PRESENCE_TTL_MS = 2000;
/** The Socket.IO room of the sockets watching every room's count (the list, the discover home). */
const ROOM_COUNTS_KEY = "rooms:counts";
/** At most one count push per room per node per this many ms (decision 049). */
const COUNT_PUSH_MS = 1000;
/** People listed by name in a room (the count is exact). */
const PRESENT_LISTED = 100;

const okAck = (result: Record<string, unknown> = {}, notify?: () => void): Outcome =>
  notify ? { ack: { ok: true, ...result }, notify } : { ack: { ok: true, ...result } };
const refuse = (error: ErrorCode, extra: Record<string, unknown> = {}): Outcome => ({
  ack: { ok: false, error, ...extra } as AckResult<Record<string, unknown>>,
});

export function imageUrlOf(messageId: string): string {
  return `/api/chats/images/${messageId}`;
}

export function toDirectMessage(row: DirectMessageRow): DirectMessage {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    text: deleted ? null : row.body,
    image: !deleted && row.imageKey ? imageUrlOf(row.id) : null,
    deleted,
    at: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    readAt: row.readAt?.toISOString() ?? null,
  };
}

function toRoomMessage(row: RoomMessageRow, authors: Map<string, SocialProfile>): RoomMessage {
  const deleted = row.deletedAt !== null || row.body === null;
  return {
    id: row.id,
    roomId: row.roomId,
    author: row.senderId ? (authors.get(row.senderId) ?? null) : null,
    text: deleted ? null : row.body,
    mentions: row.mentions,
    at: row.createdAt.toISOString(),
  };
}

/**
 * Chat rooms and direct chats (issue 14). One per node; every node reaches every browser through
 * Socket.IO rooms (`room:<id>` for a chat room's readers, `user:<id>` for every tab of an account),
 * which the Redis adapter carries across nodes (decision 035).
 */
export function createSocial(deps: SocialDeps) {
  const { io, moderation } = deps;
  const log = deps.logger.child({ realtime: "social" });
  const now = deps.now ?? (() => Date.now());
  const store = createSocialStore(deps.database);
  const profiles =
    deps.profiles ??
    createDbProfiles(deps.database, (userId) =>
      isVerifiedUser(userId, { config: deps.config, database: deps.database, logger: deps.logger }),
    );
  const localSockets = io.of("/").sockets;

  // Per user and per address, in Redis when configured (every node counts against one budget).
  const limiters = {
    roomSend: createRateLimiter({ keyPrefix: "social-room-send", points: 10, durationSeconds: 10 }),
    dmSend: createRateLimiter({ keyPrefix: "social-dm-send", points: 30, durationSeconds: 10 }),
    perIp: createRateLimiter({
      keyPrefix: "social-ip",
      points: deps.config.SOCIAL_MESSAGES_PER_IP,
      durationSeconds: 10,
    }),
    report: createRateLimiter({ keyPrefix: "social-report", points: 5, durationSeconds: 60 }),
    friend: createRateLimiter({ keyPrefix: "social-friend", points: 20, durationSeconds: 60 }),
    typing: createRateLimiter({
      store: "process",
      keyPrefix: "social-typing",
      points: 30,
      durationSeconds: 10,
    }),
  };
  // Slow mode: one message per window per member and room; one limiter per window length.
  const slowLimiters = new Map<number, RateLimiter>();
  function slowLimiter(seconds: number): RateLimiter {
    let limiter = slowLimiters.get(seconds);
    if (!limiter) {
      limiter = createRateLimiter({
        keyPrefix: `social-slow-${seconds}`,
        points: 1,
        durationSeconds: seconds,
      });
      slowLimiters.set(seconds, limiter);
    }
    return limiter;
  }

  const push = (target: string | string[], payload: SocialPush) => io.to(target).emit(SOCIAL_EVENT, payload);

  // ---- presence ---------------------------------------------------------------------------------
  type Presence = { count: number; userIds: string[]; at: number };
  /**
   * One read of a room's presence at a time, shared by every caller it covers: a read "covers" the
   * joins made before it started (`seq`). A crowd entering together costs one read in flight plus
   * one queued, not one read each, and nobody gets a count taken before their own entry.
   */
  type PresenceEntry = {
    seq: number;
    reading?: { promise: Promise<Presence>; startSeq: number };
    queued?: Promise<Presence>;
    last?: { value: Presence; startSeq: number };
  };
  const presence = new Map<string, PresenceEntry>();
  const entryOf = (roomId: string): PresenceEntry => {
    let entry = presence.get(roomId);
    if (!entry) {
      entry = { seq: 0 };
      presence.set(roomId, entry);
    }
    return entry;
  };
  function readPresence(roomId: string, entry: PresenceEntry): Promise<Presence> {
    const startSeq = entry.seq;
    const promise = io
      .in(roomKey(roomId))
      .fetchSockets()
      .then((sockets) => {
        const userIds = new Set<string>();
        for (const socket of sockets) {
          const userId = (socket.data as SocialSocketState | undefined)?.auth?.userId;
          if (userId) userIds.add(userId);
        }
        return { count: sockets.length, userIds: [...userIds], at: now() };
      })
      .catch((error: unknown) => {
        log.warn({ err: error, roomId }, "room presence read failed");
        return { count: 0, userIds: [], at: now() };
      })
      .then((value) => {
        entry.last = { value, startSeq };
        if (entry.reading?.promise === promise) entry.reading = undefined;
        return value;
      });
    entry.reading = { promise, startSeq };
    return promise;
  }
  /**
   * Who is in a room (every node, Socket.IO fetchSockets through the adapter). `afterJoin`: a read
   * that started after this socket's join; otherwise a read at most PRESENCE_TTL_MS old.
   */
  function presenceOf(roomId: string, afterJoin?: number): Promise<Presence> {
    const entry = entryOf(roomId);
    if (afterJoin === undefined) {
      if (entry.last && now() - entry.last.value.at < PRESENCE_TTL_MS)
        return Promise.resolve(entry.last.value);
      return entry.reading?.promise ?? readPresence(roomId, entry);
    }
    if (entry.last && entry.last.startSeq >= afterJoin) return Promise.resolve(entry.last.value);
    if (entry.reading && entry.reading.startSeq >= afterJoin) return entry.reading.promise;
    if (!entry.reading) return readPresence(roomId, entry);
    entry.queued ??= entry.reading.promise.then(() => {
      entry.queued = undefined;
      return readPresence(roomId, entry);
    });
    return entry.queued;
  }
  /** A socket entered: later reads must count it. */
  const joined = (roomId: string): number => {
    const entry = entryOf(roomId);
    entry.seq += 1;
    return entry.seq;
  };

  // ---- live counts for the room list and the discover home (decision 049) -----------------------
  /**
   * A room's count changed on this node (a join or a leave): the watchers (`roomsWatch`, every node
   * through the adapter) get the new count, read after the change, at most once per room per
   * COUNT_PUSH_MS from this node; changes within that second are folded into one trailing push.
   */
  const countPushes = new Map<string, { lastAt: number; timer: NodeJS.Timeout | undefined }>();
  function countChanged(roomId: string) {
    let entry = countPushes.get(roomId);
    if (entry?.timer) return;
    entry ??= { lastAt: Number.NEGATIVE_INFINITY, timer: undefined };
    countPushes.set(roomId, entry);
    const current = entry;
    const wait = Math.max(0, current.lastAt + COUNT_PUSH_MS - Date.now());
    current.timer = setTimeout(() => {
      current.timer = undefined;
      current.lastAt = Date.now();
      // A read that starts now, after the change (never the 2-second copy).
      presenceOf(roomId, joined(roomId))
        .then((presence) => push(ROOM_COUNTS_KEY, { type: "roomCount", roomId, count: presence.count }))
        .catch((error: unknown) => log.warn({ err: error, roomId }, "room count push failed"));
    }, wait);
    current.timer.unref?.();
  }

  async function onlineUsers(userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    try {
      const sockets = await io.in(userIds.map(userKey)).fetchSockets();
      return new Set(
        sockets
          .map((socket) => (socket.data as SocialSocketState | undefined)?.auth?.userId)
          .filter((id): id is string => typeof id === "string"),
      );
    } catch (error) {
      log.warn({ err: error }, "online read failed");
      return new Set();
    }
  }

  async function roomMessages(rows: RoomMessageRow[]): Promise<RoomMessage[]> {
    const authors = await profiles.byIds(rows.flatMap((row) => (row.senderId ? [row.senderId] : [])));
    return rows.map((row) => toRoomMessage(row, authors));
  }

  /** The account bound to the socket by setUt, or a refusal. */
  function accountOf(state: SocialSocketState): string | Outcome {
    return state.auth?.userId ?? refuse(ERROR_CODES.loginRequired);
  }

  // "May write" is asked on every message; a yes is kept 30 s per node (a verification does not
  // come undone; a disabled account's sessions end at once anyway).
  const writers = new Map<string, number>();
  async function mayWrite(userId: string): Promise<boolean> {
    const until = writers.get(userId);
    if (until !== undefined && until > now()) return true;
    const yes = await profiles.canWrite(userId);
    if (yes) {
      if (writers.size > 50_000) writers.clear();
      writers.set(userId, now() + 30_000);
    } else writers.delete(userId);
    return yes;
  }

  async function writeGate(
    state: SocialSocketState,
    userId: string,
    limiter: RateLimiter,
  ): Promise<Outcome | null> {
    if (!(await mayWrite(userId))) return refuse(ERROR_CODES.notVerified);
    const byUser = await limiter.consume(userId);
    if (!byUser.ok) return refuse(ERROR_CODES.rateLimited, { retryAfterMs: byUser.retryAfterMs });
    const byIp = await limiters.perIp.consume(state.ipHash ?? "unknown");
    if (!byIp.ok) return refuse(ERROR_CODES.rateLimited, { retryAfterMs: byIp.retryAfterMs });
    return null;
  }

  /** A report into the review queue (issue 12's queue), with the lines around the message. */
  async function fileReport(input: {
    place: string;
    reporterId: string;
    reportedId: string | null;
    reason: string;
    lines: Array<{ authorId: string | null; text: string | null; at: Date }>;
  }): Promise<void> {
    const names = await profiles.byIds(input.lines.flatMap((line) => (line.authorId ? [line.authorId] : [])));
    const messages: ReportedMessage[] = input.lines.map((line) => ({
      from: line.authorId !== null && line.authorId === input.reportedId ? "reported" : "reporter",
      text: `@${line.authorId ? (names.get(line.authorId)?.username ?? "?") : "deleted"}: ${line.text ?? "(deleted)"}`,
      at: line.at.getTime(),
    }));
    const reporterIdent = `user:${input.reporterId}`;
    const reportedIdent = input.reportedId ? `user:${input.reportedId}` : "user:deleted";
    const [row] = await deps.database.db
      .insert(chatReports)
      .values({ matchId: input.place, reporterIdent, reportedIdent, reason: input.reason, messages })
      .returning({ id: chatReports.id });
    if (!row) throw new Error("report insert returned nothing");
    await moderation.reportFiled({
      reportId: row.id,
      matchId: input.place,
      reason: input.reason,
      messages,
      reporter: { ident: reporterIdent, userId: input.reporterId },
      reported: { ident: reportedIdent, userId: input.reportedId },
    });
  }

  function conversationSummary(
    entry: { row: { id: string }; peerId: string | null },
    extras: {
      peers: Map<string, SocialProfile>;
      last: Map<string, DirectMessageRow>;
      unread: Map<string, number>;
      online: Set<string>;
      blocked: Set<string>;
    },
  ): ConversationSummary {
    const last = extras.last.get(entry.row.id);
    return {
      id: entry.row.id,
      peer: entry.peerId ? (extras.peers.get(entry.peerId) ?? null) : null,
      last: last ? toDirectMessage(last) : null,
      unread: extras.unread.get(entry.row.id) ?? 0,
      online: entry.peerId ? extras.online.has(entry.peerId) : false,
      blocked: entry.peerId ? extras.blocked.has(entry.peerId) : false,
    };
  }

  async function conversations(userId: string): Promise<ConversationSummary[]> {
    const entries = await store.conversationsOf(userId);
    const ids = entries.map((entry) => entry.row.id);
    const peerIds = entries.flatMap((entry) => (entry.peerId ? [entry.peerId] : []));
    const [peers, last, unread, online, blocked] = await Promise.all([
      profiles.byIds(peerIds),
      store.lastMessages(ids),
      store.unreadCounts(userId, ids),
      onlineUsers(peerIds),
      store.blockedBy(userId),
    ]);
    return entries.map((entry) => conversationSummary(entry, { peers, last, unread, online, blocked }));
  }

  /** A new direct message reaches both people's tabs on every node (and the sender's other tabs). */
  function announceDirectMessage(row: DirectMessageRow, senderId: string, peerId: string) {
    push([userKey(peerId), userKey(senderId)], { type: "dmMessage", message: toDirectMessage(row) });
  }

  /**
   * Sends a direct message after every check (member, peer still there, no block either way, write
   * gate, limits): the one route of text and images.
   */
  async function sendDirect(input: {
    state: SocialSocketState | null;
    userId: string;
    conversationId: string;
    text: string | null;
    image?: { key: string; mime: string };
    ipHash?: string | null;
  }): Promise<{ ok: true; row: DirectMessageRow; peerId: string } | { ok: false; outcome: Outcome }> {
    const member = await store.conversationOf(input.conversationId, input.userId);
    if (!member) return { ok: false, outcome: refuse(ERROR_CODES.notFound) };
    if (!member.peerId) return { ok: false, outcome: refuse(ERROR_CODES.notFound) };
    if (await store.blockedBetween(input.userId, member.peerId))
      return { ok: false, outcome: refuse(ERROR_CODES.blocked) };
    const gated = await writeGate(
      input.state ?? ({ ipHash: input.ipHash ?? null } as SocialSocketState),
      input.userId,
      limiters.dmSend,
    );
    if (gated) return { ok: false, outcome: gated };
    const row = await store.addDirectMessage({
      conversationId: input.conversationId,
      senderId: input.userId,
      body: input.text,
      imageKey: input.image?.key ?? null,
      imageMime: input.image?.mime ?? null,
      at: new Date(now()),
    });
    return { ok: true, row, peerId: member.peerId };
  }

  async function handle(state: SocialSocketState, action: SocialAction): Promise<Outcome> {
    switch (action.type) {
      // ---- rooms ------------------------------------------------------------------------------
      case "roomJoin": {
        const room = await store.room(action.roomId);
        if (!room) return refuse(ERROR_CODES.notFound);
        if (room.closedAt) return refuse(ERROR_CODES.closed);
        const userId = state.auth?.userId;
        if (userId) {
          const sanction = await store.activeSanction(room.id, userId, new Date(now()));
          if (sanction?.kind === "remove")
            return refuse(ERROR_CODES.removed, { until: sanction.until.toISOString() });
        }
        const socket = localSockets.get(state.socketId);
        if (!socket) return refuse(ERROR_CODES.internal);
        const first = !(state.socialRooms ?? []).includes(room.id);
        let seq = entryOf(room.id).seq;
        if (first) {
          await socket.join(roomKey(room.id));
          seq = joined(room.id);
          state.socialRooms = [...(state.socialRooms ?? []), room.id].slice(-10);
        }
        const [rows, presence, me] = await Promise.all([
          store.roomHistory(room.id, SOCIAL_LIMITS.historyPage),
          // Counts this socket; shared with everyone who entered before the read started.
          presenceOf(room.id, seq),
          userId ? profiles.byIds([userId]) : Promise.resolve(new Map<string, SocialProfile>()),
        ]);
        const listed = await profiles.byIds(presence.userIds.slice(0, PRESENT_LISTED));
        const user = userId ? (me.get(userId) ?? null) : null;
        const sanction = userId ? await store.activeSanction(room.id, userId, new Date(now())) : null;
        if (first) countChanged(room.id);
        return okAck(
          {
            room: toRoomSummary(room, presence.count),
            messages: await roomMessages(rows),
            present: [...listed.values()],
            count: presence.count,
            mutedUntil: sanction?.kind === "mute" ? sanction.until.toISOString() : null,
          },
          first
            ? () =>
                void io
                  .to(roomKey(room.id))
                  .except(state.socketId)
                  .emit(SOCIAL_EVENT, {
                    type: "roomPresence",
                    roomId: room.id,
                    user,
                    joined: true,
                  } satisfies SocialPush)
            : undefined,
        );
      }
      case "roomLeave": {
        const socket = localSockets.get(state.socketId);
        if (socket && (state.socialRooms ?? []).includes(action.roomId)) {
          await socket.leave(roomKey(action.roomId));
          state.socialRooms = (state.socialRooms ?? []).filter((id) => id !== action.roomId);
          countChanged(action.roomId);
          const user = state.auth?.userId
            ? ((await profiles.byIds([state.auth.userId])).get(state.auth.userId) ?? null)
            : null;
          return okAck({}, () =>
            push(roomKey(action.roomId), {
              type: "roomPresence",
              roomId: action.roomId,
              user,
              joined: false,
            }),
          );
        }
        return okAck();
      }
      case "roomsWatch": {
        const socket = localSockets.get(state.socketId);
        if (!socket) return refuse(ERROR_CODES.internal);
        await socket.join(ROOM_COUNTS_KEY);
        return okAck();
      }
      case "roomHistory": {
        const room = await store.room(action.roomId);
        if (!room || room.closedAt) return refuse(ERROR_CODES.notFound);
        const rows = await store.roomHistory(room.id, SOCIAL_LIMITS.historyPage, new Date(action.before));
        return okAck({ messages: await roomMessages(rows) });
      }
      case "roomSend": {
        const userId = accountOf(state);
        if (typeof userId !== "string") return userId;
        const room = await store.room(action.roomId);
        if (!room) return refuse(ERROR_CODES.notFound);
        if (room.closedAt) return refuse(ERROR_CODES.closed);
        const sanction = await store.activeSanction(room.id, userId, new Date(now()));
        if (sanction)
          return refuse(sanction.kind === "remove" ? ERROR_CODES.removed : ERROR_CODES.muted, {
            until: sanction.until.toISOString(),
          });
        const gated = await writeGate(state, userId, limiters.roomSend);
        if (gated) return gated;
        if (room.slowModeSeconds > 0) {
          const slow = await slowLimiter(room.slowModeSeconds).consume(`${room.id}:${userId}`);
          if (!slow.ok) return refuse(ERROR_CODES.slowMode, { retryAfterMs: slow.retryAfterMs });
        }
        const named = mentionsIn(action.text);
        const known = named.length > 0 ? await profiles.idsOfUsernames(named) : new Map<string, string>();
        const row = await store.addRoomMessage({
          roomId: room.id,
          senderId: userId,
          body: action.text,
          mentions: named.filter((name) => known.has(name)),
          at: new Date(now()),
        });
        const [message] = await roomMessages([row]);
        if (!message) return refuse(ERROR_CODES.internal);
        return okAck({ message }, () => push(roomKey(room.id), { type: "roomMessage", message }));
      }
      case "roomReport": {
        const userId = accountOf(state);
        if (typeof userId !== "string") return userId;
        const limited = await limiters.report.consume(userId);
        if (!limited.ok) return refuse(ERROR_CODES.rateLimited, { retryAfterMs: limited.retryAfterMs });
        const message = await store.roomMessage(action.messageId);
        if (!message) return refuse(ERROR_CODES.notFound);
        const before = await store.roomHistory(message.roomId, 10, new Date(message.createdAt.getTime() + 1));
        await fileReport({
          place: `room:${message.roomId}`,
          reporterId: userId,
          reportedId: message.senderId,
          reason: action.reason,
          lines: before.map((row) => ({ authorId: row.senderId, text: row.body, at: row.createdAt })),
        });
        return okAck();
      }

      // ---- direct chats -----------------------------------------------------------------------
      case "dmList": {
        const userId = accountOf(state);
        if (typeof userId !== "string") return userId;
        return okAck({ conversations: await conversations(userId) });
      }
      case "dmHistory": {
        const userId = accountOf(state);
        if (typeof userId !== "string") return userId;
        const member = await store.conversationOf(action.conversationId, userId);
        if (!member) return refuse(ERROR_CODES.notFound);
        const rows = await store.dmHistory(
          member.row.id,
          SOCIAL_LIMITS.historyPage,
          action.before ? new Date(action.before) : undefined,
        );
        // The browser has them now: what was waiting for this person is delivered.
        const waiting = rows
          .filter((row) => row.senderId !== userId && row.deliveredAt === null)
          .map((row) => row.id);
        const at = new Date(now());
        const delivered =
          waiting.length > 0 ? await store.markDelivered(member.row.id, userId, waiting, at) : [];
        const [peer] = member.peerId ? [...(await profiles.byIds([member.peerId])).values()] : [];
        const blocked = member.peerId ? (await store.blockedBy(userId)).has(member.peerId) : false;
        const online = member.peerId ? (await onlineUsers([member.peerId])).has(member.peerId) : false;
        return okAck(
          {
            messages: rows.map((row) =>
              delivered.includes(row.id)
                ? toDirectMessage({ ...row, deliveredAt: at })
                : toDirectMessage(row),
            ),
            peer: peer ?? null,
            blocked,
            online,
          },
          delivered.length > 0 && member.peerId
            ? () =>
                push(userKey(member.peerId as string), {
                  type: "dmReceipt",
                  conversationId: member.row.id,
                  kind: "delivered",
                  messageIds: delivered,
                  at: at.toISOString(),
                })
            : undefined,
        );
      }
      case "dmSend": {
        const userId = accountOf(state);
        if (typeof userId !== "string") return userId;
        const sent = await sendDirect({
          state,
          userId,
          conversationId: action.conversationId,
          text: action.text,
        });
        if (!sent.ok) return sent.outcome;
        return okAck({ message: toDirectMessage(sent.row) }, () =>
          announceDirectMessage(sent.row, userId, sent.peerId),
        );
      }
      case "dmTyping": {
        const userId = accountOf(state);
        if (typeof userId !== "string") return userId;
        const limited = await limiters.typing.consume(state.socketId);
        if (!limited.ok) return refuse(ERROR_CODES.rateLimited, { retryAfterMs: limited.retryAfterMs });
        const member = await store.conversationOf(action.conversationId, userId);
        if (!member?.peerId) return refuse(ERROR_CODES.notFound);
        if (await store.blockedBetween(userId, member.peerId)) return refuse(ERROR_CODES.blocked);
        const peerId = member.peerId;
        return okAck({}, () =>
          push(userKey(peerId), { type: "dmTyping", conversationId: member.row.id, userId }),
        );
      }
      case "dmDelivered": {
        const userId = accountOf(state);
        if (typeof userId !== "string") return userId;
        const member = await store.conversationOf(action.conversationId, userId);
        if (!member) return refuse(ERROR_CODES.notFound);
        const at = new Date(now());
        const changed = await store.markDelivered(member.row.id, userId, action.messageIds, at);
        const peerId = member.peerId;
        return okAck(
          { messageIds: changed },
          changed.length > 0 && peerId
            ? () =>
                push(userKey(peerId), {
                  type: "dmReceipt",
                  conversationId: member.row.id,
                  kind: "delivered",
                  messageIds: changed,
                  at: at.toISOString(),
                })
            : undefined,
        );
      }
      case "dmRead": {
        const userId = accountOf(state);
        if (typeof userId !== "string") return userId;
        const member = await store.conversationOf(action.conversationId, userId);
        if (!member) return refuse(ERROR_CODES.notFound);
        const at = new Date(now());
        const changed = await store.markRead(member.row.id, userId, at);
        const receipt: SocialPush = {
          type: "dmReceipt",
          conversationId: member.row.id,
          kind: "read",
          messageIds: changed,
          at: at.toISOString(),
        };
        // The reader's other tabs lower their badge; the sender sees the read marks.
        const targets = member.peerId ? [userKey(member.peerId), userKey(userId)] : [userKey(userId)];
        return okAck({ messageIds: changed }, changed.length > 0 ? () => push(targets, receipt) : undefined);
      }
      case "dmBlock":
      case "dmUnblock": {
        const userId = accountOf(state);
        if (typeof userId !== "string") return userId;
        const member = await store.conversationOf(action.conversationId, userId);
        if (!member?.peerId) return refuse(ERROR_CODES.notFound);
        if (action.type === "dmBlock") await store.block(userId, member.peerId);
        else await store.unblock(userId, member.peerId);
        return okAck({ blocked: action.type === "dmBlock" });
      }
      case "dmReport": {
        const userId = accountOf(state);
        if (typeof userId !== "string") return userId;
        const limited = await limiters.report.consume(userId);
        if (!limited.ok) return refuse(ERROR_CODES.rateLimited, { retryAfterMs: limited.retryAfterMs });
        const message = await store.directMessage(action.messageId);
        const member = message ? await store.conversationOf(message.conversationId, userId) : null;
        if (!message || !member) return refuse(ERROR_CODES.notFound);
        const lines = await store.dmHistory(
          message.conversationId,
          10,
          new Date(message.createdAt.getTime() + 1),
        );
        await fileReport({
          place: `dm:${message.conversationId}`,
          reporterId: userId,
          reportedId: member.peerId,
          reason: action.reason,
          lines: lines.map((row) => ({
            authorId: row.senderId,
            text: row.imageKey ? `${row.body ?? ""} [image ${imageUrlOf(row.id)}]` : row.body,
            at: row.createdAt,
          })),
        });
        return okAck();
      }

      // ---- friends made in a video chat -------------------------------------------------------
      case "friendAdd": {
        const userId = accountOf(state);
        if (typeof userId !== "string") return userId;
        if (state.matchId !== action.matchId || !state.peerId) return refuse(ERROR_CODES.notInMatch);
        const limited = await limiters.friend.consume(userId);
        if (!limited.ok) return refuse(ERROR_CODES.rateLimited, { retryAfterMs: limited.retryAfterMs });
        const peerSocketId = state.peerId;
        const [peerSocket] = await io.in(peerSocketId).fetchSockets();
        const peerState = peerSocket?.data as SocialSocketState | undefined;
        const peerId = peerState?.auth?.userId;
        if (!peerId || peerState?.matchId !== action.matchId) return refuse(ERROR_CODES.peerNotLoggedIn);
        if (peerId === userId) return refuse(ERROR_CODES.invalidPayload);
        if (await store.blockedBetween(userId, peerId)) return refuse(ERROR_CODES.blocked);
        const { conversationId } = await store.friendRequest(action.matchId, userId, peerId);
        if (conversationId) {
          return okAck({ conversationId }, () =>
            push([userKey(userId), userKey(peerId)], {
              type: "friendAdded",
              matchId: action.matchId,
              conversationId,
            }),
          );
        }
        return okAck({ conversationId: null }, () =>
          push(peerSocketId, { type: "friendRequested", matchId: action.matchId }),
        );
      }
    }
  }

  function toRoomSummary(room: RoomRow, present: number): RoomSummary {
    return {
      id: room.id,
      name: room.name,
      description: room.description,
      language: room.language as RoomSummary["language"],
      slowModeSeconds: room.slowModeSeconds,
      present,
    };
  }

  return {
    store,
    profiles,
    handle,

    /** setUt bound an account: every tab of it joins the account's Socket.IO room. */
    async bound(state: SocialSocketState): Promise<void> {
      const userId = state.auth?.userId;
      const socket = localSockets.get(state.socketId);
      if (userId && socket) await socket.join(userKey(userId));
    },

    /** A socket left: the rooms it was in hear it. */
    disconnected(state: SocialSocketState): void {
      const rooms = state.socialRooms ?? [];
      if (rooms.length === 0) return;
      for (const roomId of rooms) countChanged(roomId);
      const userId = state.auth?.userId;
      void (async () => {
        const user = userId ? ((await profiles.byIds([userId])).get(userId) ?? null) : null;
        for (const roomId of rooms)
          push(roomKey(roomId), { type: "roomPresence", roomId, user, joined: false });
      })().catch((error: unknown) => log.warn({ err: error }, "presence leave failed"));
    },

    /** The open rooms with how many people are in each now. */
    async roomList(): Promise<RoomSummary[]> {
      const rooms = await store.listRooms();
      const counts = await Promise.all(rooms.map((room) => presenceOf(room.id)));
      return rooms.map((room, i) => toRoomSummary(room, counts[i]?.count ?? 0));
    },

    async unreadTotal(userId: string): Promise<number> {
      let total = 0;
      for (const n of (await store.unreadCounts(userId)).values()) total += n;
      return total;
    },

    /** An image message (HTTP upload, already re-encoded and stored). */
    async sendImage(input: {
      userId: string;
      conversationId: string;
      text: string | null;
      image: { key: string; mime: string };
      ipHash: string | null;
    }): Promise<{ ok: true; message: DirectMessage } | { ok: false; error: string; retryAfterMs?: number }> {
      const sent = await sendDirect({ state: null, ...input });
      if (!sent.ok) {
        const ack = sent.outcome.ack as { error: string; retryAfterMs?: number };
        return {
          ok: false,
          error: ack.error,
          ...(ack.retryAfterMs ? { retryAfterMs: ack.retryAfterMs } : {}),
        };
      }
      announceDirectMessage(sent.row, input.userId, sent.peerId);
      return { ok: true, message: toDirectMessage(sent.row) };
    },

    // ---- administration (server/rooms/admin.routes.ts) -------------------------------------------
    async createRoom(input: RoomInput, by: string | null): Promise<RoomRow> {
      return store.createRoom(input, by);
    },
    async updateRoom(id: string, input: Partial<RoomInput> & { closed?: boolean }): Promise<RoomRow | null> {
      const room = await store.updateRoom(id, input);
      if (room?.closedAt) {
        push(roomKey(id), { type: "roomClosed", roomId: id });
        io.in(roomKey(id)).socketsLeave(roomKey(id));
      }
      return room;
    },
    async deleteRoomMessage(id: string): Promise<RoomMessageRow | null> {
      const row = await store.deleteRoomMessage(id);
      if (row)
        push(roomKey(row.roomId), { type: "roomMessageDeleted", roomId: row.roomId, messageId: row.id });
      return row;
    },
    async sanction(input: {
      roomId: string;
      userId: string;
      kind: "mute" | "remove";
      minutes: number;
      reason: string;
      by: string;
    }) {
      const until = new Date(now() + input.minutes * 60_000);
      const row = await store.addSanction({ ...input, until, createdBy: input.by });
      push(userKey(input.userId), {
        type: "roomSanction",
        roomId: input.roomId,
        kind: input.kind,
        until: until.toISOString(),
      });
      // A removed person's tabs leave the room on whichever node they are.
      if (input.kind === "remove") io.in(userKey(input.userId)).socketsLeave(roomKey(input.roomId));
      return row;
    },
    roomMessagesOf: roomMessages,
    presenceOf,
  };
}

export type Social = ReturnType<typeof createSocial>;
