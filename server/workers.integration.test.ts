import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildHandshakeQuery, generateIceKey } from "#common/protocol/index.ts";
import type { Database } from "#db/client.ts";
import { type RunningApp, startApp } from "../tests/e2e/fixtures.ts";
import { openThrowawayPostgres } from "../tests/helpers/databases.ts";

/**
 * Issue 17 "use every core": WEB_CONCURRENCY=2 runs the real entry point (server/index.ts, production
 * build) as a primary holding the port and two workers, each a full node (own NODE_ID) sharing
 * PostgreSQL and Redis. Checked: both workers start and serve, a long-polling Engine.IO session stays
 * on its worker (sticky: without it the second request of a session reaches a worker that does not
 * know its id and the handshake fails), and strangers on both workers are paired with each other
 * exactly once. Needs TEST_DATABASE_URL and TEST_REDIS_URL (the configuration refuses workers without
 * them, server/config.test.ts).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;

type Peer = { socket: Socket; matches: Array<{ id: string; matchId: string }> };

async function stranger(url: string, transport: "polling" | "websocket"): Promise<Peer> {
  const socket = connect(url, {
    path: "/socket.io",
    transports: [transport],
    upgrade: false,
    forceNew: true,
    reconnection: false,
    query: buildHandshakeQuery(
      { cameraEnabled: true, ident: `w-${randomBytes(4).toString("hex")}` },
      generateIceKey(),
    ),
  });
  const peer: Peer = { socket, matches: [] };
  socket.on("message", (message: { action?: string; id?: string; matchId?: string }) => {
    if (message.action === "addPeer" && message.id && message.matchId) {
      peer.matches.push({ id: message.id, matchId: message.matchId });
    }
  });
  await new Promise<void>((resolve, reject) => {
    // A connection that neither opens nor fails (a session lost between workers) fails here, fast.
    const timer = setTimeout(() => reject(new Error(`${transport} socket not connected in 15 s`)), 15_000);
    socket.once("connect", () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once("connect_error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  return peer;
}

async function until(check: () => boolean, timeoutMs: number, what: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.runIf(redisUrl && databaseUrl)("WEB_CONCURRENCY=2: one port, two workers (issue 17)", () => {
  const prefix = `test-${randomBytes(4).toString("hex")}`;
  let database: Database & { url: string };
  let app: RunningApp;
  const peers: Peer[] = [];

  beforeAll(async () => {
    database = await openThrowawayPostgres(databaseUrl ?? "");
    app = await startApp({
      WEB_CONCURRENCY: "2",
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl ?? "",
      REDIS_PREFIX: prefix,
      NODE_ID: "wtest",
      LOG_LEVEL: "info",
      MAX_SOCKETS_PER_IP: "1000",
    });
  });

  afterAll(async () => {
    for (const peer of peers) peer.socket.disconnect();
    const code = await app?.stop();
    await database?.close();
    const redis = new Redis(redisUrl ?? "");
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    expect(code).toBe(0);
  });

  /** The pino lines of the process and its workers. */
  const lines = () =>
    app
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it("starts one worker per WEB_CONCURRENCY, each its own node, behind the one port", async () => {
    const ready = lines().filter((line) => line.msg === "worker ready");
    expect(ready.map((line) => line.nodeId).sort()).toEqual(["wtest-w0", "wtest-w1"]);
    expect(lines().some((line) => line.workers === 2 && line.port === app.port)).toBe(true);
    const home = await fetch(`${app.url}/en`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("<html");
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
  });

  // Three processes and twelve sockets on a 2-core box beside other test files: one retry.
  it("keeps long-polling sessions on their worker and pairs strangers across workers exactly once", {
    retry: 1,
  }, async () => {
    // Twelve at once: least-connection balancing spreads them over both workers. Half of them
    // long-poll only (every request of their session must reach the worker that made it).
    // A retry starts without the first try's sockets (they would still be searching).
    for (const peer of peers.splice(0)) peer.socket.disconnect();
    const settled = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => stranger(app.url, i % 2 ? "polling" : "websocket")),
    );
    const crowd = settled.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    peers.push(...crowd);
    const failed = settled.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    const acks = await Promise.all(
      crowd.map((peer) => peer.socket.timeout(10_000).emitWithAck("searchRemoteUser")),
    );
    expect(acks).toEqual(crowd.map(() => ({ ok: true })));
    await until(
      () => crowd.every((peer) => peer.matches.length >= 1),
      30_000,
      () => `${crowd.filter((peer) => peer.matches.length === 0).length} of 12 never matched`,
    );
    const byId = new Map(crowd.map((peer) => [peer.socket.id, peer]));
    for (const peer of crowd) {
      expect(peer.matches).toHaveLength(1);
      const [match] = peer.matches;
      const other = byId.get(match?.id);
      // Symmetric: the partner names this socket in the same match.
      expect(other?.matches[0]).toEqual({ id: peer.socket.id, matchId: match?.matchId });
    }
    // The polling sessions made many requests each; all of them found their session.
    expect(crowd.every((peer) => peer.socket.connected)).toBe(true);
  });
});
