// Browser and HTTP tests of the AI sister sites (issue 15): every AI tool page in English and
// Portuguese streams an answer from a loopback fake OpenAI-compatible server (server-sent events),
// rendered as sanitized Markdown; stop cuts the upstream request; the AI chat keeps conversations
// across a reload; errors become clear messages; the robot check; the key never leaves the server;
// a site without AI_BASE_URL says so with its forms disabled.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "#app/i18n/locales/en/index.ts";
import pt from "#app/i18n/locales/pt/index.ts";
import { localizedPath, type PageId } from "#app/i18n/route-table.ts";
import { AI_TOOLS, TOOL_IDS } from "#common/ai/tools.ts";
import { type FakeOpenAi, startFakeOpenAi } from "../helpers/fake-openai.ts";
import { launchBrowser, type RunningApp, startApp } from "./fixtures.ts";

const KEY = "sk-e2e-secret-key-0123456789abcdef";
const ROBOT_AFTER = 60;
const catalogues = { en, pt };

let fake: FakeOpenAi;
let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  app = await startApp({
    CONTENT_IDENT: "aigeneral",
    DEFAULT_LOCALE: "pt",
    CURRENT_SITE_URL: "http://ai.localhost:8080",
    AI_BASE_URL: fake.url,
    AI_API_KEY: KEY,
    AI_MODEL: "fake-model",
    AI_ROBOT_CHECK_AFTER: String(ROBOT_AFTER),
    AI_RATE_PER_IP_HOUR: "1000",
    AI_TIMEOUT_MS: "5000",
  });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.url });
  page = await context.newPage();
  // A fake endpoint, a server and a browser: more than the default hook time on a loaded machine.
}, 300_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.stop();
  await fake?.close();
});

const get = (url: string, init: RequestInit = {}) =>
  fetch(`${app.url}${url}`, { redirect: "manual", ...init });
const path = (id: PageId, lang: "en" | "pt", params = {}) => localizedPath(id, lang, "pt", params) ?? "";
const TOOL_PAGES = ["aiTools", ...TOOL_IDS.map((t) => AI_TOOLS[t].pageId)] as PageId[];
const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

describe("AI pages over HTTP", () => {
  it("serves the twelve tools in en and pt with their own path, head and canonical on the sister site", async () => {
    expect(TOOL_PAGES).toHaveLength(12);
    for (const id of TOOL_PAGES) {
      for (const lang of ["en", "pt"] as const) {
        const res = await get(path(id, lang));
        expect(res.status, `${id} ${lang}`).toBe(200);
        const html = decode(await res.text());
        const texts = (catalogues[lang].ai.tools as Record<string, { title: string; description: string }>)[
          id
        ];
        expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(texts?.title);
        expect(html).toContain(`<title>${texts?.title} | Acaso</title>`);
        expect(html).toContain(`<meta name="description" content="${texts?.description}"/>`);
        expect(html).toContain(`<link rel="canonical" href="http://ai.localhost:8080${path(id, lang)}"/>`);
        expect(html).toContain(`hrefLang="en-US" href="http://ai.localhost:8080${path(id, "en")}"`);
        expect(html).toContain(`hrefLang="pt-BR" href="http://ai.localhost:8080${path(id, "pt")}"`);
        expect(html).not.toContain(KEY);
        expect(html).not.toContain('data-layout="videochatsection"');
      }
    }
    // The index links to the eleven tools in its language; a tool page has the AI site's own layout.
    for (const lang of ["en", "pt"] as const) {
      const index = await (await get(path("aiTools", lang))).text();
      for (const id of TOOL_PAGES.slice(1))
        expect(index, `${lang} ${id}`).toContain(`href="${path(id, lang)}"`);
      const tool = await (await get(path("aiLyricsGenerator", lang))).text();
      expect(tool).toContain('data-layout="aigeneral-default"');
    }
    // The tools exist in English and Portuguese only.
    expect((await get("/es/ai-tools")).status).toBe(404);
  });

  it("starts at the tools, lists only its AI pages in the sitemap, and has no video chat", async () => {
    expect((await get("/")).headers.get("location")).toBe("/ferramentas-ia");
    expect((await get("/en")).headers.get("location")).toBe("/en/ai-tools");
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>http://ai.localhost:8080/en/ai-tools/lyrics-generator</loc>");
    expect(sitemap).toContain("<loc>http://ai.localhost:8080/ferramentas-ia</loc>");
    expect(sitemap).toContain("<loc>http://ai.localhost:8080/de/ai/chat</loc>");
    expect(sitemap.match(/<loc>/g)).toHaveLength(24 + 6);
    expect(sitemap).not.toContain("/contato<");
    expect(await (await get("/robots.txt")).text()).toContain(
      "Sitemap: http://ai.localhost:8080/sitemap.xml",
    );
    // Spec §2.5: the error page of an AI site has no video-chat button; its footer no video chat link.
    const missing = decode(await (await get("/en/no/such/page")).text());
    expect(missing).toContain(en.common.error.goHome);
    expect(missing).not.toContain(en.common.error.goVideoChat);
    expect(missing).not.toContain(`>${en.common.footer.videoChat}<`);
    // The short-video section is off on this site: every such path is 404, no footer link.
    for (const off of [
      "/tiktok",
      "/en/tiktok/popular-videos",
      "/es/tiktok/descargar",
      "/en/tiktok/hashtag/x",
    ]) {
      expect((await get(off)).status, off).toBe(404);
    }
    const tools = decode(await (await get("/en/ai-tools")).text());
    expect(tools).not.toContain(en.common.footer.tiktok);
    // The footer presents the AI site, not the video chat.
    expect(tools).toContain(en.common.aiSubtitle);
    expect(tools).not.toContain(en.common.appSubtitle);
    // The chat lives under AI_SUBDIR only; the sub-directory itself leads to it (decision 054).
    expect((await get("/ai/chat")).status).toBe(200);
    for (const [from, to] of [
      ["/ai", "/ai/chat"],
      ["/en/ai", "/en/ai/chat"],
      ["/de/ai", "/de/ai/chat"],
    ]) {
      const res = await get(from as string);
      expect(res.status, from).toBe(302);
      expect(res.headers.get("location"), from).toBe(to);
    }
    expect((await get("/other/chat")).status).toBe(404);
  });

  it("turns bad requests into clear errors without the key", async () => {
    const post = (url: string, body: unknown) =>
      get(url, {
        method: "POST",
        headers: { "content-type": "application/json", origin: app.url },
        body: JSON.stringify(body),
      });
    const invalid = await post("/api/ai/tool", { tool: "lyricsGenerator", lang: "en", input: { topic: "" } });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ error: "invalid", fields: ["topic"] });
    fake.mode = { kind: "status", status: 500 };
    const failed = await post("/api/ai/chat", { lang: "en", messages: [{ role: "user", content: "hi" }] });
    expect(failed.status).toBe(502);
    const text = await failed.text();
    expect(text).toBe('{"error":"upstreamError"}');
    expect(JSON.stringify([...failed.headers])).not.toContain(KEY);
    fake.mode = { kind: "ok" };
    expect((await get("/api/ai/tool")).status).toBe(404);
  });
});

describe("AI tools in the browser", () => {
  it("streams an answer on every tool page in en and pt, as sanitized Markdown", async () => {
    fake.mode = { kind: "ok", chunks: 8 };
    for (const tool of TOOL_IDS) {
      const def = AI_TOOLS[tool];
      for (const lang of ["en", "pt"] as const) {
        await page.goto(`${app.url}${path(def.pageId as PageId, lang)}`);
        const marker = `${tool}-${lang}`;
        for (const field of def.fields) {
          if (field.kind === "number" || !field.required) continue;
          await page.locator(`[name="${field.name}"]`).fill(marker);
        }
        await page.getByRole("button", { name: catalogues[lang].ai.form.generate }).click();
        const answer = page.getByTestId("ai-answer");
        await expect.poll(() => answer.getAttribute("data-phase")).toBe("done");
        expect(await answer.locator("strong").first().textContent(), marker).toBe(marker);
      }
    }
    // What the fake answered last: a list, a code block with its copy button, an unsafe image and link.
    const answer = page.getByTestId("ai-answer");
    expect(await answer.locator("li").count()).toBe(2);
    expect(await answer.locator("pre code").textContent()).toBe('console.log("hello");\n');
    expect(await answer.locator("img").count()).toBe(0);
    expect(await answer.locator('a[href^="javascript"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await answer.getByRole("button", { name: pt.ai.form.copy }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain("## Answer");
  });

  it("stops mid-stream and the upstream request with it", async () => {
    fake.mode = { kind: "ok", chunkDelayMs: 150, chunks: 60 };
    await page.goto(`${app.url}${path("aiBookSummary", "en")}`);
    await page.getByLabel(en.ai.fields.bookTitle).fill("Dom Casmurro");
    await page.getByRole("button", { name: en.ai.form.generate }).click();
    const answer = page.getByTestId("ai-answer");
    await expect.poll(() => answer.getAttribute("data-phase")).toBe("streaming");
    await expect.poll(() => fake.open()).toBe(1);
    await page.getByRole("button", { name: en.ai.form.stop }).click();
    await expect.poll(() => page.getByTestId("ai-error").textContent()).toBe(en.ai.form.stopped);
    await expect.poll(() => fake.open()).toBe(0);
    const partial = (await answer.textContent()) ?? "";
    expect(partial.length).toBeGreaterThan(0);
    expect(partial).not.toContain("done.");
  });

  it("says clearly when the AI service is busy", async () => {
    fake.mode = { kind: "status", status: 429 };
    await page.goto(`${app.url}${path("aiPromptGenerator", "pt")}`);
    await page.getByLabel(pt.ai.fields.goal).fill("um prompt");
    await page.getByRole("button", { name: pt.ai.form.generate }).click();
    await expect.poll(() => page.getByTestId("ai-error").textContent()).toBe(pt.ai.errors.upstreamBusy);
    fake.mode = { kind: "ok" };
  });
});

describe("AI chat in the browser", () => {
  it("streams, regenerates, renames, deletes and keeps conversations across a reload", async () => {
    fake.mode = { kind: "ok", chunks: 6 };
    const C = en.ai.chat;
    await page.goto(`${app.url}/en/ai/chat`);
    expect(await page.locator(".shell").getAttribute("data-layout")).toBe("gptsection");
    const input = page.getByLabel(C.placeholder);
    await input.fill("First question");
    await input.press("Enter");
    const answers = page.getByTestId("chat-assistant");
    await expect.poll(() => answers.count()).toBe(1);
    await expect.poll(() => answers.first().locator("pre code").count()).toBe(1);
    await expect.poll(() => page.getByRole("button", { name: C.regenerate }).count()).toBe(1);
    await page.getByRole("button", { name: C.regenerate }).click();
    await expect.poll(() => page.getByRole("button", { name: C.regenerate }).count()).toBe(1);
    expect(await answers.count()).toBe(1);
    expect(fake.requests.at(-1)?.body.messages?.map((m) => m.role)).toEqual(["system", "user"]);

    await page.getByRole("button", { name: C.newChat }).click();
    await input.fill("Second question");
    await page.getByRole("button", { name: C.send }).click();
    await expect.poll(() => answers.count()).toBe(1);
    const list = page.getByTestId("conversation-list");
    await expect.poll(() => list.locator("li").count()).toBe(2);

    await page.getByRole("button", { name: `${C.rename}: First question` }).click();
    await page.getByLabel(C.renameLabel).fill("Renamed chat");
    await page.getByRole("button", { name: C.save }).click();
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: `${C.delete}: Second question` }).click();
    await expect.poll(() => list.locator("li").count()).toBe(1);

    await page.reload();
    await expect.poll(() => list.locator("li").allTextContents()).toEqual(["Renamed chat✎×"]);
    await list.getByRole("button", { name: "Renamed chat", exact: true }).click();
    expect(await page.getByTestId("chat-user").first().textContent()).toBe("First question");
    expect(await answers.count()).toBe(1);
  });

  it("stops an answer mid-stream, keeps what was written across a reload, and regenerates it", async () => {
    fake.mode = { kind: "ok", chunkDelayMs: 150, chunks: 60 };
    const C = en.ai.chat;
    await page.goto(`${app.url}/en/ai/chat`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: C.newChat }).click();
    const input = page.getByLabel(C.placeholder);
    await input.fill("Stop me please");
    await page.getByRole("button", { name: C.send }).click();
    const answer = page.getByTestId("chat-assistant");
    await expect.poll(async () => ((await answer.textContent()) ?? "").length).toBeGreaterThan(0);
    await expect.poll(() => fake.open()).toBe(1);
    await page.getByRole("button", { name: C.stop, exact: true }).click();
    await expect.poll(() => page.getByTestId("ai-error").textContent()).toBe(en.ai.form.stopped);
    // The upstream request ends with the visitor's.
    await expect.poll(() => fake.open()).toBe(0);
    const partial = (await answer.textContent()) ?? "";
    expect(partial.length).toBeGreaterThan(0);
    expect(partial).not.toContain("done.");
    await page.waitForTimeout(500);
    expect(await answer.textContent()).toBe(partial);
    await page.reload({ waitUntil: "networkidle" });
    await page
      .getByTestId("conversation-list")
      .getByRole("button", { name: "Stop me please", exact: true })
      .click();
    await expect.poll(() => answer.textContent()).toBe(partial);
    fake.mode = { kind: "ok", chunks: 4 };
    await page.getByRole("button", { name: C.regenerate }).click();
    await expect.poll(() => answer.textContent()).toContain("done.");
    expect(await answer.count()).toBe(1);
  });

  it("asks for the robot check after a few requests and passes it by itself", async () => {
    // Use up the free requests of this address with direct calls, then send from the page.
    fake.mode = { kind: "ok" };
    for (let i = 0; i < ROBOT_AFTER; i++) {
      const res = await get("/api/ai/tool", {
        method: "POST",
        headers: { "content-type": "application/json", origin: app.url },
        body: JSON.stringify({ tool: "lifeCoach", lang: "en", input: { situation: "x" } }),
      });
      await res.text();
      if (res.status === 403) break;
    }
    fake.mode = { kind: "ok" };
    await page.goto(`${app.url}${path("aiLifeCoach", "en")}`);
    await page.getByLabel(en.ai.fields.situation).fill("robot check please");
    await page.getByRole("button", { name: en.ai.form.generate }).click();
    const answer = page.getByTestId("ai-answer");
    await expect.poll(() => answer.getAttribute("data-phase"), { timeout: 30_000 }).toBe("done");
    expect(await answer.locator("strong").first().textContent()).toBe("robot check please");
  });
});

describe("an AI site without AI_BASE_URL", () => {
  it("renders its pages, says AI is not configured and keeps the forms disabled", async () => {
    const off = await startApp({ CONTENT_IDENT: "aitools", DEFAULT_LOCALE: "en" });
    try {
      const html = decode(await (await fetch(`${off.url}/ai-tools/travel-guide`)).text());
      expect(html).toContain(en.ai.notConfigured);
      expect(html).toMatch(/<fieldset disabled="" class="ai-form__fields">/);
      const res = await fetch(`${off.url}/api/ai/tool`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: off.url },
        body: JSON.stringify({ tool: "travelGuide", lang: "en", input: { destination: "Rio", days: 2 } }),
      });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: "notConfigured" });
      // Tools only on this site: no chat, and its sub-directory is nothing either.
      expect((await fetch(`${off.url}/ai/chat`, { redirect: "manual" })).status).toBe(404);
      expect((await fetch(`${off.url}/ai`, { redirect: "manual" })).status).toBe(404);
    } finally {
      await off.stop();
    }
    // It starts its own server: up to 120 s on a loaded machine.
  }, 240_000);
});
