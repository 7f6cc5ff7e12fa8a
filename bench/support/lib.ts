import { type ChildProcess, fork } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import type { ServerRequest } from "./server.ts";

/** A server under test in its own process (bench/support/server.ts). */
export type BenchServer = {
  url: string;
  pid: number;
  request<T = Record<string, number>>(type: ServerRequest["type"]): Promise<T>;
  close(): Promise<void>;
};

export function startServer(env: Record<string, string | undefined> = {}): Promise<BenchServer> {
  const child: ChildProcess = fork(new URL("./server.ts", import.meta.url), [], {
    // BENCH_SERVER_PROF=<dir>: a CPU profile of the server process, written there when it exits.
    execArgv: [
      "--expose-gc",
      ...(process.env.BENCH_SERVER_PROF
        ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_SERVER_PROF}`]
        : []),
    ],
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let nextId = 1;
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    child.on(
      "message",
      (message: { ready?: boolean; port?: number; id?: number; result?: unknown; error?: string }) => {
        if (message.ready) {
          const server: BenchServer = {
            url: `http://127.0.0.1:${message.port}`,
            pid: child.pid ?? 0,
            request<T>(type: ServerRequest["type"]) {
              const id = nextId++;
              child.send({ id, type });
              return new Promise<T>((res, rej) => {
                pending.set(id, { resolve: res as (v: unknown) => void, reject: rej });
              });
            },
            async close() {
              const exited = new Promise((res) => child.once("exit", res));
              await server.request("close").catch(() => undefined);
              const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
              await exited;
              clearTimeout(timer);
            },
          };
          resolve(server);
          return;
        }
        if (message.id === undefined) return;
        const waiter = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) waiter?.reject(new Error(message.error));
        else waiter?.resolve(message.result);
      },
    );
  });
}

export function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function printTable(title: string, rows: Array<Record<string, string | number>>): void {
  console.log(`\n${title}`);
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const cell = (v: string | number | undefined) =>
    typeof v === "number" ? (Number.isInteger(v) ? String(v) : v.toFixed(2)) : (v ?? "");
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  console.log(columns.map((c, i) => c.padStart(widths[i] ?? 0)).join(" | "));
  console.log(widths.map((w) => "-".repeat(w)).join("-|-"));
  for (const r of rows) console.log(columns.map((c, i) => cell(r[c]).padStart(widths[i] ?? 0)).join(" | "));
}

export function writeResults(name: string, data: Record<string, unknown>): void {
  mkdirSync("bench/results", { recursive: true });
  const file = `bench/results/${name}.json`;
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), ...data }, null, 2)}\n`);
  console.log(`\nwritten ${file}`);
}

/** COUNT idle websocket clients to `url`, spread over `processes` child processes (idle-clients.ts). */
export async function openIdleClients(url: string, count: number, processes: number) {
  const children = Array.from({ length: processes }, (_, i) => {
    const share = Math.floor(count / processes) + (i < count % processes ? 1 : 0);
    return fork(new URL("./idle-clients.ts", import.meta.url), [], {
      env: { ...process.env, URL: url, COUNT: String(share), TAG: `${process.pid}-${i}-${Date.now()}` },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
  });
  const reports = await Promise.all(
    children.map(
      (child) =>
        new Promise<{ connected: number; failed: number; ms: number }>((resolve, reject) => {
          child.once("message", (m) => resolve(m as { connected: number; failed: number; ms: number }));
          child.once("exit", (code) => reject(new Error(`client process exited with ${code}`)));
        }),
    ),
  );
  return {
    failed: reports.reduce((s, r) => s + r.failed, 0),
    ms: Math.max(...reports.map((r) => r.ms)),
    async close() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) => {
              child.once("exit", resolve);
              child.send("close");
            }),
        ),
      );
    },
  };
}
