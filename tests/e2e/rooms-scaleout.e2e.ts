// Issue 14 "three users in a room across two nodes": two app processes sharing Redis (Socket.IO
// adapter, rate limits) and PostgreSQL; two people on node 1 and one on node 2 talk in one room.
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newStranger, type RunningApp, type Stranger, startApp } from "./fixtures.ts";
import { adminClient, createRoom, PASSWORD, shareSession, signedUp } from "./rooms-helpers.ts";
import { type Service, startPostgres, startRedis } from "./services.ts";

const ADMIN = "rooms-admin@example.com";

describe("a chat room across two nodes (Redis + PostgreSQL)", () => {
  let redis: Service | undefined;
  let postgres: Service | undefined;
  const nodes: RunningApp[] = [];
  let browser: Browser | undefined;
  const open: Stranger[] = [];

  beforeAll(async () => {
    [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
    const shared = {
      REDIS_URL: redis.url,
      DATABASE_URL: postgres.url,
      REDIS_PREFIX: `e2e-${randomBytes(4).toString("hex")}`,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "error",
      ADMIN_EMAIL: ADMIN,
      ADMIN_PASSWORD: PASSWORD,
      ADMIN_REQUIRE_2FA: "false",
    };
    nodes.push(await startApp({ ...shared, NODE_ID: "social-node-1" }));
    nodes.push(await startApp({ ...shared, NODE_ID: "social-node-2" }));
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const s of open) await s.context.close().catch(() => undefined);
    await browser?.close().catch(() => undefined);
    for (const node of nodes.reverse()) await node.stop().catch(() => undefined);
    await postgres?.stop().catch(() => undefined);
    await redis?.stop().catch(() => undefined);
  });

  async function personOn(node: RunningApp, name: string, path: string): Promise<Page> {
    if (!browser) throw new Error("no browser");
    const stranger = await newStranger(browser, { baseURL: node.url, camera: false });
    open.push(stranger);
    const { client } = await signedUp(node, name);
    await shareSession(client, stranger.context, node.url);
    await stranger.page.goto(path, { waitUntil: "networkidle" });
    await stranger.page.getByTestId("room-input").waitFor();
    return stranger.page;
  }

  it("each message reaches the two others whichever node they are on, with the presence count", async () => {
    const [node1, node2] = nodes;
    if (!node1 || !node2) throw new Error("nodes not started");
    const admin = await adminClient(node1.url, ADMIN);
    const roomId = await createRoom(admin, "Across nodes");
    const path = `/en/app/social/chat-room?room=${roomId}`;
    const a = await personOn(node1, "gil", path);
    const b = await personOn(node1, "hana", path);
    const c = await personOn(node2, "ivo", path);
    for (const page of [a, b, c]) {
      await expect
        .poll(() => page.getByTestId("room-count").textContent(), { timeout: 10_000 })
        .toContain("3");
    }
    const lines: Array<[Page, string]> = [
      [a, "from node one"],
      [c, "from node two"],
      [b, "node one again"],
    ];
    for (const [sender, text] of lines) {
      await sender.getByTestId("room-input").fill(text);
      await sender.getByTestId("room-input").press("Enter");
      for (const page of [a, b, c]) {
        await expect
          .poll(() => page.getByTestId("room-messages").textContent(), { timeout: 10_000 })
          .toContain(text);
      }
    }
  });
});
