// Issue 16 in real Chromium: the chat screen at every listed viewport (no page scroll, everything in
// view, the stranger covering a phone's screen), the searching screen's default video, typing status,
// emoji reactions, swipe left = Next, and a browser taken offline for 5 s whose match survives.
// Screenshots of each viewport are saved under test-results/chat-screen/ for a person to look at.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.ts";
import { chatDefaultVideos } from "#db/schema/index.ts";
import {
  expectDecoding,
  expectStatus,
  pressStart,
  recordPeerConnections,
  remoteVideo,
} from "./chat-helpers.ts";
import { launchBrowser, newStranger, type RunningApp, type Stranger, startApp } from "./fixtures.ts";

const SCREENSHOTS = path.resolve(import.meta.dirname, "../../test-results/chat-screen");

/** Every size the issue lists, upright and sideways. */
const VIEWPORTS: Array<[number, number]> = [
  [360, 640],
  [640, 360],
  [390, 844],
  [844, 390],
  [768, 1024],
  [1024, 768],
  [1366, 768],
  [768, 1366],
  [1920, 1080],
  [1080, 1920],
];
/** Below the desktop layout (video-chat.css): the stranger fills the screen. */
const isPhoneLayout = (w: number, h: number) => w < 900 || h < 500;

/** What the layout test measures, inside the page. */
function measure() {
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const box = (selector: string) => {
    const r = document.querySelector(selector)?.getBoundingClientRect();
    if (!r || r.width === 0 || r.height === 0) return null;
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  };
  const inside = (selector: string) => {
    const r = box(selector);
    return !!r && r.left >= -1 && r.top >= -1 && r.right <= vw + 1 && r.bottom <= vh + 1;
  };
  const remote = box("[data-testid=remote-video]");
  const visible = remote
    ? (Math.max(0, Math.min(remote.right, vw) - Math.max(remote.left, 0)) *
        Math.max(0, Math.min(remote.bottom, vh) - Math.max(remote.top, 0))) /
      (vw * vh)
    : 0;
  return {
    noScroll: (document.scrollingElement?.scrollHeight ?? 0) <= vh,
    remote: inside("[data-testid=remote-video]"),
    local: inside("[data-testid=local-preview]"),
    next: inside("[data-testid=next]"),
    stop: inside("[data-testid=stop]"),
    report: inside("[data-testid=report]"),
    input: inside("[data-testid=chat-input]"),
    remoteShare: Math.round(visible * 100),
  };
}

const matchId = (page: Page) => page.locator("#video-chat").getAttribute("data-match-id");

describe("the chat screen (issue 16)", () => {
  let app: RunningApp;
  let browser: Browser;
  let dataDir: string;
  const open: Stranger[] = [];

  async function person(options: { touch?: boolean } = {}): Promise<Page> {
    const stranger = await newStranger(browser, {
      baseURL: app.url,
      ...(options.touch ? { touch: true, viewport: { width: 390, height: 844 } } : {}),
    });
    open.push(stranger);
    await stranger.context.addInitScript(recordPeerConnections);
    await stranger.page.goto("/en/chat");
    return stranger.page;
  }

  async function pair(a: Page, b: Page) {
    await pressStart(a);
    await pressStart(b);
    await Promise.all([expectStatus(a, "connected"), expectStatus(b, "connected")]);
  }

  beforeAll(async () => {
    // One default video for the searching screen, in the database the app will open.
    dataDir = mkdtempSync(path.join(tmpdir(), "acaso-e2e-chat-"));
    const database = await openDatabase({ dataDir });
    const webm = readFileSync(path.join(import.meta.dirname, "media/searching.webm")).toString("base64");
    await database.db
      .insert(chatDefaultVideos)
      .values({ url: `data:video/webm;base64,${webm}`, title: "Test pattern", lang: null });
    await database.close();
    app = await startApp({ DATA_DIR: dataDir });
    browser = await launchBrowser();
    mkdirSync(SCREENSHOTS, { recursive: true });
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.context.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("while searching: a default video plays muted and inline, its play is counted, the online count shows", async () => {
    const page = await person();
    const sent: string[] = [];
    page.on("websocket", (ws) => ws.on("framesent", (frame) => sent.push(String(frame.payload))));
    await pressStart(page);
    await expectStatus(page, "searching");
    const video = page.getByTestId("default-video");
    await expect
      .poll(
        () =>
          video.evaluate((v: HTMLVideoElement) => ({
            playing: !v.paused && v.currentTime > 0,
            muted: v.muted,
            inline: v.playsInline,
          })),
        { timeout: 10_000 },
      )
      .toEqual({ playing: true, muted: true, inline: true });
    const videoId = await video.getAttribute("data-video-id");
    await expect
      .poll(() => sent.some((f) => f.includes("registerPlayedVideo") && f.includes(String(videoId))))
      .toBe(true);
    // This page's own socket at least is online; the figure comes rounded from the server.
    await expect
      .poll(() => page.getByTestId("online-count").getAttribute("data-count"))
      .toMatch(/^[1-9]\d*$/);
    expect(await page.getByTestId("searching-ad-slot").count()).toBe(1);
    await page.screenshot({ path: path.join(SCREENSHOTS, "searching-1024x768.png") });
  });

  it("a match at every viewport: no page scroll, everything in view, the stranger over most of a phone; typing, reactions and swipe", async () => {
    const [a, b] = await Promise.all([person({ touch: true }), person()]);
    await pair(a, b);
    await Promise.all([expectDecoding(a), expectDecoding(b)]);
    await b.getByTestId("chat-input").fill("hello from the other side");
    await b.getByTestId("chat-input").press("Enter");
    await expect.poll(() => a.getByTestId("chat-log").textContent()).toContain("hello from the other side");

    const failures: string[] = [];
    for (const [width, height] of VIEWPORTS) {
      await a.setViewportSize({ width, height });
      let last: ReturnType<typeof measure> | undefined;
      try {
        await expect
          .poll(async () => {
            last = await a.evaluate(measure);
            const { remoteShare, ...flags } = last;
            const all = Object.values(flags).every(Boolean);
            return all && (!isPhoneLayout(width, height) || remoteShare >= 60);
          })
          .toBe(true);
      } catch {
        failures.push(`${width}x${height}: ${JSON.stringify(last)}`);
      }
      await a.screenshot({ path: path.join(SCREENSHOTS, `match-${width}x${height}.png`) });
    }
    expect(failures).toEqual([]);
    // Rotating, resizing: still the same call.
    expect(await a.evaluate(() => (window as unknown as { __peers: unknown[] }).__peers.length)).toBe(1);

    // Typing status reaches the other side, and goes when the message arrives.
    const typing = a.getByTestId("typing");
    await b.getByTestId("chat-input").fill("I am typ");
    await expect.poll(() => typing.isVisible()).toBe(true);
    expect(await typing.textContent()).toBe("Stranger is typing…");
    await b.getByTestId("chat-input").press("Enter");
    await expect.poll(() => typing.isVisible()).toBe(false);

    // An emoji flies over the stranger's video on the other side.
    await a.setViewportSize({ width: 1366, height: 768 });
    await a.getByRole("button", { name: "Send an emoji 😂" }).click();
    await expect.poll(() => b.getByTestId("reaction").count()).toBeGreaterThan(0);
    expect(await b.getByTestId("reaction").first().textContent()).toBe("😂");

    // Swipes on a phone: a vertical one is not a Next, a quick one to the left is.
    await a.setViewportSize({ width: 390, height: 844 });
    const before = await matchId(a);
    const cdp = await a.context().newCDPSession(a);
    const swipe = async (points: Array<[number, number]>) => {
      const [first, ...rest] = points;
      if (!first) return;
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchStart",
        touchPoints: [{ x: first[0], y: first[1] }],
      });
      for (const [x, y] of rest) {
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };
    await swipe([
      [200, 300],
      [195, 360],
      [190, 440],
      [185, 520],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await matchId(a)).toBe(before);
    await swipe([
      [330, 420],
      [260, 422],
      [180, 425],
      [90, 428],
    ]);
    // Next: both are requeued and, being the only two waiting, meet again in a new match.
    await expect.poll(() => matchId(a), { timeout: 10_000 }).not.toBe(before);
    await expectStatus(a, "connected");
  });

  it("one browser offline for 5 s: the match survives, the peer sees Reconnecting…, video goes on after an ICE restart", async () => {
    const [a, b] = await Promise.all([person(), person()]);
    await pair(a, b);
    await Promise.all([expectDecoding(a), expectDecoding(b)]);
    const match = await matchId(a);
    const ufrag = (page: Page) =>
      page.evaluate(
        () =>
          /a=ice-ufrag:(\S+)/.exec(
            (window as unknown as { __peers: RTCPeerConnection[] }).__peers.at(-1)?.localDescription?.sdp ??
              "",
          )?.[1],
      );
    const ufrags = [await ufrag(a), await ufrag(b)];

    await a.context().setOffline(true);
    // A browser that loses its network fires "offline", and Socket.IO closes its connection at once.
    // Inside the test's network namespace Chromium never saw a network to lose, so the emulation
    // alone does not fire it: the page gets the event the operating system would have sent.
    await a.evaluate(() => window.dispatchEvent(new Event("offline")));
    await expect.poll(() => b.getByTestId("reconnecting").isVisible()).toBe(true);
    expect(await b.getByTestId("status").textContent()).toMatch(/connection dropped/);
    expect(await a.getByTestId("status").textContent()).toMatch(/Reconnecting/);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await a.context().setOffline(false);

    await expect.poll(() => a.getByTestId("reconnecting").isVisible(), { timeout: 15_000 }).toBe(false);
    await expect.poll(() => b.getByTestId("reconnecting").isVisible()).toBe(false);
    expect([await matchId(a), await matchId(b)]).toEqual([match, match]);
    expect([
      await a.getByTestId("status").getAttribute("data-status"),
      await b.getByTestId("status").getAttribute("data-status"),
    ]).toEqual(["connected", "connected"]);
    // The same connection on each side, restarted (new ICE credentials), still decoding.
    for (const page of [a, b]) {
      expect(await page.evaluate(() => (window as unknown as { __peers: unknown[] }).__peers.length)).toBe(1);
    }
    await expect.poll(async () => [await ufrag(a), await ufrag(b)]).not.toEqual(ufrags);
    const frames = [(await remoteVideo(a)).framesDecoded, (await remoteVideo(b)).framesDecoded];
    await expect
      .poll(async () => [(await remoteVideo(a)).framesDecoded, (await remoteVideo(b)).framesDecoded])
      .toSatisfy(
        (now: number[]) => (now[0] ?? 0) > (frames[0] ?? 0) + 10 && (now[1] ?? 0) > (frames[1] ?? 0) + 10,
      );
    // Text works again across the resumed match.
    await a.getByTestId("chat-input").fill("back online");
    await a.getByTestId("chat-input").press("Enter");
    await expect.poll(() => b.getByTestId("chat-log").textContent()).toContain("back online");
  });
});
