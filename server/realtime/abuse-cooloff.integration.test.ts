// Decision 060: an address whose sockets keep being cut off for abuse is refused new connections
// (Engine.IO allowRequest) while its cool-off lasts, and accepted again after it; another address is
// never affected. Addresses are told apart by X-Forwarded-For from loopback (TRUST_PROXY=loopback).
import { Redis } from "ioredis";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildHandshakeQuery, generateIceKey } from "#common/protocol/index.ts";
import type { Database } from "#db/client.ts";
import { openDatabase } from "#db/client.ts";
import { startTestServer, type TestServer } from "../../tests/helpers/sockets.ts";
import {
  type CoolOffRecord,
  createRedisCoolOffStore,
  DEFAULT_COOL_OFF,
  recordAbuse,
} from "./abuse-cooloff.ts";
import { SOCKET_REFUSALS } from "./socket-guard.ts";

let database: Database;
let server: TestServer;

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  server = await startTestServer(database);
});
afterAll(async () => {
  await server.close();
  await database.close();
});

function open(address: string) {
  const socket: Socket = connect(server.url, {
    path: "/socket.io",
    transports: ["websocket"],
    forceNew: true,
    reconnection: false,
    extraHeaders: { "x-forwarded-for": address },
    query: buildHandshakeQuery({ ident: `cool-${Math.random()}`, cameraEnabled: true }, generateIceKey()),
  });
  return new Promise<{ socket: Socket; error?: string }>((resolve) => {
    socket.once("connect", () => resolve({ socket }));
    socket.once("connect_error", (error) => resolve({ socket, error: String(error.message) }));
  });
}

/** A socket from `address` that floods until the server cuts it off for staying over its limits. */
async function abuse(address: string): Promise<string> {
  const { socket, error } = await open(address);
  if (error) throw new Error(`could not connect: ${error}`);
  const gone = new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));
  for (let i = 0; i < 300; i++) socket.emit("getOnlineCount", {}, () => {});
  return gone;
}

async function coolingOffMs(address: string): Promise<number> {
  const res = await fetch(`${server.url}/api/chat/connect-status`, {
    headers: { "x-forwarded-for": address },
  });
  expect(res.headers.get("cache-control")).toBe("no-store");
  return ((await res.json()) as { coolingOffMs: number }).coolingOffMs;
}

describe("abuse cool-off (decision 060)", () => {
  it("refuses an address after repeated abuse disconnections, accepts it after the cool-off, spares others", async () => {
    const abuser = "203.0.113.7";
    const neighbour = "198.51.100.20";
    // Two abuse disconnections: still welcome (a single flood, or a slip, is not a pattern).
    expect(await abuse(abuser)).toBe("io server disconnect");
    expect(await abuse(abuser)).toBe("io server disconnect");
    const second = await open(abuser);
    expect(second.error).toBeUndefined();
    second.socket.close();
    // The third starts the first cool-off (5 s): new connections are refused before the upgrade.
    expect(await abuse(abuser)).toBe("io server disconnect");
    const refused = await open(abuser);
    expect(refused.error).toBeDefined();
    refused.socket.close();
    // The reason, as Engine.IO answers a long-polling handshake (a browser's WebSocket cannot read
    // it; it asks /api/chat/connect-status instead).
    const polling = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, {
      headers: { "x-forwarded-for": abuser },
    });
    expect(polling.status).toBe(403);
    expect(await polling.json()).toMatchObject({ message: SOCKET_REFUSALS.coolingOff });
    const left = await coolingOffMs(abuser);
    expect(left).toBeGreaterThan(3000);
    expect(left).toBeLessThanOrEqual(DEFAULT_COOL_OFF.firstMs);
    // Another address meanwhile: unaffected.
    expect(await coolingOffMs(neighbour)).toBe(0);
    const other = await open(neighbour);
    expect(other.error).toBeUndefined();
    other.socket.close();
    // After the cool-off the address is accepted again.
    await new Promise((resolve) => setTimeout(resolve, left + 100));
    expect(await coolingOffMs(abuser)).toBe(0);
    const back = await open(abuser);
    expect(back.error).toBeUndefined();
    back.socket.close();
    // Still on record: cut off once more, it is refused at once, for twice as long.
    expect(await abuse(abuser)).toBe("io server disconnect");
    expect((await open(abuser)).error).toBeDefined();
    expect(await coolingOffMs(abuser)).toBeGreaterThan(DEFAULT_COOL_OFF.firstMs);
    expect((await open(neighbour)).error).toBeUndefined();
  }, 30_000);
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(Boolean(redisUrl))("abuse cool-off record in Redis (several nodes)", () => {
  it("escalates exactly as the in-process record does", async () => {
    const redis = new Redis(redisUrl ?? "", { lazyConnect: true });
    await redis.connect();
    const prefix = `test-cooloff-${process.pid}-${Date.now()}`;
    try {
      const store = createRedisCoolOffStore(redis, prefix);
      // An attacker's loop and a slower one, then a forgiven return; the same times through both.
      const times = [0, 100, 200, 300, 5_400, 5_500, 15_600, 35_700, 75_800, 135_900, 200_000, 400_000];
      let record: CoolOffRecord | undefined;
      for (const at of times) {
        const base = 1_800_000_000_000 + at;
        record = recordAbuse(record, base);
        expect(await store.abused("203.0.113.9", base)).toBe(record.until);
      }
      // Another address has its own record.
      expect(await store.abused("198.51.100.1", 1_800_000_400_000)).toBe(0);
      const ttl = await redis.pttl(`${prefix}:cooloff:203.0.113.9`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(DEFAULT_COOL_OFF.maxMs + DEFAULT_COOL_OFF.forgiveMs);
    } finally {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });
});
