// Rewards in real browsers (issue 13 "Rewards", browser): an administrator sets the rewards in the
// admin area (a short minimum watch time for the test); a logged-in person watches the rewarded
// video in our own player from the chat's settings and the account is credited; the credits buy a
// German partner filter, and that person is paired with the German speaker although an English
// speaker (their own page language) was waiting first. Loopback only (tests/e2e/run.ts).
import { mkdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import de from "#app/i18n/locales/de/index.ts";
import en from "#app/i18n/locales/en/index.ts";
import { mailedVerificationPath } from "../helpers/signup-mail.ts";
import { expectStatus } from "./chat-helpers.ts";
import { launchBrowser, newStranger, type RunningApp, type Stranger, startApp } from "./fixtures.ts";

const ADMIN = { email: "rewards.admin@example.com", password: "admin pass phrase 42" };
const SHOTS = "/tmp/rewards-shots";
const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

/**
 * Signs a new account up in this browser context (its cookie jar) through the accounts API, and
 * signs it in with the link of the sign-up mail (decision 046: sign-up itself starts no session).
 */
async function signUp(page: Page, app: RunningApp, email: string): Promise<void> {
  const challenge = await (await page.request.get("/api/auth/altcha/challenge")).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("altcha not solved");
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  const origin = new URL(page.url() === "about:blank" ? "http://x" : page.url()).origin;
  const res = await page.request.post("/api/auth/signup", {
    data: { email, password: "a good long password 42", altcha },
    headers: origin === "http://x" ? {} : { origin },
  });
  if (res.status() !== 200) throw new Error(`signup ${res.status()}: ${await res.text()}`);
  const link = await mailedVerificationPath(app.dataDir, email);
  const opened = await page.request.get(link, { maxRedirects: 0 });
  if (opened.status() !== 303) throw new Error(`verification link ${opened.status()}`);
}

/** Opens the chat page and waits until Start can be pressed (camera ready). */
async function openChat(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
  await expect.poll(() => page.getByTestId("start").isEnabled(), { timeout: 15_000 }).toBe(true);
}

describe("rewarded views and the partner filter in real browsers", () => {
  let app: RunningApp;
  let browser: Browser;
  const open: Stranger[] = [];
  let filtering: Page;
  let adminPage: Page;
  // A loopback stand-in for an ad network's ad server (the VAST test), started before the app so its
  // origin can be listed in REWARDS_MEDIA_ORIGINS (the CSP).
  let network: Server;
  let base = "";
  const hits: string[] = [];

  async function person(options: { viewport?: { width: number; height: number } } = {}): Promise<Page> {
    const stranger = await newStranger(browser, { baseURL: app.url, ...options });
    open.push(stranger);
    return stranger.page;
  }

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const media = readFileSync(path.join(import.meta.dirname, "../fixtures/videos/tiny.webm"));
    // A loopback stand-in for an ad network's ad server: a wrapper, the inline ad, the media file
    // and the tracking pixels, each request recorded.
    network = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      hits.push(url.pathname);
      res.setHeader("Access-Control-Allow-Origin", "*");
      if (url.pathname === "/wrapper.xml") {
        res.setHeader("Content-Type", "application/xml");
        res.end(`<?xml version="1.0"?><VAST version="4.1"><Ad id="w"><Wrapper>
            <Impression><![CDATA[${base}/px/wrapper-impression]]></Impression>
            <VASTAdTagURI><![CDATA[${base}/inline.xml]]></VASTAdTagURI>
            <Creatives><Creative><Linear><TrackingEvents>
              <Tracking event="complete"><![CDATA[${base}/px/wrapper-complete]]></Tracking>
            </TrackingEvents></Linear></Creative></Creatives></Wrapper></Ad></VAST>`);
      } else if (url.pathname === "/inline.xml") {
        res.setHeader("Content-Type", "application/xml");
        res.end(`<?xml version="1.0"?><VAST version="4.1"><Ad id="a"><InLine>
            <AdSystem>loopback</AdSystem><AdTitle>test</AdTitle>
            <Impression><![CDATA[${base}/px/impression]]></Impression>
            <Creatives><Creative><Linear><Duration>00:00:01</Duration>
              <TrackingEvents>
                <Tracking event="start"><![CDATA[${base}/px/start]]></Tracking>
                <Tracking event="complete"><![CDATA[${base}/px/complete]]></Tracking>
              </TrackingEvents>
              <MediaFiles>
                <MediaFile delivery="streaming" type="application/x-mpegURL" width="320" height="180"><![CDATA[${base}/never.m3u8]]></MediaFile>
                <MediaFile delivery="progressive" type="video/webm" width="320" height="180"><![CDATA[${base}/ad.webm]]></MediaFile>
              </MediaFiles></Linear></Creative></Creatives></InLine></Ad></VAST>`);
      } else if (url.pathname === "/ad.webm") {
        res.setHeader("Content-Type", "video/webm");
        res.end(media);
      } else {
        res.setHeader("Content-Type", "image/gif");
        res.end(Buffer.from("R0lGODlhAQABAAAAACw=", "base64"));
      }
    });
    await new Promise<void>((resolve) => network.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(network.address() as { port: number }).port}`;
    app = await startApp({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_REQUIRE_2FA: "false",
      DEFAULT_LOCALE: "en",
      ALTCHA_COST: "1",
      ALTCHA_MAX_NUMBER: "50",
      REWARDS_MEDIA_ORIGINS: base,
      // Decision 048: the server learns countries from a (loopback, trusted) proxy's header, so the
      // chat offers a country besides the language.
      COUNTRY_HEADER: "cf-ipcountry",
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const stranger of open) await stranger.context.close().catch(() => undefined);
    await browser?.close();
    await app?.stop();
    network?.close();
  });

  it("lets the administrator set the rewards at /-priv/mda/rewardcontrol/config", async () => {
    const page = await person({ viewport: { width: 1366, height: 800 } });
    adminPage = page;
    await page.goto("/-priv/mda/login", { waitUntil: "networkidle" });
    await page.getByLabel(en.admin.login.email).fill(ADMIN.email);
    await page.getByLabel(en.admin.login.password).fill(ADMIN.password);
    await page.getByRole("button", { name: en.admin.login.submit }).click();
    await page.waitForURL(/\/-priv\/mda$/);
    // The screen is in the navigation now (no longer "not configured").
    await page
      .getByTestId("admin-nav")
      .getByRole("link", { name: en.site.pages.adminRewardConfig.title })
      .click();
    await page.waitForURL(/\/-priv\/mda\/rewardcontrol\/config$/);
    const form = page.getByTestId("reward-config-form");
    await expect.poll(() => form.isVisible()).toBe(true);
    const R = en.adminRewards;
    expect(await form.getByLabel(R.minWatchSeconds).inputValue()).toBe("15");

    // A bad value is refused with the field named; nothing is saved.
    await form.getByLabel(R.minWatchSeconds).fill("0");
    await form.getByRole("button", { name: en.admin.common.save }).click();
    await expect.poll(() => page.getByTestId("admin-error").textContent()).toContain("minWatchSeconds");

    await form.getByLabel(R.minWatchSeconds).fill("3");
    await form.getByLabel(R.creditsPerView).fill("2");
    await form.getByLabel(R.cooldownSeconds).fill("0");
    await form.getByRole("button", { name: en.admin.common.save }).click();
    await expect.poll(() => page.getByTestId("reward-config-saved").isVisible()).toBe(true);
    await page.reload({ waitUntil: "networkidle" });
    expect(await page.getByTestId("reward-config-form").getByLabel(R.minWatchSeconds).inputValue()).toBe("3");

    // The change is in the audit trail.
    const audit = await (await page.request.get("/api/admin/audit?action=rewards.config")).json();
    expect(audit.entries[0]).toMatchObject({
      action: "rewards.config",
      target: { type: "settings", id: "rewards" },
    });
    expect(audit.entries[0].after.minWatchSeconds).toBe(3);

    // The house video is uploaded here (sniffed, capped, stored); the player below plays this file.
    const upload = page.getByTestId("house-video-form");
    expect(await upload.getByTestId("house-video-current").textContent()).toContain(R.currentDefault);
    await upload
      .getByTestId("house-video-file")
      .setInputFiles(path.join(import.meta.dirname, "../fixtures/videos/tiny.webm"));
    await upload.getByTestId("house-video-upload").click();
    await expect.poll(() => page.getByTestId("house-video-done").isVisible()).toBe(true);
    await expect
      .poll(() => upload.getByTestId("house-video-current").textContent())
      .toContain(R.currentUpload.split(" (")[0] as string);
    const uploadAudit = await (await page.request.get("/api/admin/audit?action=rewards.houseVideo")).json();
    expect(uploadAudit.entries[0].after.file).toMatchObject({ type: "video/webm" });
    const served = await page.request.get("/api/rewards/house-video");
    expect(Buffer.from(await served.body())).toEqual(
      readFileSync(path.join(import.meta.dirname, "../fixtures/videos/tiny.webm")),
    );

    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${SHOTS}/admin-rewards-${size.name}.png`, fullPage: true });
    }
  });

  it("invites an anonymous visitor to log in, in the page's language", async () => {
    const page = await person({ viewport: { width: 390, height: 844 } });
    await openChat(page, "/de/chat");
    await page.getByTestId("settings").click();
    const panel = page.getByTestId("rewards-panel");
    await expect.poll(() => panel.textContent()).toContain(de.rewards.loginNeeded);
    expect(await panel.getByTestId("rewards-watch").count()).toBe(0);
    const login = panel.getByRole("link", { name: de.rewards.login });
    expect(new URL((await login.getAttribute("href")) ?? "", app.url).pathname).toMatch(/^\/de\//);
    await panel.scrollIntoViewIfNeeded();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${SHOTS}/chat-rewards-anonymous-de-${size.name}.png` });
    }
  });

  it("credits a logged-in person who watched the rewarded video to the minimum", async () => {
    filtering = await person({ viewport: { width: 390, height: 844 } });
    await filtering.goto("/", { waitUntil: "networkidle" });
    await signUp(filtering, app, `watcher-${Date.now()}@example.com`);
    await openChat(filtering, "/chat");
    await filtering.getByTestId("settings").click();
    const panel = filtering.getByTestId("rewards-panel");
    await expect.poll(() => panel.getByTestId("rewards-balance").getAttribute("data-value")).toBe("0");
    await panel.getByTestId("rewards-watch").click();
    const player = panel.getByTestId("reward-player");
    await expect.poll(() => player.getAttribute("data-phase")).toBe("playing");
    // The house video really plays (frames decoded), muted, in our own player.
    await expect
      .poll(() =>
        filtering.evaluate(() => {
          const video = document.querySelector<HTMLVideoElement>("[data-testid=reward-video]");
          return video ? video.currentTime > 0 && !video.paused && video.videoWidth > 0 : false;
        }),
      )
      .toBe(true);
    for (const size of SIZES) {
      await filtering.setViewportSize(size);
      await filtering.screenshot({ path: `${SHOTS}/chat-rewards-player-${size.name}.png` });
    }
    await expect.poll(() => player.getAttribute("data-phase"), { timeout: 10_000 }).toBe("credited");
    expect(await player.getByTestId("reward-player-status").textContent()).toBe(
      en.rewards.player.credited.replace("{{count}}", "2"),
    );
    await player.getByTestId("reward-player-close").click();
    await expect.poll(() => panel.getByTestId("rewards-balance").getAttribute("data-value")).toBe("2");
    const status = await (await filtering.request.get("/api/rewards/status")).json();
    expect(status).toMatchObject({ balance: 2, viewsToday: 1 });
  });

  it("buys a German filter and is paired with the German speaker though an English speaker waited first", async () => {
    const panel = filtering.getByTestId("rewards-panel");
    // COUNTRY_HEADER is set: a country may be chosen too (here: any country).
    expect(await panel.getByTestId("rewards-country").locator("option").count()).toBeGreaterThan(5);
    await panel.getByTestId("rewards-lang").selectOption("de");
    await panel.getByTestId("rewards-credits").selectOption("2");
    await panel.getByTestId("rewards-buy").click();
    await expect.poll(() => panel.getByTestId("rewards-filter").getAttribute("data-lang")).toBe("de");
    expect(await panel.getByTestId("rewards-balance").getAttribute("data-value")).toBe("0");
    expect(await panel.getByTestId("rewards-filter").textContent()).toContain("10 min");
    for (const size of SIZES) {
      await filtering.setViewportSize(size);
      await filtering.screenshot({ path: `${SHOTS}/chat-rewards-filter-${size.name}.png` });
    }
    await filtering
      .getByTestId("settings-dialog")
      .getByRole("button", { name: en.chat.settings.done })
      .click();

    const english = await person();
    const german = await person();
    await openChat(english, "/chat");
    await openChat(german, "/de/chat");
    // English first, German second, then the filtering person (page in English) within the few
    // seconds before the language rule widens.
    await english.getByTestId("start").click();
    await expectStatus(english, "searching");
    await german.getByTestId("start").click();
    await expectStatus(german, "searching");
    await filtering.getByTestId("start").click();
    await Promise.all([expectStatus(filtering, "connected"), expectStatus(german, "connected")]);
    expect(await english.getByTestId("status").getAttribute("data-status")).toBe("searching");
    // The filter in force and the balance show on the chat screen itself, not only in its settings.
    const badge = filtering.getByTestId("filter-badge");
    await expect.poll(() => badge.getAttribute("data-filter-active"), { timeout: 10_000 }).toBe("true");
    expect(await badge.textContent()).toMatch(/^German · (9|10) min · 0 credits$/);
    for (const size of SIZES) {
      await filtering.setViewportSize(size);
      expect(await badge.isVisible()).toBe(true);
      await filtering.screenshot({ path: `${SHOTS}/chat-filter-badge-${size.name}.png` });
    }
    // Someone who never bought one sees no filter.
    expect(await english.getByTestId("filter-badge").count()).toBe(0);
  });

  it("plays a network's VAST ad (through a wrapper), fires its pixels and credits at complete", async () => {
    try {
      const current = await (await adminPage.request.get("/api/admin/rewardcontrol/config")).json();
      const saved = await adminPage.request.put("/api/admin/rewardcontrol/config", {
        data: { ...current.config, source: "vast", vastTagUrl: `${base}/wrapper.xml`, minWatchSeconds: 2 },
        headers: { origin: app.url },
      });
      expect(saved.status()).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100)); // every node's copy is at most 1 s old

      // The same person, in a fresh tab (the last one is in a chat).
      const context = filtering.context();
      await filtering.close();
      filtering = await context.newPage();
      await openChat(filtering, "/chat");
      await filtering.getByTestId("settings").click();
      const panel = filtering.getByTestId("rewards-panel");
      await expect.poll(() => panel.getByTestId("rewards-balance").isVisible()).toBe(true);
      const before = Number(await panel.getByTestId("rewards-balance").getAttribute("data-value"));
      await panel.getByTestId("rewards-watch").click();
      const player = panel.getByTestId("reward-player");
      await expect
        .poll(() => filtering.getByTestId("reward-video").getAttribute("src"))
        .toBe(`${base}/ad.webm`);
      await expect.poll(() => player.getAttribute("data-phase"), { timeout: 10_000 }).toBe("credited");
      await expect
        .poll(() => hits.filter((hit) => hit.startsWith("/px/")).sort())
        .toEqual([
          "/px/complete",
          "/px/impression",
          "/px/start",
          "/px/wrapper-complete",
          "/px/wrapper-impression",
        ]);
      expect(hits).toContain("/ad.webm");
      expect(hits).not.toContain("/never.m3u8");
      await player.getByTestId("reward-player-close").click();
      await expect
        .poll(() => panel.getByTestId("rewards-balance").getAttribute("data-value"))
        .toBe(String(before + 2));
    } finally {
      hits.length = 0;
    }
  });
});
