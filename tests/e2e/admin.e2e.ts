// The admin area and moderation in real browsers (issue 12 "Tests", browser): an administrator signs
// in with TOTP, watches the live figures move when two strangers meet, reviews a report made from a
// real chat and bans; the banned browser sees its ban screen and appeals; the administrator accepts
// and the visitor chats again. Along the way the real nsfwjs model runs in each chat's Web Worker on
// the fake camera (no blur); with the threshold at 0 the stranger's video is blurred and "Show
// anyway" unblurs it. One flow, one server, shared contexts (budget: issue 12).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "#app/i18n/locales/en/index.ts";
import { currentTotp } from "#server/admin/second-factor/totp.ts";
import { expectStatus, pressStart } from "./chat-helpers.ts";
import { launchBrowser, newStranger, type RunningApp, type Stranger, startApp } from "./fixtures.ts";

const ADMIN = { email: "moderator@example.com", password: "admin pass phrase 42" };
const A = en.admin;
const M = en.moderation;

describe("moderating in real browsers", () => {
  let app: RunningApp;
  let browser: Browser;
  let admin: Stranger;
  const open: Stranger[] = [];
  let secret = "";
  // The strangers of the flow, kept from one step to the next.
  let a: Page;
  let b: Page;

  async function visitor(): Promise<Page> {
    const stranger = await newStranger(browser, { baseURL: app.url });
    open.push(stranger);
    await stranger.page.goto("/chat", { waitUntil: "networkidle" });
    return stranger.page;
  }

  /** Number of on-device nudity checks the page has run (the worker reports each in the timeline). */
  const inferences = (page: Page) =>
    page.evaluate(() => performance.getEntriesByName("nudity-inference").length);

  beforeAll(async () => {
    app = await startApp({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEFAULT_LOCALE: "en",
      ALTCHA_COST: "1",
      ALTCHA_MAX_NUMBER: "50",
    });
    browser = await launchBrowser();
    admin = await newStranger(browser, {
      baseURL: app.url,
      camera: false,
      viewport: { width: 1366, height: 768 },
    });
  });
  afterAll(async () => {
    for (const stranger of open) await stranger.context.close().catch(() => undefined);
    await browser?.close();
    await app?.stop();
  });

  it("signs the administrator in with a TOTP code, enrolled from a QR code", async () => {
    const page = admin.page;
    await page.goto("/-priv/mda", { waitUntil: "networkidle" });
    expect(new URL(page.url()).pathname).toBe("/-priv/mda/login");
    await page.getByLabel(A.login.email).fill(ADMIN.email);
    await page.getByLabel(A.login.password).fill(ADMIN.password);
    await page.getByRole("button", { name: A.login.submit }).click();
    // First sign-in: no second factor yet, so the enrolment screen only.
    await page.waitForURL(/\/-priv\/mda\/security$/);
    expect(await page.getByTestId("admin-nav").count()).toBe(0);
    await page.getByTestId("enrol-start").click();
    await expect.poll(() => page.locator("img.admin-qr").count()).toBe(1);
    secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
    const enrolledAt = Date.now();
    await page.getByLabel(A.security.firstCode).fill(currentTotp(secret, enrolledAt));
    await page.getByRole("button", { name: A.security.confirm }).click();
    await expect.poll(() => page.getByTestId("recovery-codes").locator("li").count()).toBe(10);
    await page.getByTestId("enrolment-continue").click();
    await page.waitForURL(/\/-priv\/mda$/);

    // Again, as every later day: password, then a code (the next one; the first was spent).
    await page.getByTestId("admin-logout").click();
    await page.waitForURL(/\/-priv\/mda\/login$/);
    await page.getByLabel(A.login.email).fill(ADMIN.email);
    await page.getByLabel(A.login.password).fill(ADMIN.password);
    await page.getByRole("button", { name: A.login.submit }).click();
    await page.getByLabel(A.login.code).fill(currentTotp(secret, enrolledAt + 30_000));
    await page.getByRole("button", { name: A.login.verify }).click();
    await page.waitForURL(/\/-priv\/mda$/);
    expect(await page.getByTestId("admin-email").textContent()).toContain(ADMIN.email);
  });

  it("watches the live figures move when two strangers meet; the model checks the video on each device", async () => {
    const page = admin.page;
    await expect.poll(() => page.getByTestId("fig-in-match").textContent()).toBe("0");
    [a, b] = [await visitor(), await visitor()];
    await pressStart(a);
    await pressStart(b);
    await Promise.all([expectStatus(a, "connected"), expectStatus(b, "connected")]);
    await expect.poll(() => page.getByTestId("fig-in-match").textContent(), { timeout: 10_000 }).toBe("2");
    await expect.poll(() => page.getByTestId("fig-matches").textContent(), { timeout: 10_000 }).toBe("1");
    // The real model, in the worker, on the fake camera's picture: checked, never blurred.
    await expect.poll(() => inferences(a), { timeout: 30_000, interval: 500 }).toBeGreaterThanOrEqual(2);
    expect(await a.getByTestId("nudity-blur").count()).toBe(0);
    expect(
      await a.evaluate(() =>
        document.querySelector("[data-testid=remote-video]")?.getAttribute("data-nudity-blurred"),
      ),
    ).toBeNull();
  });

  it("reviews a report made from the chat and bans; the banned browser sees why and appeals", async () => {
    const page = admin.page;
    // B reports A from the chat's report dialog.
    await b.getByTestId("report").click();
    await b.getByTestId("report-dialog").getByLabel(en.chat.report.reasons.harassment).check();
    await b.getByTestId("report-dialog").getByLabel(en.chat.report.details).fill("kept insulting me");
    await b.getByTestId("report-submit").click();
    await expectStatus(a, ["searching", "connecting", "pre-connecting"]);

    // The moderator reviews it (the item is about A) and bans with the keyboard: B, then confirm.
    await page.goto("/-priv/mda/safecontrol", { waitUntil: "networkidle" });
    const ident = await a.evaluate(() => localStorage.getItem("acaso:userLocalIdent"));
    await expect.poll(() => page.getByTestId("subject-ident").textContent()).toBe(ident);
    expect(await page.getByTestId("report-text").textContent()).toBe("harassment: kept insulting me");
    await page.keyboard.press("b");
    await page.getByTestId("ban-confirm").click();
    await expect.poll(() => page.getByTestId("decision-done").textContent()).toBe(A.reviews.done.ban);

    // A's browser reloads into its ban screen, with the statement and the appeal form.
    await a.getByTestId("ban-screen").waitFor({ timeout: 10_000 });
    expect(await a.getByTestId("ban-reason").textContent()).toContain(M.reasons.harassment);
    await a.getByLabel(M.ban.appealLabel).fill("It was a misunderstanding, I apologise.");
    await a.getByTestId("appeal-submit").click();
    await a.getByTestId("appeal-pending").waitFor({ timeout: 15_000 });
  });

  it("accepts the appeal: the visitor chats again; with the threshold at 0 the stranger is blurred until 'Show anyway'", async () => {
    const page = admin.page;
    // The moderator accepts the appeal; A chats again (with someone new: the pair stays apart).
    await page.goto("/-priv/mda/safecontrol/appeals", { waitUntil: "networkidle" });
    expect(await page.getByTestId("appeal-text").first().textContent()).toBe(
      "It was a misunderstanding, I apologise.",
    );
    await page.getByTestId("appeal-accept").first().click();
    await expect.poll(() => page.getByTestId("appeal").count()).toBe(0);

    // The blur from here on: the threshold at 0 blurs any video.
    const saved = await page.request.put(`${app.url}/api/admin/safecontrol/nudity-check`, {
      data: { blurThreshold: 0, flagThreshold: 0.8 },
      headers: { origin: app.url },
    });
    expect(saved.status()).toBe(200);

    await a.reload({ waitUntil: "networkidle" });
    await expect.poll(() => a.getByTestId("appeal-outcome").getAttribute("data-outcome")).toBe("accepted");
    await b.getByTestId("stop").click();
    const c = await visitor();
    await pressStart(a);
    await pressStart(c);
    await Promise.all([expectStatus(a, "connected"), expectStatus(c, "connected")]);
    await a.getByTestId("nudity-blur").waitFor({ timeout: 30_000 });
    expect(
      await a.evaluate(() =>
        document.querySelector("[data-testid=remote-video]")?.getAttribute("data-nudity-blurred"),
      ),
    ).toBe("true");
    await a.getByTestId("nudity-show").click();
    await expect.poll(() => a.getByTestId("nudity-blur").count()).toBe(0);
    expect(
      await a.evaluate(() =>
        document.querySelector("[data-testid=remote-video]")?.getAttribute("data-nudity-blurred"),
      ),
    ).toBeNull();
  });
});
