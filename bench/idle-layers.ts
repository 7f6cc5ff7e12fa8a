// (a), the floor under the app: heap per idle connection of each layer the realtime stack is made of,
// measured alone, the same way as bench/idle-sockets.ts (server in its own process with --expose-gc,
// heap after GC before and after SOCKETS connections, clients in other processes). It shows what
// goal (a) — <= 6 KB of heap per idle socket — leaves for everything above the websocket library.
//
//   npm run bench:idle-layers             # SOCKETS=10000 RUNS=1 LAYERS=net,ws,engine.io,socket.io
//
// Layers: a TCP connection (node:net); a websocket (ws, the library Engine.IO uses, behind node:http's
// upgrade); an Engine.IO connection (websocket transport only, as the app's clients use); a plain
// Socket.IO connection with the app's server options and no app code. The upgrade request is let go
// once connected, as the app does.
import { type ChildProcess, fork } from "node:child_process";
import { createServer as createHttpServer } from "node:http";
import { createConnection, createServer as createNetServer, type Socket as NetSocket } from "node:net";
import { releaseUpgradeRequests, trackStandInResponses } from "../server/realtime/release.ts";
import { printTable, sleep, writeResults } from "./support/lib.ts";

const LAYERS = ["net", "ws", "engine.io", "socket.io"] as const;
type Layer = (typeof LAYERS)[number];
const KB = 1024;

const role = process.env.LAYER_ROLE;
const layer = process.env.LAYER as Layer | undefined;

/** The server role: one layer on 127.0.0.1, answering "memory" (after GC) and "close" over IPC. */
async function serve(kind: Layer) {
  let count = () => 0;
  let port = 0;
  const http = createHttpServer();
  if (kind === "net") {
    const sockets = new Set<NetSocket>();
    const server = createNetServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;
    count = () => sockets.size;
  } else {
    if (kind === "ws") {
      const { WebSocketServer } = await import("ws");
      const wss = new WebSocketServer({ server: http, perMessageDeflate: false });
      wss.on("connection", (ws) => ws.on("error", () => undefined));
      count = () => wss.clients.size;
    } else if (kind === "engine.io") {
      const { attach } = await import("engine.io");
      const engine = attach(http, { maxHttpBufferSize: 10_000_000, cors: { origin: false } });
      // The upgrade request is let go once connected, as the app does (server/realtime/release.ts).
      const releaseStandIn = trackStandInResponses(engine);
      engine.on("connection", (socket: { request: object | null }) => {
        releaseStandIn(socket.request);
        socket.request = null;
      });
      count = () => engine.clientsCount;
    } else {
      const { Server } = await import("socket.io");
      const io = new Server(http, {
        path: "/socket.io",
        serveClient: false,
        maxHttpBufferSize: 10_000_000,
        cors: { origin: false },
      });
      io.on("connection", releaseUpgradeRequests(io));
      count = () => io.engine.clientsCount;
    }
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    port = (http.address() as { port: number }).port;
  }
  const gc = async () => {
    const run = (globalThis as { gc?: () => void }).gc;
    for (let i = 0; i < 4; i++) run?.();
    await sleep(50);
    run?.();
  };
  process.on("message", async (message: string) => {
    if (message === "memory") {
      await gc();
      process.send?.({ ...process.memoryUsage(), connections: count() });
    } else if (message === "close") {
      process.exit(0);
    }
  });
  process.on("disconnect", () => process.exit(0));
  process.send?.({ port });
}

/** The client role: COUNT idle connections of one layer, kept until told to close. */
async function connectMany(kind: Layer, port: number, total: number) {
  const open: Array<() => void> = [];
  let failed = 0;
  const one = async (): Promise<void> => {
    await new Promise<void>((resolve) => {
      const fail = () => {
        failed += 1;
        resolve();
      };
      if (kind === "net") {
        const socket = createConnection(port, "127.0.0.1", () => resolve());
        socket.once("error", fail);
        open.push(() => socket.destroy());
      } else if (kind === "ws") {
        import("ws").then(({ WebSocket }) => {
          const ws = new WebSocket(`ws://127.0.0.1:${port}/`, { perMessageDeflate: false });
          ws.once("open", () => resolve());
          ws.once("error", fail);
          open.push(() => ws.terminate());
        }, fail);
      } else if (kind === "engine.io") {
        import("engine.io-client").then(({ Socket }) => {
          const socket = new Socket(`ws://127.0.0.1:${port}`, { transports: ["websocket"] });
          socket.once("open", () => resolve());
          socket.once("error", fail);
          open.push(() => socket.close());
        }, fail);
      } else {
        import("socket.io-client").then(({ io }) => {
          const socket = io(`http://127.0.0.1:${port}`, {
            path: "/socket.io",
            transports: ["websocket"],
            forceNew: true,
            reconnection: false,
          });
          socket.once("connect", () => resolve());
          socket.once("connect_error", fail);
          open.push(() => socket.disconnect());
        }, fail);
      }
    });
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: 100 }, async () => {
      while (next++ < total) await one();
    }),
  );
  process.send?.({ failed });
  process.on("message", (message: string) => {
    if (message !== "close") return;
    for (const close of open) close();
    setTimeout(() => process.exit(0), 200);
  });
  process.on("disconnect", () => process.exit(0));
}

type Memory = { heapUsed: number; rss: number; external: number; connections: number };

function child(env: Record<string, string>, gc = false): ChildProcess {
  return fork(new URL(import.meta.url), [], {
    execArgv: gc ? ["--expose-gc"] : [],
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
}

const next = <T>(process: ChildProcess) =>
  new Promise<T>((resolve, reject) => {
    process.once("message", (message) => resolve(message as T));
    process.once("exit", (code) => reject(new Error(`child exited with ${code}`)));
  });

async function measure(kind: Layer, total: number, clientProcs: number) {
  const server = child({ LAYER_ROLE: "server", LAYER: kind }, true);
  const { port } = await next<{ port: number }>(server);
  const ask = async () => {
    const reply = next<Memory>(server);
    server.send("memory");
    return await reply;
  };
  // Warm up, as the app bench does: lazily created module state is not billed to the connections.
  const warm = child({ LAYER_ROLE: "clients", LAYER: kind, PORT: String(port), COUNT: "50" });
  await next(warm);
  warm.send("close");
  await new Promise((resolve) => warm.once("exit", resolve));
  await sleep(500);
  const before = await ask();
  const clients = Array.from({ length: clientProcs }, (_, i) =>
    child({
      LAYER_ROLE: "clients",
      LAYER: kind,
      PORT: String(port),
      COUNT: String(Math.floor(total / clientProcs) + (i < total % clientProcs ? 1 : 0)),
    }),
  );
  const reports = await Promise.all(clients.map((c) => next<{ failed: number }>(c)));
  await sleep(1500);
  const after = await ask();
  for (const c of clients) c.send("close");
  await Promise.all(clients.map((c) => new Promise((resolve) => c.once("exit", resolve))));
  server.send("close");
  await new Promise((resolve) => server.once("exit", resolve));
  const n = after.connections;
  return {
    layer: kind,
    connections: n,
    failed: reports.reduce((sum, r) => sum + r.failed, 0),
    heapKBPerConnection: (after.heapUsed - before.heapUsed) / KB / n,
    rssKBPerConnection: (after.rss - before.rss) / KB / n,
    externalKBPerConnection: (after.external - before.external) / KB / n,
  };
}

if (role === "server" && layer) {
  await serve(layer);
} else if (role === "clients" && layer) {
  await connectMany(layer, Number(process.env.PORT), Number(process.env.COUNT));
} else {
  const total = Number(process.env.SOCKETS ?? "10000");
  const runs = Number(process.env.RUNS ?? "1");
  const chosen = (process.env.LAYERS ?? LAYERS.join(",")).split(",") as Layer[];
  const rows: Array<Record<string, string | number>> = [];
  for (let run = 1; run <= runs; run++) {
    for (const kind of chosen) rows.push({ run, ...(await measure(kind, total, 4)) });
  }
  printTable(
    `(a) floor: ${total} idle connections per layer, one server process (goal for the app: heap <= 6 KB)`,
    rows,
  );
  writeResults("idle-layers", { connections: total, rows });
}
