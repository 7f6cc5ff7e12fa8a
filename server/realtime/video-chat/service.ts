import { createHmac, timingSafeEqual } from "node:crypto";
import type { Socket } from "socket.io";
import {
  CHAT_ACTIONS,
  type ChatAction,
  type DefaultVideo,
  ERROR_CODES,
  type ExceptionOnRTC,
  HANDSHAKE_QUERY,
  isIceKey,
  type PeerUserData,
  parseHandshakeUserData,
  type RemovePeerMessage,
  type ResumeMatch,
  type SafeControlImage,
  type SafeControlVideo,
  SERVER_ACTIONS,
  type ServerMessage,
  type SocialChatAction,
  type UserData,
} from "#common/protocol/index.ts";
import type { Logger } from "../../logger.ts";
import type { RateLimiter } from "../../rate-limit.ts";
import { secretKeyOf } from "../../security/key-objects.ts";
import { fail, type Metrics, type Outcome, ok } from "../events.ts";
import type { EndOptions, Match, Matchmaking, Participant, SearchEntry } from "../matchmaking/types.ts";
import { verifyUserToken } from "../user-token.ts";
import type { ConversationLog } from "./conversation-log.ts";
import { type IceServersProvider, turnFor } from "./ice-servers.ts";
import type { VideoChatStore } from "./store.ts";

/** What this node knows about one of its sockets. */
export type ChatSocketState = {
  socketId: string;
  userData: UserData | undefined;
  iceKey: string | undefined;
  /** false after `stop` until `enable` or a new search (spec §4.6). */
  available: boolean;
  /**
   * Issue 13: the account of the handshake's session cookie, looked up once when first asked (the
   * partner filter); undefined without a session cookie.
   */
  sessionAccount?: (() => Promise<string | null>) | undefined;
  /** Decision 048: the visitor's country from a trusted proxy's header at the handshake, if known. */
  country?: string | null | undefined;
  /** Set by social-chat-action setUt (spec §4.6 realtime auth). */
  auth: { ident: string; userId?: string | undefined } | undefined;
  /** When this socket's current wait began (time-to-match metric); undefined while matched or idle. */
  searchingSince?: number | undefined;
  /**
   * The match this socket is in and its peer, as last told to the browser (addPeer / removePeer),
   * whichever node sent it: kept by `observe` from the socket's outgoing messages. The signaling relay
   * reads it instead of asking the matchmaking, and the per-node gauges count it.
   */
  matchId?: string | undefined;
  peerId?: string | undefined;
  /**
   * The peer as addPeer described it and which side this socket is, so the match can be written back
   * if the shared matchmaking loses its data (a Redis restart without persistence, issue 17).
   */
  peer?: { ident: string; userData: PeerUserData; offerer: boolean } | undefined;
  /** The socket's pending ordered work (events.ts dispatcher). */
  queue?: Promise<void> | undefined;
};

export type VideoChatDeps = {
  matchmaking: Matchmaking;
  store: VideoChatStore;
  conversations: ConversationLog;
  logger: Logger;
  metrics: Metrics;
  iceServers: IceServersProvider;
  sessionSecret: string;
  now(): number;
  send(socketId: string, message: ServerMessage): void;
  /** Per-action limits applied after validation (the `action` event carries several kinds). */
  limiters: { message: RateLimiter; report: RateLimiter; status: RateLimiter };
  /** Issue 16: how long a match waits for a side whose connection dropped (ms). */
  resumeWindowMs: number;
  /** Issue 13: the partner filter an account bought with reward credits, if one is active. */
  partnerFilter?: (
    accountId: string,
  ) => Promise<{ lang?: string | null | undefined; country?: string | null | undefined } | null>;
  /** Closes a socket on whichever node holds it (a resume takes over from a socket not seen to drop). */
  disconnectSocket(socketId: string): void;
};

/**
 * Socket.IO disconnect reasons that mean "the network went away" rather than "the person left": the
 * match then waits for a resume (issue 16). A closed tab or Stop/Next is an explicit end: the client
 * closes its socket on pagehide, which the server sees as "client namespace disconnect".
 */
const DROP_REASONS = new Set(["transport close", "transport error", "ping timeout"]);

/** Issue 16: the proof that a browser held side `userId` of match `matchId` (see resumeMatch). */
export function resumeToken(secret: string, matchId: string, userId: string): string {
  return createHmac("sha256", secretKeyOf(secret))
    .update(`resume\n${matchId}\n${userId}`)
    .digest("base64url")
    .slice(0, 32);
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function entryOf(state: ChatSocketState): SearchEntry | undefined {
  if (!state.userData) return undefined;
  const { ident, cameraEnabled, lang, interests } = state.userData;
  return {
    userId: state.socketId,
    ident,
    userData: { ident, cameraEnabled, lang, interests },
    iceKey: state.iceKey,
    ...(state.country ? { country: state.country } : {}),
  };
}

function otherSide(match: Match, userId: string): { self: Participant; peer: Participant } {
  return match.offerer.userId === userId
    ? { self: match.offerer, peer: match.answerer }
    : { self: match.answerer, peer: match.offerer };
}

/** Data URL -> bytes and MIME type (the schema already checked the shape and the size). */
function decodeDataUrl(dataUrl: string): { mimeType: string; data: Uint8Array } {
  const comma = dataUrl.indexOf(",");
  const mimeType = dataUrl.slice(5, dataUrl.indexOf(";"));
  return { mimeType, data: new Uint8Array(Buffer.from(dataUrl.slice(comma + 1), "base64")) };
}

function bytesOf(video: ArrayBuffer | ArrayBufferView): Uint8Array {
  return video instanceof ArrayBuffer
    ? new Uint8Array(video)
    : new Uint8Array(video.buffer, video.byteOffset, video.byteLength);
}

/**
 * The video chat's behaviour (spec §4.6, issue 4), one method per client event. Every method follows
 * validate (done by events.ts) -> act -> return the ack and a `notify` that sends to the others.
 *
 * Requeueing (decision 004): when a match ends, the server puts the peer back in the queue itself,
 * in the same atomic matchmaking step, before removePeer is sent. The client only shows "searching".
 */
export function createVideoChat(deps: VideoChatDeps) {
  const { matchmaking, metrics, logger } = deps;
  const states = new Map<string, ChatSocketState>();
  /**
   * Default videos per language and limit, kept 30 s: every searching screen asks (issue 16) and the
   * list changes only when an operator edits it; the query would compete with the matching.
   */
  const videoCache = new Map<string, { at: number; videos: Promise<DefaultVideo[]> }>();
  const VIDEO_CACHE_MS = 30_000;

  /**
   * The entry with the account's partner filter (issue 13), read at each search: a filter bought
   * meanwhile applies from the next search, one that ran out stops applying.
   */
  async function entryWithFilter(state: ChatSocketState): Promise<SearchEntry | undefined> {
    const entry = entryOf(state);
    if (!entry || !deps.partnerFilter) return entry;
    try {
      // The first search is sent on connect, before the user token (setUt) can arrive: the session
      // cookie of the handshake names the account then.
      const accountId = state.auth?.userId ?? (await state.sessionAccount?.()) ?? undefined;
      if (!accountId) return entry;
      const filter = await deps.partnerFilter(accountId);
      if (!filter || (!filter.lang && !filter.country)) return entry;
      return {
        ...entry,
        filter: {
          ...(filter.lang ? { lang: filter.lang } : {}),
          ...(filter.country ? { country: filter.country } : {}),
        },
      };
    } catch (error) {
      // Without the filter the person is still matched: better than no match at all.
      logger.warn({ err: error }, "partner filter unavailable");
      return entry;
    }
  }

  /** addPeer to both sides: the answerer first, so it knows the match before the offer can arrive. */
  function announce(match: Match) {
    const iceServersOf = (side: Participant) => deps.iceServers({ userId: side.userId, ident: side.ident });
    const sides: Array<[Participant, Participant, boolean]> = [
      [match.answerer, match.offerer, false],
      [match.offerer, match.answerer, true],
    ];
    for (const [self, peer, askForConnection] of sides) {
      deps.send(self.userId, {
        action: SERVER_ACTIONS.addPeer,
        matchId: match.matchId,
        id: peer.userId,
        askForConnection,
        turn: turnFor(iceServersOf(self), self.iceKey, match.matchId),
        userData: peer.userData,
        peerUserIdent: peer.ident,
        resumeToken: resumeToken(deps.sessionSecret, match.matchId, self.userId),
      });
    }
    metrics.inc("matches");
  }

  function announceAll(matches: Match[]) {
    for (const match of matches) announce(match);
  }

  function removePeer(to: Participant, from: Participant, match: Match, reason: RemovePeerMessage["reason"]) {
    deps.send(to.userId, {
      action: SERVER_ACTIONS.removePeer,
      id: from.userId,
      matchId: match.matchId,
      reason,
    });
  }

  /** Ends the caller's match as `options` says and tells the peer; returns the notify step. */
  async function endMatch(
    userId: string,
    options: EndOptions,
  ): Promise<{ ended: Match | null; notify: () => void }> {
    const { ended, formed } = await matchmaking.end(userId, options);
    return {
      ended,
      notify: () => {
        // The caller is told by its ack, not by a removePeer: its state is updated here.
        const local = states.get(userId);
        if (local) {
          if (ended && local.matchId === ended.matchId) {
            local.matchId = undefined;
            local.peerId = undefined;
          }
          local.searchingSince = options.self === "requeue" ? deps.now() : undefined;
        }
        if (ended) {
          void deps.conversations.drop(ended.matchId).catch(() => undefined);
          const { self, peer } = otherSide(ended, userId);
          removePeer(peer, self, ended, options.reason);
        }
        announceAll(formed);
      },
    };
  }

  async function activeMatch(state: ChatSocketState, matchId: string | undefined) {
    const match = await matchmaking.matchOf(state.socketId);
    if (!match || (matchId !== undefined && match.matchId !== matchId)) return null;
    return match;
  }

  return {
    /** Reads the handshake (spec §7.2: userData in the query) and remembers the socket. */
    connect(socket: Socket): ChatSocketState {
      const query = socket.handshake.query as Record<string, unknown>;
      const key = query[HANDSHAKE_QUERY.iceKey];
      const state: ChatSocketState = {
        socketId: socket.id,
        userData: parseHandshakeUserData(query),
        // A copy: the query's strings are slices of the whole handshake URL, which they would keep.
        iceKey: isIceKey(key) ? Buffer.from(key).toString() : undefined,
        available: true,
        auth: undefined,
      };
      states.set(socket.id, state);
      return state;
    },

    async disconnect(state: ChatSocketState, reason = "transport close"): Promise<void> {
      states.delete(state.socketId);
      if (DROP_REASONS.has(reason)) {
        // Issue 16: a dropped connection keeps its match for a while; the peer is told to wait.
        const match = await matchmaking.suspend(state.socketId, deps.now() + deps.resumeWindowMs);
        if (match) {
          const { peer } = otherSide(match, state.socketId);
          metrics.inc("matchesSuspended");
          deps.send(peer.userId, {
            action: SERVER_ACTIONS.peerReconnecting,
            matchId: match.matchId,
            id: state.socketId,
            waitMs: deps.resumeWindowMs,
          });
        }
        return;
      }
      // Withdraws only this user: the peer, if any, is requeued (the clone that empties the whole
      // queue on any disconnect is what issue 4 warns about).
      const { notify } = await endMatch(state.socketId, { reason: "disconnect", self: "forget" });
      notify();
    },

    /**
     * Issue 16: this (new) socket takes over the side `userId` held in `matchId`, proven by the
     * resumeToken that side was given. Refused (notInMatch) when the proof is wrong, the match is
     * over, the ident differs or this socket is in another match: it never joins anyone else's match.
     */
    async resume(state: ChatSocketState, request: ResumeMatch): Promise<Outcome> {
      const entry = entryOf(state);
      if (!entry) return fail(ERROR_CODES.invalidPayload);
      if (!sameToken(request.token, resumeToken(deps.sessionSecret, request.matchId, request.userId))) {
        metrics.inc("resumesRefused");
        return fail(ERROR_CODES.notInMatch);
      }
      const result = await matchmaking.resume({
        matchId: request.matchId,
        previousUserId: request.userId,
        entry,
      });
      if (result.state !== "resumed") {
        metrics.inc("resumesRefused");
        return fail(ERROR_CODES.notInMatch);
      }
      metrics.inc("matchesResumed");
      const { peer } = otherSide(result.match, state.socketId);
      state.available = true;
      state.searchingSince = undefined;
      state.matchId = result.match.matchId;
      state.peerId = peer.userId;
      const previous = states.get(request.userId);
      if (previous) {
        previous.matchId = undefined;
        previous.peerId = undefined;
      }
      return ok(
        {
          matchId: result.match.matchId,
          peerId: peer.userId,
          resumeToken: resumeToken(deps.sessionSecret, result.match.matchId, state.socketId),
        },
        () => {
          deps.send(peer.userId, {
            action: SERVER_ACTIONS.peerResumed,
            matchId: result.match.matchId,
            id: state.socketId,
            previousId: request.userId,
          });
          // The old socket may not have been seen to drop yet (a ping timeout takes a while).
          if (request.userId !== state.socketId) deps.disconnectSocket(request.userId);
        },
      );
    },

    async updateUserData(state: ChatSocketState, userData: UserData): Promise<Outcome> {
      state.userData = userData;
      const entry = await entryWithFilter(state);
      const formed = entry ? await matchmaking.update(entry) : null;
      return ok({}, () => formed && announce(formed));
    },

    async search(state: ChatSocketState): Promise<Outcome> {
      const entry = await entryWithFilter(state);
      if (!entry) return fail(ERROR_CODES.invalidPayload);
      // An explicit search is the user asking to be available (Start after Stop).
      state.available = true;
      state.searchingSince ??= deps.now();
      const result = await matchmaking.search(entry);
      return ok({}, () => {
        if (result.state === "matched" && result.created) announce(result.match);
      });
    },

    async next(state: ChatSocketState, matchId: string | undefined): Promise<Outcome> {
      const entry = await entryWithFilter(state);
      if (!entry) return fail(ERROR_CODES.invalidPayload);
      state.available = true;
      const { ended, notify } = await endMatch(state.socketId, { reason: "next", matchId, self: "requeue" });
      if (ended) return ok({}, notify);
      // Not in a match (or `matchId` named an old one): make sure the user searches; idempotent.
      const result = await matchmaking.search(entry);
      return ok({}, () => {
        notify();
        if (result.state === "matched" && result.created) announce(result.match);
      });
    },

    async stop(state: ChatSocketState): Promise<Outcome> {
      state.available = false;
      // Stop ends whatever match the user is in, even one that crossed the click on the wire.
      const { notify } = await endMatch(state.socketId, { reason: "stop", self: "withdraw" });
      return ok({}, notify);
    },

    enable(state: ChatSocketState): Outcome {
      state.available = true;
      return ok();
    },

    async action(state: ChatSocketState, action: ChatAction): Promise<Outcome> {
      const limiter =
        action.name === CHAT_ACTIONS.report
          ? deps.limiters.report
          : action.name === CHAT_ACTIONS.setUserChatStatus
            ? deps.limiters.status
            : deps.limiters.message;
      const limited = await limiter.consume(state.socketId);
      if (!limited.ok) {
        metrics.inc("rateLimited");
        metrics.inc(`rateLimited:action:${action.name}`);
        return fail(ERROR_CODES.rateLimited, { retryAfterMs: limited.retryAfterMs });
      }
      const match = await activeMatch(state, action.matchId);
      if (!match) return fail(ERROR_CODES.notInMatch);
      const { self, peer } = otherSide(match, state.socketId);
      const base = { matchId: match.matchId, id: state.socketId };
      switch (action.name) {
        case CHAT_ACTIONS.sendMessage: {
          const at = deps.now();
          await deps.conversations.append(match.matchId, {
            fromUserId: state.socketId,
            text: action.args.text,
            at,
          });
          return ok({}, () =>
            deps.send(peer.userId, {
              action: SERVER_ACTIONS.receiveMessage,
              ...base,
              text: action.args.text,
              at,
            }),
          );
        }
        case CHAT_ACTIONS.showEmoji:
          return ok({}, () =>
            deps.send(peer.userId, { action: SERVER_ACTIONS.showEmoji, ...base, emoji: action.args.emoji }),
          );
        case CHAT_ACTIONS.setUserChatStatus:
          return ok({}, () =>
            deps.send(peer.userId, {
              action: SERVER_ACTIONS.setUserChatStatus,
              ...base,
              status: action.args.status,
              ...(action.args.typing === undefined ? {} : { typing: action.args.typing }),
            }),
          );
        case CHAT_ACTIONS.report: {
          // Stored first: if the database is down the user gets `internal` and can retry, and the
          // pair stays together rather than being separated without a record.
          await deps.store.saveReport({
            matchId: match.matchId,
            reporterIdent: self.ident,
            reportedIdent: peer.ident,
            reporterSocketId: self.userId,
            reportedSocketId: peer.userId,
            reason: action.args.reason,
            messages: (await deps.conversations.recent(match.matchId)).map((message) => ({
              from: message.fromUserId === state.socketId ? "reporter" : "reported",
              text: message.text,
              at: message.at,
            })),
          });
          metrics.inc("reports");
          // Both sides separated and requeued; the pair is blocked in the same atomic step.
          const { notify } = await endMatch(state.socketId, {
            reason: "report",
            matchId: match.matchId,
            self: "requeue",
            block: true,
          });
          return ok({}, notify);
        }
      }
    },

    rtcException(state: ChatSocketState, report: ExceptionOnRTC): Outcome {
      metrics.inc("rtcExceptions");
      logger.warn({ socketId: state.socketId, rtc: report ?? null }, "exceptionOnRTC");
      return ok();
    },

    async defaultVideos(
      payload: { lang?: string | undefined; limit?: number | undefined } | null | undefined,
    ) {
      const lang = payload?.lang;
      const limit = payload?.limit ?? 20;
      const key = `${lang ?? ""}:${limit}`;
      const now = deps.now();
      let cached = videoCache.get(key);
      if (!cached || now - cached.at > VIDEO_CACHE_MS) {
        cached = { at: now, videos: deps.store.defaultVideos({ lang, limit }) };
        // A failed read is not kept.
        cached.videos.catch(() => videoCache.delete(key));
        videoCache.set(key, cached);
      }
      return ok({ videos: await cached.videos });
    },

    async registerPlayedVideo(videoId: string): Promise<Outcome> {
      const counted = await deps.store.registerPlayedVideo(videoId);
      if (counted) metrics.inc("videosPlayed");
      return counted ? ok() : fail(ERROR_CODES.invalidPayload);
    },

    async safeControlConfig(): Promise<Outcome> {
      return ok({ config: await deps.store.safeControlConfig() });
    },

    async safeControlImage(state: ChatSocketState, capture: SafeControlImage): Promise<Outcome> {
      const config = await deps.store.safeControlConfig();
      if (!config.media[capture.kind].enabled) return fail(ERROR_CODES.disabled);
      const { mimeType, data } = decodeDataUrl(capture.image);
      await deps.store.saveCapture({
        kind: capture.kind,
        ident: state.userData?.ident ?? null,
        socketId: state.socketId,
        matchId: capture.matchId ?? null,
        mimeType,
        data,
      });
      metrics.inc("safeControlCaptures");
      return ok();
    },

    async safeControlVideo(state: ChatSocketState, capture: SafeControlVideo): Promise<Outcome> {
      const config = await deps.store.safeControlConfig();
      if (!config.media.videoAtEnter.enabled) return fail(ERROR_CODES.disabled);
      await deps.store.saveCapture({
        kind: capture.kind,
        ident: state.userData?.ident ?? null,
        socketId: state.socketId,
        matchId: capture.matchId ?? null,
        mimeType: capture.mimeType,
        data: bytesOf(capture.video),
      });
      metrics.inc("safeControlCaptures");
      return ok();
    },

    async socialChatAction(state: ChatSocketState, payload: SocialChatAction): Promise<Outcome> {
      const claims = verifyUserToken(deps.sessionSecret, payload.ut, deps.now());
      // The token must be for this browser: the ident it binds is the one this socket chats as.
      if (!claims || (state.userData && state.userData.ident !== claims.ident)) {
        metrics.inc("authInvalid");
        return fail(ERROR_CODES.authInvalid);
      }
      const known = state.auth?.userId;
      state.auth = { ident: claims.ident, userId: claims.userId };
      // Issue 13: a search sent before the token arrived is re-queued with the account's filter.
      if (claims.userId && claims.userId !== known && state.searchingSince !== undefined && !state.matchId) {
        const entry = await entryWithFilter(state);
        if (entry?.filter) {
          const formed = await matchmaking.update(entry);
          return ok({}, () => formed && announce(formed));
        }
      }
      return ok();
    },

    /** Re-pairs the queue as filters widen (timer in index.ts). */
    async pairWaiting(): Promise<void> {
      announceAll(await matchmaking.pairWaiting());
    },

    /** spec §4.6 "A server-triggered forced browser reload is obeyed." For operators. */
    forceBrowserReload(socketId: string, reason?: string) {
      deps.send(socketId, { action: SERVER_ACTIONS.forceBrowserReload, ...(reason ? { reason } : {}) });
    },

    /** Ends the matches of users whose node died; their partners, requeued, learn it here. */
    async reapDead(): Promise<void> {
      for (const { ended, formed } of await matchmaking.reap()) {
        if (ended) {
          void deps.conversations.drop(ended.matchId).catch(() => undefined);
          // Which side died does not matter: the dead one has no socket left to receive anything.
          removePeer(ended.offerer, ended.answerer, ended, "disconnect");
          removePeer(ended.answerer, ended.offerer, ended, "disconnect");
        }
        announceAll(formed);
      }
    },

    /**
     * Drain (issue 5): every user of this node leaves matchmaking now, so partners on other nodes are
     * requeued at once instead of waiting for this node's heartbeat to expire; each local socket is
     * told with reason "shutdown" and reconnects (to another node, behind a load balancer).
     */
    async shutdown(): Promise<void> {
      for (const state of [...states.values()]) {
        const match = await matchmaking.matchOf(state.socketId);
        const { notify } = await endMatch(state.socketId, { reason: "disconnect", self: "forget" });
        notify();
        if (match) {
          const { self, peer } = otherSide(match, state.socketId);
          removePeer(self, peer, match, "shutdown");
        }
      }
    },

    /**
     * The shared matchmaking lost its data (Redis restarted without persistence, issue 17): this node
     * writes back the matches its sockets are in (each node its own sides) and searches again for its
     * searching sockets, so nobody is stuck waiting in a queue that no longer exists.
     */
    async recover(): Promise<{ restored: number; searching: number }> {
      let restored = 0;
      let searching = 0;
      for (const state of [...states.values()]) {
        const entry = entryOf(state);
        if (!entry) continue;
        if (state.matchId && state.peerId && state.peer && matchmaking.restore) {
          const peer: Participant = {
            userId: state.peerId,
            ident: state.peer.ident,
            userData: state.peer.userData,
          };
          const match: Match = {
            matchId: state.matchId,
            createdAt: deps.now(),
            offerer: state.peer.offerer ? entry : peer,
            answerer: state.peer.offerer ? peer : entry,
          };
          await matchmaking.restore(match, state.socketId);
          restored += 1;
        } else if (state.available && state.searchingSince !== undefined && !state.matchId) {
          const result = await matchmaking.search(entry);
          if (result.state === "matched" && result.created) announce(result.match);
          searching += 1;
        }
      }
      metrics.inc("matchmakingRecoveries");
      return { restored, searching };
    },

    localStats(): { searching: number; matched: number } {
      let searching = 0;
      let matched = 0;
      for (const state of states.values()) {
        if (state.matchId !== undefined) matched += 1;
        else if (state.searchingSince !== undefined) searching += 1;
      }
      return { searching, matched };
    },

    state(socketId: string): ChatSocketState | undefined {
      return states.get(socketId);
    },

    /**
     * Keeps `state` in step with what its browser is told, on the node that holds the socket, whichever
     * node sent the message (Socket.IO calls outgoing listeners for emits relayed by the adapter too).
     */
    observe(state: ChatSocketState, message: ServerMessage): void {
      if (message.action === SERVER_ACTIONS.addPeer) {
        if (state.searchingSince !== undefined) {
          metrics.observeTimeToMatch?.((deps.now() - state.searchingSince) / 1000);
        }
        state.searchingSince = undefined;
        state.matchId = message.matchId;
        state.peerId = message.id;
        state.peer = {
          ident: message.peerUserIdent,
          userData: message.userData,
          offerer: message.askForConnection,
        };
      } else if (message.action === SERVER_ACTIONS.peerResumed && state.matchId === message.matchId) {
        // Issue 16: the peer came back on a new socket; signaling goes to that one now.
        state.peerId = message.id;
      } else if (message.action === SERVER_ACTIONS.removePeer && state.matchId === message.matchId) {
        state.matchId = undefined;
        state.peerId = undefined;
        // The server requeued this side (decision 004): its new wait starts now.
        if (message.reason !== "shutdown") state.searchingSince = deps.now();
      }
    },

    /** This node's sockets whose user is `ident` (bans are rare: a scan, not an index per socket). */
    socketsOf(ident: string): string[] {
      const found: string[] = [];
      for (const state of states.values()) {
        if (state.userData?.ident === ident || state.auth?.ident === ident) found.push(state.socketId);
      }
      return found;
    },
  };
}

export type VideoChat = ReturnType<typeof createVideoChat>;
