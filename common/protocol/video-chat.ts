/**
 * THE realtime protocol of the random video chat (spec §3, §4.5, §4.6, §7.2, §9).
 *
 * One module, imported by the Socket.IO server (server/realtime/) and the browser client
 * (app/features/video-chat/). The event names and payload fields are the spec's wire names: clients
 * in the field use them, so renaming one is a protocol change (bump PROTOCOL_VERSION).
 *
 * Runs in Node and in browsers: no Node or DOM imports (WebCrypto and btoa/atob are globals in both).
 * Described for humans in docs/protocol.md.
 */
import { z } from "zod";
import { logText, userText } from "../text.ts";
import {
  type Ack,
  CHAT_ACTIONS,
  CHAT_STATUSES,
  CLIENT_EVENTS,
  type ClientEventName,
  LIMITS,
  PROTOCOL_VERSION,
  SERVER_ACTIONS,
  type ServerActionName,
  SOCIAL_CHAT_ACTIONS,
} from "./constants.ts";
import type { SocialAction, SocialPush } from "./social.ts";

export * from "./constants.ts";

// ---------------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------------

/** No control characters in what pairing stores (the Redis records use them as separators). */
const PRINTABLE = /^\P{Cc}*$/u;
const ident = z.string().trim().min(1).max(LIMITS.identChars).regex(PRINTABLE);
/** Socket ids and match ids: short opaque tokens. */
const opaqueId = z.string().min(1).max(64);

/** BCP 47-ish language tag ("pt", "pt-BR"); the server pairs on the primary subtag (spec §1 languages). */
export const langSchema = z
  .string()
  .max(35)
  .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{1,8})*$/);

/** spec §3 "User data sent on connect: ident, cameraEnabled"; lang and interests drive pairing (issue 4). */
export const userDataSchema = z.object({
  ident,
  cameraEnabled: z.boolean(),
  lang: langSchema.optional(),
  interests: z
    .array(z.string().trim().toLowerCase().min(1).max(LIMITS.interestChars).regex(PRINTABLE))
    .max(LIMITS.interests)
    .optional(),
});
export type UserData = z.infer<typeof userDataSchema>;

/** What the peer learns about you in addPeer: no more than spec §3 needs plus the pairing hints. */
export const peerUserDataSchema = userDataSchema.pick({
  ident: true,
  cameraEnabled: true,
  lang: true,
  interests: true,
});
export type PeerUserData = z.infer<typeof peerUserDataSchema>;

/** For events without a payload; `null` and `{}` are tolerated because some clients send them. */
export const emptyPayloadSchema = z.union([z.undefined(), z.null(), z.object({})]);

/**
 * RTCIceCandidateInit. An empty `candidate` is the end-of-candidates marker. The whole object,
 * serialized, is capped at LIMITS.iceCandidateBytes.
 */
export const iceCandidateSchema = z
  .object({
    candidate: z.string().max(LIMITS.iceCandidateBytes),
    sdpMid: z.string().max(64).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(1024).nullable().optional(),
    usernameFragment: z.string().max(256).nullable().optional(),
  })
  .refine((c) => utf8Length(JSON.stringify(c)) <= LIMITS.iceCandidateBytes, {
    message: `ICE candidate larger than ${LIMITS.iceCandidateBytes} bytes`,
  });
export type IceCandidate = z.infer<typeof iceCandidateSchema>;

/** spec §3 session description: type offer or answer (no pranswer/rollback on the wire). */
export const sessionDescriptionSchema = z.object({
  type: z.enum(["offer", "answer"]),
  sdp: z.string().min(1).max(LIMITS.sdpChars),
});
export type SessionDescription = z.infer<typeof sessionDescriptionSchema>;

/** RTCIceServer as handed out inside the encrypted turn info. */
export const iceServerSchema = z.object({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

// ---------------------------------------------------------------------------------------------------
// Client -> server payloads (spec §7.2)
// ---------------------------------------------------------------------------------------------------

export const updateUserDataSchema = userDataSchema;
export const searchRemoteUserSchema = emptyPayloadSchema;
/**
 * nextUser and stop may name the match they mean: a click that crosses a new addPeer on the wire
 * must not end the next match (the server ignores the call when matchId is not the current one).
 */
export const matchGuardPayloadSchema = z.union([
  z.undefined(),
  z.null(),
  z.object({ matchId: opaqueId.optional() }),
]);
export const nextUserSchema = matchGuardPayloadSchema;
export const enableSchema = emptyPayloadSchema;
export const stopSchema = matchGuardPayloadSchema;

/** spec §7.2 getDefaultVideos "(arg; acknowledgement returns videos)". */
export const getDefaultVideosSchema = z.union([
  z.undefined(),
  z.null(),
  z.object({ lang: langSchema.optional(), limit: z.number().int().min(1).max(50).optional() }),
]);
export const getSafeControlConfigSchema = emptyPayloadSchema;

export const registerPlayedVideoSchema = z.object({ videoId: opaqueId });
export type RegisterPlayedVideo = z.infer<typeof registerPlayedVideoSchema>;

// Issue 17 finding 3: chat text goes through the shared user-text validator (no NUL, no controls).
export const sendMessageArgsSchema = z.object({
  text: userText({ max: LIMITS.messageChars, multiline: true }),
});
export const showEmojiArgsSchema = z.object({
  emoji: userText({ max: LIMITS.emojiChars, trim: false }),
});
/** `typing` (issue 16): the sender is typing a message (true) or stopped (false). */
export const setUserChatStatusArgsSchema = z.object({
  status: z.enum(CHAT_STATUSES),
  typing: z.boolean().optional(),
});
export const reportArgsSchema = z.object({
  reason: userText({ max: LIMITS.reportReasonChars, multiline: true }),
});

/**
 * spec §7.2 `action` (name plus args, optional timeout). `matchId`, when given, must be the sender's
 * current match: a message typed just before "next" must not reach the next stranger.
 * `timeout` is the client's own ack timeout and is ignored by the server.
 */
const actionBase = {
  matchId: opaqueId.optional(),
  timeout: z.number().int().min(0).max(60_000).optional(),
};
export const actionSchema = z.discriminatedUnion("name", [
  z.object({ name: z.literal(CHAT_ACTIONS.sendMessage), args: sendMessageArgsSchema, ...actionBase }),
  z.object({ name: z.literal(CHAT_ACTIONS.showEmoji), args: showEmojiArgsSchema, ...actionBase }),
  z.object({
    name: z.literal(CHAT_ACTIONS.setUserChatStatus),
    args: setUserChatStatusArgsSchema,
    ...actionBase,
  }),
  z.object({ name: z.literal(CHAT_ACTIONS.report), args: reportArgsSchema, ...actionBase }),
]);
export type ChatAction = z.infer<typeof actionSchema>;
export type ChatActionName = ChatAction["name"];

/** spec §3 ice candidate message; `peerId` is the socket id of the peer it is meant for. */
export const transmitICECandidateSchema = z.object({
  matchId: opaqueId,
  peerId: opaqueId,
  iceCandidate: iceCandidateSchema,
});
export type TransmitICECandidate = z.infer<typeof transmitICECandidateSchema>;

/** spec §3 session description message. */
export const transmitSessionDescriptionSchema = z.object({
  matchId: opaqueId,
  peerId: opaqueId,
  sessionDescription: sessionDescriptionSchema,
});
export type TransmitSessionDescription = z.infer<typeof transmitSessionDescriptionSchema>;

/** spec §4.6: connection state failed or a negotiation error reports an RTC exception. */
export const exceptionOnRTCSchema = z.union([
  z.undefined(),
  z.null(),
  z.object({
    matchId: opaqueId.optional(),
    peerId: opaqueId.optional(),
    /** e.g. "connectionFailed", "negotiation", "iceServersDecrypt" */
    name: logText(64).optional(),
    message: logText(500).optional(),
    state: logText(32).optional(),
  }),
]);
export type ExceptionOnRTC = z.infer<typeof exceptionOnRTCSchema>;

/** Which safety-control capture this is (spec §3 safe control config: imageAtEnter, imgScreenAtChatStart). */
export const SAFE_CONTROL_IMAGE_KINDS = ["imageAtEnter", "imgScreenAtChatStart"] as const;

/** spec §5: image data URLs over 1,000,000 characters are not sent (and not accepted). */
export const safeControlImageSchema = z.object({
  kind: z.enum(SAFE_CONTROL_IMAGE_KINDS),
  image: z
    .string()
    .max(LIMITS.safeControlImageChars)
    .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/),
  matchId: opaqueId.optional(),
});
export type SafeControlImage = z.infer<typeof safeControlImageSchema>;

/** Binary data as Socket.IO delivers it: ArrayBuffer or a view (Node Buffer, Uint8Array). */
export const binarySchema = z
  .custom<ArrayBuffer | ArrayBufferView>(
    (value) => value instanceof ArrayBuffer || ArrayBuffer.isView(value),
    "expected binary data",
  )
  .refine((value) => value.byteLength > 0 && value.byteLength <= LIMITS.safeControlVideoBytes, {
    message: `video must be 1..${LIMITS.safeControlVideoBytes} bytes`,
  });

/**
 * spec §5: videos over 9,000,000 bytes are not sent. The browser sends the recorded Blob as an
 * ArrayBuffer (`await blob.arrayBuffer()`): Socket.IO carries it as a binary attachment.
 */
export const safeControlVideoSchema = z.object({
  kind: z.literal("videoAtEnter"),
  mimeType: z
    .string()
    .max(100)
    .regex(/^video\/[a-z0-9.+-]+(;.*)?$/i),
  video: binarySchema,
  durationSec: z.number().min(0).max(600).optional(),
  matchId: opaqueId.optional(),
});
export type SafeControlVideo = z.infer<typeof safeControlVideoSchema>;

/**
 * Issue 16: after a network drop, the browser's new socket asks to take over its side of the match.
 * `userId` is the socket id the browser had in that match and `token` the resumeToken of its addPeer
 * (or of the last resume): only that browser can take the side over, and only while the match lasts.
 */
export const resumeMatchSchema = z.object({
  matchId: opaqueId,
  userId: opaqueId,
  token: z.string().min(1).max(128),
});
export type ResumeMatch = z.infer<typeof resumeMatchSchema>;

export const getOnlineCountSchema = emptyPayloadSchema;

/** spec §7.2 "for the auth realtime connection, social-chat-action with setUt". */
export const socialChatActionSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal(SOCIAL_CHAT_ACTIONS.setUt), ut: z.string().min(1).max(1024) }),
]);
export type SocialChatAction = z.infer<typeof socialChatActionSchema>;

/** Schema of each client event's payload, keyed by wire name: the server validates with these. */
export const CLIENT_PAYLOAD_SCHEMAS = {
  [CLIENT_EVENTS.updateUserData]: updateUserDataSchema,
  [CLIENT_EVENTS.searchRemoteUser]: searchRemoteUserSchema,
  [CLIENT_EVENTS.nextUser]: nextUserSchema,
  [CLIENT_EVENTS.enable]: enableSchema,
  [CLIENT_EVENTS.stop]: stopSchema,
  [CLIENT_EVENTS.getDefaultVideos]: getDefaultVideosSchema,
  [CLIENT_EVENTS.getSafeControlConfig]: getSafeControlConfigSchema,
  [CLIENT_EVENTS.registerPlayedVideo]: registerPlayedVideoSchema,
  [CLIENT_EVENTS.action]: actionSchema,
  [CLIENT_EVENTS.transmitICECandidate]: transmitICECandidateSchema,
  [CLIENT_EVENTS.transmitSessionDescription]: transmitSessionDescriptionSchema,
  [CLIENT_EVENTS.exceptionOnRTC]: exceptionOnRTCSchema,
  [CLIENT_EVENTS.safeControlImage]: safeControlImageSchema,
  [CLIENT_EVENTS.safeControlVideo]: safeControlVideoSchema,
  [CLIENT_EVENTS.socialChatAction]: socialChatActionSchema,
  [CLIENT_EVENTS.resumeMatch]: resumeMatchSchema,
  [CLIENT_EVENTS.getOnlineCount]: getOnlineCountSchema,
} as const satisfies Record<ClientEventName, z.ZodType>;

// ---------------------------------------------------------------------------------------------------
// Ack results
// ---------------------------------------------------------------------------------------------------

/** A video shown while searching (spec §3 "Default videos response: videos"). */
export const defaultVideoSchema = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string().nullable(),
  lang: z.string().nullable(),
  posterUrl: z.string().nullable(),
});
export type DefaultVideo = z.infer<typeof defaultVideoSchema>;

/** spec §3 safe control config. Everything off by default. */
export const safeControlConfigSchema = z.object({
  media: z.object({
    imageAtEnter: z.object({ enabled: z.boolean() }),
    videoAtEnter: z.object({
      enabled: z.boolean(),
      minDurationSec: z.number().min(0).max(600),
      durationSec: z.number().min(0).max(600),
    }),
    imgScreenAtChatStart: z.object({ enabled: z.boolean() }),
  }),
});
export type SafeControlConfig = z.infer<typeof safeControlConfigSchema>;

export const DEFAULT_SAFE_CONTROL_CONFIG: SafeControlConfig = {
  media: {
    imageAtEnter: { enabled: false },
    videoAtEnter: { enabled: false, minDurationSec: 3, durationSec: 6 },
    imgScreenAtChatStart: { enabled: false },
  },
};

// ---------------------------------------------------------------------------------------------------
// Server -> client `message` payloads (spec §7.2 "Received"), a union keyed by `action`
// ---------------------------------------------------------------------------------------------------

/** spec §3 Match. Sent to both sides; askForConnection is true for exactly one of them. */
export const addPeerMessageSchema = z.object({
  action: z.literal(SERVER_ACTIONS.addPeer),
  matchId: opaqueId,
  /** The peer's socket id: the `peerId` of every signaling message of this match. */
  id: opaqueId,
  /** true: this side creates the offer (spec §4.6). */
  askForConnection: z.boolean(),
  /** iceServers is a string produced by encryptIceServers (spec §3; docs/decisions/003). */
  turn: z.object({ iceServers: z.string() }),
  userData: peerUserDataSchema,
  peerUserIdent: z.string(),
  /** Issue 16: proof for resumeMatch after a network drop (absent from servers without resume). */
  resumeToken: z.string().optional(),
});

/**
 * The match is over. Clients act on it only if `id` is the current peer or `reconnected` is set
 * (spec §4.6); the server has already put the receiver back in the queue unless it had stopped.
 */
export const removePeerMessageSchema = z.object({
  action: z.literal(SERVER_ACTIONS.removePeer),
  id: opaqueId,
  matchId: opaqueId.optional(),
  reconnected: z.boolean().optional(),
  /** Why the match ended, for the client's status text. */
  reason: z.enum(["next", "stop", "disconnect", "report", "shutdown"]).optional(),
});

export const addIceCandidateMessageSchema = z.object({
  action: z.literal(SERVER_ACTIONS.addIceCandidate),
  matchId: opaqueId,
  /** Sender's socket id. */
  id: opaqueId,
  iceCandidate: iceCandidateSchema,
});

export const addSessionDescriptionMessageSchema = z.object({
  action: z.literal(SERVER_ACTIONS.addSessionDescription),
  matchId: opaqueId,
  id: opaqueId,
  sessionDescription: sessionDescriptionSchema,
});

export const setUserChatStatusMessageSchema = z.object({
  action: z.literal(SERVER_ACTIONS.setUserChatStatus),
  matchId: opaqueId,
  id: opaqueId,
  status: z.enum(CHAT_STATUSES),
  typing: z.boolean().optional(),
});

export const showEmojiMessageSchema = z.object({
  action: z.literal(SERVER_ACTIONS.showEmoji),
  matchId: opaqueId,
  id: opaqueId,
  emoji: z.string(),
});

export const receiveMessageMessageSchema = z.object({
  action: z.literal(SERVER_ACTIONS.receiveMessage),
  matchId: opaqueId,
  id: opaqueId,
  text: z.string(),
  /** Server time in ms since the epoch. */
  at: z.number(),
});

export const forceBrowserReloadMessageSchema = z.object({
  action: z.literal(SERVER_ACTIONS.forceBrowserReload),
  reason: z.string().optional(),
});

/** Issue 16: the peer's connection dropped; the match waits up to `waitMs` for them to come back. */
export const peerReconnectingMessageSchema = z.object({
  action: z.literal(SERVER_ACTIONS.peerReconnecting),
  matchId: opaqueId,
  id: opaqueId,
  waitMs: z.number().int().min(0),
});

/** Issue 16: the peer is back: `id` (its new socket id) replaces `previousId` as the peerId. */
export const peerResumedMessageSchema = z.object({
  action: z.literal(SERVER_ACTIONS.peerResumed),
  matchId: opaqueId,
  id: opaqueId,
  previousId: opaqueId,
});

export const serverMessageSchema = z.discriminatedUnion("action", [
  addPeerMessageSchema,
  removePeerMessageSchema,
  addIceCandidateMessageSchema,
  addSessionDescriptionMessageSchema,
  setUserChatStatusMessageSchema,
  showEmojiMessageSchema,
  receiveMessageMessageSchema,
  forceBrowserReloadMessageSchema,
  peerReconnectingMessageSchema,
  peerResumedMessageSchema,
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type AddPeerMessage = z.infer<typeof addPeerMessageSchema>;
export type RemovePeerMessage = z.infer<typeof removePeerMessageSchema>;
export type AddIceCandidateMessage = z.infer<typeof addIceCandidateMessageSchema>;
export type AddSessionDescriptionMessage = z.infer<typeof addSessionDescriptionMessageSchema>;
export type SetUserChatStatusMessage = z.infer<typeof setUserChatStatusMessageSchema>;
export type ShowEmojiMessage = z.infer<typeof showEmojiMessageSchema>;
export type ReceiveMessageMessage = z.infer<typeof receiveMessageMessageSchema>;
export type ForceBrowserReloadMessage = z.infer<typeof forceBrowserReloadMessageSchema>;
export type PeerReconnectingMessage = z.infer<typeof peerReconnectingMessageSchema>;
export type PeerResumedMessage = z.infer<typeof peerResumedMessageSchema>;
/** The message of one action, e.g. `ServerMessageOf<"addPeer">`. */
export type ServerMessageOf<A extends ServerActionName> = Extract<ServerMessage, { action: A }>;

// ---------------------------------------------------------------------------------------------------
// Handshake (spec §7.2: "userData in the query")
// ---------------------------------------------------------------------------------------------------

/** Query parameters of the Socket.IO handshake. Values are strings, so userData travels as JSON. */
export const HANDSHAKE_QUERY = {
  userData: "userData",
  /** PROTOCOL_VERSION of the client. */
  version: "v",
  /** Per-connection key for the ice servers (base64url, 32 bytes); see docs/decisions/003. */
  iceKey: "k",
} as const;

export type HandshakeQuery = { userData?: string; v?: string; k?: string };

/**
 * How the server answers the handshake's protocol version (issue 17 tidy item, docs/protocol.md):
 * an older client (or one without `v`) is connected only to be sent `forceBrowserReload` with this
 * reason, then disconnected; a newer one is refused with a connect error of this message.
 */
export const PROTOCOL_VERSION_ANSWERS = {
  outdated: "protocolOutdated",
  unsupported: "protocolUnsupported",
} as const;

/** "current", "outdated" (older or missing) or "unsupported" (newer than this server speaks). */
export function protocolVersionOf(query: Record<string, unknown>): "current" | "outdated" | "unsupported" {
  const raw = query[HANDSHAKE_QUERY.version];
  const version = typeof raw === "string" && /^\d{1,6}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isFinite(version) || version < PROTOCOL_VERSION) return "outdated";
  return version > PROTOCOL_VERSION ? "unsupported" : "current";
}

/**
 * What the Socket.IO client puts around our query in the handshake URI, at most: the Engine.IO
 * version, the transport, a polling timestamp and a session id (spec §9 counts the whole URI).
 */
const HANDSHAKE_URI_OVERHEAD = "/?EIO=4&transport=websocket&t=XXXXXXXXXXXX&sid=XXXXXXXXXXXXXXXXXXXX&".length;

/** The length of the handshake URI a query makes, encoded the way the Socket.IO client encodes it. */
export function handshakeUriLength(query: HandshakeQuery, path = "/socket.io"): number {
  const encoded = Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join("&");
  return path.length + HANDSHAKE_URI_OVERHEAD + encoded.length;
}

/**
 * Builds the handshake query of a video-chat connection, within spec §9's URI limit (the server
 * refuses longer ones): interests that do not fit (long non-Latin ones, percent-encoded three times
 * over) are left out of the handshake, last first; updateUserData carries the full user data.
 */
export function buildHandshakeQuery(
  userData: UserData | undefined,
  iceKey: string,
  path = "/socket.io",
): HandshakeQuery {
  const query: HandshakeQuery = { v: String(PROTOCOL_VERSION), k: iceKey };
  if (!userData) return query;
  let fitted: UserData = userData;
  query.userData = JSON.stringify(fitted);
  while (handshakeUriLength(query, path) > LIMITS.handshakeUriChars && fitted.interests?.length) {
    const interests = fitted.interests.slice(0, -1);
    const { interests: _dropped, ...rest } = fitted;
    fitted = interests.length > 0 ? { ...rest, interests } : rest;
    query.userData = JSON.stringify(fitted);
  }
  if (handshakeUriLength(query, path) > LIMITS.handshakeUriChars) delete query.userData;
  return query;
}

/** Reads userData from a handshake query; undefined when missing or invalid. */
export function parseHandshakeUserData(query: Record<string, unknown>): UserData | undefined {
  const raw = query[HANDSHAKE_QUERY.userData];
  if (typeof raw !== "string" || raw.length > LIMITS.handshakeUriChars) return undefined;
  try {
    const parsed = userDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------------
// Typed event maps for Socket.IO generics: Server<ClientToServerEvents, ServerToClientEvents>
// and, in the browser, Socket<ServerToClientEvents, ClientToServerEvents>.
// ---------------------------------------------------------------------------------------------------

/**
 * The ack callback is declared on every event so `emitWithAck` / `timeout().emit` type-check; the
 * server also accepts calls without one (invalid payloads are then dropped and counted).
 */
export type ClientToServerEvents = {
  updateUserData: (payload: UserData, ack: Ack) => void;
  searchRemoteUser: (payload: null | undefined | Record<string, never>, ack: Ack) => void;
  nextUser: (payload: null | undefined | { matchId?: string }, ack: Ack) => void;
  enable: (payload: null | undefined | Record<string, never>, ack: Ack) => void;
  stop: (payload: null | undefined | { matchId?: string }, ack: Ack) => void;
  getDefaultVideos: (
    payload: z.input<typeof getDefaultVideosSchema>,
    ack: Ack<{ videos: DefaultVideo[] }>,
  ) => void;
  getSafeControlConfig: (
    payload: null | undefined | Record<string, never>,
    ack: Ack<{ config: SafeControlConfig }>,
  ) => void;
  registerPlayedVideo: (payload: RegisterPlayedVideo, ack: Ack) => void;
  action: (payload: z.input<typeof actionSchema>, ack: Ack) => void;
  transmitICECandidate: (payload: TransmitICECandidate, ack: Ack) => void;
  transmitSessionDescription: (payload: TransmitSessionDescription, ack: Ack) => void;
  exceptionOnRTC: (payload: ExceptionOnRTC, ack: Ack) => void;
  "safecontrol/i/chat": (payload: SafeControlImage, ack: Ack) => void;
  "safecontrol/v/chat": (payload: z.input<typeof safeControlVideoSchema>, ack: Ack) => void;
  "social-chat-action": (payload: SocialChatAction, ack: Ack) => void;
  resumeMatch: (payload: ResumeMatch, ack: Ack<ResumeMatchResult>) => void;
  getOnlineCount: (payload: null | undefined | Record<string, never>, ack: Ack<{ online: number }>) => void;
  /** Issue 14: chat rooms and direct chats (common/protocol/social.ts). */
  social: (payload: SocialAction, ack: Ack<Record<string, unknown>>) => void;
};

/** What a successful resumeMatch answers: the match goes on with `peerId`; keep the new token. */
export type ResumeMatchResult = { matchId: string; peerId: string; resumeToken: string };

export type ServerToClientEvents = {
  message: (payload: ServerMessage) => void;
  /** Issue 14: rooms and direct chats (common/protocol/social.ts). */
  social: (payload: SocialPush) => void;
};

// ---------------------------------------------------------------------------------------------------
// Encrypted ice servers (spec §3 "turn info (with encrypted iceServers)"; docs/decisions/003)
// ---------------------------------------------------------------------------------------------------

/**
 * AES-256-GCM with a key the client generates per connection and sends in the handshake query (`k`).
 * The match id is the additional authenticated data, so a blob is only valid for its own match.
 * This keeps TURN credentials out of page scrapes and logs of the `message` stream; it is NOT secret
 * from the user, who holds the key (see docs/decisions/003-ice-server-encryption.md).
 *
 * Format: "v1.<iv base64url>.<ciphertext+tag base64url>".
 */
const ICE_FORMAT = "v1";

function subtle(): SubtleCrypto {
  const c = globalThis.crypto;
  // crypto.subtle is missing in insecure browser contexts (plain http on a LAN address).
  if (!c?.subtle) throw new Error("WebCrypto (crypto.subtle) is not available");
  return c.subtle;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("invalid base64url");
  const padded = text.replaceAll("-", "+").replaceAll("_", "/") + "=".repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** A fresh random 256-bit key, base64url (43 characters), for the handshake query `k`. */
export function generateIceKey(): string {
  const key = new Uint8Array(32);
  globalThis.crypto.getRandomValues(key);
  return toBase64Url(key);
}

/** True when `key` looks like a key from generateIceKey (the server checks the handshake with it). */
export function isIceKey(key: unknown): key is string {
  return typeof key === "string" && /^[A-Za-z0-9_-]{43}$/.test(key);
}

async function importIceKey(key: string, usage: "encrypt" | "decrypt"): Promise<CryptoKey> {
  const raw = fromBase64Url(key);
  if (raw.length !== 32) throw new Error("ice key must be 32 bytes");
  return subtle().importKey("raw", raw, { name: "AES-GCM" }, false, [usage]);
}

export async function encryptIceServers(
  iceServers: IceServer[],
  key: string,
  matchId: string,
): Promise<string> {
  const iv = new Uint8Array(12);
  globalThis.crypto.getRandomValues(iv);
  const plain = new TextEncoder().encode(JSON.stringify(iceServers));
  const cipher = await subtle().encrypt(
    { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(matchId) },
    await importIceKey(key, "encrypt"),
    plain,
  );
  return `${ICE_FORMAT}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(cipher))}`;
}

/** Throws on a wrong key, a wrong match id, a tampered or malformed blob (spec §8: caller falls back). */
export async function decryptIceServers(
  encrypted: string,
  key: string,
  matchId: string,
): Promise<IceServer[]> {
  const [format, ivText, cipherText, ...rest] = encrypted.split(".");
  if (format !== ICE_FORMAT || !ivText || !cipherText || rest.length > 0) {
    throw new Error("unknown ice servers format");
  }
  const plain = await subtle().decrypt(
    { name: "AES-GCM", iv: fromBase64Url(ivText), additionalData: new TextEncoder().encode(matchId) },
    await importIceKey(key, "decrypt"),
    fromBase64Url(cipherText),
  );
  return z.array(iceServerSchema).parse(JSON.parse(new TextDecoder().decode(plain)));
}
