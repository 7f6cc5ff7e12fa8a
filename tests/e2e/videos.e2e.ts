// Browser and HTTP tests of the short-video section (issue 15) on a catalogue of a few small
// generated videos: every page in en, pt and es, pagination and hashtag bounds, the player page's
// head and structured data, previews, plays counted once per visitor, and a download.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "#app/i18n/locales/en/index.ts";
import es from "#app/i18n/locales/es/index.ts";
import pt from "#app/i18n/locales/pt/index.ts";
import { localizedPath, PAGE_IDS, type PageId, pageDef } from "#app/i18n/route-table.ts";
import type { Locale } from "#common/locales.ts";
import { VIDEOS_PER_PAGE } from "#common/videos.ts";
import { openDatabase } from "#db/client.ts";
import { tinyPngBytes } from "#server/media/fixtures.ts";
import { createLocalStorage } from "#server/storage/index.ts";
import { addVideo } from "#server/videos/catalogue.ts";
import { startFakeOembed } from "../helpers/fake-oembed.ts";
import { testVideo } from "../helpers/videos.ts";
import { launchBrowser, type RunningApp, startApp } from "./fixtures.ts";

const DEFAULT: Locale = "pt";
const catalogues = { en, pt, es };
const VIDEOS = [
  { caption: "Street food tour #food #travel", creator: "Carla", poster: true },
  { caption: "My cat jumps #cats #funny", creator: "Bruno", poster: false },
  { caption: "Sunset at the beach #beach #travel", creator: "Ana", poster: true },
];
const ids: string[] = [];
const ADMIN = { email: "videos.admin@example.com", password: "admin pass phrase 42" };

let app: RunningApp;
let dataDir: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "acaso-videos-"));
  // The catalogue, filled before the server takes the embedded database (oldest first).
  const database = await openDatabase({ dataDir });
  const storage = createLocalStorage(path.join(dataDir, "files"));
  for (const [i, v] of VIDEOS.entries()) {
    const result = await addVideo(
      { db: database.db, storage, maxBytes: 10_000_000, ffmpegPath: "" },
      {
        bytes: testVideo(10 + i),
        caption: v.caption,
        creatorName: v.creator,
        creatorUrl: `https://example.com/@${v.creator.toLowerCase()}`,
        hashtags: v.caption.match(/#\w+/g) ?? [],
        poster: v.poster ? tinyPngBytes() : null,
        addedAt: new Date(Date.UTC(2026, 0, 1 + i)),
      },
    );
    if (!result.ok) throw new Error(result.reason);
    ids.push(result.video.id);
  }
  await database.close();
  app = await startApp({
    DATA_DIR: dataDir,
    DEFAULT_LOCALE: DEFAULT,
    HAS_TIKTOK_PAGES: "true",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The upload is tested here; the administrators' TOTP second factor in admin.e2e.ts.
    ADMIN_REQUIRE_2FA: "false",
    // No ffmpeg: an upload's poster is the first frame the browser draws.
    FFMPEG_PATH: "",
  });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
  page = await context.newPage();
  // A catalogue, a server and a browser: more than the default hook time on a loaded machine.
}, 300_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, init: RequestInit = {}) =>
  fetch(`${app.url}${url}`, { redirect: "manual", ...init });
const url = (id: PageId, lang: Locale, params = {}) => localizedPath(id, lang, DEFAULT, params) ?? "";
const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

describe("short-video pages in en, pt and es", () => {
  for (const lang of ["en", "pt", "es"] as const) {
    it(`${lang}: latest, popular, hashtag, hashtag popular, player and download pages`, async () => {
      const c = catalogues[lang].videos;
      const cases: [PageId, Record<string, string>, string][] = [
        ["tiktok", {}, c.latest.heading],
        ["tiktokPopular", {}, c.popular.heading],
        ["tiktokHashtag", { hashtag: "travel" }, "#travel"],
        [
          "tiktokHashtagPopular",
          { hashtag: "travel" },
          c.hashtag.popularHeading.replace("{{tag}}", "travel"),
        ],
        ["tiktokVideo", { id: ids[1] as string }, VIDEOS[1]?.caption ?? ""],
        ["tiktokDownload", {}, c.download.heading],
      ];
      for (const [id, params, heading] of cases) {
        const res = await get(url(id, lang, params));
        expect(res.status, `${id} ${lang}`).toBe(200);
        const html = decode(await res.text());
        expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1], `${id} ${lang}`).toBe(heading);
        expect(html).toContain(
          `<link rel="canonical" href="http://localhost:${app.port}${url(id, lang, params)}"`,
        );
        for (const other of ["en", "pt", "es"] as const) {
          expect(html).toContain(`href="http://localhost:${app.port}${url(id, other, params)}"`);
        }
      }
      const latest = decode(await (await get(url("tiktok", lang))).text());
      // Newest first; the footer links to the section.
      expect(latest.indexOf(VIDEOS[2]?.creator ?? "")).toBeLessThan(latest.indexOf(VIDEOS[0]?.creator ?? ""));
      expect(latest).toMatch(
        new RegExp(`<footer[^]*href="${url("tiktok", lang)}"[^>]*>${catalogues[lang].common.footer.tiktok}<`),
      );
    });
  }

  it("answers 404 past the last page, for unknown hashtags and videos, and outside en/pt/es", async () => {
    for (const path of [
      "/tiktok/popular-videos/2",
      "/en/tiktok/popular-videos/0",
      "/es/tiktok/popular-videos/abc",
      "/tiktok/hashtag/nobody-uses-this",
      "/tiktok/hashtag/nobodyusesthis",
      "/tiktok/video/00000000-0000-4000-8000-000000000000",
      "/tiktok/video/not-an-id",
      "/de/tiktok",
      "/fr/tiktok/download",
      "/api/videos/00000000-0000-4000-8000-000000000000/file",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect((await get("/tiktok/popular-videos/1")).headers.get("location")).toBe("/tiktok/popular-videos");
    const mixed = await get("/en/tiktok/hashtag/Travel");
    expect(mixed.status).toBe(301);
    expect(mixed.headers.get("location")).toBe("/en/tiktok/hashtag/travel");
  });

  it("lists the player pages in the sitemap, and no AI page on the main site", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    for (const id of ids)
      expect(sitemap).toContain(`<loc>http://localhost:${app.port}/en/tiktok/video/${id}</loc>`);
    expect(sitemap).toContain(`<loc>http://localhost:${app.port}/tiktok/baixar</loc>`);
    expect(sitemap).not.toContain("ai-tools");
    expect((await get("/en/ai-tools")).status).toBe(404);
    expect((await get("/ai/chat")).status).toBe(404);
  });

  it("gives the player page OG video tags and VideoObject structured data", async () => {
    const html = decode(await (await get(url("tiktokVideo", "en", { id: ids[0] }))).text());
    const base = `http://localhost:${app.port}`;
    expect(html).toContain('<meta property="og:type" content="video.other"/>');
    expect(html).toContain(`<meta property="og:video" content="${base}/api/videos/${ids[0]}/file"/>`);
    expect(html).toContain('<meta property="og:video:type" content="video/webm"/>');
    expect(html).toContain(`<meta property="og:image" content="${base}/api/videos/${ids[0]}/poster"/>`);
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? "{}";
    expect(JSON.parse(ld)).toMatchObject({
      "@type": "VideoObject",
      name: VIDEOS[0]?.caption,
      uploadDate: "2026-01-01T00:00:00.000Z",
      contentUrl: `${base}/api/videos/${ids[0]}/file`,
      thumbnailUrl: [`${base}/api/videos/${ids[0]}/poster`],
      author: { "@type": "Person", name: "Carla", url: "https://example.com/@carla" },
      keywords: "food, travel",
    });
  });

  it("serves byte ranges (seeking) and counts a play once per visitor", async () => {
    const range = await get(`/api/videos/${ids[0]}/file`, { headers: { range: "bytes=0-9" } });
    expect(range.status).toBe(206);
    expect(range.headers.get("content-range")).toMatch(/^bytes 0-9\/\d+$/);
    expect((await range.arrayBuffer()).byteLength).toBe(10);
    const origin = { origin: app.url };
    const first = await get(`/api/videos/${ids[0]}/play`, { method: "POST", headers: origin });
    expect(await first.json()).toEqual({ counted: true });
    const cookie = first.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect(cookie).toMatch(/^acaso_vid=/);
    const again = await get(`/api/videos/${ids[0]}/play`, { method: "POST", headers: { ...origin, cookie } });
    expect(await again.json()).toEqual({ counted: false });
  });
});

describe("in the browser", () => {
  it("previews a video on tap, opens it, counts its play once, follows a hashtag", async () => {
    await page.goto(`${app.url}/es/tiktok`);
    const cards = page.getByTestId("video-card");
    await expect.poll(() => cards.count()).toBe(3);
    // Without a poster image the grid shows the video's own first frame.
    const noPoster = page.locator(`[data-video-id="${ids[1]}"] video`);
    expect(await noPoster.getAttribute("preload")).toBe("metadata");
    const media = page.locator(`[data-video-id="${ids[2]}"] .video-card__media`);
    await media.hover();
    await expect
      .poll(() => media.locator("video").evaluate((v: HTMLVideoElement) => !v.paused && v.muted))
      .toBe(true);
    await media.click();
    await page.waitForURL(`${app.url}/es/tiktok/video/${ids[2]}`);
    const player = page.getByTestId("video-player");
    const plays = (n: number) => es.videos.grid.plays.replace("{{plays}}", String(n));
    expect(await page.getByTestId("video-plays").textContent()).toBe(plays(0));
    await player.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await page.waitForTimeout(300);
    await page.reload();
    await expect.poll(() => page.getByTestId("video-plays").textContent()).toBe(plays(1));
    await page.getByTestId("video-player").evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await page.waitForTimeout(300);
    await page.reload();
    expect(await page.getByTestId("video-plays").textContent()).toBe(plays(1));
    await page.locator(".video-page__tags a", { hasText: "#beach" }).click();
    await page.waitForURL(`${app.url}/es/tiktok/hashtag/beach`);
    await expect.poll(() => page.getByTestId("video-card").count()).toBe(1);
  });

  it("on a touch screen, the first tap previews a video muted and the second opens its page", async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    try {
      const tab = await phone.newPage();
      await tab.goto(`${app.url}/tiktok`, { waitUntil: "networkidle" });
      const media = tab.locator(`[data-video-id="${ids[0]}"] .video-card__media`);
      await media.tap();
      await expect
        .poll(() => media.locator("video").evaluate((v: HTMLVideoElement) => !v.paused && v.muted))
        .toBe(true);
      expect(new URL(tab.url()).pathname).toBe("/tiktok");
      await media.tap();
      await tab.waitForURL(`${app.url}/tiktok/video/${ids[0]}`);
    } finally {
      await phone.close();
    }
  });

  it("renders every short-video page in en, pt and es without a script error", async () => {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === "error") errors.push(message.text());
    };
    page.on("pageerror", onError);
    page.on("console", onConsole);
    try {
      for (const lang of ["en", "pt", "es"] as const) {
        const c = catalogues[lang].videos;
        const cases: [PageId, Record<string, string>, string, number][] = [
          ["tiktok", {}, c.latest.heading, 3],
          ["tiktokPopular", {}, c.popular.heading, 3],
          ["tiktokHashtag", { hashtag: "travel" }, "#travel", 2],
          [
            "tiktokHashtagPopular",
            { hashtag: "travel" },
            c.hashtag.popularHeading.replace("{{tag}}", "travel"),
            2,
          ],
          ["tiktokVideo", { id: ids[0] as string }, VIDEOS[0]?.caption ?? "", 2],
          ["tiktokDownload", {}, c.download.heading, 0],
        ];
        for (const [id, params, heading, cards] of cases) {
          await page.goto(`${app.url}${url(id, lang, params)}`, { waitUntil: "networkidle" });
          expect(await page.locator("h1").textContent(), `${id} ${lang}`).toBe(heading);
          expect(await page.getByTestId("video-card").count(), `${id} ${lang}`).toBe(cards);
          // The footer links to the section in the page's language.
          expect(
            await page
              .locator(`footer a[href="${url("tiktok", lang)}"]`, {
                hasText: catalogues[lang].common.footer.tiktok,
              })
              .count(),
            `${id} ${lang}`,
          ).toBe(1);
        }
      }
      expect(errors).toEqual([]);
    } finally {
      page.off("pageerror", onError);
      page.off("console", onConsole);
    }
  });

  it("downloads a catalogue video with its creator credited, and explains other links", async () => {
    await page.goto(`${app.url}/en/tiktok/download`);
    const label = en.videos.download.label;
    await page.getByLabel(label).fill("https://www.tiktok.com/@someone/video/7234567890123456789");
    await page.getByRole("button", { name: en.videos.download.submit }).click();
    await expect
      .poll(() => page.getByTestId("download-error").textContent())
      .toBe(en.videos.download.notOurs);
    await page.getByLabel(label).fill(`${app.url}/tiktok/video/${ids[0]}`);
    await page.getByRole("button", { name: en.videos.download.submit }).click();
    await expect
      .poll(() => page.getByTestId("download-credit").textContent())
      .toContain(en.videos.download.credit.replace("{{name}}", "Carla"));
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("download-file").click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Carla-${ids[0]?.slice(0, 8)}.webm`);
    const file = await download.path();
    const { statSync } = await import("node:fs");
    expect(statSync(file).size).toBe(testVideo(10).length);
  });
});

describe("the admin upload screen", () => {
  it("uploads a video with the browser's first frame as poster, and it appears on its hashtag page", async () => {
    const login = await page.request.post(`${app.url}/api/auth/login`, {
      data: ADMIN,
      headers: { origin: app.url },
    });
    expect(login.status()).toBe(200);
    await page.goto(`${app.url}/en/-priv/mda/videos`);
    const A = en.videos.admin;
    await page.getByLabel(A.file).setInputFiles({
      name: "clip.webm",
      mimeType: "video/webm",
      buffer: Buffer.from(testVideo(20)),
    });
    await page.getByLabel(A.caption).fill("Uploaded by hand #handmade");
    await page.getByLabel(A.creatorName).fill("Dora");
    await page.getByRole("button", { name: A.upload, exact: true }).click();
    await expect.poll(() => page.getByTestId("video-upload-done").textContent()).toBe(A.uploaded);
    const item = page.getByTestId("admin-video-list").locator("li").first();
    await expect.poll(() => item.textContent()).toContain("Uploaded by hand");
    const href = (await item.locator("a").getAttribute("href")) ?? "";
    const id = href.split("/").at(-1) ?? "";
    const poster = await get(`/api/videos/${id}/poster`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get("content-type")).toBe("image/webp");
    expect((await get("/en/tiktok/hashtag/handmade")).status).toBe(200);
  });
});

describe("VIDEO_PROVIDER=tiktok (a loopback fake of TikTok's oEmbed endpoint)", () => {
  it("lists public TikTok videos, plays them in TikTok's embed player and offers no download", async () => {
    const oembed = await startFakeOembed([
      { caption: "Old dance #dance", creator: "ana" },
      { caption: "New dance #dance #fun", creator: "bruno" },
    ]);
    const tiktok = await startApp({
      DEFAULT_LOCALE: DEFAULT,
      HAS_TIKTOK_PAGES: "true",
      VIDEO_PROVIDER: "tiktok",
      TIKTOK_VIDEO_URLS: [oembed.videoUrl(0), oembed.videoUrl(1), "https://example.com/not-tiktok"].join(","),
      TIKTOK_OEMBED_URL: oembed.url,
    });
    const at = (path: string, init: RequestInit = {}) =>
      fetch(`${tiktok.url}${path}`, { redirect: "manual", ...init });
    try {
      const [oldId, newId] = [oembed.videoId(0), oembed.videoId(1)];
      const latest = decode(await (await at("/en/tiktok")).text());
      // Newest first (TikTok ids carry their time), with TikTok's thumbnails as posters.
      expect(latest.indexOf(`/en/tiktok/video/${newId}"`)).toBeGreaterThan(0);
      expect(latest.indexOf(`/en/tiktok/video/${newId}"`)).toBeLessThan(
        latest.indexOf(`/en/tiktok/video/${oldId}"`),
      );
      expect(latest).toContain('src="https://p16.example/1.jpg"');
      expect((await at("/es/tiktok/hashtag/fun")).status).toBe(200);
      expect((await at("/tiktok/hashtag/nobody")).status).toBe(404);
      const player = await at(`/tiktok/video/${newId}`);
      expect(player.status).toBe(200);
      expect(player.headers.get("content-security-policy") ?? "").toMatch(
        /frame-src[^;]*https:\/\/www\.tiktok\.com/,
      );
      const html = decode(await player.text());
      expect(html).toContain(`<iframe src="https://www.tiktok.com/player/v1/${newId}"`);
      expect(html).toContain(`<a href="https://www.tiktok.com/@bruno"`);
      const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? "{}";
      expect(JSON.parse(ld)).toMatchObject({
        "@type": "VideoObject",
        embedUrl: `https://www.tiktok.com/player/v1/${newId}`,
        thumbnailUrl: ["https://p16.example/1.jpg"],
        author: { name: "bruno" },
      });
      // We never serve (or fetch) TikTok's files: no file, no download, a clear message on the page.
      for (const kind of ["file", "download", "poster"]) {
        expect((await at(`/api/videos/${newId}/${kind}`)).status, kind).toBe(404);
      }
      const download = decode(
        await (await at(`/en/tiktok/download?link=${encodeURIComponent(oembed.videoUrl(1))}`)).text(),
      );
      expect(download).toContain(en.videos.download.unavailable);
      // Opening the player page counts a play once per visitor (the embed does not say when it plays).
      const visitor = await browser.newContext();
      // TikTok's player and thumbnails are not reachable here (nor contacted): refused at once.
      await visitor.route(/^https:\/\/(www\.tiktok\.com|p16\.example)\//, (route) => route.abort());
      const tab = await visitor.newPage();
      const plays = (n: number) => en.videos.grid.plays.replace("{{plays}}", String(n));
      await tab.goto(`${tiktok.url}/en/tiktok/video/${oldId}`, { waitUntil: "networkidle" });
      await expect
        .poll(
          async () => {
            await tab.reload({ waitUntil: "networkidle" });
            return tab.getByTestId("video-plays").textContent();
          },
          { timeout: 30_000 },
        )
        .toBe(plays(1));
      await tab.reload({ waitUntil: "networkidle" });
      expect(await tab.getByTestId("video-plays").textContent()).toBe(plays(1));
      await visitor.close();
      // Metadata comes from the oEmbed endpoint once per URL and hour, not per page view.
      // (the operator's URL that is not a TikTok video is never asked for).
      expect(oembed.calls()).toBe(2);
    } finally {
      await tiktok.stop();
      await oembed.close();
    }
  }, 240_000);
});

describe("popular pages past one page of videos", () => {
  it("pages by plays with next and previous links, and answers 404 past the last page", async () => {
    // Enough videos for a second page: the server stops, the catalogue grows, the server starts again.
    await app.stop();
    const database = await openDatabase({ dataDir });
    const storage = createLocalStorage(path.join(dataDir, "files"));
    try {
      for (let i = 0; i < VIDEOS_PER_PAGE; i++) {
        const result = await addVideo(
          { db: database.db, storage, maxBytes: 10_000_000, ffmpegPath: "" },
          { bytes: testVideo(100 + i), caption: `Filler ${i} #filler`, creatorName: `Filler${i}` },
        );
        if (!result.ok) throw new Error(result.reason);
      }
    } finally {
      await database.close();
    }
    app = await startApp({ DATA_DIR: dataDir, DEFAULT_LOCALE: DEFAULT, HAS_TIKTOK_PAGES: "true" });
    const cards = (html: string) => html.match(/data-testid="video-card"/g)?.length ?? 0;
    const link = (html: string, rel: string) => new RegExp(`<a[^>]*rel="${rel}"[^>]*>`).exec(html)?.[0] ?? "";
    for (const lang of ["en", "pt", "es"] as const) {
      const first = url("tiktokPopular", lang);
      const second = url("tiktokPopular", lang, { page: "2" });
      const one = await get(first);
      expect(one.status, first).toBe(200);
      const oneHtml = await one.text();
      expect(cards(oneHtml), first).toBe(VIDEOS_PER_PAGE);
      // The most played video comes first (it was played in the browser tests above).
      expect(oneHtml.indexOf(`data-video-id="${ids[2]}"`), first).toBe(oneHtml.indexOf('data-video-id="'));
      expect(link(oneHtml, "next"), first).toContain(`href="${second}"`);
      expect(link(oneHtml, "prev"), first).toBe("");
      const two = await get(second);
      expect(two.status, second).toBe(200);
      const twoHtml = await two.text();
      expect(cards(twoHtml), second).toBeGreaterThan(0);
      expect(cards(twoHtml) + VIDEOS_PER_PAGE, second).toBe(VIDEOS.length + 1 + VIDEOS_PER_PAGE);
      expect(link(twoHtml, "prev"), second).toContain(`href="${first}"`);
      expect(link(twoHtml, "next"), second).toBe("");
      expect((await get(url("tiktokPopular", lang, { page: "3" }))).status, lang).toBe(404);
    }
  });
});

describe("with HAS_TIKTOK_PAGES off", () => {
  it("answers 404 on every short-video path and its API, and the footer has no link to them", async () => {
    // The same catalogue, served again with the section off.
    await app.stop();
    app = await startApp({ DATA_DIR: dataDir, DEFAULT_LOCALE: DEFAULT });
    const id = ids[0] as string;
    const params: Record<string, string> = { hashtag: "travel", id, page: "" };
    for (const pageId of PAGE_IDS.filter((p) => pageDef(p).feature === "tiktok")) {
      for (const lang of ["en", "pt", "es"] as const) {
        const path = url(pageId, lang, params);
        expect(path, pageId).not.toBe("");
        expect((await get(path)).status, path).toBe(404);
      }
    }
    expect((await get("/tiktok/download?link=x")).status).toBe(404);
    for (const kind of ["file", "download", "poster"]) {
      expect((await get(`/api/videos/${id}/${kind}`)).status, kind).toBe(404);
    }
    const play = await get(`/api/videos/${id}/play`, { method: "POST", headers: { origin: app.url } });
    expect(play.status).toBe(404);
    for (const lang of ["en", "pt", "es"] as const) {
      const contact = decode(await (await get(url("contact", lang))).text());
      expect(contact, lang).toMatch(/<footer/);
      expect(contact, lang).not.toMatch(/<footer[\s\S]*href="[^"]*\/tiktok/);
      expect(contact, lang).not.toContain(`>${catalogues[lang].common.footer.tiktok}<`);
    }
  });
});
