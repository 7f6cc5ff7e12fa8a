// Issue 17 finding 9: does one flooding socket slow everyone else down? Time-to-match (search ->
// addPeer) of PAIRS pairs of normal clients searching at RATE searches/s, measured quietly and while
// one socket sends FLOOD_RATE events/s (default 1,000) to the same server; the flooder is throttled
// (rateLimited acks) and then disconnected (the strikes limiter, server/realtime/index.ts). An
// attacker comes back: the flooder reconnects at once and floods again for the whole measured phase,
// and a refused attempt (the address cooling off, decision 060) is retried at once too
// (FLOOD_RECONNECT=0: it stops after its first disconnection).
//
//   npm run bench:flood            # PAIRS=500 RATE=200 RUNS=3 FLOOD_RATE=1000 FLOOD_EVENT=getOnlineCount
//
// The server runs in its own process (support/server.ts, in-memory, Redis with BENCH_REDIS_URL); the
// flooder in another (this file with FLOOD_ROLE=flooder); the normal clients here. Loopback only.
// Runs alternate quiet / flood so both see the same minutes of this shared box; the figure is the
// ratio of the p99s (goal: flood p99 within 10 % of quiet p99).
import { fork } from "node:child_process";
import { io as connect, type Socket } from "socket.io-client";
import {
  buildHandshakeQuery,
  generateIceKey,
  SERVER_ACTIONS,
  type ServerMessage,
} from "#common/protocol/index.ts";
import { closeClients, openClients } from "./support/clients.ts";
import { printTable, quantile, sleep, startServer, writeResults } from "./support/lib.ts";

const floodRate = Number(process.env.FLOOD_RATE ?? "1000");
const floodEvent = process.env.FLOOD_EVENT ?? "getOnlineCount";

type FloodReport = {
  sent: number;
  okAcks: number;
  rateLimitedAcks: number;
  otherAcks: number;
  connections: number;
  /** Connection attempts refused (the cool-off of decision 060), each retried at once. */
  refusedAttempts: number;
  disconnections: number;
  firstThrottledMs: number | null;
  firstDisconnectMs: number | null;
  disconnectReasons: Record<string, number>;
  /** Events sent while connected per connection, until the server cut it off. */
  eventsPerConnection: number[];
};

// ------------------------------------------------------------------------------------------------
// The flooder (child process): floods until told to stop, reconnecting after each disconnection.
if (process.env.FLOOD_ROLE === "flooder") {
  const url = process.env.URL ?? "";
  const reconnect = process.env.FLOOD_RECONNECT !== "0";
  const report: FloodReport = {
    sent: 0,
    okAcks: 0,
    rateLimitedAcks: 0,
    otherAcks: 0,
    connections: 0,
    refusedAttempts: 0,
    disconnections: 0,
    firstThrottledMs: null,
    firstDisconnectMs: null,
    disconnectReasons: {},
    eventsPerConnection: [],
  };
  let stopped = false;
  let socket: Socket | undefined;
  let sentOnThis = 0;
  let started = 0;
  const open = () => {
    const s = connect(url, {
      path: "/socket.io",
      transports: ["websocket"],
      forceNew: true,
      reconnection: false,
      // Its own address (the server trusts loopback proxies, TRUST_PROXY): the normal clients are on
      // loopback, as other people are on other addresses (decision 060 refuses per address).
      extraHeaders: { "x-forwarded-for": process.env.FLOOD_ADDRESS ?? "203.0.113.1" },
      query: buildHandshakeQuery(
        { ident: `flooder-${process.pid}-${report.connections}`, cameraEnabled: true },
        generateIceKey(),
      ),
    });
    s.once("connect", () => {
      report.connections += 1;
      sentOnThis = 0;
      socket = s;
      if (report.connections === 1) {
        // The flood starts with the first connection (the parent waits for it).
        started = performance.now();
        process.send?.({ ready: true });
        tick();
      }
    });
    // Refused (decision 060's cool-off): an attacker's loop tries again at once, as after a cut-off.
    s.once("connect_error", () => {
      report.refusedAttempts += 1;
      s.close();
      if (!stopped && reconnect) setImmediate(open);
    });
    s.once("disconnect", (reason) => {
      report.disconnections += 1;
      report.disconnectReasons[reason] = (report.disconnectReasons[reason] ?? 0) + 1;
      report.firstDisconnectMs ??= performance.now() - started;
      report.eventsPerConnection.push(sentOnThis);
      socket = undefined;
      if (!stopped && reconnect) open();
    });
  };
  open();
  process.on("message", (message: string) => {
    if (message !== "stop") return;
    stopped = true;
    if (socket) report.eventsPerConnection.push(sentOnThis);
    socket?.disconnect();
    process.send?.(report);
    setTimeout(() => process.exit(0), 100);
  });
  // Paced by the clock: every few ms, what is due since the start is sent.
  let due = 0;
  function tick() {
    if (stopped) return;
    due = Math.floor(((performance.now() - started) / 1000) * floodRate);
    while (report.sent < due) {
      report.sent += 1;
      if (!socket?.connected) continue; // between connections: the events are lost, as on the wire
      sentOnThis += 1;
      socket.emit(floodEvent, {}, (ack: { ok?: boolean; error?: string }) => {
        if (ack?.ok) report.okAcks += 1;
        else if (ack?.error === "rateLimited") {
          report.rateLimitedAcks += 1;
          report.firstThrottledMs ??= performance.now() - started;
        } else report.otherAcks += 1;
      });
    }
    setTimeout(tick, 2);
  }
} else {
  await main();
}

// ------------------------------------------------------------------------------------------------

function startFlooder(url: string, address: string) {
  const child = fork(new URL(import.meta.url), [], {
    env: { ...process.env, FLOOD_ROLE: "flooder", URL: url, FLOOD_ADDRESS: address },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`flooder exited with ${code}`)));
  });
  return {
    ready,
    stop: () =>
      new Promise<FloodReport>((resolve, reject) => {
        child.once("message", (m) => resolve(m as FloodReport));
        child.once("exit", (code) => reject(new Error(`flooder exited with ${code}`)));
        child.send("stop");
      }),
  };
}

async function main() {
  const pairs = Number(process.env.PAIRS ?? "500");
  const rate = Number(process.env.RATE ?? "200");
  const runs = Number(process.env.RUNS ?? "3");
  const server = await startServer(
    process.env.BENCH_REDIS_URL ? { BENCH_REDIS_PREFIX: `bench-flood-${process.pid}` } : {},
  );
  const { loadavg } = await import("node:os");

  async function measure(mode: "quiet" | "flood", run: number) {
    const count = pairs * 2;
    const clients = await openClients([server.url], count, `flood-${mode}-${run}-${process.pid}`);
    await sleep(300);
    await server.request("eldReset");
    const flooder = mode === "flood" ? startFlooder(server.url, `203.0.113.${run}`) : undefined;
    await flooder?.ready;
    // The flood is on (and the first disconnection over) before the first search.
    await sleep(1000);
    const sentAt = new Float64Array(count);
    const all: number[] = [];
    const completing: number[] = [];
    let matched = 0;
    let errors = 0;
    const done = new Promise<void>((resolve) => {
      clients.forEach((client, i) => {
        client.onMessage = (m: ServerMessage) => {
          if (m.action !== SERVER_ACTIONS.addPeer || client.onMessage === undefined) return;
          const ms = performance.now() - (sentAt[i] ?? 0);
          all.push(ms);
          if (m.askForConnection) completing.push(ms);
          client.onMessage = undefined;
          matched += 1;
          if (matched >= count) resolve();
        };
      });
    });
    const start = performance.now();
    let sent = 0;
    while (sent < count) {
      const due = Math.min(count, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      for (; sent < due; sent++) {
        sentAt[sent] = performance.now();
        clients[sent]?.socket.emit("searchRemoteUser", (ack: { ok: boolean }) => {
          if (!ack.ok) errors += 1;
        });
      }
      await sleep(1);
    }
    await Promise.race([done, sleep(15_000)]);
    const flood = flooder ? await flooder.stop() : undefined;
    const eld = await server.request("eld");
    closeClients(clients);
    await sleep(500);
    return {
      row: {
        mode,
        run,
        searches: count,
        matched,
        errors,
        p50Ms: quantile(all, 0.5),
        p99Ms: quantile(all, 0.99),
        completingP99Ms: quantile(completing, 0.99),
        serverEldP99Ms: eld.p99Ms ?? Number.NaN,
        load1: loadavg()[0] ?? Number.NaN,
        floodSent: flood?.sent ?? 0,
        floodOk: flood?.okAcks ?? 0,
        floodThrottled: flood?.rateLimitedAcks ?? 0,
        firstThrottledMs: flood?.firstThrottledMs ?? Number.NaN,
        firstDisconnectMs: flood?.firstDisconnectMs ?? Number.NaN,
        floodDisconnects: flood?.disconnections ?? 0,
        floodRefused: flood?.refusedAttempts ?? 0,
      },
      flood,
    };
  }

  const rows: Array<Awaited<ReturnType<typeof measure>>["row"]> = [];
  const floods: FloodReport[] = [];
  for (let run = 1; run <= runs; run++) {
    for (const mode of ["quiet", "flood"] as const) {
      const { row, flood } = await measure(mode, run);
      rows.push(row);
      if (flood) floods.push(flood);
      console.log(JSON.stringify(flood ? { ...row, disconnectReasons: flood.disconnectReasons } : row));
    }
  }
  await server.close();

  const median = (values: number[]) => quantile(values, 0.5);
  const p99Of = (mode: string) => rows.filter((r) => r.mode === mode).map((r) => r.p99Ms);
  const quietP99 = median(p99Of("quiet"));
  const floodP99 = median(p99Of("flood"));
  const perRun = rows
    .filter((r) => r.mode === "flood")
    .map((r) => r.p99Ms / (rows.find((q) => q.mode === "quiet" && q.run === r.run)?.p99Ms ?? Number.NaN));
  printTable(
    `time to match, ${pairs} pairs at ${rate} searches/s; flooder ${floodRate} ${floodEvent}/s`,
    rows,
  );
  const first = floods[0];
  const perConnection = floods.flatMap((f) => f.eventsPerConnection);
  console.log(
    `\nflooder: throttled (first rateLimited ack) after ${first?.firstThrottledMs?.toFixed(0)} ms, ` +
      `disconnected after ${first?.firstDisconnectMs?.toFixed(0)} ms (first run); ` +
      `${floods.reduce((s, f) => s + f.disconnections, 0)} disconnections in ${floods.length} runs ` +
      `(reasons ${JSON.stringify(floods[0]?.disconnectReasons)}), ` +
      `events per connection before the cut: median ${median(perConnection)}, max ${quantile(perConnection, 1)}`,
  );
  console.log(
    `p99 quiet ${quietP99.toFixed(1)} ms, with the flood ${floodP99.toFixed(1)} ms (medians of ${runs} runs): ` +
      `ratio ${(floodP99 / quietP99).toFixed(2)} (per run ${perRun.map((r) => r.toFixed(2)).join(", ")}; goal <= 1.10)`,
  );
  writeResults("socket-flood", { pairs, rate, floodRate, floodEvent, rows, quietP99, floodP99, floods });
}
