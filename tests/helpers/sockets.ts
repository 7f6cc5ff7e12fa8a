import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { io as connect, type Socket } from "socket.io-client";
import {
  type AckResult,
  buildHandshakeQuery,
  type ClientToServerEvents,
  generateIceKey,
  type ServerActionName,
  type ServerMessage,
  type ServerMessageOf,
  type ServerToClientEvents,
  type UserData,
} from "#common/protocol/index.ts";
import type { Database } from "#db/client.ts";
import { type AppServer, createAppServer } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";

/**
 * A real server (HTTP + Socket.IO on a free port, no page rendering) and real socket.io-client
 * sockets, for the realtime integration tests (CONVENTIONS: "tests with a real server on a free port
 * and real clients").
 */
export type TestServer = { app: AppServer; url: string; close(): Promise<void> };

export async function startTestServer(
  database: Database,
  env: Record<string, string> = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "acaso-rt-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SESSION_SECRET: "x".repeat(40),
    LOG_LEVEL: "silent",
    // Every test client comes from loopback: the per-IP socket cap has its own test.
    MAX_SOCKETS_PER_IP: "100000",
    ...env,
  });
  const app = await createAppServer({ config, database, logger: createLogger(config), render: "none" });
  const { port } = await app.listen(0, "127.0.0.1");
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestClient = {
  socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  id: string;
  ident: string;
  iceKey: string;
  /** Every `message` received, in order. */
  messages: ServerMessage[];
  /** Resolves with the first message (already received or future) of `action` matching `where`. */
  next<A extends ServerActionName>(
    action: A,
    where?: (message: ServerMessageOf<A>) => boolean,
    timeoutMs?: number,
  ): Promise<ServerMessageOf<A>>;
  /** Messages of one action received so far. */
  all<A extends ServerActionName>(action: A): Array<ServerMessageOf<A>>;
  /** Emits with an ack and resolves with the ack result (rejects after 5 s). */
  call(event: string, ...args: unknown[]): Promise<AckResult<Record<string, unknown>>>;
  close(): void;
  /** Cuts the connection as a network drop does (the server sees "transport close"). */
  drop(): void;
};

let counter = 0;

export async function connectClient(
  url: string,
  options: {
    userData?: Partial<UserData> | null;
    iceKey?: string;
    /** Handshake request headers, e.g. a proxy's country header (decision 048). */
    headers?: Record<string, string>;
  } = {},
): Promise<TestClient> {
  counter += 1;
  const ident = options.userData?.ident ?? `ident-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  const userData =
    options.userData === null ? undefined : { cameraEnabled: true, ...options.userData, ident };
  const iceKey = options.iceKey ?? generateIceKey();
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(url, {
    path: "/socket.io",
    transports: ["websocket"],
    forceNew: true,
    reconnection: false,
    query: buildHandshakeQuery(userData, iceKey),
    ...(options.headers ? { extraHeaders: options.headers } : {}),
  });
  const messages: ServerMessage[] = [];
  const waiters = new Set<{ match(m: ServerMessage): boolean; resolve(m: ServerMessage): void }>();
  socket.on("message", (message) => {
    messages.push(message);
    for (const waiter of waiters) {
      if (waiter.match(message)) {
        waiters.delete(waiter);
        waiter.resolve(message);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });

  return {
    socket,
    id: socket.id ?? "",
    ident,
    iceKey,
    messages,
    next(action, where, timeoutMs = 5000) {
      const match = (m: ServerMessage) =>
        m.action === action && (!where || where(m as ServerMessageOf<typeof action>));
      const found = messages.find(match);
      if (found) return Promise.resolve(found as ServerMessageOf<typeof action>);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve: (m: ServerMessage) => resolve(m as ServerMessageOf<typeof action>) };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`${socket.id}: no ${action} within ${timeoutMs} ms`));
        }, timeoutMs);
      });
    },
    all(action) {
      return messages.filter((m) => m.action === action) as Array<ServerMessageOf<typeof action>>;
    },
    call(event, ...args) {
      // The typed maps describe the protocol; tests also send what the protocol forbids.
      const untyped = socket as unknown as Socket;
      return untyped.timeout(5000).emitWithAck(event, ...args);
    },
    close() {
      socket.disconnect();
    },
    drop() {
      socket.io.engine.close();
    },
  };
}

/** Resolves after `ms`; for "nothing else happens" checks, kept short. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` is true (or throws after `timeoutMs`). */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("condition not met in time");
    await sleep(20);
  }
}
