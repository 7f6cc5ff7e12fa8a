import type { Server, Socket } from "socket.io";
import {
  actionSchema,
  CLIENT_EVENTS,
  ERROR_CODES,
  enableSchema,
  exceptionOnRTCSchema,
  getDefaultVideosSchema,
  getOnlineCountSchema,
  getSafeControlConfigSchema,
  nextUserSchema,
  PROTOCOL_VERSION,
  PROTOCOL_VERSION_ANSWERS,
  parseHandshakeUserData,
  protocolVersionOf,
  registerPlayedVideoSchema,
  resumeMatchSchema,
  SERVER_ACTIONS,
  SERVER_EVENTS,
  type ServerMessage,
  SOCIAL_EVENT,
  safeControlImageSchema,
  safeControlVideoSchema,
  searchRemoteUserSchema,
  socialActionSchema,
  socialChatActionSchema,
  stopSchema,
  transmitICECandidateSchema,
  transmitSessionDescriptionSchema,
  updateUserDataSchema,
} from "#common/protocol/index.ts";
import type { Database } from "#db/client.ts";
import { getAuth } from "../auth/http.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { Metrics as PromMetrics } from "../metrics.ts";
import type { Subject } from "../moderation/ban-cache.ts";
import type { Moderation, ModerationEvent } from "../moderation/service.ts";
import { createRateLimiter, type RateLimiter } from "../rate-limit.ts";
import { createCountryReader } from "../rewards/country.ts";
import { getRewards } from "../rewards/service.ts";
import { createSocial, type Social, type SocialSocketState } from "../rooms/service.ts";
import {
  type Counters,
  createDispatcher,
  createMetrics,
  type EventRow,
  eventRow,
  fail,
  ok,
} from "./events.ts";
import { createMemoryMatchmaking } from "./matchmaking/memory.ts";
import type { PairingOptions } from "./matchmaking/rules.ts";
import { type Clock, type Matchmaking, type MatchmakingStats, systemClock } from "./matchmaking/types.ts";
import { PACKET_CAPS } from "./packet-caps.ts";
import { createLocalPresence, type Presence, roundOnline } from "./presence.ts";
import { releaseUpgradeRequests } from "./release.ts";
import { createSignalingRelay } from "./signaling/relay.ts";
import { type ConversationLog, createConversationLog } from "./video-chat/conversation-log.ts";
import { configuredIceServers, type IceServersProvider } from "./video-chat/ice-servers.ts";
import { type ChatSocketState, createVideoChat } from "./video-chat/service.ts";
import { createVideoChatStore, type VideoChatStore } from "./video-chat/store.ts";

/**
 * Whether a socket's connection can still be written to: false once its WebSocket is closing (the
 * peer's TCP connection ended; Socket.IO's disconnect for it comes a little later).
 */
export function wireOpen(socket: Socket): boolean {
  const transport = socket.conn?.transport as { socket?: { readyState?: unknown } } | undefined;
  const readyState = transport?.socket?.readyState;
  // ws: 1 = OPEN. Long-polling has no such socket: Engine.IO buffers for the next poll.
  return typeof readyState !== "number" || readyState === 1;
}

/** A socket's state plus the keyed hash of its address, read at the handshake (issue 12: IP bans). */
type ModerationSocketState = ChatSocketState & { ipHash?: string | null };

export type RealtimeDeps = {
  config: Config;
  database: Database;
  logger: Logger;
  /** Matchmaking implementation, chosen once at start-up (default: in memory). */
  matchmaking?: Matchmaking;
  /** Time source (filter widening, message times, token expiry). */
  clock?: Clock;
  /** Pairing tuning (default: widen after 4 s, avoid the last 3 peers). */
  pairing?: Partial<PairingOptions>;
  /** How often the queue is re-paired as waits grow; default 1000 ms. */
  pairWaitingEveryMs?: number;
  /** Ice servers handed out in addPeer (default: config.turn credentials, else public STUN). */
  iceServers?: IceServersProvider;
  /** Last messages per match for reports (default: in memory; Redis when several nodes share matches). */
  conversations?: ConversationLog;
  /** The node's Prometheus metrics; counters are mirrored there when given. */
  promMetrics?: PromMetrics;
  /** Bans, reports, captures and the safety settings (issue 12, server/moderation). */
  moderation: Moderation;
  /** Other nodes share this server through an adapter (Redis): events between nodes are sent. */
  clustered?: boolean;
  /** How many people are online (default: this node's sockets; Redis across nodes). */
  presence?: Presence;
  /** Issue 13: an account's active partner filter (default: server/rewards over `database`). */
  partnerFilter?: (
    accountId: string,
  ) => Promise<{ lang?: string | null | undefined; country?: string | null | undefined } | null>;
  /**
   * A socket was disconnected for abuse (it stayed over its limits): the socket guard counts it
   * against its address's cool-off (decision 060). `ipHash`: the keyed hash read at the handshake.
   */
  abused?: (ipHash: string | null | undefined) => Promise<void> | void;
  /**
   * Test seam: every per-socket budget is unlimited, so a property test can push many thousands of
   * payloads through a few sockets and reach the schemas and handlers (never set in production).
   */
  unthrottled?: boolean;
};

export type Realtime = {
  /** Stop taking new searches and end matches (graceful shutdown). */
  close(): Promise<void>;
  /** spec §4.6: make one socket's browser reload (for operators). */
  forceBrowserReload(socketId: string, reason?: string): void;
  /** Counters (invalid payloads, drops, rate limits, RTC exceptions, reports, ...) and queue sizes. */
  stats(): Promise<{ counters: Counters; matchmaking: MatchmakingStats }>;
  /** Operators: make every browser on every node reload (e.g. after a breaking deployment). */
  forceReloadEveryone(reason?: string): void;
  /** This node's sockets: how many wait for a match and how many are in one (per-node gauges). */
  localStats(): { searching: number; matched: number };
  /** This node's counters only (matches made, reports, ...), without the matchmaking's figures. */
  counters(): Counters;
  /** Chat rooms and direct chats (issue 14). */
  social: Social;
};

/**
 * Registers every realtime feature on the Socket.IO server. The table in `io.on("connection")` is
 * the complete list of what a socket may do (CONVENTIONS habit 2).
 */
export function createRealtime(io: Server, deps: RealtimeDeps): Realtime {
  const { logger, config } = deps;
  const log = logger.child({ realtime: "video-chat" });
  const clock = deps.clock ?? systemClock;
  const metrics = createMetrics(deps.promMetrics);
  const matchmaking = deps.matchmaking ?? createMemoryMatchmaking({ clock, pairing: deps.pairing });
  const { moderation } = deps;
  const records = createVideoChatStore(deps.database.db);
  // Issue 12: reports go to the review queue, captures to the file storage and the nudity check, and
  // the safety config is the admin-edited one (moderation keeps it, in force within a second).
  const store: VideoChatStore = {
    ...records,
    async saveReport(report) {
      const reportId = await records.saveReport(report);
      const [reporter, reported] = await Promise.all([
        subjectOfSocket(report.reporterSocketId),
        subjectOfSocket(report.reportedSocketId),
      ]);
      await moderation.reportFiled({
        reportId,
        matchId: report.matchId,
        reason: report.reason,
        messages: report.messages,
        reporter: { ...reporter, ident: report.reporterIdent },
        reported: { ...reported, ident: report.reportedIdent },
      });
      return reportId;
    },
    safeControlConfig: () => moderation.safeControlConfig(),
    saveCapture: (capture) =>
      moderation.captureSubmitted({ ...capture, ...subjectOfLocal(capture.socketId) }),
  };
  // A socket of this node is written to directly; one elsewhere through the adapter (Redis).
  const localSockets = io.of("/").sockets;
  // Nothing is written to a connection that is already closing: when many connections drop at once
  // (a reconnect storm, bench/README.md), each disconnect tells its peer, whose own close is often not
  // processed yet; writing there made `ws` and Engine.IO build two Errors with stack traces per message
  // and close the socket through their error path. Alone (no adapter), a socket that is not local is
  // gone: nothing to encode or broadcast.
  const send = (socketId: string, message: ServerMessage) => {
    const local = localSockets.get(socketId);
    if (local) {
      if (wireOpen(local)) local.emit(SERVER_EVENTS.message, message);
    } else if (deps.clustered) io.to(socketId).emit(SERVER_EVENTS.message, message);
  };

  // Per-socket budgets (issue 4). Fixed windows: "burst 5, then 1 per second" is 5 per 5 s. Kept in
  // this process even with Redis: a socket id lives on one node (decision 009).
  const limiters = {
    search: createRateLimiter({ store: "process", keyPrefix: "rt-search", points: 5, durationSeconds: 5 }),
    state: createRateLimiter({ store: "process", keyPrefix: "rt-state", points: 10, durationSeconds: 10 }),
    userData: createRateLimiter({
      store: "process",
      keyPrefix: "rt-userdata",
      points: 10,
      durationSeconds: 10,
    }),
    action: createRateLimiter({ store: "process", keyPrefix: "rt-action", points: 60, durationSeconds: 10 }),
    message: createRateLimiter({
      store: "process",
      keyPrefix: "rt-message",
      points: 20,
      durationSeconds: 10,
    }),
    report: createRateLimiter({ store: "process", keyPrefix: "rt-report", points: 3, durationSeconds: 60 }),
    // A connection gathers a few dozen candidates at most; renegotiation is rare.
    ice: createRateLimiter({ store: "process", keyPrefix: "rt-ice", points: 200, durationSeconds: 10 }),
    sdp: createRateLimiter({ store: "process", keyPrefix: "rt-sdp", points: 20, durationSeconds: 10 }),
    rtcException: createRateLimiter({
      store: "process",
      keyPrefix: "rt-rtcexc",
      points: 20,
      durationSeconds: 60,
    }),
    reads: createRateLimiter({ store: "process", keyPrefix: "rt-reads", points: 30, durationSeconds: 60 }),
    capture: createRateLimiter({
      store: "process",
      keyPrefix: "rt-capture",
      points: 10,
      durationSeconds: 60,
    }),
    auth: createRateLimiter({ store: "process", keyPrefix: "rt-auth", points: 10, durationSeconds: 60 }),
    // Issue 17 finding 9: events the table does not know, and the strikes after which a socket that
    // stays over its limits (refused events of any kind) is disconnected.
    unknown: createRateLimiter({
      store: "process",
      keyPrefix: "rt-unknown",
      points: 10,
      durationSeconds: 10,
    }),
    strikes: createRateLimiter({
      store: "process",
      keyPrefix: "rt-strikes",
      points: 60,
      durationSeconds: 10,
    }),
    // Issue 14: rooms and direct chats (their per-user and per-address limits are in the service).
    social: createRateLimiter({ store: "process", keyPrefix: "rt-social", points: 60, durationSeconds: 10 }),
    // Typing status (issue 16): the browser throttles it to one every 2.5 s while typing.
    status: createRateLimiter({ store: "process", keyPrefix: "rt-status", points: 30, durationSeconds: 10 }),
  };
  if (deps.unthrottled) {
    const unlimited: RateLimiter = {
      consume: async () => ({ ok: true }),
      peek: async () => ({ ok: true }),
      reward: async () => {},
      reset: async () => {},
    };
    for (const key of Object.keys(limiters) as Array<keyof typeof limiters>) limiters[key] = unlimited;
  }
  const presence = deps.presence ?? createLocalPresence(() => io.engine.clientsCount);

  const videoChat = createVideoChat({
    matchmaking,
    store,
    conversations: deps.conversations ?? createConversationLog(),
    logger: log,
    metrics,
    iceServers: deps.iceServers ?? configuredIceServers(config.turn, () => clock.now()),
    sessionSecret: config.sessionSecret,
    now: () => clock.now(),
    send,
    limiters: { message: limiters.message, report: limiters.report, status: limiters.status },
    resumeWindowMs: config.CHAT_RESUME_SECONDS * 1000,
    // Issue 13: filters bought with reward credits (server/rewards).
    partnerFilter: deps.partnerFilter ?? ((accountId) => getRewards(deps.database).activeFilter(accountId)),
    disconnectSocket: (socketId) => io.in(socketId).disconnectSockets(true),
  });
  const relay = createSignalingRelay({ send, metrics });
  const social = createSocial({
    io,
    config,
    database: deps.database,
    logger,
    moderation,
    now: () => clock.now(),
  });

  // Pairs reported in earlier runs never meet again (the reports table is the durable record).
  const loadReportedPairs = () =>
    store
      .reportedPairs(10_000)
      .then((pairs) => Promise.all(pairs.map(([a, b]) => matchmaking.block(a, b))))
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, "could not load reported pairs"));
  const ready = loadReportedPairs();
  // Issue 17: Redis restarted without persistence. Each node writes back its sockets' matches and
  // searches (and the reported pairs), so searching resumes and nobody waits in a lost queue.
  matchmaking.onReset?.(() => {
    log.warn("matchmaking store lost its data: writing back this node's matches and searches");
    void loadReportedPairs()
      .then(() => videoChat.recover())
      .then((recovered) => log.info(recovered, "matchmaking recovered"))
      .catch((error: unknown) => log.warn({ err: error }, "matchmaking recovery failed"));
  });

  let closing = false;

  // Bans (issue 12): the moderation keeps every active ban in memory; each node checks its own
  // sockets, and bans, lifts, setting changes and reloads reach the other nodes through Socket.IO's
  // server-side emit (Redis adapter), in well under a second.
  const MODERATION_EVENT = "acaso:moderation";
  const WHOIS_EVENT = "acaso:whois";
  const subjectOfState = (state: ModerationSocketState): Subject => ({
    ident: state.auth?.ident ?? state.userData?.ident,
    userId: state.auth?.userId,
    ipHash: state.ipHash,
  });
  /** Who a socket of this node is (ident, account, address hash). */
  function subjectOfLocal(socketId: string): { userId: string | null; ipHash: string | null } {
    const state = localSockets.get(socketId)?.data as ModerationSocketState | undefined;
    return { userId: state?.auth?.userId ?? null, ipHash: state?.ipHash ?? null };
  }
  /** The same for a socket of any node (a reported stranger may be connected elsewhere). */
  async function subjectOfSocket(
    socketId: string,
  ): Promise<{ userId: string | null; ipHash: string | null }> {
    if (localSockets.has(socketId) || !deps.clustered) return subjectOfLocal(socketId);
    try {
      const answers = (await Promise.race([
        io.serverSideEmitWithAck(WHOIS_EVENT, socketId),
        // Reports are rare and the reporter waits for its ack: a loaded node gets some time.
        new Promise((_, reject) => setTimeout(() => reject(new Error("whois timed out")), 2500).unref()),
      ])) as Array<{ userId: string | null; ipHash: string | null } | null>;
      return answers.find((answer) => answer !== null) ?? { userId: null, ipHash: null };
    } catch {
      return { userId: null, ipHash: null };
    }
  }
  io.on(WHOIS_EVENT, (socketId: unknown, reply: (answer: unknown) => void) => {
    if (typeof reply !== "function") return;
    reply(typeof socketId === "string" && localSockets.has(socketId) ? subjectOfLocal(socketId) : null);
  });
  /** This node's sockets whose ident, account or address is the subject's (bans are rare: a scan). */
  function localSocketsOf(subject: Subject): Socket[] {
    const found: Socket[] = [];
    for (const socket of localSockets.values()) {
      const state = socket.data as ModerationSocketState;
      const own = subjectOfState(state);
      if (
        (subject.ident && (own.ident === subject.ident || state.userData?.ident === subject.ident)) ||
        (subject.userId && own.userId === subject.userId) ||
        (subject.ipHash && own.ipHash === subject.ipHash)
      ) {
        found.push(socket);
      }
    }
    return found;
  }
  moderation.attach({
    // One process alone has nobody to tell (and the in-memory adapter would complain).
    broadcast: (event) => {
      if (deps.clustered) io.serverSideEmit(MODERATION_EVENT, event);
    },
    disconnect(subject, reason) {
      const sockets = localSocketsOf(subject);
      for (const socket of sockets) {
        // The browser reloads into its ban screen; its match ends through the disconnect (the peer
        // is requeued, decision 004).
        socket.emit(SERVER_EVENTS.message, { action: SERVER_ACTIONS.forceBrowserReload, reason });
        socket.disconnect(true);
      }
      return sockets.length;
    },
    reload(subject, reason) {
      const sockets = localSocketsOf(subject);
      for (const socket of sockets) {
        socket.emit(SERVER_EVENTS.message, { action: SERVER_ACTIONS.forceBrowserReload, reason });
      }
      return sockets.length;
    },
  });
  io.on(MODERATION_EVENT, (event: ModerationEvent) => moderation.receive(event));
  const bannedState = (state: ModerationSocketState) => moderation.banFor(subjectOfState(state)) !== null;
  /** Why a search (or next) is refused: this node is draining, or the person is banned. */
  const searchRefusal = (state: ModerationSocketState) =>
    closing ? fail(ERROR_CODES.unavailable) : bannedState(state) ? fail(ERROR_CODES.banned) : null;

  // A client newer than this server (a node not yet updated in a rolling deploy) is refused with a
  // clear error rather than misunderstood (issue 17 tidy item).
  io.use((socket, next) => {
    if (protocolVersionOf(socket.handshake.query as Record<string, unknown>) !== "unsupported") return next();
    const error = new Error(PROTOCOL_VERSION_ANSWERS.unsupported);
    (error as Error & { data?: unknown }).data = {
      code: PROTOCOL_VERSION_ANSWERS.unsupported,
      supported: PROTOCOL_VERSION,
    };
    next(error);
  });

  // A banned ident or address cannot even connect (the handshake carries the ident, spec §7.2).
  io.use((socket, next) => {
    void moderation.ready.then(() => {
      const ident = parseHandshakeUserData(socket.handshake.query as Record<string, unknown>)?.ident;
      const ipHash = moderation.ipHashOf(socket.request);
      if (moderation.banFor({ ident, ipHash })) return next(new Error(ERROR_CODES.banned));
      // Kept for the connection handler: the keyed hash is two HMACs, once per connection is enough
      // (a reconnect storm is thousands of handshakes a second, bench/README.md).
      (socket.data as { ipHash?: string | null }).ipHash = ipHash;
      next();
    });
  });

  // Everything a socket may send (CONVENTIONS habit 2), one table for all sockets; validate -> act
  // -> ack -> notify, see events.ts. Ordered events run one after another per socket.
  const row = eventRow<ChatSocketState>();
  const ordered = {};
  const unordered = { ordered: false };
  // Decision 055: relayed in their own order, never behind a search or a token check.
  const signaling = { ordered: "signaling" as const };
  const table: Record<string, EventRow<ChatSocketState>> = {
    [CLIENT_EVENTS.updateUserData]: row({
      ...ordered,
      schema: updateUserDataSchema,
      limiter: limiters.userData,
      handle: (userData, state) =>
        moderation.banFor({ ...subjectOfState(state), ident: userData.ident })
          ? fail(ERROR_CODES.banned)
          : videoChat.updateUserData(state, userData),
    }),
    [CLIENT_EVENTS.searchRemoteUser]: row({
      ...ordered,
      schema: searchRemoteUserSchema,
      limiter: limiters.search,
      handle: (_payload, state) => searchRefusal(state) ?? videoChat.search(state),
    }),
    [CLIENT_EVENTS.nextUser]: row({
      ...ordered,
      schema: nextUserSchema,
      limiter: limiters.search,
      handle: (payload, state) => searchRefusal(state) ?? videoChat.next(state, payload?.matchId),
    }),
    [CLIENT_EVENTS.stop]: row({
      ...ordered,
      schema: stopSchema,
      limiter: limiters.state,
      handle: (_payload, state) => videoChat.stop(state),
    }),
    [CLIENT_EVENTS.enable]: row({
      ...ordered,
      schema: enableSchema,
      limiter: limiters.state,
      handle: (_payload, state) => videoChat.enable(state),
    }),
    [CLIENT_EVENTS.action]: row({
      ...ordered,
      schema: actionSchema,
      limiter: limiters.action,
      handle: (action, state) => videoChat.action(state, action),
    }),
    [CLIENT_EVENTS.transmitICECandidate]: row({
      ...signaling,
      schema: transmitICECandidateSchema,
      limiter: limiters.ice,
      handle: (payload, state) => relay.iceCandidate(state, payload),
    }),
    [CLIENT_EVENTS.transmitSessionDescription]: row({
      ...signaling,
      schema: transmitSessionDescriptionSchema,
      limiter: limiters.sdp,
      handle: (payload, state) => relay.sessionDescription(state, payload),
    }),
    [CLIENT_EVENTS.exceptionOnRTC]: row({
      ...unordered,
      schema: exceptionOnRTCSchema,
      limiter: limiters.rtcException,
      handle: (report, state) => videoChat.rtcException(state, report),
    }),
    [CLIENT_EVENTS.getDefaultVideos]: row({
      ...unordered,
      schema: getDefaultVideosSchema,
      limiter: limiters.reads,
      handle: (payload) => videoChat.defaultVideos(payload),
    }),
    [CLIENT_EVENTS.registerPlayedVideo]: row({
      ...unordered,
      schema: registerPlayedVideoSchema,
      limiter: limiters.reads,
      handle: (payload) => videoChat.registerPlayedVideo(payload.videoId),
    }),
    [CLIENT_EVENTS.getSafeControlConfig]: row({
      ...unordered,
      schema: getSafeControlConfigSchema,
      limiter: limiters.reads,
      handle: () => videoChat.safeControlConfig(),
    }),
    // Media captures: large by design; the schemas hold the spec §5 limits.
    [CLIENT_EVENTS.safeControlImage]: row({
      ordered: false,
      schema: safeControlImageSchema,
      limiter: limiters.capture,
      handle: (capture, state) => videoChat.safeControlImage(state, capture),
    }),
    [CLIENT_EVENTS.safeControlVideo]: row({
      ordered: false,
      schema: safeControlVideoSchema,
      limiter: limiters.capture,
      handle: (capture, state) => videoChat.safeControlVideo(state, capture),
    }),
    [CLIENT_EVENTS.resumeMatch]: row({
      ...ordered,
      schema: resumeMatchSchema,
      limiter: limiters.search,
      handle: (payload, state) => searchRefusal(state) ?? videoChat.resume(state, payload),
    }),
    [CLIENT_EVENTS.getOnlineCount]: row({
      ...unordered,
      schema: getOnlineCountSchema,
      limiter: limiters.reads,
      handle: async () => ok({ online: roundOnline(await presence.count()) }),
    }),
    [CLIENT_EVENTS.socialChatAction]: row({
      ...ordered,
      schema: socialChatActionSchema,
      limiter: limiters.auth,
      handle: async (payload, state) => {
        const outcome = await videoChat.socialChatAction(state, payload);
        // Issue 14: a bound account's tabs share one Socket.IO room (direct chats, badges).
        if (outcome.ack.ok) await social.bound(state);
        return outcome;
      },
    }),
    // Issue 14: chat rooms and direct chats (common/protocol/social.ts).
    [SOCIAL_EVENT]: row({
      ...unordered,
      schema: socialActionSchema,
      limiter: limiters.social,
      handle: (payload, state) => social.handle(state as SocialSocketState, payload),
    }),
  };
  // Each event's size cap is the one table of packet-caps.ts (issue 17 finding 9): the decoder applies
  // it to the raw packet before parsing; the dispatcher again to the parsed payload (it bounds the
  // keys a schema would strip). The video capture is binary: its cap is on the packet only.
  for (const [event, spec] of Object.entries(table)) {
    if (event !== CLIENT_EVENTS.safeControlVideo && Object.hasOwn(PACKET_CAPS, event))
      spec.maxChars = PACKET_CAPS[event as keyof typeof PACKET_CAPS];
  }
  const dispatcher = createDispatcher(table, {
    logger: log,
    metrics,
    before: () => ready,
    unknownLimiter: limiters.unknown,
    onStrike: (state, reason) => {
      void limiters.strikes.consume(state.socketId).then((result) => {
        if (result.ok) return;
        const socket = io.sockets.sockets.get(state.socketId);
        if (!socket?.connected) return;
        metrics.inc("disconnectedOverLimits");
        log.info({ socketId: state.socketId, reason }, "socket disconnected: stays over its limits");
        socket.disconnect(true);
        // Decision 060: an address whose sockets keep being cut off cools off (socket-guard.ts).
        void deps.abused?.((state as ModerationSocketState).ipHash);
      });
    },
  });
  // Shared listeners (Socket.IO calls them with `this` = the socket): no closure per socket.
  function onEvent(this: Socket, event: string, ...args: unknown[]) {
    dispatcher.dispatch(this.data as ChatSocketState, event, args);
  }
  function onOutgoing(this: Socket, event: string, message: unknown) {
    if (event === SERVER_EVENTS.message)
      videoChat.observe(this.data as ChatSocketState, message as ServerMessage);
  }
  function onDisconnect(this: Socket, reason: string) {
    const state = this.data as ChatSocketState;
    void dispatcher.close(state, () => videoChat.disconnect(state, reason));
    social.disconnected(state as SocialSocketState);
  }

  const countries = createCountryReader(config);

  // Issue 13: the account of a handshake's session cookie (the partner filter), looked up once, lazily.
  let auth: ReturnType<typeof getAuth> | undefined;
  function sessionAccountOf(cookie: string | undefined): (() => Promise<string | null>) | undefined {
    if (!cookie) return undefined;
    auth ??= getAuth({ config, database: deps.database, logger });
    const { getSessionUser } = auth;
    if (!cookie.includes(`${auth.cookieName}=`)) return undefined;
    let account: Promise<string | null> | undefined;
    return () => {
      account ??= getSessionUser(new Request("http://socket.invalid/", { headers: { cookie } }))
        .then((user) => user?.id ?? null)
        .catch(() => null);
      return account;
    };
  }

  const release = releaseUpgradeRequests(io);
  io.on("connection", (socket) => {
    // A stale tab after a protocol change: told to reload instead of speaking the old protocol
    // (issue 17 tidy item); it never joins the chat. Newer clients were refused in the handshake.
    if (protocolVersionOf(socket.handshake.query as Record<string, unknown>) === "outdated") {
      metrics.inc("protocolOutdated");
      socket.emit(SERVER_EVENTS.message, {
        action: SERVER_ACTIONS.forceBrowserReload,
        reason: PROTOCOL_VERSION_ANSWERS.outdated,
      });
      setTimeout(() => socket.disconnect(true), 100).unref();
      return;
    }
    const handshakeData = socket.data as { ipHash?: string | null } | undefined;
    const ipHash =
      handshakeData?.ipHash !== undefined ? handshakeData.ipHash : moderation.ipHashOf(socket.request);
    socket.data = videoChat.connect(socket);
    // Read before the handshake request is let go (release below); only the keyed hash is kept.
    (socket.data as ModerationSocketState).ipHash = ipHash;
    (socket.data as ChatSocketState).sessionAccount = sessionAccountOf(socket.request.headers.cookie);
    // Decision 048: the country a trusted proxy names (COUNTRY_HEADER), for the partner filter.
    (socket.data as ChatSocketState).country = countries.of(socket.request);
    // The handshake was read into the state: it is not kept per idle socket.
    release(socket);
    socket.onAny(onEvent);
    socket.onAnyOutgoing(onOutgoing);
    socket.on("disconnect", onDisconnect);
  });

  // Waits grow and language filters widen (rules.ts): re-pair the queue regularly.
  let pairing = false;
  const timer = setInterval(() => {
    if (pairing || closing) return;
    pairing = true;
    videoChat
      .reapDead()
      .then(() => videoChat.pairWaiting())
      .catch((error: unknown) => log.error({ err: error }, "pairWaiting failed"))
      .finally(() => {
        pairing = false;
      });
  }, deps.pairWaitingEveryMs ?? 1000);
  timer.unref();

  return {
    async close() {
      closing = true;
      clearInterval(timer);
      await videoChat.shutdown();
      // Let the removePeer messages of the drain reach the wire before the sockets are closed.
      await new Promise((resolve) => setTimeout(resolve, 150));
      await matchmaking.close();
      await presence.close();
    },
    forceBrowserReload: (socketId, reason) => videoChat.forceBrowserReload(socketId, reason),
    localStats: () => videoChat.localStats(),
    counters: () => metrics.snapshot(),
    social,
    forceReloadEveryone(reason) {
      io.emit(SERVER_EVENTS.message, {
        action: SERVER_ACTIONS.forceBrowserReload,
        ...(reason ? { reason } : {}),
      });
    },
    async stats() {
      return { counters: metrics.snapshot(), matchmaking: await matchmaking.stats() };
    },
  };
}
