// Steady-state profile of uncached server rendering, in process: the production server build
// behind createAppServer (in-memory PGlite, page cache off), N sequential requests per path after a
// warm-up, CPU per request (process.cpuUsage) and, with PROFILE=<file>, a V8 CPU profile of the
// measured requests only (no start-up in it). Used to find where an uncached render's time goes.
//
//   npm run build && npm run bench:ssr-inproc      # PATHS=/en,/robots.txt N=200 PROFILE=/tmp/x.cpuprofile
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "#db/client.ts";
import { createAppServer } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";

if (process.env.NODE_ENV !== "production") {
  // React picks its development build at import time from NODE_ENV: set it before node starts.
  console.error("run with NODE_ENV=production (npm run bench:ssr-inproc sets it)");
  process.exit(1);
}
const paths = (process.env.PATHS ?? "/en,/robots.txt").split(",");
const n = Number(process.env.N ?? "200");
const dataDir = mkdtempSync(path.join(tmpdir(), "acaso-ssr-inproc-"));
const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  SESSION_SECRET: "b".repeat(40),
  LOG_LEVEL: "silent",
  PAGE_CACHE_SECONDS: "0",
});
const logger = createLogger(config);
const database = await openDatabase({ dataDir: "memory://" });
const app = await createAppServer({ config, database, logger, render: "build" });
const { port } = await app.listen(0, "127.0.0.1");
const base = `http://127.0.0.1:${port}`;

async function get(p: string) {
  const response = await fetch(`${base}${p}`, { headers: { "accept-language": "en" } });
  await response.arrayBuffer();
  if (response.status >= 400) throw new Error(`${p}: ${response.status}`);
}

for (const p of paths) for (let i = 0; i < 30; i++) await get(p);
const session = new Session();
if (process.env.PROFILE) {
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
}
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
for (const p of paths) {
  const before = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < n; i++) await get(p);
  const wall = performance.now() - start;
  const used = process.cpuUsage(before);
  console.log(
    `${p.padEnd(14)} ${n} sequential: wall ${((wall * 1000) / n).toFixed(0)} µs/req, CPU (server + client in one process) ${((used.user + used.system) / n).toFixed(0)} µs/req`,
  );
}
if (process.env.PROFILE) {
  const { profile } = await session.post("Profiler.stop");
  writeFileSync(process.env.PROFILE, JSON.stringify(profile));
}
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
