/**
 * The realtime socket of the video chat (spec §4.6, §7.2, §9), behind one small wrapper so the rest
 * of the feature never touches Socket.IO directly. socket.io-client is imported lazily: the chat
 * page renders (and the camera preview starts) before the ~40 KB client is downloaded.
 */
import type { ManagerOptions, Socket, SocketOptions } from "socket.io-client";
import type { Logger } from "#app/lib/client-log.ts";
import { createHttpClient, http } from "#app/lib/http.ts";
import {
  type AckResult,
  buildHandshakeQuery,
  type ClientToServerEvents,
  ERROR_CODES,
  generateIceKey,
  LIMITS,
  PROTOCOL_VERSION_ANSWERS,
  SERVER_ACTIONS,
  SERVER_EVENTS,
  type ServerMessage,
  type ServerToClientEvents,
  SOCIAL_CHAT_ACTIONS,
  type SocialPush,
  serverMessageSchema,
  type UserData,
} from "#common/protocol/index.ts";

/**
 * Spec §7.2/§9 defaults. The spec leaves the attempts limit open ("not shown", §4.6): 8 attempts at
 * 1–5 s with jitter is roughly half a minute of trying, long enough for a server restart or a
 * phone switching networks, short enough that the user is not left looking at a spinner.
 */
export const SOCKET_DEFAULTS = {
  path: "/socket.io",
  timeout: 20_000,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: 8,
} as const;

export type ChatSocketEvent = keyof ClientToServerEvents;
type Payload<E extends ChatSocketEvent> = Parameters<ClientToServerEvents[E]>[0];
type AckOf<E extends ChatSocketEvent> = Parameters<Parameters<ClientToServerEvents[E]>[1]>[0];

/** The Socket.IO options of a chat connection (pure, unit-tested). */
export function buildSocketOptions(input: {
  path?: string;
  userData: UserData;
  iceKey: string;
  reconnectionAttempts?: number;
}): Partial<ManagerOptions & SocketOptions> {
  return {
    path: input.path ?? SOCKET_DEFAULTS.path,
    // Spec §7.2 "manual open": the page connects when the user presses Start, not on load.
    autoConnect: false,
    timeout: SOCKET_DEFAULTS.timeout,
    reconnection: true,
    reconnectionDelay: SOCKET_DEFAULTS.reconnectionDelay,
    reconnectionDelayMax: SOCKET_DEFAULTS.reconnectionDelayMax,
    randomizationFactor: SOCKET_DEFAULTS.randomizationFactor,
    reconnectionAttempts: input.reconnectionAttempts ?? SOCKET_DEFAULTS.reconnectionAttempts,
    // WebSocket first: no sticky sessions needed behind a load balancer (ARCHITECTURE "Runtime").
    transports: ["websocket", "polling"],
    query: buildHandshakeQuery(input.userData, input.iceKey),
  };
}

const KNOWN_ACTIONS = new Set<string>(Object.values(SERVER_ACTIONS));

/**
 * Validates a server `message`. Unknown actions are logged as "action not implemented" (spec §8);
 * malformed ones are logged and dropped, never thrown.
 */
export function parseServerMessage(raw: unknown, log: Logger): ServerMessage | null {
  const parsed = serverMessageSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const action =
    typeof raw === "object" && raw !== null && "action" in raw
      ? String((raw as { action: unknown }).action)
      : "";
  if (!KNOWN_ACTIONS.has(action)) {
    log({ type: "error", name: "socket-message", text: `action not implemented: ${action.slice(0, 64)}` });
  } else {
    log({ type: "error", name: "socket-message", text: `invalid ${action} message` });
  }
  return null;
}

/**
 * Spec §4.6 realtime auth: a call answered authInvalid fetches a new user token and is retried once;
 * a second authInvalid is logged as auth-realtime-con and returned to the caller.
 */
export async function callWithAuthRetry<R extends AckResult<object>>(
  callOnce: () => Promise<R>,
  refreshToken: () => Promise<boolean>,
  log: Logger,
  name: string,
): Promise<R> {
  const first = await callOnce();
  if (first.ok || first.error !== ERROR_CODES.authInvalid) return first;
  await refreshToken();
  const second = await callOnce();
  if (!second.ok && second.error === ERROR_CODES.authInvalid) {
    log({ type: "error", name: "auth-realtime-con", text: `${name}: authInvalid after a fresh token` });
  }
  return second;
}

/** GET /api/auth/rt-connection/ut (spec §7.1): a short-lived token bound to the local ident. */
export async function fetchUserToken(userLocalIdent: string, fetcher?: typeof fetch): Promise<string> {
  // Through the page's one HTTP client (spec §9 retry policy, issue 11 item 3).
  const client = fetcher ? createHttpClient({ fetch: fetcher }) : http;
  const url = `/api/auth/rt-connection/ut?userLocalIdent=${encodeURIComponent(userLocalIdent)}`;
  const res = await client.get<{ ut?: unknown }>(url);
  if (!res.ok) throw new Error(`ut request failed with ${res.status}`);
  if (typeof res.data?.ut !== "string" || !res.data.ut) throw new Error("ut missing in response");
  return res.data.ut;
}

/**
 * Decision 060: how long this address is refused new connections (its sockets kept being cut off for
 * abuse — someone else behind the same NAT, or this tab's own misbehaving code). Asked after a failed
 * connection attempt, because a browser cannot read why its WebSocket upgrade was refused. 0 when not
 * cooling off or when the answer cannot be had (server down: the normal backoff goes on).
 */
export async function fetchCoolingOffMs(fetcher: typeof fetch = fetch): Promise<number> {
  try {
    const res = await fetcher("/api/chat/connect-status", {
      cache: "no-store",
      signal: AbortSignal.timeout(3000),
    });
    if (!res.ok) return 0;
    const body = (await res.json()) as { coolingOffMs?: unknown };
    const ms = body?.coolingOffMs;
    // At most the server's longest cool-off (60 s): a bad answer never parks the page for long.
    return typeof ms === "number" && Number.isFinite(ms) && ms > 0 ? Math.min(ms, 60_000) : 0;
  } catch {
    return 0;
  }
}

export type ChatSocketHandlers = {
  onMessage(message: ServerMessage): void;
  onConnected(): void;
  /** The connection dropped; Socket.IO is trying again (spec §4.6 backoff). */
  onDisconnected(): void;
  /** The attempts limit was reached, or the server closed us for good: show a retry button. */
  onReconnectFailed(): void;
  /** The server refused the connection because this ident is banned: no retrying. */
  onBanned?(): void;
  /**
   * Decision 060: this address is refused new connections for `ms`; the socket waits that long
   * (plus a little jitter) and tries again by itself, without spending its reconnection attempts.
   */
  onCoolingOff?(ms: number): void;
  /** Issue 14: pushes of the social area (rooms, direct chats, friend requests). */
  onSocial?(push: SocialPush): void;
  /** setUt finished after a (re)connection: `ok` false when no token was accepted. */
  onAuthenticated?(ok: boolean): void;
};

export type ChatSocketOptions = ChatSocketHandlers & {
  /** Same origin by default. */
  url?: string;
  /** GET /api/chat/connect-status (decision 060); tests pass their own. */
  fetchCoolingOffMs?: () => Promise<number>;
  path?: string;
  /** Read at connect and at every reconnection attempt, so the query is always current. */
  getUserData(): UserData;
  reconnectionAttempts?: number;
  log: Logger;
  fetchUt?: (userLocalIdent: string) => Promise<string>;
};

export type ChatSocket = {
  /** Per-connection key for the encrypted ice servers of addPeer (common/protocol, decision 003). */
  readonly iceKey: string;
  /** This connection's socket id (the peerId the other side uses), "" while not connected. */
  readonly id: string;
  connect(): void;
  /** A forced close: reconnection is disabled (spec §4.6). */
  close(): void;
  readonly connected: boolean;
  /** Presents a fresh token (after a login in the modal: the socket now speaks for the account). */
  reauthenticate(): Promise<boolean>;
  /** Emits with an acknowledgement (timeout spec §9: 5000 ms) and the auth retry of spec §4.6. */
  call<E extends ChatSocketEvent>(event: E, payload: Payload<E>, timeoutMs?: number): Promise<AckOf<E>>;
};

type LooseSocket = {
  timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<unknown> };
};

let clientModule: Promise<typeof import("socket.io-client")> | undefined;
const loadClient = () => {
  clientModule ??= import("socket.io-client");
  return clientModule;
};

/**
 * Fetches socket.io-client ahead of Start, once the page is idle, so pressing Start connects at once
 * instead of first downloading and evaluating ~40 KB (bench/video-chat-latency.ts).
 */
export function preloadSocketClient(): void {
  void loadClient().catch(() => {
    clientModule = undefined;
  });
}

export async function createChatSocket(options: ChatSocketOptions): Promise<ChatSocket> {
  const { io } = await loadClient();
  const iceKey = generateIceKey();
  const log = options.log;
  const fetchUt = options.fetchUt ?? ((ident: string) => fetchUserToken(ident));
  const socketOptions = buildSocketOptions({
    path: options.path,
    userData: options.getUserData(),
    iceKey,
    reconnectionAttempts: options.reconnectionAttempts,
  });
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = options.url
    ? io(options.url, socketOptions)
    : io(socketOptions);
  let closedByUs = false;

  // Keep the handshake query current (user data may change between attempts, e.g. camera given up).
  socket.io.on("reconnect_attempt", () => {
    socket.io.opts.query = buildHandshakeQuery(options.getUserData(), iceKey);
  });
  socket.io.on("reconnect_failed", () => options.onReconnectFailed());
  socket.on("connect_error", (error) => {
    // This page speaks a newer protocol than the server (a rolling deploy): retrying cannot help
    // until the server is updated; the page's own update check (spec §9) reloads it then.
    if (error.message === PROTOCOL_VERSION_ANSWERS.unsupported) {
      closedByUs = true;
      socket.io.reconnection(false);
      socket.disconnect();
      return;
    }
    if (error.message !== ERROR_CODES.banned) {
      // A transport failure may be a cool-off refusal (decision 060): ask why, once at a time.
      if ((error as { type?: unknown }).type === "TransportError") void checkCoolingOff();
      return;
    }
    // Banned (issue 5): trying again cannot help.
    closedByUs = true;
    socket.io.reconnection(false);
    socket.disconnect();
    options.onBanned?.();
  });
  /**
   * Decision 060: while this address cools off, Socket.IO's own retries would only be refused (and
   * use up the attempts): they are stopped, and one connection is opened when the cool-off is over.
   */
  let coolOffTimer: ReturnType<typeof setTimeout> | undefined;
  let checking = false;
  const askCoolingOff = options.fetchCoolingOffMs ?? (() => fetchCoolingOffMs());
  async function checkCoolingOff() {
    if (checking || coolOffTimer !== undefined || closedByUs) return;
    checking = true;
    const ms = await askCoolingOff().finally(() => {
      checking = false;
    });
    if (ms <= 0 || closedByUs || socket.connected) return;
    // Not connected: this stops the pending retry without a disconnect event.
    socket.disconnect();
    options.onCoolingOff?.(ms);
    coolOffTimer = setTimeout(
      () => {
        coolOffTimer = undefined;
        if (closedByUs) return;
        socket.io.opts.query = buildHandshakeQuery(options.getUserData(), iceKey);
        socket.connect();
      },
      ms + Math.random() * 2000,
    );
  }
  socket.on("connect", () => {
    // Spec §9 URI limit: buildHandshakeQuery leaves out the interests that do not fit. The full user
    // data goes first thing on the new session, before the page's own calls (the server handles a
    // socket's events in order), so matching never works from a cut list.
    const userData = options.getUserData();
    const sent = (socket.io.opts.query as { userData?: unknown } | undefined)?.userData;
    if (sent !== JSON.stringify(userData)) void callOnce("updateUserData", userData, LIMITS.ackTimeoutMs);
    options.onConnected();
    void authenticate().then((ok) => options.onAuthenticated?.(ok));
  });
  socket.on("social", (push: SocialPush) => options.onSocial?.(push));
  socket.on("disconnect", (reason) => {
    if (closedByUs) return;
    if (reason === "io server disconnect") {
      // The server closed us on purpose: Socket.IO will not reconnect by itself; the user may retry.
      options.onReconnectFailed();
      return;
    }
    options.onDisconnected();
  });
  socket.on(SERVER_EVENTS.message, (raw: unknown) => {
    const message = parseServerMessage(raw, log);
    if (message) options.onMessage(message);
  });

  const loose = socket as unknown as LooseSocket;
  async function callOnce(event: string, payload: unknown, timeoutMs: number): Promise<AckResult<object>> {
    if (!socket.connected) return { ok: false, error: ERROR_CODES.internal };
    try {
      return (await loose.timeout(timeoutMs).emitWithAck(event, payload)) as AckResult<object>;
    } catch {
      return { ok: false, error: ERROR_CODES.internal };
    }
  }

  /** Fetch a token and present it (setUt); one retry, then spec §8 "socket-connection". */
  async function setUtOnce(): Promise<boolean> {
    try {
      const ut = await fetchUt(options.getUserData().ident);
      const ack = await callOnce(
        "social-chat-action",
        { action: SOCIAL_CHAT_ACTIONS.setUt, ut },
        LIMITS.ackTimeoutMs,
      );
      return ack.ok;
    } catch {
      return false;
    }
  }
  async function authenticate(): Promise<boolean> {
    if (await setUtOnce()) return true;
    if (await setUtOnce()) return true;
    log({ type: "error", name: "socket-connection", text: "setUt failed twice" });
    return false;
  }

  return {
    iceKey,
    get id() {
      return socket.id ?? "";
    },
    get connected() {
      return socket.connected;
    },
    connect() {
      closedByUs = false;
      socket.io.opts.query = buildHandshakeQuery(options.getUserData(), iceKey);
      socket.io.reconnection(true);
      socket.connect();
    },
    reauthenticate: authenticate,
    close() {
      closedByUs = true;
      clearTimeout(coolOffTimer);
      coolOffTimer = undefined;
      socket.io.reconnection(false);
      socket.disconnect();
    },
    call(event, payload, timeoutMs = LIMITS.ackTimeoutMs) {
      return callWithAuthRetry(
        () => callOnce(event, payload, timeoutMs),
        authenticate,
        log,
        event,
      ) as Promise<AckOf<typeof event>>;
    },
  };
}
