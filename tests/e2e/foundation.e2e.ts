import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, type RunningApp, startApp, twoStrangers } from "./fixtures.ts";

describe("foundation in a real browser", () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("renders the home page on the server and runs its island script without errors", async () => {
    const [person] = await twoStrangers(browser, app.url);
    const errors: string[] = [];
    person.page.on("pageerror", (error) => errors.push(error.message));
    const response = await person.page.goto("/");
    expect(response?.status()).toBe(200);
    const html = await response?.text();
    // Server-rendered: the heading is in the HTML before any script runs.
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    await person.page.waitForFunction(() => document.readyState === "complete");
    expect(await person.page.locator("h1").first().textContent()).toBeTruthy();
    expect(errors).toEqual([]);
    await person.context.close();
  });

  it("gives two independent contexts a working fake camera", async () => {
    const strangers = await twoStrangers(browser, app.url);
    for (const { page } of strangers) {
      await page.goto("/healthz");
      const tracks = await page.evaluate(async () => {
        const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
        const kinds = stream.getTracks().map((t) => t.kind);
        for (const t of stream.getTracks()) t.stop();
        return kinds.sort();
      });
      expect(tracks).toEqual(["audio", "video"]);
    }
    const [a, b] = strangers;
    await a.context.addCookies([{ name: "probe", value: "a", url: app.url }]);
    // Contexts share nothing: b never sees a's cookie (each starts with only the fixture's consent choice).
    expect((await b.context.cookies(app.url)).map((c) => c.name)).not.toContain("probe");
    expect((await a.context.cookies(app.url)).map((c) => c.name)).toContain("probe");
    await Promise.all(strangers.map((s) => s.context.close()));
  });
});
