// (d), counted rather than timed: machine instructions Redis executes per matchmaking call, with
// 10,000 waiting (valgrind's callgrind counts instructions, not seconds, so the figure is the same
// on a busy box and on a quiet one; bench/matchmaking-redis.ts gives the microseconds). Needs
// valgrind and callgrind_control (Debian's valgrind package) and redis-server.
//
//   npm run bench:matchmaking-instructions     # WAITING=10000 CALLS=300
//
// Same calls as the timed bench: a newcomer who pairs with the oldest waiter ("pair"), and a crowd
// member who scans a full window of same-ident waiters and queues ("queue").
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { createRedisMatchmaking } from "../server/realtime/matchmaking/redis.ts";
import { printTable, sleep, writeResults } from "./support/lib.ts";
import { entry, fillQueue } from "./support/queue.ts";

const waiting = Number(process.env.WAITING ?? "10000");
const calls = Number(process.env.CALLS ?? "300");
const port = 20000 + (process.pid % 20000);
const dir = mkdtempSync(path.join(tmpdir(), "acaso-callgrind-"));

const server = spawn(
  "valgrind",
  [
    "--tool=callgrind",
    "--instr-atstart=no",
    `--callgrind-out-file=${path.join(dir, "out")}`,
    "redis-server",
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
    "--appendonly",
    "no",
  ],
  { stdio: "ignore" },
);
const control = (...args: string[]) =>
  execFileSync("callgrind_control", [...args, String(server.pid)], { stdio: "ignore" });

let dumps = 0;
/** Instructions executed since the last dump (counted only while instrumentation was on). */
async function dumpedInstructions(): Promise<number> {
  control("-d");
  dumps += 1;
  const file = path.join(dir, `out.${dumps}`);
  for (let i = 0; i < 100; i++) {
    const text = existsSync(file) ? readFileSync(file, "utf8") : "";
    const totals = /^totals: (\d+)/m.exec(text);
    if (totals) return Number(totals[1]);
    await sleep(100);
  }
  throw new Error(`no callgrind dump in ${file}`);
}

const rows: Array<Record<string, string | number>> = [];
try {
  const redis = new Redis(`redis://127.0.0.1:${port}`, { retryStrategy: (n) => (n > 50 ? null : 200) });
  await redis.ping();
  const mm = createRedisMatchmaking({ redis, nodeId: "bench", prefix: "bench:mm" });
  await fillQueue(mm, waiting);
  for (const kind of ["pair", "queue"] as const) {
    await dumpedInstructions(); // what came before is not counted
    control("-i", "on");
    for (let i = 0; i < calls; i++) {
      if (kind === "pair") await mm.search(entry(`n${i}`, `newcomer-${i}`));
      else await mm.search(entry(`c${i}`, "crowd"));
    }
    control("-i", "off");
    rows.push({
      call: kind,
      waiting,
      calls,
      instructionsPerCall: Math.round((await dumpedInstructions()) / calls),
    });
  }
  await mm.close();
  redis.disconnect();
} finally {
  server.kill("SIGTERM");
  await sleep(500);
  rmSync(dir, { recursive: true, force: true });
}
printTable("(d) instructions Redis executes per matchmaking call (callgrind; counts, not time)", rows);
writeResults("matchmaking-redis-instructions", { rows });
