// Issue 14 figures: (a) one chat-room message fanned out to MEMBERS readers, p50/p99 from the send to
// each reader's arrival, on one node and on two nodes sharing Redis (the Socket.IO Redis adapter);
// (b) direct messages under CONVERSATIONS concurrent conversations, p50/p99 from the send to the
// arrival in the recipient's browser (delivered) and to the delivered mark back at the sender.
//
// Servers and clients run in this one process (one clock for both ends); the servers share one
// in-memory PGlite. Clients are real socket.io-client sockets over loopback WebSockets.
//
//   npm run bench:social        # MEMBERS=1000 MESSAGES=20 CONVERSATIONS=100 ROUNDS=10; SCENARIOS=one,two
//                               # TEST_DATABASE_URL=postgres://… uses PostgreSQL (as deployed)
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { io as connect, type Socket } from "socket.io-client";
import { buildHandshakeQuery, generateIceKey, type SocialPush } from "#common/protocol/index.ts";
import { type Database, openDatabase } from "#db/client.ts";
import { userProfiles, users } from "#db/schema/index.ts";
import { type AppServer, createAppServer } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import { setRateLimitRedis } from "#server/rate-limit.ts";
import { issueUserToken } from "#server/realtime/user-token.ts";
import { openRedis, type RedisConnection } from "#server/redis.ts";
import { openThrowawayPostgres } from "../tests/helpers/databases.ts";
import { printTable, quantile, sleep, writeResults } from "./support/lib.ts";

const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const members = Number(process.env.MEMBERS ?? "1000");
const messages = Number(process.env.MESSAGES ?? "20");
const conversations = Number(process.env.CONVERSATIONS ?? "100");
const rounds = Number(process.env.ROUNDS ?? "10");
const scenarios = (process.env.SCENARIOS ?? "one,two").split(",");
const SECRET = "s".repeat(40);
// PostgreSQL (a throwaway database) when TEST_DATABASE_URL/DATABASE_URL is set, as deployed; else PGlite.
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

type Node = { app: AppServer; url: string; redis?: RedisConnection; dataDir: string };
type Client = { socket: Socket; onPush?: (push: SocialPush) => void };

async function startNode(
  database: Database,
  id: string,
  redis?: { url: string; prefix: string },
): Promise<Node> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "acaso-bench-social-"));
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    SESSION_SECRET: SECRET,
    LOG_LEVEL: "silent",
    NODE_ID: id,
    // Every bench client comes from 127.0.0.1: the per-address budgets would be the figure.
    SOCIAL_MESSAGES_PER_IP: "100000",
    MAX_SOCKETS_PER_IP: "100000",
    ...(redis ? { REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix } : {}),
  });
  const logger = createLogger(config);
  const connection = redis ? await openRedis(redis.url, logger) : undefined;
  if (connection) setRateLimitRedis(connection.client);
  const app = await createAppServer({
    config,
    database,
    logger,
    redis: connection,
    render: "none",
    nudity: null,
  });
  const { port } = await app.listen(0, "127.0.0.1");
  return { app, url: `http://127.0.0.1:${port}`, ...(connection ? { redis: connection } : {}), dataDir };
}

async function stopNode(node: Node) {
  await node.app.close().catch(() => undefined);
  await node.redis?.close().catch(() => undefined);
  rmSync(node.dataDir, { recursive: true, force: true });
}

let accountCounter = 0;
async function verifiedAccount(database: Database): Promise<string> {
  accountCounter += 1;
  const [row] = await database.db
    .insert(users)
    .values({ email: `bench${accountCounter}-${randomBytes(3).toString("hex")}@example.test` })
    .returning({ id: users.id });
  if (!row) throw new Error("no user");
  await database.db.insert(userProfiles).values({ userId: row.id, emailVerifiedAt: new Date() });
  return row.id;
}

async function openClient(url: string, userId: string | null): Promise<Client> {
  const ident = `bench-${randomBytes(6).toString("hex")}`;
  const socket = connect(url, {
    path: "/socket.io",
    transports: ["websocket"],
    forceNew: true,
    reconnection: false,
    query: buildHandshakeQuery({ ident, cameraEnabled: false }, generateIceKey()),
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  const client: Client = { socket };
  socket.on("social", (push: SocialPush) => client.onPush?.(push));
  if (userId) {
    const { ut } = issueUserToken(SECRET, { ident, userId });
    const ack = (await socket.timeout(10_000).emitWithAck("social-chat-action", { action: "setUt", ut })) as {
      ok: boolean;
    };
    if (!ack.ok) throw new Error("setUt refused");
  }
  return client;
}

const call = (c: Client, payload: Record<string, unknown>) =>
  c.socket.timeout(20_000).emitWithAck("social", payload) as Promise<
    Record<string, unknown> & { ok: boolean }
  >;

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size) {
    out.push(
      ...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, k) => make(i + k)))),
    );
  }
  return out;
}

const ms = (v: number) => Number(v.toFixed(2));

async function roomFanout(nodes: Node[], database: Database, label: string) {
  const room = await nodes[0]?.app.realtime.social.createRoom(
    { name: `Bench ${label}`, description: "", language: "en", slowModeSeconds: 0 },
    null,
  );
  if (!room) throw new Error("no room");
  // Readers spread over the nodes; senders on node 1.
  const readers = await inBatches(members, 100, (i) => openClient(nodes[i % nodes.length]?.url ?? "", null));
  await inBatches(readers.length, 100, async (i) => {
    const ack = await call(readers[i] as Client, { type: "roomJoin", roomId: room.id });
    if (!ack.ok) throw new Error(`join refused: ${JSON.stringify(ack)}`);
  });
  const senders = await inBatches(Math.ceil(messages / 5), 10, async () =>
    openClient(nodes[0]?.url ?? "", await verifiedAccount(database)),
  );
  for (const s of senders) await call(s, { type: "roomJoin", roomId: room.id });
  const latencies: number[] = [];
  const fanoutTimes: number[] = [];
  let missing = 0;
  for (let m = 0; m < messages; m++) {
    const sender = senders[Math.floor(m / 5)] as Client;
    const text = `bench message ${m}`;
    let arrived = 0;
    let last = 0;
    let done: () => void = () => undefined;
    const all = new Promise<void>((resolve) => {
      done = resolve;
    });
    const start = performance.now();
    for (const reader of readers) {
      reader.onPush = (push) => {
        if (push.type !== "roomMessage" || push.message.text !== text) return;
        const at = performance.now() - start;
        latencies.push(at);
        last = Math.max(last, at);
        arrived += 1;
        if (arrived === readers.length) done();
      };
    }
    const ack = await call(sender, { type: "roomSend", roomId: room.id, text });
    if (!ack.ok) throw new Error(`send refused: ${JSON.stringify(ack)}`);
    await Promise.race([all, sleep(15_000)]);
    missing += readers.length - arrived;
    fanoutTimes.push(last);
    await sleep(100);
  }
  for (const c of [...readers, ...senders]) c.socket.disconnect();
  await sleep(300);
  return {
    scenario: label,
    members,
    messages,
    deliveries: latencies.length,
    missing,
    p50Ms: ms(quantile(latencies, 0.5)),
    p99Ms: ms(quantile(latencies, 0.99)),
    maxMs: ms(Math.max(...latencies)),
    lastReaderP50Ms: ms(quantile(fanoutTimes, 0.5)),
  };
}

async function directChats(nodes: Node[], database: Database, label: string) {
  // Pairs of friends; with two nodes, each pair spans both.
  const pairs = await inBatches(conversations, 20, async (i) => {
    const [aId, bId] = [await verifiedAccount(database), await verifiedAccount(database)];
    const a = await openClient(nodes[0]?.url ?? "", aId);
    const b = await openClient(nodes[(i % nodes.length === 0 ? 1 : 0) % nodes.length]?.url ?? "", bId);
    const social = nodes[0]?.app.realtime.social;
    if (!social) throw new Error("no node");
    const { conversationId } = await social.store
      .friendRequest(`bench-${label}-${i}`, aId, bId)
      .then(() => social.store.friendRequest(`bench-${label}-${i}`, bId, aId));
    if (!conversationId) throw new Error("no conversation");
    return { a, b, conversationId };
  });
  const toRecipient: number[] = [];
  const toSenderMark: number[] = [];
  let missing = 0;
  for (let round = 0; round < rounds; round++) {
    await Promise.all(
      pairs.map(async ({ a, b, conversationId }) => {
        const text = `r${round}`;
        let start = 0;
        const arrived = new Promise<void>((resolve) => {
          b.onPush = (push) => {
            if (push.type !== "dmMessage" || push.message.text !== text) return;
            toRecipient.push(performance.now() - start);
            // The browser says it has it: the delivered mark.
            void call(b, { type: "dmDelivered", conversationId, messageIds: [push.message.id] });
            resolve();
          };
        });
        const marked = new Promise<void>((resolve) => {
          a.onPush = (push) => {
            if (push.type !== "dmReceipt" || push.kind !== "delivered") return;
            toSenderMark.push(performance.now() - start);
            resolve();
          };
        });
        start = performance.now();
        const ack = await call(a, { type: "dmSend", conversationId, text });
        if (!ack.ok) throw new Error(`dm refused: ${JSON.stringify(ack)}`);
        const ok = await Promise.race([
          Promise.all([arrived, marked]).then(() => true),
          sleep(15_000).then(() => false),
        ]);
        if (!ok) missing += 1;
      }),
    );
    await sleep(200);
  }
  for (const { a, b } of pairs) {
    a.socket.disconnect();
    b.socket.disconnect();
  }
  await sleep(300);
  return {
    scenario: label,
    conversations,
    rounds,
    messages: toRecipient.length,
    missing,
    deliveredP50Ms: ms(quantile(toRecipient, 0.5)),
    deliveredP99Ms: ms(quantile(toRecipient, 0.99)),
    markBackP50Ms: ms(quantile(toSenderMark, 0.5)),
    markBackP99Ms: ms(quantile(toSenderMark, 0.99)),
  };
}

const roomRows: Array<Record<string, string | number>> = [];
const dmRows: Array<Record<string, string | number>> = [];
for (const kind of scenarios) {
  const database = postgresUrl
    ? await openThrowawayPostgres(postgresUrl)
    : await openDatabase({ dataDir: "memory://" });
  const prefix = `bench-social-${process.pid}-${kind}`;
  const nodes =
    kind === "two"
      ? [
          await startNode(database, `${prefix}-1`, { url: redisUrl, prefix }),
          await startNode(database, `${prefix}-2`, { url: redisUrl, prefix }),
        ]
      : [await startNode(database, `${prefix}-1`)];
  const label = `${kind === "two" ? "two nodes + Redis" : "one node"}, ${postgresUrl ? "PostgreSQL" : "PGlite"}`;
  roomRows.push(await roomFanout(nodes, database, label));
  dmRows.push(await directChats(nodes, database, label));
  for (const node of nodes) {
    const keys = (await node.redis?.client.keys(`${prefix}*`)) ?? [];
    if (keys.length > 0) await node.redis?.client.del(...keys);
  }
  setRateLimitRedis(undefined);
  for (const node of nodes) await stopNode(node);
  await database.close();
}
printTable(`Room fan-out: one message to ${members} members (send -> each member's arrival)`, roomRows);
printTable(`Direct messages under ${conversations} concurrent conversations`, dmRows);
writeResults("social-fanout", { rooms: roomRows, directChats: dmRows });
process.exit(0);
