// Issue 17 "Throughput": server-side rendering of the home and landing pages, against a minimal React
// Router route in the same run, with the anonymous page cache off and on.
//
//   npm run build && npm run bench:ssr      # DURATION_S=10 CONNECTIONS=20 CACHE=0,10 PROFILE=0 PATHS=… COOKIE=…
//
// The production server (node server/index.ts, build/) runs in its own process on a free loopback
// port; autocannon (this process) is the load generator, asking for gzip as browsers do. Printed per
// scenario and path: requests/s, latency p50/p99, non-2xx and errors, and the load average before and
// after (the box has 2 cores shared with other work: read the figures with it).
// WEB_CONCURRENCY_LIST=1,2 also runs the server with 2 workers; workers need PostgreSQL and Redis, so
// then every scenario uses a throwaway database on TEST_DATABASE_URL (created and dropped here) and
// Redis at REDIS_URL / TEST_REDIS_URL under a fresh prefix.
// PROFILE=1 runs the uncached scenario under --cpu-prof and prints where the time goes (self time by
// function, top 15); PROFILE=all profiles every scenario (the cached one too).
// "server CPU" is the CPU time the server process used per request during the run (from
// /proc/<pid>/stat, user + system): on a shared box it says what a request costs whatever the load,
// and "≈ req/s per core" is 1 s divided by it (one process uses one core for JavaScript).
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { freePort } from "../tests/e2e/fixtures.ts";

const durationS = Number(process.env.DURATION_S ?? "10");
const connections = Number(process.env.CONNECTIONS ?? "20");
const cacheSeconds = (process.env.CACHE ?? "0,10").split(",").map(Number);
const concurrency = (process.env.WEB_CONCURRENCY_LIST ?? "1").split(",").map(Number);
const profile = process.env.PROFILE === "1" || process.env.PROFILE === "all";
const profileAll = process.env.PROFILE === "all";
// "/" is the default locale's home; /en/app/omegle-alternative a landing page; "/en?utm_…" a campaign
// link (shares the cached page: server/page-cache.ts); /-/ssr-floor the smallest page the app renders
// (root, middleware and a one-line component: what any page costs); /robots.txt a resource route (the
// router, its middleware and a loader, no React render).
// COOKIE sends a Cookie header with every request, e.g. COOKIE=acaso_consent=v1-11 (a visitor who
// answered the consent dialog: cached per consent) or COOKIE=acaso_session=x (never cached).
const paths = (
  process.env.PATHS ??
  "/en,/,/en/app/omegle-alternative,/en?utm_source=bench&utm_medium=cpc,/-/ssr-floor,/robots.txt"
).split(",");
const cookie = process.env.COOKIE;

async function startServer(env: Record<string, string>, profileDir?: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "acaso-bench-ssr-"));
  const child = spawn(
    process.execPath,
    [...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []), "server/index.ts"],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        SESSION_SECRET: "bench-secret-bench-secret-bench-secret-12",
        LOG_LEVEL: "warn",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > until) throw new Error(`server not ready:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function load(url: string, seconds: number) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    headers: { "accept-encoding": "gzip", "accept-language": "en", ...(cookie ? { cookie } : {}) },
  });
}

/** CPU time (ms, user + system) a process has used so far; undefined where /proc is missing. */
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of the line (11 and 12 after the command), in ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** Self time by function from a V8 .cpuprofile, top `n`. */
function summarizeProfile(file: string, n: number) {
  const profileData = JSON.parse(readFileSync(file, "utf8")) as {
    nodes: Array<{
      id: number;
      hitCount?: number;
      callFrame: { functionName: string; url: string; lineNumber: number };
    }>;
  };
  const totals = new Map<string, number>();
  let all = 0;
  for (const node of profileData.nodes) {
    const hits = node.hitCount ?? 0;
    all += hits;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url
      ? `${url.replace(/^.*node_modules\//, "~/").replace(/^file:\/\/.*\/robust\//, "")}:${lineNumber}`
      : "";
    const key = `${functionName || "(anonymous)"} ${where}`;
    totals.set(key, (totals.get(key) ?? 0) + hits);
  }
  const rows = [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log(`\nwhere the time goes (self time, ${all} samples):`);
  for (const [key, hits] of rows) console.log(`  ${((hits / all) * 100).toFixed(1).padStart(5)}%  ${key}`);
}

const shared: Record<string, string> = {};
let dropDatabase = async () => {};
if (concurrency.some((n) => n > 1)) {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `acaso_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  shared.DATABASE_URL = url.toString();
  shared.REDIS_URL = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
  shared.REDIS_PREFIX = `bench-ssr-${process.pid}`;
  dropDatabase = async () => {
    const again = new pg.Client({ connectionString: adminUrl });
    await again.connect();
    await again.query(`drop database if exists ${name} with (force)`);
    await again.end();
  };
}

const rows: string[] = [];
console.log(
  `load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")} (2 cores)`,
);
for (const workers of concurrency) {
  for (const cache of cacheSeconds) {
    const profileDir =
      profile && (cache === 0 || profileAll) ? mkdtempSync(path.join(tmpdir(), "acaso-prof-")) : undefined;
    const server = await startServer(
      { ...shared, PAGE_CACHE_SECONDS: String(cache), WEB_CONCURRENCY: String(workers) },
      profileDir,
    );
    for (const p of paths) {
      await load(`${server.url}${p}`, 2); // warm-up (JIT, first render, cache fill)
      const cpuBefore = cpuMs(server.pid);
      const result = await load(`${server.url}${p}`, durationS);
      const cpuAfter = cpuMs(server.pid);
      const cpuPerRequest =
        cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
          ? (cpuAfter - cpuBefore) / result.requests.total
          : undefined;
      rows.push(
        [
          `workers=${workers}`,
          `cache=${cache}s`,
          p.padEnd(12),
          `${Math.round(result.requests.average)} req/s`.padStart(12),
          `p50 ${result.latency.p50} ms`.padStart(10),
          `p99 ${result.latency.p99} ms`.padStart(11),
          `non2xx ${result.non2xx}`,
          `errors ${result.errors}`,
          cpuPerRequest === undefined
            ? ""
            : `server CPU ${(cpuPerRequest * 1000).toFixed(0)} µs/req (≈ ${Math.round(1000 / cpuPerRequest)} req/s per core)`,
        ].join("  "),
      );
      console.log(rows.at(-1));
    }
    await server.stop();
    if (profileDir) {
      const [file] = readdirSync(profileDir).filter((f) => f.endsWith(".cpuprofile"));
      if (file) summarizeProfile(path.join(profileDir, file), 15);
      rmSync(profileDir, { recursive: true, force: true });
    }
  }
}
await dropDatabase();
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
console.log(`\n${connections} connections, ${durationS} s per path:\n${rows.join("\n")}`);
