// The admin area and moderation in real browsers (issue 12 "Tests", browser): an administrator signs
// in with TOTP, watches the live figures move when two strangers meet, reviews a report made from a
// real chat and bans; the banned browser sees its ban screen and appeals; the administrator accepts
// and the visitor chats again. Along the way the real nsfwjs model runs in each chat's Web Worker on
// the fake camera (no blur); with the threshold at 0 the stranger's video is blurred and "Show
// anyway" unblurs it. One flow, one server, shared contexts (budget: issue 12).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_SCREENS } from "#app/features/admin/screens.ts";
import de from "#app/i18n/locales/de/index.ts";
import en from "#app/i18n/locales/en/index.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { currentTotp } from "#server/admin/second-factor/totp.ts";
import { expectStatus, pressStart } from "./chat-helpers.ts";
import { launchBrowser, newStranger, type RunningApp, type Stranger, startApp } from "./fixtures.ts";

const ADMIN = { email: "moderator@example.com", password: "admin pass phrase 42" };
const A = en.admin;
const M = en.moderation;
/** Longest wait for the on-device model to load in a chat's worker (see the first use). */
const MODEL_WAIT = 120_000;

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
    // The check's worker (and the model inside it) loads only after the first match: a visitor who
    // never meets anyone downloads none of it, so the page weight stays as it was.
    const checkFiles = (page: Page) =>
      page.evaluate(
        () => performance.getEntriesByType("resource").filter((e) => /nudity|\.wasm/.test(e.name)).length,
      );
    expect(await checkFiles(a)).toBe(0);
    await pressStart(a);
    await pressStart(b);
    await Promise.all([expectStatus(a, "connected"), expectStatus(b, "connected")]);
    await expect.poll(() => page.getByTestId("fig-in-match").textContent(), { timeout: 10_000 }).toBe("2");
    await expect.poll(() => page.getByTestId("fig-matches").textContent(), { timeout: 10_000 }).toBe("1");
    // The real model, in the worker, on the fake camera's picture: checked, never blurred.
    // The model loads in 1.5-2.6 s on a quiet box (bench/README.md) but took 50 s at a load average
    // of 27 here (eight sessions sharing two cores): the waits on it are long, never the checks.
    await expect.poll(() => inferences(a), { timeout: MODEL_WAIT, interval: 500 }).toBeGreaterThanOrEqual(2);
    expect(await checkFiles(a)).toBeGreaterThan(0);
    expect(await a.getByTestId("nudity-blur").count()).toBe(0);
    expect(
      await a.evaluate(() =>
        document.querySelector("[data-testid=remote-video]")?.getAttribute("data-nudity-blurred"),
      ),
    ).toBeNull();
  }, 240_000);

  it("reviews a report made from the chat and bans; the banned browser sees why and appeals", async () => {
    const page = admin.page;
    // A says something that looks like markup; B reports A from the chat's report dialog.
    const line = '<img src=x onerror="window.pwned=1"><b>you fool</b>';
    await a.getByTestId("chat-input").fill(line);
    await a.getByTestId("chat-input").press("Enter");
    await expect.poll(() => b.getByText("you fool", { exact: false }).count()).toBeGreaterThan(0);
    await b.getByTestId("report").click();
    await b.getByTestId("report-dialog").getByLabel(en.chat.report.reasons.harassment).check();
    await b.getByTestId("report-dialog").getByLabel(en.chat.report.details).fill("<b>kept</b> insulting me");
    await b.getByTestId("report-submit").click();
    await expectStatus(a, ["searching", "connecting", "pre-connecting"]);

    // The moderator reviews it (the item is about A) and bans with the keyboard: B, then confirm.
    await page.goto("/-priv/mda/safecontrol", { waitUntil: "networkidle" });
    const ident = await a.evaluate(() => localStorage.getItem("acaso:userLocalIdent"));
    await expect.poll(() => page.getByTestId("subject-ident").textContent()).toBe(ident);
    expect(await page.getByTestId("report-text").textContent()).toBe("harassment: <b>kept</b> insulting me");
    // The conversation's last lines, and the report, as text: never markup (issue 12).
    expect(await page.getByTestId("conversation").locator("li").last().textContent()).toContain(line);
    expect(
      await page.getByTestId("review-detail").locator("b, img:not([data-testid=capture-image])").count(),
    ).toBe(0);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
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
    await a.getByTestId("nudity-blur").waitFor({ timeout: MODEL_WAIT });
    expect(
      await a.evaluate(() =>
        document.querySelector("[data-testid=remote-video]")?.getAttribute("data-nudity-blurred"),
      ),
    ).toBe("true");
    // "Report" on the overlay opens the chat's report dialog (cancelled here: the blur stays).
    await a.getByTestId("nudity-blur").getByRole("button", { name: M.blur.report }).click();
    await a.getByTestId("report-dialog").waitFor();
    await a.getByTestId("report-dialog").getByRole("button", { name: en.chat.report.cancel }).click();
    expect(await a.getByTestId("nudity-blur").count()).toBe(1);
    await a.getByTestId("nudity-show").click();
    await expect.poll(() => a.getByTestId("nudity-blur").count()).toBe(0);
    expect(
      await a.evaluate(() =>
        document.querySelector("[data-testid=remote-video]")?.getAttribute("data-nudity-blurred"),
      ),
    ).toBeNull();

    // "Blur nudity" is on by default; turned off (the settings open between matches), C's next
    // match is neither checked nor blurred, and the choice is remembered on the device.
    await c.getByTestId("nudity-blur").waitFor({ timeout: MODEL_WAIT });
    await c.getByTestId("stop").click();
    await expect.poll(() => c.getByTestId("settings").isEnabled(), { timeout: 15_000 }).toBe(true);
    await c.getByTestId("settings").click();
    const setting = c.getByTestId("settings-dialog").getByTestId("blur-nudity");
    expect(await setting.isChecked()).toBe(true);
    await setting.uncheck();
    await c.getByTestId("settings-dialog").getByRole("button", { name: en.chat.settings.done }).click();
    expect(await c.evaluate(() => localStorage.getItem("acaso:blurNudity"))).toBe("off");
    const checked = await inferences(c);
    await pressStart(c);
    await Promise.all([expectStatus(a, "connected"), expectStatus(c, "connected")]);
    // A, still checking with the threshold at 0, blurs C again within seconds; C does not.
    await a.getByTestId("nudity-blur").waitFor({ timeout: MODEL_WAIT });
    expect(await c.getByTestId("nudity-blur").count()).toBe(0);
    expect(await inferences(c)).toBe(checked);
  }, 240_000);
  it("changes the capture settings on their screen, finds it in the audit screen by filter; every screen opens on a phone in German", async () => {
    const page = admin.page;
    await page.goto("/-priv/mda/safecontrol/config", { waitUntil: "networkidle" });
    const form = page.getByTestId("safe-config-form");
    await form
      .getByRole("group", { name: A.safeConfig.imgScreenAtChatStart })
      .getByLabel(A.safeConfig.enabled)
      .check();
    await form.getByRole("button", { name: A.common.save }).click();
    await page.getByText(A.safeConfig.saved).waitFor();
    const stored = await page.request.get(`${app.url}/api/admin/safecontrol/config`);
    expect((await stored.json()).config.media.imgScreenAtChatStart.enabled).toBe(true);

    await page.goto("/-priv/mda/audit", { waitUntil: "networkidle" });
    // The rows come from the API after hydration: once they are in, the filter form is live.
    await page.getByTestId("audit-row").first().waitFor();
    await page.getByTestId("audit-action").selectOption("safecontrol.config");
    await page.getByRole("button", { name: A.audit.apply }).click();
    await expect
      .poll(
        async () =>
          new Set(
            await page
              .getByTestId("audit-row")
              .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-action"))),
          ),
      )
      .toEqual(new Set(["safecontrol.config"]));
    // The screen's change, the API's nudity-check change: both there, by this administrator.
    expect(await page.getByTestId("audit-row").count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId("audit-row").first().textContent()).toContain(ADMIN.email);

    await page.setViewportSize({ width: 390, height: 844 });
    for (const screen of ADMIN_SCREENS) {
      const path = localizedPath(screen.page, "de", "en") ?? "";
      await page.goto(path, { waitUntil: "networkidle" });
      expect(new URL(page.url()).pathname, screen.page).toBe(path);
      // Its title in German (the stories preview is titled by its placement, not by its page).
      const title = de.site.pages[screen.page as keyof typeof de.site.pages]?.title;
      const h1 = await page.locator("h1").first().textContent();
      if (screen.page === "adminSdaStoriesPreview") expect(h1, screen.page).toBe(de.adminAds.stories.title);
      else expect(h1, screen.page).toBe(title);
      expect(await page.locator(".admin-error").count(), screen.page).toBe(0);
      // Nothing wider than the phone.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        screen.page,
      ).toBe(true);
    }
  }, 240_000);
});
