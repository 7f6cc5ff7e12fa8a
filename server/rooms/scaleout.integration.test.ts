import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SocialPush } from "#common/protocol/index.ts";
import type { Database } from "#db/client.ts";
import { userProfiles, users } from "#db/schema/index.ts";
import { type AppServer, createAppServer } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import { openRedis, type RedisConnection } from "#server/redis.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import { connectClient, eventually, type TestClient } from "../../tests/helpers/sockets.ts";
import { issueUserToken } from "../realtime/user-token.ts";

/**
 * Issue 14 across nodes: two app servers (two Socket.IO servers with the Redis adapter) sharing one
 * Redis and one database. Room messages, presence, direct messages, receipts and friend requests
 * reach people on the other node. Needs TEST_REDIS_URL.
 */
const redisUrl = process.env.TEST_REDIS_URL;

type SocialClient = TestClient & { pushes: SocialPush[]; userId: string | null };

describe.runIf(redisUrl).each(testDatabases())(
  "rooms and direct chats across two nodes on %s",
  (testDatabase) => {
    const prefix = `test-${randomBytes(4).toString("hex")}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), "acaso-social-scaleout-"));
    let database: Database;
    const nodes: Array<{ app: AppServer; url: string; redis: RedisConnection }> = [];
    const clients: TestClient[] = [];
    let counter = 0;

    async function startNode(nodeId: string) {
      const config = loadConfig({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        SESSION_SECRET: "x".repeat(40),
        LOG_LEVEL: "silent",
        REDIS_URL: redisUrl,
        REDIS_PREFIX: prefix,
        NODE_ID: nodeId,
      });
      const logger = createLogger(config);
      const redis = await openRedis(redisUrl ?? "", logger);
      const app = await createAppServer({ config, database, logger, redis, render: "none" });
      const { port } = await app.listen(0, "127.0.0.1");
      const node = { app, url: `http://127.0.0.1:${port}`, redis };
      nodes.push(node);
      return node;
    }

    beforeAll(async () => {
      database = await testDatabase.open();
      await startNode("social-1");
      await startNode("social-2");
    });

    afterAll(async () => {
      for (const c of clients) c.close();
      for (const node of nodes) {
        await node.app.close().catch(() => undefined);
        const keys = await node.redis.client.keys(`${prefix}:*`);
        if (keys.length > 0) await node.redis.client.del(...keys);
        await node.redis.close();
      }
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const node = (i: 0 | 1) => {
      const n = nodes[i];
      if (!n) throw new Error("node not started");
      return n;
    };

    async function account(): Promise<string> {
      counter += 1;
      const [row] = await database.db
        .insert(users)
        .values({ email: `x${counter}-${prefix}@example.test`, username: `n${counter}${prefix}` })
        .returning({ id: users.id });
      if (!row) throw new Error("no user");
      // Verified (issue 14: only verified accounts write in rooms and chats).
      await database.db.insert(userProfiles).values({ userId: row.id, emailVerifiedAt: new Date() });
      return row.id;
    }

    async function client(on: 0 | 1, userId: string | null): Promise<SocialClient> {
      const c = await connectClient(node(on).url);
      clients.push(c);
      const pushes: SocialPush[] = [];
      c.socket.on("social" as never, ((push: SocialPush) => pushes.push(push)) as never);
      if (userId) {
        const { ut } = issueUserToken("x".repeat(40), { ident: c.ident, userId });
        expect(await c.call("social-chat-action", { action: "setUt", ut })).toEqual({ ok: true });
      }
      return Object.assign(c, { pushes, userId });
    }

    const social = (c: TestClient, payload: Record<string, unknown>) =>
      c.call("social", payload) as Promise<Record<string, unknown>>;

    it("decision 049: a join on node 1 pushes the room's new count to a list watching on node 2", async () => {
      const room = await node(0).app.realtime.social.createRoom(
        { name: "Counted", description: "", language: "en", slowModeSeconds: 0 },
        null,
      );
      const watcher = await client(1, null);
      expect(await social(watcher, { type: "roomsWatch" })).toEqual({ ok: true });
      const reader = await client(1, null);
      await social(reader, { type: "roomJoin", roomId: room.id });
      const joiner = await client(0, null);
      await social(joiner, { type: "roomJoin", roomId: room.id });
      const counts = () =>
        watcher.pushes.flatMap((p) => (p.type === "roomCount" && p.roomId === room.id ? [p.count] : []));
      // Both nodes counted: the last push says 2, whichever node sent it.
      await eventually(() => counts().at(-1) === 2, 5000);
      joiner.close();
      await eventually(() => counts().at(-1) === 1, 5000);
    });

    it("a room message on node 1 reaches readers on node 2; presence counts both nodes; deletions follow", async () => {
      const room = await node(0).app.realtime.social.createRoom(
        { name: "Across", description: "", language: "en", slowModeSeconds: 0 },
        null,
      );
      const writer = await client(0, await account());
      const reader2 = await client(1, await account());
      const anonymous2 = await client(1, null);
      await social(reader2, { type: "roomJoin", roomId: room.id });
      await social(anonymous2, { type: "roomJoin", roomId: room.id });
      const joined = await social(writer, { type: "roomJoin", roomId: room.id });
      expect(joined.count).toBe(3);
      expect((joined.present as Array<{ id: string }>).map((p) => p.id).sort()).toEqual(
        [writer.userId, reader2.userId].sort(),
      );
      await eventually(() =>
        reader2.pushes.some((p) => p.type === "roomPresence" && p.joined && p.user?.id === writer.userId),
      );
      const sent = (await social(writer, {
        type: "roomSend",
        roomId: room.id,
        text: "hello other node",
      })) as {
        message: { id: string };
      };
      for (const c of [reader2, anonymous2]) {
        await eventually(() =>
          c.pushes.some((p) => p.type === "roomMessage" && p.message.id === sent.message.id),
        );
      }
      // The list on either node counts everyone (figures are reused for up to 2 s).
      await eventually(async () => {
        const list = (await (await fetch(`${node(1).url}/api/rooms`)).json()) as {
          rooms: Array<{ id: string; present: number }>;
        };
        return list.rooms.find((r) => r.id === room.id)?.present === 3;
      });
      // An administrator's deletion on node 2 reaches the writer on node 1.
      await node(1).app.realtime.social.deleteRoomMessage(sent.message.id);
      await eventually(() =>
        writer.pushes.some((p) => p.type === "roomMessageDeleted" && p.messageId === sent.message.id),
      );
    });

    it("friends from a match across nodes, then a direct message with delivered and read marks", async () => {
      const aId = await account();
      const bId = await account();
      const a = await client(0, aId);
      const b = await client(1, bId);
      await a.call("searchRemoteUser");
      await b.call("searchRemoteUser");
      const [pa] = await Promise.all([
        a.next("addPeer", undefined, 10_000),
        b.next("addPeer", undefined, 10_000),
      ]);
      expect(await social(a, { type: "friendAdd", matchId: pa.matchId })).toEqual({
        ok: true,
        conversationId: null,
      });
      await eventually(() => b.pushes.some((p) => p.type === "friendRequested"));
      const { conversationId } = (await social(b, { type: "friendAdd", matchId: pa.matchId })) as {
        conversationId: string;
      };
      await eventually(() =>
        a.pushes.some((p) => p.type === "friendAdded" && p.conversationId === conversationId),
      );

      const list = (await social(a, { type: "dmList" })) as { conversations: Array<{ online: boolean }> };
      expect(list.conversations[0]?.online).toBe(true);
      const sent = (await social(a, { type: "dmSend", conversationId, text: "over the wire" })) as {
        message: { id: string };
      };
      await eventually(() =>
        b.pushes.some((p) => p.type === "dmMessage" && p.message.id === sent.message.id),
      );
      await social(b, { type: "dmDelivered", conversationId, messageIds: [sent.message.id] });
      await eventually(() => a.pushes.some((p) => p.type === "dmReceipt" && p.kind === "delivered"));
      await social(b, { type: "dmRead", conversationId });
      await eventually(() => a.pushes.some((p) => p.type === "dmReceipt" && p.kind === "read"));
    });
  },
);
