// Issue 17: a reconnect storm. CLIENTS clients (default 5,000) are connected (websocket) and searching
// (most are soon matched: everyone searches); then every connection drops at the same moment (as a
// network blip or a load balancer restart does: the server sees "transport close") and each client
// reconnects at a random moment within WINDOW_S seconds (default 10) and searches again. Measured:
// the share of clients re-registered (connected again) and searching again (their searchRemoteUser
// acknowledged ok) within DEADLINE_S seconds of the drop (default 15; goal >= 99.9 %), how long it
// took (p50/p99), how many were matched again by then, and the server's event-loop delay.
//
//   npm run bench:reconnect-storm                  # CLIENTS=5000 CLIENT_PROCS=2 WINDOW_S=10 DEADLINE_S=15
//   CLIENTS=1000 npm run bench:reconnect-storm     # the smaller variant
//   REDIS=1 npm run bench:reconnect-storm          # Redis matchmaking/adapter/rate limits (REDIS_URL)
//
// The server runs in its own process (support/server.ts; it lifts MAX_SOCKETS_PER_IP, every client is
// on loopback), the clients in CLIENT_PROCS others (this file with STORM_ROLE=clients). A client
// whose connection attempt fails retries with the browser's backoff (1 s doubling to 5 s, ±50 %,
// socket-connection.ts) until the deadline. Like the browser it connects by WebSocket (the chat's
// transports are ["websocket", "polling"] without trying all: polling is never used unless the
// WebSocket succeeded before); unlike it, it does not fetch a user token (setUt) or resume its match
// (resumeMatch): it searches again. Loopback only.
import { fork } from "node:child_process";
import { loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { io as connect, type Socket } from "socket.io-client";
import {
  buildHandshakeQuery,
  generateIceKey,
  SERVER_ACTIONS,
  type ServerMessage,
} from "#common/protocol/index.ts";
import { printTable, quantile, sleep, startServer, writeResults } from "./support/lib.ts";

type Setup = { connected: number; searching: number; failed: number; ms: number };
type StormReport = {
  clients: number;
  /** Per client, ms from the drop (NaN: not within the deadline). */
  reconnectedMs: number[];
  searchingMs: number[];
  matchedMs: number[];
  connectErrors: number;
  searchRefusals: Record<string, number>;
  /** Reconnects skipped because the old connection was still up (should be 0). */
  alreadyConnected: number;
  /** This client process's own event-loop delay during the storm (is the load generator the limit?). */
  clientEldMaxMs: number;
};

/**
 * The browser's retry after a failed attempt (Socket.IO's backoff with the chat's settings,
 * app/features/video-chat/socket-connection.ts SOCKET_DEFAULTS: 1 s doubling to 5 s, ±50 %).
 */
function backoffMs(attempt: number): number {
  const base = Math.min(5000, 1000 * 2 ** (attempt - 1));
  return base * (1 + (Math.random() * 2 - 1) * 0.5);
}

if (process.env.STORM_ROLE === "clients") await clients();
else await main();

// ------------------------------------------------------------------------------------------------
// A client process: COUNT sockets.
async function clients() {
  const url = process.env.URL ?? "";
  const count = Number(process.env.COUNT ?? "0");
  const tag = process.env.TAG ?? String(process.pid);
  type Client = {
    socket: Socket;
    reconnectedMs: number;
    searchingMs: number;
    matchedMs: number;
    stormAt: number;
  };
  const all: Client[] = [];
  let connectErrors = 0;
  let alreadyConnected = 0;
  const searchRefusals: Record<string, number> = {};

  const search = (client: Client) =>
    new Promise<boolean>((resolve) => {
      client.socket
        .timeout(10_000)
        .emit("searchRemoteUser", (error: unknown, ack: { ok: boolean; error?: string }) => {
          if (error || !ack?.ok) {
            const why = error ? "timeout" : (ack?.error ?? "unknown");
            searchRefusals[why] = (searchRefusals[why] ?? 0) + 1;
          }
          resolve(!error && ack?.ok === true);
        });
    });

  function open(i: number): Promise<boolean> {
    const socket = connect(url, {
      path: "/socket.io",
      transports: ["websocket"],
      forceNew: true,
      reconnection: false,
      query: buildHandshakeQuery(
        { ident: `storm-${tag}-${i}`, cameraEnabled: true, lang: "pt" },
        generateIceKey(),
      ),
    });
    const client: Client = {
      socket,
      reconnectedMs: Number.NaN,
      searchingMs: Number.NaN,
      matchedMs: Number.NaN,
      stormAt: 0,
    };
    all[i] = client;
    socket.on("message", (m: ServerMessage) => {
      if (m.action === SERVER_ACTIONS.addPeer && client.stormAt > 0 && Number.isNaN(client.matchedMs))
        client.matchedMs = Date.now() - client.stormAt;
    });
    return new Promise((resolve) => {
      socket.once("connect", () => void search(client).then(resolve));
      socket.once("connect_error", () => {
        connectErrors += 1;
        resolve(false);
      });
    });
  }

  const started = Date.now();
  let next = 0;
  let searching = 0;
  await Promise.all(
    Array.from({ length: 100 }, async () => {
      while (next < count) if (await open(next++)) searching += 1;
    }),
  );
  const setup: Setup = {
    connected: all.filter((c) => c.socket.connected).length,
    searching,
    failed: connectErrors,
    ms: Date.now() - started,
  };
  connectErrors = 0;
  for (const key of Object.keys(searchRefusals)) delete searchRefusals[key];
  process.send?.({ setup });

  process.on(
    "message",
    (message: { storm?: { at: number; windowMs: number; deadlineMs: number } } | string) => {
      if (message === "close") {
        for (const c of all) c.socket.disconnect();
        setTimeout(() => process.exit(0), 200);
        return;
      }
      if (typeof message !== "object" || !message.storm) return;
      const { at, windowMs, deadlineMs } = message.storm;
      const eld = monitorEventLoopDelay({ resolution: 10 });
      setTimeout(
        () => {
          eld.enable();
          // Every connection drops at once (no goodbye: the server sees "transport close"). Each
          // client reconnects at its moment in the window, once its old connection is closed.
          for (const c of all) {
            c.stormAt = at;
            let attempts = 0;
            const reconnectAt = at + Math.random() * windowMs;
            const reconnect = () => {
              if (Date.now() - at > deadlineMs) return;
              if (c.socket.connected) {
                alreadyConnected += 1;
                return;
              }
              c.socket.once("connect", () => {
                c.reconnectedMs = Date.now() - at;
                void search(c).then((ok) => {
                  if (ok) c.searchingMs = Date.now() - at;
                });
              });
              c.socket.once("connect_error", () => {
                connectErrors += 1;
                c.socket.off("connect");
                attempts += 1;
                setTimeout(reconnect, backoffMs(attempts));
              });
              c.socket.connect();
            };
            c.socket.once("disconnect", () => setTimeout(reconnect, Math.max(0, reconnectAt - Date.now())));
            // The TCP connection is cut (ws terminate): the client notices at once, as after a network
            // change, instead of waiting for the server's answer to a close handshake.
            const transport = c.socket.io.engine?.transport as
              | { ws?: { terminate?: () => void } }
              | undefined;
            if (transport?.ws?.terminate) transport.ws.terminate();
            else c.socket.io.engine?.close();
          }
          setTimeout(() => {
            const within = (ms: number) => (ms <= deadlineMs ? ms : Number.NaN);
            const report: StormReport = {
              clients: all.length,
              reconnectedMs: all.map((c) => within(c.reconnectedMs)),
              searchingMs: all.map((c) => within(c.searchingMs)),
              matchedMs: all.map((c) => within(c.matchedMs)),
              connectErrors,
              searchRefusals,
              alreadyConnected,
              clientEldMaxMs: eld.max / 1e6,
            };
            process.send?.({ report });
          }, deadlineMs + 200);
        },
        Math.max(0, at - Date.now()),
      );
    },
  );
  process.on("disconnect", () => process.exit(0));
}

// ------------------------------------------------------------------------------------------------
async function main() {
  const total = Number(process.env.CLIENTS ?? "5000");
  const procs = Number(process.env.CLIENT_PROCS ?? "2");
  const windowMs = Number(process.env.WINDOW_S ?? "10") * 1000;
  const deadlineMs = Number(process.env.DEADLINE_S ?? "15") * 1000;
  const redisUrl =
    process.env.REDIS === "1" ? (process.env.REDIS_URL ?? "redis://127.0.0.1:6379") : undefined;
  const server = await startServer(
    redisUrl ? { BENCH_REDIS_URL: redisUrl, BENCH_REDIS_PREFIX: `bench-storm-${process.pid}` } : {},
  );
  console.log(`server ${server.url}; ${total} clients in ${procs} processes${redisUrl ? ", Redis" : ""}`);
  const children = Array.from({ length: procs }, (_, i) => {
    const share = Math.floor(total / procs) + (i < total % procs ? 1 : 0);
    return fork(new URL(import.meta.url), [], {
      env: {
        ...process.env,
        STORM_ROLE: "clients",
        URL: server.url,
        COUNT: String(share),
        TAG: `${process.pid}-${i}`,
      },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      // NaN (not within the deadline) must survive the IPC (JSON would make it null).
      serialization: "advanced",
    });
  });
  const nextMessage = <T>(key: string) =>
    Promise.all(
      children.map(
        (child) =>
          new Promise<T>((resolve, reject) => {
            const onMessage = (m: Record<string, unknown>) => {
              if (!(key in m)) return;
              child.off("message", onMessage);
              resolve(m[key] as T);
            };
            child.on("message", onMessage);
            child.once("exit", (code) => reject(new Error(`client process exited with ${code}`)));
          }),
      ),
    );
  const setups = await nextMessage<Setup>("setup");
  const setup = {
    connected: setups.reduce((s, x) => s + x.connected, 0),
    searching: setups.reduce((s, x) => s + x.searching, 0),
    failed: setups.reduce((s, x) => s + x.failed, 0),
    seconds: Math.max(...setups.map((x) => x.ms)) / 1000,
  };
  console.log(`connected and searching: ${JSON.stringify(setup)}`);
  // Let the first matches form, then the drop.
  await sleep(3000);
  const before = await server.request<{ matchmaking: Record<string, unknown> }>("stats");
  await server.request("eldReset");
  const at = Date.now() + 500;
  const reports = nextMessage<StormReport>("report");
  for (const child of children) child.send({ storm: { at, windowMs, deadlineMs } });
  const stormLoad = loadavg()[0] ?? Number.NaN;
  const all = await reports;
  const eld = await server.request("eld");
  const cpu = await server.request<{ userMs: number; systemMs: number }>("cpu");
  const after = await server.request<{ matchmaking: Record<string, unknown> }>("stats");

  const flat = (key: "reconnectedMs" | "searchingMs" | "matchedMs") =>
    all.flatMap((r) => r[key]).filter((ms) => !Number.isNaN(ms));
  const n = all.reduce((s, r) => s + r.clients, 0);
  const reconnected = flat("reconnectedMs");
  const searching = flat("searchingMs");
  const matched = flat("matchedMs");
  const share = (values: number[]) => (100 * values.length) / n;
  const row = {
    clients: n,
    windowS: windowMs / 1000,
    deadlineS: deadlineMs / 1000,
    reconnectedPct: share(reconnected),
    searchingPct: share(searching),
    matchedPct: share(matched),
    searchingP50Ms: quantile(searching, 0.5),
    searchingP99Ms: quantile(searching, 0.99),
    // Time from the client's own reconnect to its search ack (server + network), per client.
    connectErrors: all.reduce((s, r) => s + r.connectErrors, 0),
    serverEldP99Ms: eld.p99Ms ?? Number.NaN,
    serverEldMaxMs: eld.maxMs ?? Number.NaN,
    clientEldMaxMs: Math.max(...all.map((r) => r.clientEldMaxMs)),
    // The server's CPU time from the drop to the deadline (less sensitive to the box's load than
    // the wall-clock figures): user + system seconds.
    serverCpuS: (cpu.userMs + cpu.systemMs) / 1000,
    alreadyConnected: all.reduce((s, r) => s + r.alreadyConnected, 0),
    load1: stormLoad,
  };
  const refusals: Record<string, number> = {};
  for (const r of all)
    for (const [k, v] of Object.entries(r.searchRefusals)) refusals[k] = (refusals[k] ?? 0) + v;
  printTable(
    `reconnect storm: ${n} clients drop at once, reconnect within ${windowMs / 1000} s (goal: >= 99.9 % searching again within ${deadlineMs / 1000} s)`,
    [row],
  );
  const perClient = all.flatMap((r) =>
    r.searchingMs.map((s, i) => s - (r.reconnectedMs[i] ?? Number.NaN)).filter((d) => !Number.isNaN(d)),
  );
  console.log(
    `reconnect -> search ack per client: p50 ${quantile(perClient, 0.5).toFixed(0)} ms, p99 ${quantile(perClient, 0.99).toFixed(0)} ms; ` +
      `search refusals ${JSON.stringify(refusals)}; ` +
      `server matchmaking before ${JSON.stringify(before.matchmaking)}, after ${JSON.stringify(after.matchmaking)}`,
  );
  writeResults(`reconnect-storm-${n}${redisUrl ? "-redis" : ""}`, { setup, row, refusals, before, after });
  for (const child of children) child.send("close");
  await sleep(500);
  await server.close();
}
