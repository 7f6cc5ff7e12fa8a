// (d) Cost of one matchmaking call INSIDE Redis as the queue grows (issue 5: the script's cost must
// not grow with the number of people waiting; goal <= 100 us at 10,000 waiting). Prints a table and
// writes bench/results/matchmaking-redis.json.
//
//   npm run bench:matchmaking             # SIZES=100,1000,10000 RUNS=2
//
// Time inside Redis is read from INFO commandstats (usec of fcall) around each timed call, after
// CONFIG RESETSTAT, so it excludes the network and the client. With the private server, the CPU time
// of its main thread around the call is printed too (it also counts reading the request and writing
// the reply, a few microseconds, but not the moments other processes held the core). To keep other users of a shared Redis
// out of the counters, the benchmark starts its own redis-server on a free loopback port when the
// binary is available (REDIS_URL=... BENCH_PRIVATE_REDIS=0 to use a given server instead).
//
// For each queue size N it fills the queue with N waiters who cannot pair with each other (one shared
// ident), then times 200 searches that DO pair (a newcomer scores every scanned waiter and takes the
// oldest, who is put back) and 200 that do not (a crowd member scans and queues), plus the round trip;
// then the same two kinds of call back to back ("warm": caches not disturbed by other commands).
//
// This box's speed varies from minute to minute (a shared 2-core VM: the host steals time), so every
// size also times a fixed reference function (refUs: 16 SET ... EX + 16 GET, back to back): figures
// of two runs compare only next to their refUs (on a quiet box refUs is about 42-45 us).
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { Redis } from "ioredis";
import { createRedisMatchmaking } from "../server/realtime/matchmaking/redis.ts";
import { printTable, quantile, sleep, writeResults } from "./support/lib.ts";
import { entry, fillQueue } from "./support/queue.ts";

const sizes = (process.env.SIZES ?? "100,1000,10000").split(",").map(Number);
const runs = Number(process.env.RUNS ?? "2");
const samples = 200;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

let privateRedis: ChildProcess | undefined;
let url = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
if (process.env.BENCH_PRIVATE_REDIS !== "0") {
  const port = await freePort();
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  const started = await new Promise<boolean>((resolve) => {
    child.once("error", () => resolve(false));
    child.once("spawn", () => resolve(true));
  });
  if (started) {
    privateRedis = child;
    url = `redis://127.0.0.1:${port}`;
    await sleep(300);
  }
}

const redis = new Redis(url);
const stats = new Redis(url);

/** Mean microseconds inside Redis per FCALL since the last CONFIG RESETSTAT. */
async function fcallUsPerCall(): Promise<number> {
  const line = /cmdstat_fcall:calls=(\d+),usec=(\d+)/.exec(await stats.info("commandstats"));
  return line ? Number(line[2]) / Number(line[1]) : Number.NaN;
}

/**
 * CPU time of the private redis-server's main thread (ns, from /proc/<pid>/schedstat): unlike the
 * wall time in INFO commandstats, it does not count the moments another process held the core,
 * which on this busy 2-core box are most of the spread.
 */
function redisCpuNs(): number {
  if (!privateRedis?.pid) return Number.NaN;
  try {
    return Number(readFileSync(`/proc/${privateRedis.pid}/schedstat`, "utf8").split(" ")[0]);
  } catch {
    return Number.NaN;
  }
}

/** Runs `fn` (one function call) and returns [round trip ms, wall us inside Redis, CPU us of Redis]. */
async function timed(fn: () => Promise<unknown>): Promise<[number, number, number]> {
  await stats.config("RESETSTAT");
  const cpu = redisCpuNs();
  const start = process.hrtime.bigint();
  await fn();
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const cpuUs = (redisCpuNs() - cpu) / 1000;
  return [ms, await fcallUsPerCall(), cpuUs];
}

/** Mean microseconds inside Redis of `count` consecutive calls. */
async function warm(count: number, fn: (i: number) => Promise<unknown>): Promise<number> {
  await stats.config("RESETSTAT");
  for (let i = 0; i < count; i++) await fn(i);
  return await fcallUsPerCall();
}

// The reference workload: the same Redis work on every box, whatever the matchmaking code does.
const REFERENCE = `#!lua name=acaso_bench_ref
redis.register_function('acaso_bench_ref', function(_, args)
  local n = 0
  for i = 1, 16 do
    redis.call('SET', args[1], 'abcdefghijabcdefghijabcdefghij', 'EX', 60)
    n = n + #redis.call('GET', args[1])
  end
  return n
end)`;
await redis.call("FUNCTION", "LOAD", "REPLACE", REFERENCE);
const referenceUs = () => warm(500, () => redis.fcall("acaso_bench_ref", 0, "bench:ref"));

const rows: Array<Record<string, number>> = [];
for (let run = 1; run <= runs; run++) {
  for (const size of sizes) {
    const prefix = `bench:mm:${size}:${Date.now()}`;
    const mm = createRedisMatchmaking({ redis, nodeId: "bench", prefix });
    await fillQueue(mm, size);
    const pairUs: number[] = [];
    const pairMs: number[] = [];
    const queueUs: number[] = [];
    const queueMs: number[] = [];
    const pairCpu: number[] = [];
    const queueCpu: number[] = [];
    for (let i = 0; i < samples; i++) {
      const [ms, us, cpu] = await timed(() => mm.search(entry(`n${i}`, `newcomer-${i}`)));
      pairMs.push(ms);
      pairUs.push(us);
      pairCpu.push(cpu);
      // Put the waiter that was taken back, so the queue keeps its size.
      const match = await mm.matchOf(`n${i}`);
      const taken = match?.answerer.userId ?? "";
      await mm.end(`n${i}`, { reason: "disconnect", self: "forget" });
      if (taken) await mm.search(entry(taken, "crowd"));
      const [qms, qus, qcpu] = await timed(() => mm.search(entry(`c${i}`, "crowd")));
      queueMs.push(qms);
      queueUs.push(qus);
      queueCpu.push(qcpu);
      await mm.end(`c${i}`, { reason: "disconnect", self: "forget" });
    }
    // Warm: calls of one kind back to back, one RESETSTAT before and one INFO after (mean per call).
    // Each warm newcomer takes a waiter away, so at most half the queue is used.
    const warmCount = Math.min(samples, Math.floor(size / 2));
    const pairWarmUs = await warm(warmCount, (i) => mm.search(entry(`wn${i}`, `warm-newcomer-${i}`)));
    const queueWarmUs = await warm(warmCount, (i) => mm.search(entry(`wc${i}`, "crowd")));
    const after = await mm.stats();
    const refUs = await referenceUs();
    rows.push({
      run,
      waiting: after.waiting,
      refUs,
      pairP50Us: quantile(pairUs, 0.5),
      pairP95Us: quantile(pairUs, 0.95),
      queueP50Us: quantile(queueUs, 0.5),
      queueP95Us: quantile(queueUs, 0.95),
      pairCpuP50Us: quantile(pairCpu, 0.5),
      queueCpuP50Us: quantile(queueCpu, 0.5),
      pairWarmUs,
      queueWarmUs,
      pairRoundTripP50Ms: quantile(pairMs, 0.5),
      queueRoundTripP50Ms: quantile(queueMs, 0.5),
    });
    await mm.close();
    let cursor = "0";
    do {
      const [nextCursor, keys] = await redis.scan(cursor, "MATCH", `${prefix}:*`, "COUNT", 1000);
      cursor = nextCursor;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== "0");
  }
}
await redis.quit();
await stats.quit();
privateRedis?.kill("SIGTERM");

printTable(
  `(d) matchmaking Lua script, microseconds inside Redis per call (${privateRedis ? "private redis-server" : url}; goal <= 100 us at 10,000)`,
  rows,
);
writeResults("matchmaking-redis", { private: privateRedis !== undefined, rows });
