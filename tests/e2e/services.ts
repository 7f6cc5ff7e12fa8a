// Throwaway Redis, PostgreSQL and coturn for the browser tests (issue 5 "Checked by", browser).
// Each runs as a child process of the test, on a free loopback port, with its files in a fresh
// directory under /tmp; stop() ends it (SIGTERM, then SIGKILL) and removes the directory. Inside the
// loopback-only namespace of tests/e2e/run.ts nothing here is reachable from outside.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createSocket } from "node:dgram";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./fixtures.ts";

export type Service = {
  url: string;
  port: number;
  /** What the process printed so far (for failure messages). */
  output(): string;
  /** Ends the process (and its process group) and removes its files; safe to call twice. */
  stop(): Promise<void>;
};

type Managed = { child: ChildProcess; output(): string; stop(): Promise<void> };

const running = new Set<ChildProcess>();
// Last resort if a test run dies before its afterAll: no server outlives the test process.
process.once("exit", () => {
  for (const child of running) killGroup(child, "SIGKILL");
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    // Negative pid: the whole process group this child leads (spawned detached).
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

function manage(
  command: string,
  args: string[],
  options: { uid?: number; gid?: number; cwd?: string; stopSignal?: NodeJS.Signals; cleanup?: () => void },
): Managed {
  const child = spawn(command, args, {
    cwd: options.cwd ?? tmpdir(),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    ...(options.uid !== undefined ? { uid: options.uid } : {}),
    ...(options.gid !== undefined ? { gid: options.gid } : {}),
  });
  running.add(child);
  let output = "";
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  child.on("error", (error) => {
    output += `\nspawn error: ${error.message}`;
  });
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => {
      running.delete(child);
      resolve();
    });
    child.once("error", () => {
      running.delete(child);
      resolve();
    });
  });
  let stopping: Promise<void> | null = null;
  return {
    child,
    output: () => output,
    stop() {
      stopping ??= (async () => {
        killGroup(child, options.stopSignal ?? "SIGTERM");
        const timer = setTimeout(() => killGroup(child, "SIGKILL"), 5000);
        await exited;
        clearTimeout(timer);
        options.cleanup?.();
      })();
      return stopping;
    },
  };
}

async function waitFor(what: string, managed: Managed, ready: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (managed.child.exitCode !== null || managed.child.signalCode !== null) {
      throw new Error(`${what} exited early:\n${managed.output()}`);
    }
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) {
      await managed.stop();
      throw new Error(`${what} not ready in ${timeoutMs} ms:\n${managed.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function which(binary: string, extraDirs: string[] = []): string | null {
  for (const dir of [...extraDirs, ...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/usr/bin"]) {
    const candidate = path.join(dir, binary);
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

// ---- Redis ---------------------------------------------------------------------------------------

export async function startRedis(): Promise<Service> {
  const binary = which("redis-server");
  if (!binary) throw new Error("redis-server not found: apt-get install -y redis-server");
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "acaso-redis-"));
  const managed = manage(
    binary,
    [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      "--daemonize",
      "no",
      "--dir",
      dir,
    ],
    { cwd: dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) },
  );
  await waitFor("redis-server", managed, async () =>
    managed.output().includes("Ready to accept connections"),
  );
  return { url: `redis://127.0.0.1:${port}`, port, output: managed.output, stop: managed.stop };
}

// ---- PostgreSQL ----------------------------------------------------------------------------------

/** The newest /usr/lib/postgresql/<version>/bin holding initdb and postgres. */
function postgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, "bin/initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const first = versions[0];
  if (first) return path.join(root, first, "bin");
  const initdb = which("initdb");
  if (initdb) return path.dirname(initdb);
  throw new Error("PostgreSQL server binaries not found: apt-get install -y postgresql");
}

/** initdb refuses to run as root: as root, the cluster belongs to the system's postgres user. */
function serviceUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  for (const name of ["postgres", "nobody"]) {
    try {
      const uid = Number(execFileSync("id", ["-u", name], { encoding: "utf8" }).trim());
      const gid = Number(execFileSync("id", ["-g", name], { encoding: "utf8" }).trim());
      if (Number.isInteger(uid) && Number.isInteger(gid) && uid > 0) return { uid, gid };
    } catch {
      // no such user
    }
  }
  throw new Error("running as root and no postgres/nobody user to own the throwaway cluster");
}

export async function startPostgres(): Promise<Service & { restart(downMs?: number): Promise<void> }> {
  const bin = postgresBin();
  const user = serviceUser();
  const dir = mkdtempSync(path.join(tmpdir(), "acaso-pg-"));
  const data = path.join(dir, "data");
  if (user) {
    chownSync(dir, user.uid, user.gid);
    chmodSync(dir, 0o700);
  }
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    execFileSync(
      path.join(bin, "initdb"),
      ["-D", data, "-U", "acaso", "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync"],
      { cwd: dir, stdio: ["ignore", "pipe", "pipe"], ...(user ?? {}) },
    );
  } catch (error) {
    cleanup();
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`initdb failed: ${stderr}`);
  }
  const port = await freePort();
  const launch = () =>
    manage(
      path.join(bin, "postgres"),
      [
        "-D",
        data,
        "-p",
        String(port),
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        `unix_socket_directories=${dir}`,
        "-c",
        "fsync=off",
        "-c",
        "synchronous_commit=off",
        "-c",
        "full_page_writes=off",
      ],
      // SIGINT = PostgreSQL's "fast" shutdown (SIGTERM would wait for every client to leave).
      { cwd: dir, ...(user ?? {}), stopSignal: "SIGINT" },
    );
  const url = `postgres://acaso@127.0.0.1:${port}/postgres`;
  const ready = (managed: Managed) =>
    waitFor("postgres", managed, async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
      try {
        await client.connect();
        await client.query("select 1");
        return true;
      } finally {
        await client.end().catch(() => undefined);
      }
    });
  let managed = launch();
  await ready(managed).catch((error: unknown) => {
    cleanup();
    throw error;
  });
  return {
    url,
    port,
    output: () => managed.output(),
    async stop() {
      await managed.stop();
      cleanup();
    },
    // Issue 17 "Faults": the same cluster stopped ("fast" shutdown) and started again on its port.
    async restart(downMs = 0) {
      await managed.stop();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      managed = launch();
      await ready(managed);
    },
  };
}

// ---- coturn --------------------------------------------------------------------------------------

export type TurnService = Service & { secret: string; turnUrl: string };

/** One STUN Binding request over UDP; true when a Binding success response comes back. */
function stunBinding(port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createSocket("udp4");
    const id = randomBytes(12);
    const request = Buffer.concat([Buffer.from([0x00, 0x01, 0x00, 0x00, 0x21, 0x12, 0xa4, 0x42]), id]);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      socket.close();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.on("error", () => done(false));
    socket.on("message", (message) => {
      done(message.length >= 20 && message.readUInt16BE(0) === 0x0101 && message.subarray(8, 20).equals(id));
    });
    socket.send(request, port, "127.0.0.1");
  });
}

/**
 * coturn on loopback with the TURN REST scheme (use-auth-secret). For the test only, it relays to
 * loopback peers (--allow-loopback-peers and no denied-peer-ip); production config: docs/deploy.md.
 */
export async function startTurn(): Promise<TurnService> {
  const binary = which("turnserver");
  if (!binary) throw new Error("turnserver not found: apt-get install -y coturn");
  const port = await freePort();
  const secret = randomBytes(24).toString("hex");
  const dir = mkdtempSync(path.join(tmpdir(), "acaso-turn-"));
  const relayFrom = 40_000 + Math.floor(Math.random() * 20_000);
  const managed = manage(
    binary,
    [
      "-n", // no config file: everything is on this command line
      "--listening-ip=127.0.0.1",
      "--relay-ip=127.0.0.1",
      `--listening-port=${port}`,
      `--min-port=${relayFrom}`,
      `--max-port=${relayFrom + 200}`,
      "--use-auth-secret",
      `--static-auth-secret=${secret}`,
      "--realm=acaso.test",
      "--fingerprint",
      "--allow-loopback-peers",
      "--no-tls",
      "--no-dtls",
      "--no-cli",
      "--no-software-attribute",
      "--log-file=stdout",
      "--simple-log",
      "--verbose", // logs each allocation and session (the test checks relaying in this log)
      `--pidfile=${path.join(dir, "turnserver.pid")}`,
      `--userdb=${path.join(dir, "turndb")}`,
    ],
    { cwd: dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) },
  );
  await waitFor("turnserver", managed, () => stunBinding(port));
  return {
    url: `turn:127.0.0.1:${port}?transport=udp`,
    turnUrl: `turn:127.0.0.1:${port}?transport=udp`,
    port,
    secret,
    output: managed.output,
    stop: managed.stop,
  };
}
