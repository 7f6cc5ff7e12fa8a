import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#db/client.ts";
import { type AppServer, createAppServer } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import { openRedis, type RedisConnection } from "#server/redis.ts";
import { freePort } from "../../tests/e2e/fixtures.ts";
import { connectClient, eventually, sleep, type TestClient } from "../../tests/helpers/sockets.ts";

/**
 * Issue 17 "Faults": Redis restarted mid-run (without persistence, as deploy/docker-compose.yml runs
 * it: every key is lost). Two nodes share a throwaway redis-server on a free loopback port (never the
 * shared one). Afterwards: the pair that was matched is still matched and chats (no lost match), the
 * searcher is found again and matched within 5 s (searching resumes, nobody stuck), and nobody is in
 * two matches. Runs when TEST_REDIS_URL is set (the sign that Redis tests are wanted) and
 * redis-server is installed.
 */
const wanted = Boolean(process.env.TEST_REDIS_URL) && existsSync("/usr/bin/redis-server");

function startRedisServer(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(
    "/usr/bin/redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) resolve(child);
    });
    child.once("exit", () => reject(new Error(`redis-server exited: ${output}`)));
  });
}

function stopRedisServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) {
      resolve();
      return;
    }
    child.removeAllListeners("exit");
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

describe.runIf(wanted)("Redis restarted mid-run", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "acaso-redis-fault-"));
  let database: Database;
  let redisProcess: ChildProcess;
  let port: number;
  const nodes: Array<{ app: AppServer; url: string; redis: RedisConnection }> = [];
  const clients: TestClient[] = [];

  beforeAll(async () => {
    port = await freePort();
    redisProcess = await startRedisServer(port, dataDir);
    database = await openDatabase({ dataDir: "memory://" });
    for (const nodeId of ["fault-1", "fault-2"]) {
      const config = loadConfig({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        SESSION_SECRET: "x".repeat(40),
        LOG_LEVEL: "silent",
        REDIS_URL: `redis://127.0.0.1:${port}`,
        NODE_ID: nodeId,
      });
      const logger = createLogger(config);
      const redis = await openRedis(config.REDIS_URL ?? "", logger);
      const app = await createAppServer({ config, database, logger, redis, render: "none", nudity: null });
      const listening = await app.listen(0, "127.0.0.1");
      nodes.push({ app, url: `http://127.0.0.1:${listening.port}`, redis });
    }
  });

  afterAll(async () => {
    for (const c of clients) c.close();
    for (const node of nodes) {
      await node.app.close().catch(() => undefined);
      await node.redis.close();
    }
    await stopRedisServer(redisProcess);
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function client(url: string) {
    const c = await connectClient(url);
    clients.push(c);
    return c;
  }

  it("keeps the match, re-registers the searcher within 5 s, and makes no double match", async () => {
    const [node1, node2] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    const a = await client(node1.url);
    const b = await client(node2.url);
    await a.call("searchRemoteUser");
    await b.call("searchRemoteUser");
    const match = await a.next("addPeer");
    expect(match.id).toBe(b.id);
    // A waits in the queue of node 2's Redis when it goes away.
    const searcher = await client(node2.url);
    expect(await searcher.call("searchRemoteUser")).toEqual({ ok: true });

    await stopRedisServer(redisProcess);
    await sleep(300);
    redisProcess = await startRedisServer(port, dataDir);
    const restarted = Date.now();
    // Both nodes' heartbeats (every 500 ms) reach the new Redis before anyone searches: the first
    // finds the library gone and loads it, so the other must learn of the reset another way.
    await sleep(1200);

    // Searching resumes: someone new on the other node finds the searcher within 5 s.
    const newcomer = await client(node1.url);
    await eventually(async () => {
      const answer = await newcomer.call("searchRemoteUser").catch(() => ({ ok: false }));
      return answer.ok === true;
    }, 5000);
    const found = await newcomer.next("addPeer", undefined, Math.max(100, 5000 - (Date.now() - restarted)));
    expect(found.id).toBe(searcher.id);
    const secondsToMatch = (Date.now() - restarted) / 1000;
    process.stdout.write(
      `redis restart: searcher matched again ${secondsToMatch.toFixed(2)} s after restart\n`,
    );

    // The match of A and B was not lost: they still chat, and neither was matched with anyone else.
    await eventually(async () => {
      const answer = await a
        .call("action", { name: "sendMessage", args: { text: "still here" } })
        .catch(() => ({ ok: false }));
      return answer.ok === true;
    }, 5000);
    expect((await b.next("receiveMessage")).text).toBe("still here");
    expect(await b.call("action", { name: "sendMessage", args: { text: "me too" } })).toEqual({ ok: true });
    expect((await a.next("receiveMessage")).text).toBe("me too");
    for (const c of [a, b, searcher, newcomer]) expect(c.all("addPeer")).toHaveLength(1);
    expect(a.all("removePeer")).toHaveLength(0);
    expect(b.all("removePeer")).toHaveLength(0);
    // Next still works for the restored pair: B is requeued and told.
    expect(await a.call("nextUser", { matchId: match.matchId })).toEqual({ ok: true });
    expect((await b.next("removePeer")).id).toBe(a.id);
  });
});
