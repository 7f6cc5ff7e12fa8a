// Ads in real browsers with no network (issue 13 "Tests", browser): every network's script is a
// loopback fake implementing its documented global API (tests/e2e/ads-fakes.ts). An administrator
// fills the slots through the admin API; visitors see the right ad in each placement, the frequency
// rule and its fallback, the searching ad every N matches with status searching-sda, nothing
// third-party after refusing consent, and a page that does not wait for a hanging network.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import de from "#app/i18n/locales/de/index.ts";
import en from "#app/i18n/locales/en/index.ts";
import es from "#app/i18n/locales/es/index.ts";
import fr from "#app/i18n/locales/fr/index.ts";
import it_ from "#app/i18n/locales/it/index.ts";
import pt from "#app/i18n/locales/pt/index.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { LOCALES } from "#common/locales.ts";
import { Client } from "#server/auth/test-server.ts";
import { tinyPngBytes } from "#server/media/fixtures.ts";
import { type AdFakes, startAdFakes } from "./ads-fakes.ts";
import { expectStatus, pressStart } from "./chat-helpers.ts";
import { launchBrowser, newStranger, type RunningApp, type Stranger, startApp } from "./fixtures.ts";

const ADMIN = { email: "ads.admin@example.com", password: "ads admin pass phrase 42" };

describe("ads in real browsers", () => {
  let app: RunningApp;
  let fakes: AdFakes;
  let browser: Browser;
  let admin: Client;
  const ids: Record<string, string> = {};
  const contexts: BrowserContext[] = [];
  const cspViolations: string[] = [];

  async function visitor(
    options: { consent?: "accept" | "reject" | null; camera?: boolean } = {},
  ): Promise<Page> {
    const stranger: Stranger = await newStranger(browser, {
      baseURL: app.url,
      camera: options.camera ?? false,
      viewport: { width: 1366, height: 800 },
      consent: options.consent ?? "ask",
    });
    contexts.push(stranger.context);
    // Every page of this suite runs under the strict CSP (issue 17): the fakes must need nothing more.
    stranger.page.on("console", (message) => {
      if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    return stranger.page;
  }

  async function create(item: Record<string, unknown>): Promise<string> {
    const res = await admin.request("POST", "/api/admin/sda/items", {
      item: { enabled: true, typeSda: "rennab", ...item },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return res.json.item.id as string;
  }

  const fakeAd = (page: Page, placement: string) =>
    page.getByTestId(`sda-slot-${placement}`).locator("[data-fake-ad]").first();

  beforeAll(async () => {
    fakes = await startAdFakes();
    app = await startApp({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_REQUIRE_2FA: "false",
      DEFAULT_LOCALE: "en",
    });
    browser = await launchBrowser();
    admin = new Client(app.url);
    const login = await admin.post("/api/admin/session/login", ADMIN);
    expect(login.status, JSON.stringify(login.json)).toBe(200);
    const upload = await admin.request("POST", "/api/admin/sda/house-image", tinyPngBytes(), {
      "content-type": "image/png",
    });
    expect(upload.status).toBe(200);
    ids.adcash = await create({
      placement: "belowStartButton",
      platform: "adycash",
      config: { zoneId: "111", urlLib: `${fakes.url}/aclib.js` },
    });
    ids.houseBelow = await create({
      placement: "belowStartButton",
      platform: "house",
      config: {
        src: upload.json.src,
        href: "https://example.com/promo",
        alt: "Our promo",
        width: 468,
        height: 60,
      },
    });
    ids.exo = await create({
      placement: "aboveStartButton",
      platform: "exoclic",
      config: {
        zoneId: "222",
        key: "eas6a97888e2",
        urlLib: `${fakes.url}/ad-provider.js`,
        width: 468,
        height: 60,
      },
    });
    ids.adsterra = await create({
      placement: "betweenStories",
      platform: "sdaterra",
      config: { key: "k333", urlLib: `${fakes.url}/sdaterra/invoke.js`, width: 300, height: 250 },
    });
    ids.ts = await create({
      placement: "betweenStoriesSocialExternal18",
      platform: "starstraffic",
      config: { zoneId: "444", urlLib: `${fakes.url}/bi.js`, width: 468, height: 60 },
    });
    ids.searching = await create({
      placement: "chatSearching",
      platform: "house",
      config: {
        src: upload.json.src,
        href: "https://example.com/search",
        alt: "Searching promo",
        width: 468,
        height: 60,
      },
    });
    const settings = await admin.request("PUT", "/api/admin/sda/settings", {
      settings: {
        enabled: true,
        frequency: { enabled: true, minTimeSameAdsByUser: 3600 },
        chat: { searching: { limit: 5, minIntervalMatches: 1, minIntervalTime: 0 } },
      },
    });
    expect(settings.status).toBe(200);
    // In force within a second on every node (here: one).
    await new Promise((r) => setTimeout(r, 1100));
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await app?.stop();
    await fakes?.close();
  });

  it("asks for consent first: nothing third-party loads until the visitor accepts", async () => {
    const page = await visitor();
    const before = fakes.total();
    await page.goto("/", { waitUntil: "networkidle" });
    await expect.poll(() => page.getByTestId("consent-dialog").isVisible()).toBe(true);
    await page.waitForTimeout(500);
    expect(fakes.total()).toBe(before);
    await page.getByTestId("consent-accept").click();
    await expect
      .poll(() => fakeAd(page, "aboveStartButton").getAttribute("data-zone"), { timeout: 10_000 })
      .toBe("222");
    await expect.poll(() => page.getByTestId("consent-dialog").count()).toBe(0);
    // Remembered: the next page asks nothing.
    await page.reload({ waitUntil: "load" });
    expect(await page.getByTestId("consent-dialog").count()).toBe(0);
  });

  it("shows the right ad in each start-button placement, frequency rule and its fallback, no layout shift", async () => {
    const page = await visitor({ consent: "accept" });
    await page.addInitScript(() => {
      type Shift = { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> };
      const w = window as unknown as { __cls: number; __adShifts: string[]; __shifts: string[] };
      w.__cls = 0;
      w.__adShifts = [];
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[]) {
          if (entry.hadRecentInput) continue;
          w.__cls += entry.value;
          for (const source of entry.sources ?? []) {
            const element = source.node instanceof Element ? source.node : source.node?.parentElement;
            const name = element
              ? `${element.tagName}.${element.className} ${entry.value}`
              : `? ${entry.value}`;
            w.__shifts.push(name);
            if (element?.closest('[data-testid^="sda-"]')) w.__adShifts.push(name);
          }
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/", { waitUntil: "load" });
    await expect
      .poll(() => fakeAd(page, "aboveStartButton").getAttribute("data-zone"), { timeout: 10_000 })
      .toBe("222");
    await expect
      .poll(() => fakeAd(page, "belowStartButton").getAttribute("data-zone"), { timeout: 10_000 })
      .toBe("111");
    // No element of an ad slot moves, and the page's total stays far under Lighthouse's "good" 0.1
    // (loaded CI boxes measured 0.0004 and 0.0012 from elsewhere on the page; the message lists what
    // moved). An ad box that did not hold its size would move the start button by ≈ 0.1.
    const shifts = await page.evaluate(() => {
      const w = window as unknown as { __cls: number; __adShifts: string[]; __shifts: string[] };
      return { cls: w.__cls, adShifts: w.__adShifts, all: w.__shifts };
    });
    expect(shifts.adShifts).toEqual([]);
    expect(shifts.cls, shifts.all.join("; ")).toBeLessThan(0.01);

    // Seen a moment ago: the next page shows the other ad of the placement (the house banner)...
    await page.goto("/", { waitUntil: "load" });
    await expect
      .poll(() => page.getByTestId("sda-slot-belowStartButton").getAttribute("data-sda-id"), {
        timeout: 10_000,
      })
      .toBe(ids.houseBelow);
    await expect
      .poll(() => page.getByTestId("sda-house").locator("img").getAttribute("alt"))
      .toBe("Our promo");
    // ...and once both were seen, the first anyway.
    await page.goto("/", { waitUntil: "load" });
    await expect
      .poll(() => page.getByTestId("sda-slot-belowStartButton").getAttribute("data-sda-id"), {
        timeout: 10_000,
      })
      .toBe(ids.adcash);
    await expect
      .poll(() => fakeAd(page, "belowStartButton").getAttribute("data-zone"), { timeout: 10_000 })
      .toBe("111");

    // Client-side navigation (hydrated pages; the home itself is a full page load, decision 050):
    // from the chat page to the home and back, the slot is served again, the library loaded once.
    await page.goto("/chat", { waitUntil: "load" });
    await expect
      .poll(() => fakeAd(page, "aboveStartButton").getAttribute("data-zone"), { timeout: 10_000 })
      .toBe("222");
    // Both slots drawn (the Adcash library, if its ad won, requested) before counting.
    await expect
      .poll(
        async () => {
          const id = await page.getByTestId("sda-slot-belowStartButton").getAttribute("data-sda-id");
          if (id === ids.adcash) return (await fakeAd(page, "belowStartButton").count()) > 0;
          return id === ids.houseBelow;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const aclibLoads = fakes.requests.get("/aclib.js") ?? 0;
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.locator("header .brand").click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect
      .poll(() => page.getByTestId("sda-slot-aboveStartButton").locator("[data-fake-ad]").count(), {
        timeout: 10_000,
      })
      .toBe(1);
    await page.goBack();
    await page.waitForURL(/\/chat$/);
    await expect
      .poll(() => page.getByTestId("sda-slot-aboveStartButton").locator("[data-fake-ad]").count(), {
        timeout: 10_000,
      })
      .toBe(1);
    expect(documents).toEqual([]);
    expect(await page.locator('script[src$="/ad-provider.js"]').count()).toBe(1);
    expect(fakes.requests.get("/aclib.js") ?? 0).toBe(aclibLoads);
    await page.goto("/", { waitUntil: "load" });
    await page.screenshot({ path: "/tmp/ads-home-1366.png", fullPage: false });
  });

  it("draws Adsterra in its own sandboxed frame and TrafficStars from its tag, once per session", async () => {
    const page = await visitor({ consent: "accept" });
    await page.context().request.post(`${app.url}/api/admin/session/login`, {
      data: ADMIN,
      headers: { origin: app.url },
    });
    await page.goto("/-priv/mda/sdamanager/stories", { waitUntil: "load" });
    const frame = page.getByTestId("sda-slot-betweenStories").locator("iframe");
    await expect
      .poll(() => frame.getAttribute("sandbox"), { timeout: 10_000 })
      .toBe("allow-scripts allow-popups allow-popups-to-escape-sandbox");
    await expect
      .poll(() => frame.contentFrame().locator("[data-fake-ad]").getAttribute("data-zone"), {
        timeout: 10_000,
      })
      .toBe("k333");
    await expect
      .poll(() => fakeAd(page, "betweenStoriesSocialExternal18").getAttribute("data-zone"), {
        timeout: 10_000,
      })
      .toBe("444");
    // Once per session (and the 60-minute gate): not again on the next page.
    await page.reload({ waitUntil: "load" });
    await page.waitForTimeout(1500);
    expect(await page.getByTestId("sda-slot-betweenStories").count()).toBe(0);
  });

  it("shows the searching ad every N matches with status searching-sda, and never holds the search", async () => {
    const page = await visitor({ consent: "accept", camera: true });
    await page.goto("/chat", { waitUntil: "load" });
    await pressStart(page);
    await expectStatus(page, "searching");
    // Match 1 ≤ minIntervalMatches (1): nothing.
    await page.waitForTimeout(1500);
    expect(await page.getByTestId("sda-slot-chatSearching").count()).toBe(0);
    await page.getByTestId("stop").click();
    await expectStatus(page, "stoped");
    await pressStart(page);
    // Match 2: the house ad of the searching screen, and the chat says searching-sda.
    await expect
      .poll(() => page.getByTestId("sda-slot-chatSearching").getAttribute("data-sda-id"), { timeout: 10_000 })
      .toBe(ids.searching);
    await expectStatus(page, "searching-sda");
    await page.screenshot({ path: "/tmp/ads-searching-1366.png" });
  });

  it("with consent refused: only house banners, no third-party script requested", async () => {
    const page = await visitor();
    // Hydrated (the buttons answer) once the page's scripts have run.
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByTestId("consent-reject").click();
    await expect.poll(() => page.getByTestId("consent-dialog").count()).toBe(0);
    const before = fakes.total();
    await page.reload({ waitUntil: "load" });
    await expect
      .poll(() => page.getByTestId("sda-slot-belowStartButton").getAttribute("data-sda-id"), {
        timeout: 10_000,
      })
      .toBe(ids.houseBelow);
    await page.waitForTimeout(1500);
    expect(await page.getByTestId("sda-slot-aboveStartButton").count()).toBe(0);
    expect(await page.locator("script[data-sda-lib]").count()).toBe(0);
    expect(fakes.total()).toBe(before);
    // Changeable from the footer.
    await page.waitForLoadState("networkidle");
    await page.getByTestId("consent-footer").click();
    await expect.poll(() => page.getByTestId("consent-ads").isVisible()).toBe(true);
    await page.getByTestId("consent-ads").check();
    await page.getByTestId("consent-save").click();
    await expect
      .poll(() => fakeAd(page, "aboveStartButton").getAttribute("data-zone"), { timeout: 10_000 })
      .toBe("222");
  });

  // Decision 050: the home is served without React; its island script runs the dialog and the slots.
  it("serves the home without React in every language: the island's consent dialog and ad slots work", async () => {
    const catalogues = { pt, es, en, de, fr, it: it_ };
    for (const lang of LOCALES) {
      const page = await visitor();
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      const home = localizedPath("home", lang, "en") ?? "/";
      await page.goto(home, { waitUntil: "load" });
      const dialog = page.getByTestId("consent-dialog");
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.locator("h2").textContent()).toBe(catalogues[lang].ads.consent.title);
      // Choose: only ads, no analytics.
      await page.getByTestId("consent-choose").click();
      await expect.poll(() => page.getByTestId("consent-ads").isVisible()).toBe(true);
      await page.getByTestId("consent-ads").check();
      await page.getByTestId("consent-save").click();
      await expect.poll(() => dialog.count()).toBe(0);
      await expect
        .poll(() => fakeAd(page, "aboveStartButton").getAttribute("data-zone"), { timeout: 10_000 })
        .toBe("222");
      await expect
        .poll(() => page.getByTestId("sda-slot-belowStartButton").getAttribute("data-sda-id"), {
          timeout: 10_000,
        })
        .toMatch(new RegExp(`^(${ids.adcash}|${ids.houseBelow})$`));
      // Changeable from the footer: the dialog comes back with the choice made, and a refusal takes
      // the third-party ad away.
      await page.getByTestId("consent-footer").click();
      await expect.poll(() => page.getByTestId("consent-ads").isChecked()).toBe(true);
      expect(await page.getByTestId("consent-analytics").isChecked()).toBe(false);
      await page.getByTestId("consent-ads").uncheck();
      await page.getByTestId("consent-save").click();
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => page.getByTestId("sda-slot-aboveStartButton").count()).toBe(0);
      // Remembered for the next page: a refusal, so no dialog and no third-party library.
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === "acaso_consent")?.value).toBe("v1-00");
      // No React, React Router or i18next: only the island and what it imports.
      expect(
        scripts.some((path) => /\/assets\/home-island-[\w-]+\.js$/.test(path)),
        scripts.join(),
      ).toBe(true);
      expect(
        scripts.filter(
          (path) => path.startsWith("/assets/") && /(framework|shell|entry\.client|root)-/.test(path),
        ),
      ).toEqual([]);
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
      await page.context().close();
    }
  });

  it("a hanging network leaves its reserved space empty and the page usable", async () => {
    const edit = await admin.request("PUT", `/api/admin/sda/items/${ids.exo}`, {
      item: {
        enabled: true,
        placement: "aboveStartButton",
        platform: "exoclic",
        typeSda: "rennab",
        config: {
          zoneId: "222",
          key: "eas6a97888e2",
          urlLib: `${fakes.url}/hang.js`,
          width: 468,
          height: 60,
        },
      },
    });
    expect(edit.status).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    const page = await visitor({ consent: "accept" });
    const started = Date.now();
    await page.goto("/", { waitUntil: "load", timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(8000);
    await expect.poll(() => fakes.requests.get("/hang.js") ?? 0, { timeout: 10_000 }).toBeGreaterThan(0);
    const slot = page.getByTestId("sda-slot-aboveStartButton");
    const boxSize = await slot.boundingBox();
    expect(boxSize?.height).toBeGreaterThan(50);
    expect(await slot.locator("[data-fake-ad]").count()).toBe(0);
    await page.getByTestId("start-chat").click();
    await page.waitForURL(/\/chat/);
  });

  it("lets the administrator manage ads from the screens: settings, per-platform checks, a house banner, the chart", async () => {
    const page = await visitor({ consent: "reject" });
    await page.context().request.post(`${app.url}/api/admin/session/login`, {
      data: ADMIN,
      headers: { origin: app.url },
    });
    await page.goto("/-priv/mda/adscontrol/config", { waitUntil: "networkidle" });
    await expect.poll(() => page.getByTestId("ads-enabled").isChecked()).toBe(true);
    await page.getByTestId("ads-limit").fill("-3");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByTestId("admin-error").count()).toBe(1);
    await page.getByTestId("ads-limit").fill("7");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByTestId("ads-control-saved").count()).toBe(1);
    expect((await admin.get("/api/admin/sda/settings")).json.settings.chat.searching.limit).toBe(7);

    await page.goto("/-priv/mda/sdamanager/config", { waitUntil: "networkidle" });
    const rowsBefore = await page.getByTestId("sda-row").count();
    await page.getByTestId("sda-new").click();
    await page.getByTestId("sda-platform").selectOption("exoclic");
    await page.getByTestId("sda-field-zoneId").fill("555");
    await page.getByTestId("sda-save").click();
    // ExoClick needs its class key too: said before anything is sent.
    await expect.poll(() => page.getByTestId("admin-error").textContent()).toContain("config.key");
    await page.getByTestId("sda-platform").selectOption("house");
    await page.getByTestId("sda-upload").setInputFiles({
      name: "banner.png",
      mimeType: "image/png",
      buffer: Buffer.from(tinyPngBytes()),
    });
    await expect.poll(() => page.getByTestId("sda-field-src").inputValue()).toMatch(/^\/api\/sda\/house\//);
    await page.getByTestId("sda-field-href").fill("https://example.com/new");
    await expect.poll(() => page.getByTestId("sda-preview").locator("img").count()).toBe(1);
    await page.getByTestId("sda-save").click();
    await expect.poll(() => page.getByTestId("sda-row").count()).toBe(rowsBefore + 1);
    const last = page.getByTestId("sda-row").last();
    await last.getByTestId("sda-toggle").click();
    await expect.poll(() => last.locator(".admin-badge").textContent()).toBe("Off");
    // Impressions of the visits above, per ad and placement.
    await expect.poll(() => page.getByTestId("sda-chart").count()).toBe(1);
    expect(await page.getByTestId("sda-chart-total").count()).toBeGreaterThan(0);
    const actions = (await admin.get("/api/admin/audit?limit=50")).json.entries.map(
      (e: { action: string }) => e.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(["sda.settings", "sda.create", "sda.houseImage", "sda.disable"]),
    );
  });

  it("needed no source outside the Content-Security-Policy", () => {
    expect(cspViolations).toEqual([]);
  });
});
