// Issue 17 finding 5: the strict nonce-based Content-Security-Policy lets the product work. The home,
// a real match between two pages (camera, WebRTC, the on-device nudity model's wasm worker), the
// admin login and the AI chat produce zero CSP violations in Chromium.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAi, startFakeOpenAi } from "../helpers/fake-openai.ts";
import { expectDecoding, expectStatus, pressStart, recordPeerConnections } from "./chat-helpers.ts";
import { launchBrowser, newStranger, type RunningApp, startApp } from "./fixtures.ts";

type Violation = { directive: string; blocked: string; source: string };

/** Records every CSP violation a page reports (the event, and Chromium's console line). */
async function watchViolations(context: BrowserContext): Promise<() => Promise<string[]>> {
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: Violation[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      w.__csp.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
      });
    });
  });
  const console: string[] = [];
  const pages: Page[] = [];
  const track = (page: Page) => {
    pages.push(page);
    page.on("console", (message) => {
      if (/Content.Security.Policy/i.test(message.text())) console.push(message.text());
    });
  };
  for (const page of context.pages()) track(page);
  context.on("page", track);
  return async () => {
    const found = [...console];
    for (const page of pages) {
      if (page.isClosed()) continue;
      const events = await page.evaluate(() => (window as unknown as { __csp?: Violation[] }).__csp ?? []);
      for (const v of events) found.push(`${v.directive} blocked ${v.blocked} (${v.source})`);
    }
    return found;
  };
}

describe("Content-Security-Policy in a real browser (issue 17 finding 5)", () => {
  let app: RunningApp;
  let fake: FakeOpenAi;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    app = await startApp({ AI_BASE_URL: fake.url, AI_API_KEY: "sk-test", AI_MODEL: "fake-model" });
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await fake?.close();
  });

  async function visitor() {
    const stranger = await newStranger(browser, { baseURL: app.url });
    contexts.push(stranger.context);
    await stranger.context.addInitScript(recordPeerConnections);
    const violations = await watchViolations(stranger.context);
    return { ...stranger, violations };
  }

  it("sends the policy with a fresh nonce that the page's scripts carry", async () => {
    const { page } = await visitor();
    const response = await page.goto("/en", { waitUntil: "networkidle" });
    const policy = response?.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    const html = await response?.text();
    expect(html).toContain(`nonce="${nonce}"`);
    // Every script element of the server's HTML carries the nonce.
    const scripts = [...(html ?? "").matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const again = await fetch(`${app.url}/en`);
    expect(again.headers.get("content-security-policy")).not.toContain(nonce);
  });

  it("home, admin login, the AI chat and the contact form run without a violation", async () => {
    const { page, violations } = await visitor();
    await page.goto("/en", { waitUntil: "networkidle" });
    // Hydrated: a client-side navigation works.
    await page.goto("/-priv/mda/login", { waitUntil: "networkidle" });
    await expect.poll(() => page.locator("input[type=password]").count()).toBeGreaterThan(0);
    await page.goto("/en/ai/chat", { waitUntil: "networkidle" });
    // The contact form with its robot-check widget (proof of work in a worker).
    await page.goto("/contato", { waitUntil: "networkidle" });
    await page.waitForTimeout(1000);
    expect(await violations()).toEqual([]);
  });

  it("a real match between two pages (camera, WebRTC, nudity model) runs without a violation", async () => {
    const [a, b] = await Promise.all([visitor(), visitor()]);
    await Promise.all([a.page.goto("/en/chat"), b.page.goto("/en/chat")]);
    await pressStart(a.page);
    await pressStart(b.page);
    await Promise.all([expectStatus(a.page, "connected"), expectStatus(b.page, "connected")]);
    // A blocked source shows here first, with its directive, rather than as a video that never plays.
    expect([...(await a.violations()), ...(await b.violations())]).toEqual([]);
    await Promise.all([expectDecoding(a.page), expectDecoding(b.page)]);
    await a.page.getByTestId("chat-input").fill("hello under CSP");
    await a.page.getByTestId("chat-send").click();
    await expect
      .poll(() => b.page.getByTestId("chat-log").textContent(), { timeout: 10_000 })
      .toContain("hello under CSP");
    // Let the on-device nudity check load its model and run on a few frames.
    await a.page.waitForTimeout(4000);
    expect([...(await a.violations()), ...(await b.violations())]).toEqual([]);
  });
});
