import { clientLog } from "#app/lib/client-log.ts";
import { LIMITS } from "#common/protocol/constants.ts";
import type { SocialAction, SocialPush } from "#common/protocol/index.ts";
import { LOCAL_IDENT_KEY } from "../moderation/ident.ts";
import type { ChatSocket } from "../video-chat/socket-client.ts";

/** Any acknowledgement of a social call: `{ ok: true, ...result }` or `{ ok: false, error }`. */
export type SocialAck =
  // biome-ignore lint/suspicious/noExplicitAny: each call site reads its own result fields
  ({ ok: true } & Record<string, any>) | { ok: false; error: string; retryAfterMs?: number; until?: string };

export type SocialConnection = {
  call(payload: SocialAction): Promise<SocialAck>;
  /** Every push of the server (rooms, direct chats); returns the unsubscribe function. */
  subscribe(listener: (push: SocialPush) => void): () => void;
  /** Called after each (re)connection once the account is bound (rooms are entered again then). */
  onReady(listener: (ok: boolean) => void): () => void;
  /** The account is bound now. */
  readonly ready: boolean;
  /** A login happened in this page: present a fresh token. */
  reauthenticate(): Promise<boolean>;
};

function localIdent(): string {
  try {
    const existing = localStorage.getItem(LOCAL_IDENT_KEY);
    if (existing && existing.length <= LIMITS.identChars) return existing;
    const fresh = crypto.randomUUID();
    localStorage.setItem(LOCAL_IDENT_KEY, fresh);
    return fresh;
  } catch {
    return crypto.randomUUID();
  }
}

let connection: Promise<SocialConnection> | null = null;

/**
 * The page's one social connection (issue 14): the video chat's socket client (same server, same
 * setUt auth and retry) without a camera, opened on first use and kept while the page lives.
 */
export function socialConnection(): Promise<SocialConnection> {
  connection ??= (async () => {
    const { createChatSocket } = await import("../video-chat/socket-client.ts");
    const listeners = new Set<(push: SocialPush) => void>();
    const readyListeners = new Set<(ok: boolean) => void>();
    let ready = false;
    const ident = localIdent();
    const socket: ChatSocket = await createChatSocket({
      getUserData: () => ({ ident, cameraEnabled: false }),
      log: clientLog,
      onMessage: () => {},
      onConnected: () => {},
      onDisconnected: () => {
        ready = false;
      },
      onReconnectFailed: () => {
        ready = false;
      },
      onSocial: (push) => {
        for (const listener of listeners) listener(push);
      },
      onAuthenticated: (ok) => {
        ready = ok;
        for (const listener of readyListeners) listener(ok);
      },
    });
    socket.connect();
    return {
      call: (payload) => socket.call("social", payload) as Promise<SocialAck>,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      onReady(listener) {
        readyListeners.add(listener);
        if (ready) listener(true);
        return () => readyListeners.delete(listener);
      },
      get ready() {
        return ready;
      },
      async reauthenticate() {
        ready = await socket.reauthenticate();
        return ready;
      },
    };
  })();
  return connection;
}
