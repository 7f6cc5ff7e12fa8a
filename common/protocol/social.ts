import { z } from "zod";
import type { LOCALES } from "../locales.ts";
import { userText } from "../text.ts";
import { SOCIAL_LIMITS } from "./constants.ts";

export * from "./constants.ts";
export * from "./text-parts.ts";

/**
 * Protocol of the social area's realtime parts (issue 14): chat rooms and direct chats, over the
 * same socket as the video chat once `social-chat-action` `setUt` bound the account (spec §7.2).
 * Client -> server: one event, `social`, whose payload is a union keyed by `type`; every call is
 * acknowledged (`{ ok: true, ...result }` or `{ ok: false, error }`). Server -> client: one event,
 * `social`, whose payload is a `SocialPush`.
 */

const id = z.uuid();
const iso = z.iso.datetime({ offset: true });
export const messageTextSchema = userText({ max: SOCIAL_LIMITS.messageChars, multiline: true });
const reason = userText({ max: SOCIAL_LIMITS.reportReasonChars });

export const socialActionSchema = z.discriminatedUnion("type", [
  /** Enter a room (anyone may read): the last 50 messages, who is present, how many. */
  z.object({ type: z.literal("roomJoin"), roomId: id }),
  z.object({ type: z.literal("roomLeave"), roomId: id }),
  /** Older messages than `before` (scrolling up). */
  z.object({ type: z.literal("roomHistory"), roomId: id, before: iso }),
  z.object({ type: z.literal("roomSend"), roomId: id, text: messageTextSchema }),
  z.object({ type: z.literal("roomReport"), messageId: id, reason }),
  /**
   * The room list or the discover home is open: push `roomCount` whenever a room's count changes
   * (at most one push per room per second per node; decision 049). Anyone may watch.
   */
  z.object({ type: z.literal("roomsWatch") }),
  /** The conversation list: last message, unread count, online dot. */
  z.object({ type: z.literal("dmList") }),
  z.object({ type: z.literal("dmHistory"), conversationId: id, before: iso.optional() }),
  z.object({ type: z.literal("dmSend"), conversationId: id, text: messageTextSchema }),
  z.object({ type: z.literal("dmTyping"), conversationId: id }),
  /** This browser received these messages (delivered marks). */
  z.object({ type: z.literal("dmDelivered"), conversationId: id, messageIds: z.array(id).min(1).max(100) }),
  /** The user saw the conversation: everything in it is read. */
  z.object({ type: z.literal("dmRead"), conversationId: id }),
  z.object({ type: z.literal("dmBlock"), conversationId: id }),
  z.object({ type: z.literal("dmUnblock"), conversationId: id }),
  z.object({ type: z.literal("dmReport"), messageId: id, reason }),
  /** "Add as friend" in a video chat match. */
  z.object({ type: z.literal("friendAdd"), matchId: z.string().min(1).max(64) }),
]);
export type SocialAction = z.infer<typeof socialActionSchema>;
export type SocialActionType = SocialAction["type"];

/** A person as rooms and chats show them: never an e-mail address. */
export type SocialProfile = { id: string; username: string; name: string; avatarUrl: string | null };

export type RoomSummary = {
  id: string;
  name: string;
  description: string;
  language: (typeof LOCALES)[number];
  slowModeSeconds: number;
  /** People in the room now (every node). */
  present: number;
};

export type RoomMessage = {
  id: string;
  roomId: string;
  /** null: the author's account was deleted. */
  author: SocialProfile | null;
  /** null: deleted. */
  text: string | null;
  mentions: string[];
  at: string;
};

export type DirectMessage = {
  id: string;
  conversationId: string;
  senderId: string | null;
  /** null: deleted (or an image-only message). */
  text: string | null;
  /** URL of the image (members only), or null. */
  image: string | null;
  deleted: boolean;
  at: string;
  deliveredAt: string | null;
  readAt: string | null;
};

export type ConversationSummary = {
  id: string;
  /** null: the other account was deleted (read-only). */
  peer: SocialProfile | null;
  last: DirectMessage | null;
  unread: number;
  online: boolean;
  /** I blocked them. */
  blocked: boolean;
};

/** What the server pushes on the `social` event. */
export type SocialPush =
  | { type: "roomMessage"; message: RoomMessage }
  | { type: "roomMessageDeleted"; roomId: string; messageId: string }
  | { type: "roomPresence"; roomId: string; user: SocialProfile | null; joined: boolean }
  | { type: "roomSanction"; roomId: string; kind: "mute" | "remove"; until: string }
  | { type: "roomClosed"; roomId: string }
  /** To `roomsWatch` sockets: how many are in a room now (every node), after a join or a leave. */
  | { type: "roomCount"; roomId: string; count: number }
  | { type: "dmMessage"; message: DirectMessage }
  | {
      type: "dmReceipt";
      conversationId: string;
      kind: "delivered" | "read";
      messageIds: string[];
      at: string;
    }
  | { type: "dmTyping"; conversationId: string; userId: string }
  | { type: "friendRequested"; matchId: string }
  | { type: "friendAdded"; matchId: string; conversationId: string };

/** Seconds left before a member may write again in a slow-mode room (0: may write now). */
export function slowModeWaitMs(slowModeSeconds: number, lastSentAt: number | undefined, now: number): number {
  if (slowModeSeconds <= 0 || lastSentAt === undefined) return 0;
  return Math.max(0, lastSentAt + slowModeSeconds * 1000 - now);
}
