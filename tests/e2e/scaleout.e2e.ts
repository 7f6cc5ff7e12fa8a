// Issue 5 "Checked by", browser: the two-stranger video test with the strangers on different nodes
// (shared Redis and PostgreSQL), and a TURN relay on loopback with "hide my IP" on.
// Every server here is a throwaway child process of this test (tests/e2e/services.ts), stopped in
// afterAll even when a test fails.
// Chromium needs no extra flag for TURN on loopback: the fixtures' --allow-loopback-in-peer-connection
// (already needed for host candidates on 127.0.0.1) is enough; coturn needs --allow-loopback-peers.
import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  expectDecoding,
  expectStatus,
  gatheredCandidates,
  pressStart,
  recordPeerConnections,
  type SelectedPair,
  selectedCandidatePair,
  transportPolicies,
} from "./chat-helpers.ts";
import { launchBrowser, newStranger, type RunningApp, type Stranger, startApp } from "./fixtures.ts";
import { type Service, startPostgres, startRedis, startTurn, type TurnService } from "./services.ts";

/** Stops everything that was started, in reverse order, even if some stops fail. */
async function stopAll(stops: Array<(() => Promise<unknown>) | undefined>) {
  for (const stop of stops.reverse()) {
    await stop?.().catch((error: unknown) => console.error("cleanup:", error));
  }
}

const typ = (candidate: string) => /\btyp (\w+)/.exec(candidate)?.[1] ?? "?";

describe("two strangers on different nodes (Redis + PostgreSQL)", () => {
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
      // Both nodes sign and check the same tokens, as behind one load balancer.
      SESSION_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "error",
    };
    // The first node applies the migrations; then the second joins the same database.
    nodes.push(await startApp({ ...shared, NODE_ID: "e2e-node-1" }));
    nodes.push(await startApp({ ...shared, NODE_ID: "e2e-node-2" }));
    browser = await launchBrowser();
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.context.close().catch(() => undefined)));
  });

  afterAll(async () => {
    await stopAll([
      redis?.stop,
      postgres?.stop,
      ...nodes.map((n) => n.stop),
      browser ? () => browser?.close() ?? Promise.resolve() : undefined,
    ]);
  });

  async function strangerOn(node: RunningApp): Promise<Page> {
    if (!browser) throw new Error("no browser");
    const stranger = await newStranger(browser, { baseURL: node.url });
    open.push(stranger);
    await stranger.context.addInitScript(recordPeerConnections);
    await stranger.page.goto("/en/chat");
    return stranger.page;
  }

  it("pairs A on node 1 with B on node 2, and each decodes the other's video", async () => {
    const [node1, node2] = nodes;
    if (!node1 || !node2) throw new Error("nodes not started");
    const [a, b] = await Promise.all([strangerOn(node1), strangerOn(node2)]);
    await pressStart(a);
    await pressStart(b);
    try {
      await Promise.all([expectStatus(a, "connected"), expectStatus(b, "connected")]);
      await Promise.all([expectDecoding(a), expectDecoding(b)]);
    } catch (error) {
      const dump = async (p: Page) =>
        `${await p.locator("#video-chat").evaluate((e) => [...e.attributes].map((x) => `${x.name}=${x.value}`).join(" "))} | ${await p.getByTestId("chat-log").textContent()} | peers=${await p.evaluate(() => (window as unknown as { __peers: RTCPeerConnection[] }).__peers.map((pc) => `${pc.signalingState}/${pc.connectionState}`).join(","))}`;
      throw new Error(
        `${String(error)}\nA: ${await dump(a)}\nB: ${await dump(b)}\n--- node 1:\n${node1.output().slice(-3000)}\n--- node 2:\n${node2.output().slice(-3000)}`,
      );
    }
    // The pair really spans both nodes: each page's socket is served by its own node's origin.
    expect(new URL(a.url()).port).toBe(String(node1.port));
    expect(new URL(b.url()).port).toBe(String(node2.port));
    // Text goes across the nodes too.
    await a.getByTestId("chat-input").fill("hello from node 1");
    await a.getByTestId("chat-send").click();
    await expect
      .poll(() => b.getByTestId("chat-log").textContent(), { timeout: 10_000 })
      .toContain("hello from node 1");
  });
});

describe("TURN relay on loopback with hide my IP", () => {
  let turn: TurnService | undefined;
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  const open: Stranger[] = [];

  beforeAll(async () => {
    turn = await startTurn();
    app = await startApp({
      TURN_URLS: turn.turnUrl,
      TURN_SECRET: turn.secret,
      TURN_TTL_SECONDS: "600",
      HIDE_IP_DEFAULT: "true",
    });
    browser = await launchBrowser();
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.context.close().catch(() => undefined)));
  });

  afterAll(async () => {
    await stopAll([turn?.stop, app?.stop, browser ? () => browser?.close() ?? Promise.resolve() : undefined]);
  });

  async function stranger(options: { connectionCheck?: boolean } = {}): Promise<Stranger> {
    if (!browser || !app) throw new Error("not started");
    const s = await newStranger(browser, { baseURL: app.url, ...options });
    open.push(s);
    await s.context.addInitScript(recordPeerConnections);
    await s.page.goto("/en/chat");
    return s;
  }

  function diagnostics(extra: Record<string, unknown>): string {
    return `${JSON.stringify(extra, null, 2)}\n--- turnserver:\n${turn?.output().slice(-4000)}\n--- app:\n${app?.output().slice(-2000)}`;
  }

  async function connectAndDecode(a: Page, b: Page) {
    await pressStart(a);
    await pressStart(b);
    try {
      await Promise.all([expectStatus(a, "connected", 30_000), expectStatus(b, "connected", 30_000)]);
      await Promise.all([expectDecoding(a, 30_000), expectDecoding(b, 30_000)]);
    } catch (error) {
      throw new Error(
        `${String(error)}\n${diagnostics({
          a: { status: await a.getByTestId("status").textContent(), candidates: await gatheredCandidates(a) },
          b: { status: await b.getByTestId("status").textContent(), candidates: await gatheredCandidates(b) },
        })}`,
      );
    }
  }

  async function selectedPair(page: Page): Promise<SelectedPair> {
    let pair: SelectedPair | null = null;
    await expect
      .poll(
        async () => {
          pair = await selectedCandidatePair(page);
          return pair?.state;
        },
        { timeout: 10_000 },
      )
      .toBe("succeeded");
    if (!pair) throw new Error("no selected candidate pair");
    return pair;
  }

  it("with hide my IP on by default, video flows through the relay and only relay candidates are signaled", async () => {
    const [a, b] = await Promise.all([stranger(), stranger()]);
    // The configured default (HIDE_IP_DEFAULT=true) shows as a ticked toggle with its hint.
    for (const { page } of [a, b]) {
      const toggle = page.getByTestId("hide-ip");
      await expect.poll(() => toggle.isChecked()).toBe(true);
      expect(
        await page.locator(`[id="${await toggle.getAttribute("aria-describedby")}"]`).textContent(),
      ).toMatch(/relay server/);
    }
    await connectAndDecode(a.page, b.page);
    for (const { page } of [a, b]) {
      expect(await transportPolicies(page)).toEqual(["relay"]);
      const candidates = await gatheredCandidates(page);
      expect(candidates.length).toBeGreaterThan(0);
      expect(candidates.map(typ).filter((t) => t !== "relay")).toEqual([]);
      const pair = await selectedPair(page);
      // With the relay policy our side of the selected pair is always our TURN allocation.
      expect(pair.local.candidateType, diagnostics({ pair })).toBe("relay");
      expect(pair.remote.candidateType, diagnostics({ pair })).toBe("relay");
      expect(pair.local.address).toBe("127.0.0.1");
      // Issue 16: the quality indicator says the call goes through the relay.
      await expect
        .poll(() => page.getByTestId("quality").getAttribute("data-route"), { timeout: 10_000 })
        .toBe("relay");
    }
    // And coturn saw it: each stranger allocated a relay with its own REST credentials (expiry:ident,
    // accepted by use-auth-secret), and permissions/channels to the peer were set up.
    const log = turn?.output() ?? "";
    const allocated = new Set(
      [...log.matchAll(/user <(\d+:[^>]+)>: incoming packet ALLOCATE processed, success/g)].map((m) => m[1]),
    );
    expect(allocated.size, log.slice(-3000)).toBeGreaterThanOrEqual(2);
    expect(log).toMatch(/incoming packet (CHANNEL_BIND|CREATE_PERMISSION) processed, success/);
  });

  it("the toggle is remembered: turned off, that person signals direct candidates; the other stays relay-only", async () => {
    const a = await stranger();
    // Interact only once the screen is live (hydrated, camera ready): a click on the server-rendered
    // checkbox before React attaches would not be saved.
    const ready = () =>
      expect.poll(() => a.page.getByTestId("start").isEnabled(), { timeout: 15_000 }).toBe(true);
    await ready();
    const toggle = a.page.getByTestId("hide-ip");
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await toggle.uncheck();
    await expect.poll(() => a.page.evaluate(() => localStorage.getItem("acaso:hideIp"))).not.toBeNull();
    // Remembered in localStorage: still off after a reload.
    await a.page.reload();
    await ready();
    await expect.poll(() => a.page.getByTestId("hide-ip").isChecked()).toBe(false);
    const b = await stranger();
    await connectAndDecode(a.page, b.page);
    expect(await transportPolicies(a.page)).toEqual(["all"]);
    expect(await transportPolicies(b.page)).toEqual(["relay"]);
    const fromA = (await gatheredCandidates(a.page)).map(typ);
    const fromB = (await gatheredCandidates(b.page)).map(typ);
    expect(fromA).toContain("host");
    expect(fromB.length).toBeGreaterThan(0);
    expect(fromB.filter((t) => t !== "relay")).toEqual([]);
    expect((await selectedPair(b.page)).local.candidateType).toBe("relay");
  });

  it("the connection check before the first search: relay with hide my IP, direct on loopback without it", async () => {
    // Issue 16: gathers candidates with the servers a match gets (here coturn only) and says what
    // will happen; "done" or "skipped" is remembered, so the next Start goes straight to searching.
    const { page } = await stranger({ connectionCheck: true });
    await expect.poll(() => page.getByTestId("start").isEnabled(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByTestId("hide-ip").isChecked()).toBe(true);
    await page.getByTestId("start").click();
    const dialog = page.getByTestId("connection-check");
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    const verdict = dialog.getByTestId("network-verdict");
    await expect.poll(() => verdict.getAttribute("data-verdict"), { timeout: 15_000 }).toBe("relay");
    expect(await verdict.textContent()).toMatch(/relay server/);
    // The microphone meter listens to the fake microphone's tone.
    await expect
      .poll(() => dialog.getByTestId("mic-meter").evaluate((m: HTMLMeterElement) => m.value))
      .toBeGreaterThan(0);
    // Closed with Esc: no search, and the check is not remembered yet.
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    expect(await page.getByTestId("status").getAttribute("data-status")).toBe("primary-action");

    await page.getByTestId("hide-ip").uncheck();
    await page.getByTestId("check-connection").click();
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await expect.poll(() => verdict.getAttribute("data-verdict"), { timeout: 15_000 }).not.toBeNull();
    expect(
      await verdict.getAttribute("data-verdict"),
      `${await verdict.getAttribute("data-reason")}: ${await verdict.getAttribute("data-candidates")}`,
    ).toBe("direct");
    await page.screenshot({
      path: path.resolve(import.meta.dirname, "../../test-results/chat-screen/connection-check-1024x768.png"),
    });
    await dialog.getByTestId("check-start").click();
    await expect.poll(() => page.getByTestId("status").getAttribute("data-status")).toBe("searching");
    expect(await page.evaluate(() => localStorage.getItem("acaso:connectionCheck"))).toBe("done");
  });
});
