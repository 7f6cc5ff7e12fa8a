/**
 * The chat's socket, loaded on demand: the connection code (socket-connection.ts) brings the
 * protocol's schemas and zod with it, so it is fetched while the page is idle (preloadSocketClient)
 * or at Start, not as part of the chat page's first load (issue 17 "weight", decision 047).
 */
import type { ChatSocket, ChatSocketOptions } from "./socket-connection.ts";

export type {
  ChatSocket,
  ChatSocketEvent,
  ChatSocketHandlers,
  ChatSocketOptions,
} from "./socket-connection.ts";

let connectionModule: Promise<typeof import("./socket-connection.ts")> | undefined;
const loadConnection = () => {
  connectionModule ??= import("./socket-connection.ts").catch((error: unknown) => {
    // A failed download (offline, a deploy in between) is tried again on the next call.
    connectionModule = undefined;
    throw error;
  });
  return connectionModule;
};

/** Fetches the connection code and socket.io-client ahead of Start, once the page is idle. */
export function preloadSocketClient(): void {
  loadConnection()
    .then((connection) => connection.preloadSocketClient())
    .catch(() => undefined);
}

export async function createChatSocket(options: ChatSocketOptions): Promise<ChatSocket> {
  return (await loadConnection()).createChatSocket(options);
}
