// Cost of one matchmaking call in Redis as the queue grows (issue 5: the script's cost must not grow
// with the number of people waiting). Prints a table and writes bench/results/matchmaking-redis.json.
//
//   REDIS_URL=redis://127.0.0.1:6379 npm run bench:matchmaking
//
// For each queue size N it fills the queue with N waiters who cannot pair with each other (one shared
// ident), then times 200 searches that DO pair (a newcomer takes the oldest waiter, who is put back)
// and 200 that do not, as round trips minus the median PING round trip.
import { mkdirSync, writeFileSync } from "node:fs";
import { Redis } from "ioredis";
import { createRedisMatchmaking } from "../server/realtime/matchmaking/redis.ts";
import type { SearchEntry } from "../server/realtime/matchmaking/types.ts";

const url = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const sizes = (process.env.SIZES ?? "100,1000,10000").split(",").map(Number);
const samples = 200;

const entry = (userId: string, ident: string): SearchEntry => ({
  userId,
  ident,
  userData: { ident, cameraEnabled: true, lang: "pt", interests: ["music"] },
});

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const redis = new Redis(url);
const rows: Array<Record<string, number>> = [];
for (const size of sizes) {
  const prefix = `bench:mm:${size}:${Date.now()}`;
  const mm = createRedisMatchmaking({ redis, nodeId: "bench", prefix });
  const pipeline: Promise<unknown>[] = [];
  for (let i = 0; i < size; i++) {
    pipeline.push(mm.search(entry(`w${i}`, "crowd")));
    if (pipeline.length >= 500) await Promise.all(pipeline.splice(0));
  }
  await Promise.all(pipeline);
  const ping: number[] = [];
  for (let i = 0; i < samples; i++) ping.push(await time(() => redis.ping()));
  const base = quantile(ping, 0.5);
  const pairing: number[] = [];
  const waiting: number[] = [];
  for (let i = 0; i < samples; i++) {
    pairing.push((await time(() => mm.search(entry(`n${i}`, `newcomer-${i}`)))) - base);
    // Put the waiter that was taken back, so the queue keeps its size.
    const match = await mm.matchOf(`n${i}`);
    const taken = match?.answerer.userId ?? "";
    await mm.end(`n${i}`, { reason: "disconnect", self: "forget" });
    if (taken) await mm.search(entry(taken, "crowd"));
    waiting.push((await time(() => mm.search(entry(`c${i}`, "crowd")))) - base);
    await mm.end(`c${i}`, { reason: "disconnect", self: "forget" });
  }
  const stats = await mm.stats();
  rows.push({
    waiting: stats.waiting,
    pairP50Ms: quantile(pairing, 0.5),
    pairP95Ms: quantile(pairing, 0.95),
    queueP50Ms: quantile(waiting, 0.5),
    queueP95Ms: quantile(waiting, 0.95),
    pingMs: base,
  });
  await mm.close();
  const keys = await redis.keys(`${prefix}:*`);
  for (let i = 0; i < keys.length; i += 1000) await redis.del(...keys.slice(i, i + 1000));
}
await redis.quit();

console.log("matchmaking Lua script, time in Redis per call (round trip minus PING), ms");
console.log("waiting | pair p50 | pair p95 | queue p50 | queue p95");
for (const r of rows) {
  const f = (v: number | undefined) => (v ?? 0).toFixed(3).padStart(8);
  console.log(
    `${String(r.waiting).padStart(7)} | ${f(r.pairP50Ms)} | ${f(r.pairP95Ms)} | ${f(r.queueP50Ms)}  | ${f(r.queueP95Ms)}`,
  );
}
mkdirSync("bench/results", { recursive: true });
writeFileSync(
  "bench/results/matchmaking-redis.json",
  `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`,
);
