/**
 * The protocols' constants and types: event and action names, limits, statuses, error codes (no
 * schemas). Split from video-chat.ts and social.ts so that browser code that needs only a name or a
 * limit does not load zod and every schema with it (issue 17 "weight", decision 047): the first
 * load imports this module; the schemas load with the socket client. Both modules re-export all of
 * it, so server code keeps importing from "#common/protocol".
 */
import type { IceServer } from "./video-chat.ts";

/** spec §8, §9: used when the ice servers cannot be decrypted — two public STUN servers on port 19302. */
export const FALLBACK_ICE_SERVERS: IceServer[] = [
  { urls: "stun:stun.l.google.com:19302" },
  { urls: "stun:stun1.l.google.com:19302" },
];

export const SOCIAL_PROTOCOL_VERSION = 1;
export const SOCIAL_EVENT = "social" as const;

export const SOCIAL_LIMITS = {
  /** Longest message in rooms and direct chats (issue 14). */
  messageChars: 1000,
  roomNameChars: 60,
  roomDescriptionChars: 280,
  /** Messages handed out on entry and per "older" page. */
  historyPage: 50,
  reportReasonChars: 200,
  /** Largest image of a direct chat, before re-encoding. */
  imageBytes: 8_000_000,
  /** Longest mute or removal (30 days, in minutes). */
  sanctionMinutes: 30 * 24 * 60,
} as const;

/** Error codes of the social calls, beside the common ones (ERROR_CODES). */
export const SOCIAL_ERRORS = {
  /** No account bound to the socket (setUt with a logged-in session first). */
  loginRequired: "loginRequired",
  /** The account may not write yet (e-mail not verified). */
  notVerified: "notVerified",
  notFound: "notFound",
  /** The room is closed. */
  closed: "closed",
  /** An administrator muted this user in this room (until `until`). */
  muted: "muted",
  /** An administrator removed this user from this room (until `until`). */
  removed: "removed",
  /** Slow mode: wait `retryAfterMs`. */
  slowMode: "slowMode",
  /** The other person blocked you, or you blocked them. */
  blocked: "blocked",
  /** The friend request needs both strangers logged in. */
  peerNotLoggedIn: "peerNotLoggedIn",
} as const;
export type SocialError = (typeof SOCIAL_ERRORS)[keyof typeof SOCIAL_ERRORS];

/**
 * Version of THIS application protocol, sent by the client in the handshake query (`v`).
 * Not to be confused with spec §9 "protocol version 4", which is the Socket.IO/Engine.IO wire version.
 */
export const PROTOCOL_VERSION = 1;

// ---------------------------------------------------------------------------------------------------
// Limits (spec §5, §9 and issue 4). The server enforces every one of them; the client may pre-check.
// ---------------------------------------------------------------------------------------------------

export const LIMITS = {
  /** spec §9: the handshake URI (with the userData query) must stay under 2000 characters. */
  handshakeUriChars: 2000,
  identChars: 64,
  interests: 10,
  interestChars: 32,
  /** Text chat message (issue 4). */
  messageChars: 1000,
  emojiChars: 32,
  reportReasonChars: 500,
  /** One ICE candidate, serialized (issue 4). */
  iceCandidateBytes: 2 * 1024,
  /** One SDP (issue 4). */
  sdpChars: 16 * 1024,
  /** spec §5, §9: safety-control images are data URLs of at most 1,000,000 characters. */
  safeControlImageChars: 1_000_000,
  /** spec §5, §9: safety-control videos are at most 9,000,000 bytes. */
  safeControlVideoBytes: 9_000_000,
  /** spec §9: default timeout of a call that waits for an acknowledgement. */
  ackTimeoutMs: 5000,
  /**
   * Issue 16: how long a match waits for a side whose connection dropped (resumeMatch). The server's
   * window is configurable (CHAT_RESUME_SECONDS); clients give up on their own after this long.
   */
  resumeWindowMs: 25_000,
} as const;

// ---------------------------------------------------------------------------------------------------
// Event names
// ---------------------------------------------------------------------------------------------------

/** Events the client emits (spec §7.2 "Sent by the client"). Keys are code names, values wire names. */
export const CLIENT_EVENTS = {
  updateUserData: "updateUserData",
  searchRemoteUser: "searchRemoteUser",
  nextUser: "nextUser",
  enable: "enable",
  stop: "stop",
  getDefaultVideos: "getDefaultVideos",
  getSafeControlConfig: "getSafeControlConfig",
  registerPlayedVideo: "registerPlayedVideo",
  action: "action",
  transmitICECandidate: "transmitICECandidate",
  transmitSessionDescription: "transmitSessionDescription",
  exceptionOnRTC: "exceptionOnRTC",
  safeControlImage: "safecontrol/i/chat",
  safeControlVideo: "safecontrol/v/chat",
  socialChatAction: "social-chat-action",
  /** Issue 16: a new socket takes over its side of a match after a network drop. */
  resumeMatch: "resumeMatch",
  /** Issue 16: how many people are online (rounded), for the searching screen. */
  getOnlineCount: "getOnlineCount",
} as const;
export type ClientEventName = (typeof CLIENT_EVENTS)[keyof typeof CLIENT_EVENTS];

/** The single event the server emits; its payload carries an `action` (spec §7.2 "Received"). */
export const SERVER_EVENTS = { message: "message" } as const;

/** Values of `action` in server -> client `message` payloads (spec §7.2). */
export const SERVER_ACTIONS = {
  addPeer: "addPeer",
  removePeer: "removePeer",
  addIceCandidate: "addIceCandidate",
  addSessionDescription: "addSessionDescription",
  setUserChatStatus: "setUserChatStatus",
  showEmoji: "showEmoji",
  receiveMessage: "receiveMessage",
  forceBrowserReload: "forceBrowserReload",
  /** Issue 16: the peer's connection dropped; the match waits for them (no removePeer yet). */
  peerReconnecting: "peerReconnecting",
  /** Issue 16: the peer is back on a new socket: its new id is the peerId from now on. */
  peerResumed: "peerResumed",
} as const;
export type ServerActionName = (typeof SERVER_ACTIONS)[keyof typeof SERVER_ACTIONS];

/** Values of `name` in client -> server `action` payloads. */
export const CHAT_ACTIONS = {
  sendMessage: "sendMessage",
  showEmoji: "showEmoji",
  setUserChatStatus: "setUserChatStatus",
  report: "report",
} as const;

/** Values of `action` in `social-chat-action` payloads. */
export const SOCIAL_CHAT_ACTIONS = { setUt: "setUt" } as const;

/** spec §4.5 chat status values (the spelling "stoped" is the spec's wire value). */
export const CHAT_STATUSES = [
  "searching",
  "searching-sda",
  "pre-connecting",
  "connecting",
  "connected",
  "connected-fa",
  "stoped",
  "reporting",
  "filtering",
  "primary-action",
] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** Error codes carried by `{ ok: false, error }` acknowledgements. */
export const ERROR_CODES = {
  /** The payload failed its schema (wrong shape, too large, unknown action). */
  invalidPayload: "invalidPayload",
  /** Too many calls of this kind; try again later. */
  rateLimited: "rateLimited",
  /** The call needs a match and the socket is not in one (or named another match / peer). */
  notInMatch: "notInMatch",
  /** The user stopped (spec §4.6); send `enable` first. */
  unavailable: "unavailable",
  /** The user token is missing, malformed, expired or for another ident (spec §4.6 realtime auth). */
  authInvalid: "authInvalid",
  /** The feature is switched off (e.g. safety-control capture while the config disables it). */
  disabled: "disabled",
  /** An operator banned this ident from the video chat (issue 5). */
  banned: "banned",
  internal: "internal",
  /** Issue 14: the social calls' refusals (common/protocol/social.ts). */
  ...SOCIAL_ERRORS,
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

// ---------------------------------------------------------------------------------------------------
// Acknowledgements
// ---------------------------------------------------------------------------------------------------

export type AckError = { ok: false; error: ErrorCode; retryAfterMs?: number };
/** Every acknowledgement: `{ ok: true, ...result }` or `{ ok: false, error }`. */
export type AckResult<T extends object = Record<never, never>> = ({ ok: true } & T) | AckError;
export type Ack<T extends object = Record<never, never>> = (result: AckResult<T>) => void;
