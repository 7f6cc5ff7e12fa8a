// The video chat between real Chromium contexts with fake cameras (issue 4 "Checked by", browser).
import type { Browser, Page } from "playwright-core";
import { io as connect } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import en from "#app/i18n/locales/en/index.ts";
import { buildHandshakeQuery, generateIceKey } from "#common/protocol/index.ts";
import {
  expectDecoding,
  expectStatus,
  pressStart,
  recordPeerConnections,
  status,
  transportPolicies,
} from "./chat-helpers.ts";
import { launchBrowser, newStranger, type RunningApp, type Stranger, startApp } from "./fixtures.ts";

describe("video chat in real browsers", () => {
  let app: RunningApp;
  let browser: Browser;
  const open: Stranger[] = [];

  async function person(options: { camera?: boolean; path?: string } = {}): Promise<Stranger> {
    const stranger = await newStranger(browser, { baseURL: app.url, camera: options.camera ?? true });
    await stranger.context.addInitScript(recordPeerConnections);
    open.push(stranger);
    await stranger.page.goto(options.path ?? "/en/chat");
    return stranger;
  }

  const start = pressStart;

  async function pair(): Promise<[Page, Page]> {
    const [a, b] = await Promise.all([person(), person()]);
    await start(a.page);
    await start(b.page);
    await Promise.all([expectStatus(a.page, "connected"), expectStatus(b.page, "connected")]);
    return [a.page, b.page];
  }

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterEach(async () => {
    // Closing the contexts disconnects their sockets: the next test starts with an empty queue.
    await Promise.all(open.splice(0).map((s) => s.context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("pairs two people who press Start, and each decodes the other's video", async () => {
    const [first, second] = await Promise.all([person(), person()]);
    const [a, b] = [first.page, second.page];
    // "Hide my IP" is off by default (HIDE_IP_DEFAULT unset): direct candidates are allowed.
    await expect.poll(() => a.getByTestId("hide-ip").isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await a.getByTestId("hide-ip").isChecked()).toBe(false);
    await start(a);
    await start(b);
    await Promise.all([expectStatus(a, "connected"), expectStatus(b, "connected")]);
    await Promise.all([expectDecoding(a), expectDecoding(b)]);
    // The local preview is muted and inline (mobile autoplay rules).
    const local = a.getByTestId("local-video");
    expect(await local.evaluate((v: HTMLVideoElement) => v.muted && v.playsInline)).toBe(true);
    expect(await transportPolicies(a)).toEqual(["all"]);
  });

  it("delivers a typed message to the other side", async () => {
    const [a, b] = await pair();
    await a.getByTestId("chat-input").fill("hello from A");
    await a.getByTestId("chat-send").click();
    await expect
      .poll(() => b.getByTestId("chat-log").textContent(), { timeout: 10_000 })
      .toContain("hello from A");
    await b.getByTestId("chat-input").fill("hi A, B here");
    await b.getByTestId("chat-input").press("Enter");
    await expect
      .poll(() => a.getByTestId("chat-log").textContent(), { timeout: 10_000 })
      .toContain("hi A, B here");
    // Our own line is shown once, not echoed twice.
    const mine = await a.locator("[data-testid=chat-log] [data-from=me]").count();
    expect(mine).toBe(1);
  });

  it("Next (Esc) pairs one of them with a third person", async () => {
    const [a, b] = await pair();
    const c = await person();
    await start(c.page);
    await expectStatus(c.page, "searching");
    // C's search must reach the server before A leaves; otherwise A and B are the only ones waiting
    // and are rightly paired again (the recent-peer rule only applies while someone else waits).
    await expect.poll(() => c.page.locator("#video-chat").getAttribute("data-socket")).toBe("open");
    await new Promise((resolve) => setTimeout(resolve, 300));
    await a.keyboard.press("Escape");
    // The pair just split does not meet again while someone else waits: C gets one of them.
    await expectStatus(c.page, "connected");
    await expectDecoding(c.page);
    await expect
      .poll(async () => [await status(a), await status(b)].sort().join(","), { timeout: 20_000 })
      .toBe("connected,searching");
  });

  it("Stop ends matching: the stopped person is not paired again", async () => {
    const [a, b] = await pair();
    await a.getByTestId("stop").click();
    await expectStatus(a, "stoped");
    await expectStatus(b, "searching");
    const c = await person();
    await start(c.page);
    await expectStatus(c.page, "connected");
    await expectStatus(b, "connected");
    expect(await status(a)).toBe("stoped");
    // Start again after Stop: back to searching.
    await start(a);
    await expectStatus(a, "searching");
  });

  it("Report: Esc cancels back to the match; submitting separates the pair for good", async () => {
    const [a, b] = await pair();
    const dialog = a.getByTestId("report-dialog");
    const isOpen = () => dialog.evaluate((d: HTMLDialogElement) => d.open);
    await a.getByTestId("report").click();
    await expect.poll(isOpen).toBe(true);
    expect(await status(a)).toBe("reporting");
    expect(await dialog.getByRole("heading").textContent()).toBe("Report this person");
    // Esc inside the dialog cancels it; it does not mean "next person" there.
    await a.keyboard.press("Escape");
    await expect.poll(isOpen).toBe(false);
    await expectStatus(a, "connected");
    expect(await status(b)).toBe("connected");

    await a.getByTestId("report").click();
    await expect.poll(isOpen).toBe(true);
    await dialog.getByRole("radio").nth(1).check();
    await dialog.getByRole("textbox").fill("shown in the test");
    await a.getByTestId("report-submit").click();
    await expect.poll(isOpen).toBe(false);
    // Both search again, and the only two people waiting are never paired with each other again.
    await Promise.all([expectStatus(a, "searching"), expectStatus(b, "searching")]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect([await status(a), await status(b)]).toEqual(["searching", "searching"]);
  });

  it("Settings: a modal with the devices and interests, closed by Done or Esc", async () => {
    const { page } = await person();
    const dialog = page.getByTestId("settings-dialog");
    const isOpen = () => dialog.evaluate((d: HTMLDialogElement) => d.open);
    await expect.poll(() => page.getByTestId("settings").isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.getByTestId("settings").click();
    await expect.poll(isOpen).toBe(true);
    expect(await dialog.getByRole("heading").textContent()).toBe("Camera and microphone");
    expect(await dialog.getByRole("combobox").count()).toBe(2);
    await dialog.getByRole("textbox").fill("music, chess");
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect.poll(isOpen).toBe(false);
    await page.getByTestId("settings").click();
    await expect.poll(isOpen).toBe(true);
    expect(await dialog.getByRole("textbox").inputValue()).toBe("music, chess");
    await page.keyboard.press("Escape");
    await expect.poll(isOpen).toBe(false);
  });

  it("explains how to allow a denied camera", async () => {
    // Also the localized random-video-chat path (spec §2.2).
    const denied = await person({ camera: false, path: "/en/app/random-video-chat" });
    const help = denied.page.getByTestId("camera-denied");
    await expect.poll(() => help.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await help.textContent()).toMatch(/Camera and microphone are blocked/);
    expect(await help.getAttribute("role")).toBe("alert");
    expect(await denied.page.getByTestId("start").isDisabled()).toBe(true);
  });

  it("pairs a text-only person with a camera user and both can chat", async () => {
    const textOnly = await person({ camera: false });
    await textOnly.page.getByTestId("continue-text-only").click();
    await expect.poll(() => textOnly.page.getByTestId("text-only").isVisible()).toBe(true);
    const camera = await person();
    await start(textOnly.page);
    await start(camera.page);
    await Promise.all([expectStatus(textOnly.page, "connected"), expectStatus(camera.page, "connected")]);
    // Spec §4.6: no peer connection for a peer without a camera; the camera user sees a placeholder.
    await expect.poll(() => camera.page.getByTestId("peer-placeholder").isVisible()).toBe(true);
    const peers = await camera.page.evaluate(
      () => (window as unknown as { __peers: RTCPeerConnection[] }).__peers.length,
    );
    expect(peers).toBe(0);
    await textOnly.page.getByTestId("chat-input").fill("no camera here");
    await textOnly.page.getByTestId("chat-send").click();
    await expect
      .poll(() => camera.page.getByTestId("chat-log").textContent(), { timeout: 10_000 })
      .toContain("no camera here");
    await camera.page.getByTestId("chat-input").fill("I can read you");
    await camera.page.getByTestId("chat-send").click();
    await expect
      .poll(() => textOnly.page.getByTestId("chat-log").textContent(), { timeout: 10_000 })
      .toContain("I can read you");
  });

  it("says how long the server refuses this network after repeated abuse, then searches (decision 060)", async () => {
    // Its own server: the cool-off applies to the address, and everything here is 127.0.0.1.
    const own = await startApp();
    try {
      const stranger = await newStranger(browser, { baseURL: own.url, camera: true });
      open.push(stranger);
      const { page } = stranger;
      await page.goto("/en/chat");
      await expect.poll(() => page.getByTestId("start").isEnabled(), { timeout: 15_000 }).toBe(true);
      // Three sockets from this address flood until the server cuts them off: a 5 s cool-off.
      for (let i = 0; i < 3; i++) {
        const socket = connect(own.url, {
          path: "/socket.io",
          transports: ["websocket"],
          forceNew: true,
          reconnection: false,
          query: buildHandshakeQuery({ ident: `flood-${i}`, cameraEnabled: true }, generateIceKey()),
        });
        await new Promise<void>((resolve, reject) => {
          socket.once("connect", () => resolve());
          socket.once("connect_error", reject);
        });
        const gone = new Promise((resolve) => socket.once("disconnect", resolve));
        for (let n = 0; n < 300; n++) socket.emit("getOnlineCount", {}, () => {});
        await gone;
      }
      await page.getByTestId("start").click();
      const words = en.chat.status.coolingOff.split("{{seconds}}")[0] as string;
      await expect
        .poll(() => page.getByTestId("status").textContent(), { timeout: 10_000, interval: 100 })
        .toMatch(new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[1-5] s`));
      // For a person to look at: the message on a desktop and a phone.
      const desktop = page.viewportSize();
      await page.screenshot({
        path: `test-results/video-chat/cooling-off-${desktop?.width}x${desktop?.height}.png`,
      });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: "test-results/video-chat/cooling-off-390x844.png" });
      // When it is over, the page connects by itself and searches (no other person: it keeps searching).
      await expect
        .poll(() => page.getByTestId("status").textContent(), { timeout: 15_000, interval: 200 })
        .toBe(en.chat.status.searching);
      expect(await status(page)).toBe("searching");
    } finally {
      await own.stop();
    }
  });
});
