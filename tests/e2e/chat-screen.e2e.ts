// Issue 16 in real Chromium: the chat screen at every listed viewport (no page scroll, everything in
// view, the stranger covering a phone's screen), the searching screen's default video, typing status,
// emoji reactions, swipe left = Next, the preview dragged to a corner, the text box above an
// on-screen keyboard, a background tab, Alt shortcuts, the quality indicator, accessibility (axe at
// phone and desktop sizes in every state, a focus ring on every control) and a browser taken offline
// for 5 s whose match survives.
// Screenshots of each viewport are saved under test-results/chat-screen/ for a person to look at.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
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
  const local = box("[data-testid=local-preview]");
  const next = box("[data-testid=next]");
  const log = box("[data-testid=chat-log]");
  const chat = box(".vc-chat");
  const phone = vw < 900 || vh < 500;
  // Phones: the controls sit over the bottom of the video (within thumb reach) and the last messages
  // float over its lower part. Desktop: the stranger large, your preview smaller, the controls under
  // the video, and (held sideways) the chat in a column on the right, as tall as the video and controls.
  const layout = (() => {
    if (!remote || !local || !next || !log || !chat) return false;
    const remoteArea = (remote.right - remote.left) * (remote.bottom - remote.top);
    const localArea = (local.right - local.left) * (local.bottom - local.top);
    if (localArea * 3 > remoteArea) return false;
    if (phone) {
      const overVideo = (r: NonNullable<typeof remote>) =>
        r.left >= remote.left - 1 && r.right <= remote.right + 1 && r.bottom <= remote.bottom + 1;
      const lowerHalf = (r: NonNullable<typeof remote>) =>
        (r.top + r.bottom) / 2 >= remote.top + (remote.bottom - remote.top) / 2;
      return overVideo(next) && lowerHalf(next) && overVideo(log) && lowerHalf(log);
    }
    if (next.top < remote.bottom - 1) return false;
    if (vw > vh)
      return chat.left >= remote.right && chat.top <= remote.top + 1 && chat.bottom >= next.bottom - 1;
    return chat.top >= next.bottom - 1;
  })();
  return {
    noScroll: (document.scrollingElement?.scrollHeight ?? 0) <= vh,
    remote: inside("[data-testid=remote-video]"),
    local: inside("[data-testid=local-preview]"),
    next: inside("[data-testid=next]"),
    stop: inside("[data-testid=stop]"),
    report: inside("[data-testid=report]"),
    mute: inside("[data-testid=mute]"),
    camera: inside("[data-testid=camera-toggle]"),
    input: inside("[data-testid=chat-input]"),
    layout,
    cover:
      getComputedStyle(document.querySelector("[data-testid=remote-video]") as Element).objectFit === "cover",
    remoteShare: Math.round(visible * 100),
  };
}

/**
 * Init script: a stand-in for the visual viewport of a phone whose on-screen keyboard opens (desktop
 * Chromium has no such keyboard). `__keyboard(px)` makes the visible area that much shorter than the
 * window, as iOS Safari and Chrome for Android do, and fires the viewport's resize event.
 */
function onScreenKeyboard() {
  const fake = new EventTarget();
  let keyboard = 0;
  Object.defineProperties(fake, {
    width: { get: () => window.innerWidth },
    height: { get: () => window.innerHeight - keyboard },
    offsetTop: { get: () => 0 },
    offsetLeft: { get: () => 0 },
    pageTop: { get: () => window.scrollY },
    pageLeft: { get: () => window.scrollX },
    scale: { get: () => 1 },
  });
  Object.defineProperty(window, "visualViewport", { get: () => fake, configurable: true });
  (window as unknown as { __keyboard: (px: number) => void }).__keyboard = (px: number) => {
    keyboard = px;
    fake.dispatchEvent(new Event("resize"));
  };
}

/** axe-core's rules (WCAG 2.1 A/AA and best practices) on the page as it is now. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
async function axeViolations(page: Page, label: string): Promise<string[]> {
  // Evaluated through the DevTools protocol: the page's CSP does not apply to it.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    type AxeResults = { violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> };
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
  return violations.map((v) => `${label} ${v}`);
}

const matchId = (page: Page) => page.locator("#video-chat").getAttribute("data-match-id");

describe("the chat screen (issue 16)", () => {
  let app: RunningApp;
  let browser: Browser;
  let dataDir: string;
  const open: Stranger[] = [];

  async function person(options: { touch?: boolean; keyboard?: boolean; path?: string } = {}): Promise<Page> {
    const stranger = await newStranger(browser, {
      baseURL: app.url,
      ...(options.touch ? { touch: true, viewport: { width: 390, height: 844 } } : {}),
    });
    open.push(stranger);
    await stranger.context.addInitScript(recordPeerConnections);
    if (options.keyboard) await stranger.context.addInitScript(onScreenKeyboard);
    await stranger.page.goto(options.path ?? "/en/chat");
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
    // A searching animation runs on the searching screen.
    expect(
      await page.getByTestId("searching-screen").evaluate(
        (screen) =>
          document
            .getAnimations()
            .filter((a) => a.playState === "running")
            .filter((a) => {
              const target = (a.effect as KeyframeEffect | null)?.target;
              return target instanceof Element && screen.contains(target);
            }).length,
      ),
    ).toBeGreaterThan(0);
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
            const { remoteShare, cover, ...flags } = last;
            const all = Object.values(flags).every(Boolean);
            return all && (!isPhoneLayout(width, height) || (remoteShare >= 60 && cover));
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
  }, 240_000);

  it("in the five other languages too: a match on the narrowest phone, a phone held sideways and a laptop, without scrolling, every control in view and its words inside it", async () => {
    const failures: string[] = [];
    for (const [lang, chatPath] of [
      ["pt", "/chat"],
      ["es", "/es/chat"],
      ["de", "/de/chat"],
      ["fr", "/fr/chat"],
      ["it", "/it/chat"],
    ] as const) {
      const [a, b] = await Promise.all([person({ touch: true, path: chatPath }), person()]);
      expect(await a.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${lang}`));
      await pair(a, b);
      for (const [width, height] of [
        [360, 640],
        [640, 360],
        [1366, 768],
      ] as const) {
        await a.setViewportSize({ width, height });
        let last: unknown;
        try {
          await expect
            .poll(async () => {
              const m = await a.evaluate(measure);
              // A label cut off inside its button (a long word on a small phone) counts as a failure.
              const clipped = await a.evaluate(() =>
                [...document.querySelectorAll<HTMLElement>("#video-chat .vc-controls button")]
                  .filter(
                    (button) => button.offsetParent !== null && button.scrollWidth > button.clientWidth + 1,
                  )
                  .map((button) => button.dataset.testid),
              );
              last = { ...m, clipped };
              const { remoteShare, cover, ...flags } = m;
              return Object.values(flags).every(Boolean) && clipped.length === 0;
            })
            .toBe(true);
        } catch {
          failures.push(`${lang} ${width}x${height}: ${JSON.stringify(last)}`);
        }
        await a.screenshot({ path: path.join(SCREENSHOTS, `match-${lang}-${width}x${height}.png`) });
      }
      await Promise.all(open.splice(0).map((s) => s.context.close().catch(() => undefined)));
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it("on a phone: the preview drags to any corner and stays there (never a Next); the text box stays above the keyboard; a background tab keeps the call", async () => {
    const [a, b] = await Promise.all([person({ touch: true, keyboard: true }), person()]);
    await pair(a, b);
    await Promise.all([expectDecoding(a), expectDecoding(b)]);
    const before = await matchId(a);
    const preview = a.getByTestId("local-preview");
    expect(await preview.getAttribute("data-corner")).toBe("top-right");

    // A finger drags the preview from the top right towards the bottom left: it snaps there. The drag
    // goes left across most of the screen, and is still not taken for a swipe (Next).
    const cdp = await a.context().newCDPSession(a);
    const drag = async (points: Array<[number, number]>) => {
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
    const start = await preview.boundingBox();
    if (!start) throw new Error("no preview");
    const [x0, y0] = [start.x + start.width / 2, start.y + start.height / 2];
    await drag([
      [x0, y0],
      [x0 - 80, y0 + 120],
      [x0 - 160, y0 + 260],
      [60, 560],
    ]);
    await expect.poll(() => preview.getAttribute("data-corner")).toBe("bottom-left");
    const moved = await preview.boundingBox();
    expect(moved && moved.x < 40 && moved.y + moved.height > 844 / 2).toBe(true);
    expect(await a.evaluate(() => localStorage.getItem("acaso:pipCorner"))).toBe("bottom-left");
    // And with a mouse on a desktop-sized window, to the top left.
    await a.setViewportSize({ width: 1366, height: 768 });
    const box = await preview.boundingBox();
    if (!box) throw new Error("no preview");
    await a.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await a.mouse.down();
    await a.mouse.move(box.x - 300, box.y - 400, { steps: 5 });
    await a.mouse.up();
    await expect.poll(() => preview.getAttribute("data-corner")).toBe("top-left");
    expect(await matchId(a)).toBe(before);
    await a.setViewportSize({ width: 390, height: 844 });

    // The on-screen keyboard takes the lower 336 px of the phone's screen: the screen shrinks to what
    // is still visible, the text box sits right above the keyboard and the controls wait.
    await a.getByTestId("chat-input").focus();
    await a.evaluate(() => (window as unknown as { __keyboard: (px: number) => void }).__keyboard(336));
    await expect.poll(() => a.locator("#video-chat").getAttribute("data-keyboard")).toBe("");
    await expect
      .poll(async () => {
        const input = await a.getByTestId("chat-input").boundingBox();
        return !!input && input.y >= 0 && input.y + input.height <= 844 - 336;
      })
      .toBe(true);
    expect(await a.getByTestId("remote-video").isVisible()).toBe(true);
    await a.getByTestId("chat-input").fill("typed above the keyboard");
    await a.getByTestId("chat-input").press("Enter");
    await expect.poll(() => b.getByTestId("chat-log").textContent()).toContain("typed above the keyboard");
    await a.screenshot({ path: path.join(SCREENSHOTS, "match-390x844-keyboard.png") });
    await a.evaluate(() => (window as unknown as { __keyboard: (px: number) => void }).__keyboard(0));
    await expect.poll(() => a.locator("#video-chat").getAttribute("data-keyboard")).toBe(null);
    await expect.poll(() => a.getByTestId("next").isVisible()).toBe(true);

    // In the background: the page is told it is hidden, and its JavaScript stops for 5 s (what a
    // browser does to a background tab; headless Chromium never hides a tab itself). Back in front:
    // the same match, the video still coming, nothing to press.
    const setVisibility = (hidden: boolean) =>
      a.evaluate((value) => {
        Object.defineProperty(document, "visibilityState", {
          configurable: true,
          get: () => (value ? "hidden" : "visible"),
        });
        Object.defineProperty(document, "hidden", { configurable: true, get: () => value });
        document.dispatchEvent(new Event("visibilitychange"));
      }, hidden);
    await setVisibility(true);
    await cdp.send("Debugger.enable");
    await cdp.send("Debugger.pause");
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await cdp.send("Debugger.resume");
    await cdp.send("Debugger.disable");
    await setVisibility(false);
    const frames = (await remoteVideo(a)).framesDecoded;
    await expect.poll(async () => (await remoteVideo(a)).framesDecoded).toBeGreaterThan(frames + 10);
    expect(await matchId(a)).toBe(before);
    expect(await matchId(b)).toBe(before);
    await expectStatus(a, "connected");
    await expectStatus(b, "connected");
  }, 240_000);

  it("desktop: Alt shortcuts, the quality indicator; accessibility (axe, focus ring, polite status) at phone and desktop sizes", async () => {
    const a = await person();
    await a.setViewportSize({ width: 1366, height: 768 });
    const violations: string[] = [];
    await expect.poll(() => a.getByTestId("start").isEnabled(), { timeout: 10_000 }).toBe(true);
    violations.push(...(await axeViolations(a, "start 1366x768")));
    await a.setViewportSize({ width: 390, height: 844 });
    violations.push(...(await axeViolations(a, "start 390x844")));
    await a.setViewportSize({ width: 1366, height: 768 });

    // Alt+S starts, the status line (one polite live region) says so.
    await a.keyboard.press("Alt+KeyS");
    await expectStatus(a, "searching");
    const status = a.getByTestId("status");
    expect([await status.getAttribute("role"), await status.getAttribute("aria-live")]).toEqual([
      "status",
      "polite",
    ]);
    await expect.poll(() => a.getByTestId("online-count").count(), { timeout: 10_000 }).toBe(1);
    violations.push(...(await axeViolations(a, "searching 1366x768")));
    await a.setViewportSize({ width: 390, height: 844 });
    violations.push(...(await axeViolations(a, "searching 390x844")));
    await a.setViewportSize({ width: 1366, height: 768 });

    const b = await person();
    await pressStart(b);
    await Promise.all([expectStatus(a, "connected"), expectStatus(b, "connected")]);
    await Promise.all([expectDecoding(a), expectDecoding(b)]);

    // The connection quality from getStats: loopback is direct, with a round trip in milliseconds.
    const quality = a.getByTestId("quality");
    await expect.poll(() => quality.getAttribute("data-route"), { timeout: 10_000 }).toBe("direct");
    expect(await quality.getAttribute("data-level")).toMatch(/^(good|fair|poor)$/);
    expect(await quality.textContent()).toMatch(/round trip|\d+ ms/i);

    // Microphone and camera: Alt+M and Alt+V toggle them (the button says so), and back.
    await a.keyboard.press("Alt+KeyM");
    await expect.poll(() => a.getByTestId("mute").getAttribute("aria-pressed")).toBe("true");
    await a.keyboard.press("Alt+KeyV");
    await expect.poll(() => a.getByTestId("camera-toggle").getAttribute("aria-pressed")).toBe("true");
    await a.keyboard.press("Alt+KeyM");
    await a.keyboard.press("Alt+KeyV");
    await expect.poll(() => a.getByTestId("mute").getAttribute("aria-pressed")).toBe("false");
    await expect.poll(() => a.getByTestId("camera-toggle").getAttribute("aria-pressed")).toBe("false");

    await b.getByTestId("chat-input").fill("hi");
    await b.getByTestId("chat-input").press("Enter");
    await expect.poll(() => a.getByTestId("chat-log").textContent()).toContain("hi");
    violations.push(...(await axeViolations(a, "match 1366x768")));
    await a.setViewportSize({ width: 390, height: 844 });
    violations.push(...(await axeViolations(a, "match 390x844")));
    await a.setViewportSize({ width: 1366, height: 768 });

    // Every control the keyboard reaches shows a focus ring.
    await a.locator("body").click({ position: { x: 1, y: 1 } });
    const withoutRing: string[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      await a.keyboard.press("Tab");
      const focused = await a.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const ring =
          (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2) ||
          (style.boxShadow !== "none" && style.boxShadow !== "");
        const name = `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ""} ${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30)}`;
        return { name, ring, inChat: !!el.closest("#video-chat") };
      });
      if (!focused || seen.has(focused.name)) continue;
      seen.add(focused.name);
      if (focused.inChat && !focused.ring) withoutRing.push(focused.name);
    }
    expect([...seen].filter((n) => n.includes("[next]")).length).toBe(1);
    expect(withoutRing).toEqual([]);

    // Alt+R opens the report dialog (checked too), Esc goes back to the match, Alt+X stops.
    await a.keyboard.press("Alt+KeyR");
    await expect.poll(() => a.getByTestId("report-dialog").isVisible(), { timeout: 10_000 }).toBe(true);
    violations.push(...(await axeViolations(a, "report 1366x768")));
    await a.keyboard.press("Escape");
    await expect.poll(() => a.getByTestId("report-dialog").isVisible()).toBe(false);
    await expectStatus(a, "connected");
    await a.keyboard.press("Alt+KeyX");
    await expect.poll(() => a.locator("#video-chat").getAttribute("data-phase")).toBe("start");
    expect(violations).toEqual([]);
  }, 240_000);

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
