// (a) Idle websocket connections to one process (issue 5): heap and RSS per socket after GC, and
// event-loop delay while they sit idle. The server runs in its own process (support/server.ts, with
// --expose-gc); the clients in CLIENT_PROCS other processes.
//
//   npm run bench:idle-sockets            # 10,000 sockets; SOCKETS=2000 for a quick run
//   BENCH_REDIS_URL=redis://127.0.0.1:6379 npm run bench:idle-sockets   # with the Redis adapter
import { openIdleClients, printTable, sleep, startServer, writeResults } from "./support/lib.ts";

const total = Number(process.env.SOCKETS ?? "10000");
const procs = Number(process.env.CLIENT_PROCS ?? "4");
const idleMs = Number(process.env.IDLE_MS ?? "10000");
const runs = Number(process.env.RUNS ?? "2");
const KB = 1024;

async function run(index: number) {
  const server = await startServer({ BENCH_REDIS_PREFIX: `bench-idle-${process.pid}-${index}` });
  // Warm up: one short-lived batch so lazily created module state is not billed to the sockets.
  await openIdleClients(server.url, 50, 1).then(async (c) => {
    await sleep(300);
    await c.close();
  });
  await sleep(500);
  const before = await server.request("memory");
  const clients = await openIdleClients(server.url, total, procs);
  await sleep(1000);
  await server.request("eldReset");
  await sleep(idleMs);
  const eld = await server.request("eld");
  const cpu = await server.request("cpu");
  const after = await server.request("memory");
  await clients.close();
  await server.close();
  const n = after.sockets ?? 0;
  return {
    run: index + 1,
    sockets: n,
    failed: clients.failed,
    connectS: clients.ms / 1000,
    heapKBPerSocket: ((after.heapUsed ?? 0) - (before.heapUsed ?? 0)) / KB / n,
    rssKBPerSocket: ((after.rss ?? 0) - (before.rss ?? 0)) / KB / n,
    externalKBPerSocket: ((after.external ?? 0) - (before.external ?? 0)) / KB / n,
    heapMBBefore: (before.heapUsed ?? 0) / KB / KB,
    heapMBAfter: (after.heapUsed ?? 0) / KB / KB,
    rssMBAfter: (after.rss ?? 0) / KB / KB,
    eldP50Ms: eld.p50Ms ?? 0,
    eldP99Ms: eld.p99Ms ?? 0,
    eldMaxMs: eld.maxMs ?? 0,
    idleCpuPct: (((cpu.userMs ?? 0) + (cpu.systemMs ?? 0)) / idleMs) * 100,
  };
}

const rows = [];
for (let i = 0; i < runs; i++) rows.push(await run(i));
printTable(`(a) ${total} idle websockets, one server process (goal: heap <= 6 KB per socket)`, rows);
writeResults("idle-sockets", { sockets: total, idleMs, goalHeapKBPerSocket: 6, rows });
