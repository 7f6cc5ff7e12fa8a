// The social area in real browsers (issue 14 "Tests", browser): a new account opens its
// verification mail, picks a username on its first visit of /app/social and posts a story; a
// second person watches it in the full-screen viewer; a day later (the server's social clock moved
// through TEST_CLOCK_FILE) the story is gone from every list, its image answers 404 and the expiry
// job has deleted its file. Along the way every new screen is captured at 390x844 and 1366x800
// under /tmp/stories-shots (looked at by a person, not compared).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "#app/i18n/locales/en/index.ts";
import { launchBrowser, newStranger, type RunningApp, type Stranger, startApp } from "./fixtures.ts";

const ADMIN = { email: "social-admin@example.com", password: "admin pass phrase 42" };
const PASSWORD = "correct horse battery";
const SHOTS = process.env.SCREENSHOT_DIR ?? "/tmp/stories-shots";
const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 800 },
] as const;
const P = en.profile;
const S = en.stories;

let app: RunningApp;
let browser: Browser;
let clockFile: string;
const contexts: Stranger[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const dir = path.join("/tmp", `acaso-social-e2e-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  clockFile = path.join(dir, "clock-offset-ms");
  writeFileSync(clockFile, "0");
  app = await startApp({
    NODE_ENV: "test",
    TEST_CLOCK_FILE: clockFile,
    STORIES_SWEEP_SECONDS: "1",
    HAS_STORIES_PAGES: "true",
    DEFAULT_LOCALE: "en",
    ALTCHA_COST: "1",
    ALTCHA_MAX_NUMBER: "20",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_REQUIRE_2FA: "false",
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const c of contexts) await c.context.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
});

async function person(width = 1366, height = 800): Promise<Page> {
  const stranger = await newStranger(browser, {
    baseURL: app.url,
    camera: false,
    viewport: { width, height },
  });
  contexts.push(stranger);
  return stranger.page;
}

/** Signs up through the API in the page's own cookie jar (the robot check solved like the widget). */
async function signUp(page: Page, email: string) {
  const challenge = await (await page.request.get("/api/auth/altcha/challenge")).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  const res = await page.request.post("/api/auth/signup", {
    data: { email, password: PASSWORD, altcha },
    headers: { origin: app.url, cookie: "i18n_redirected=en" },
  });
  // "Check your inbox" (decision 046): no session yet. The account exists once its mail is out;
  // logging in with the password is allowed before the address is verified.
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ ok: true, checkInbox: true });
  await verificationPath(email);
  const login = await page.request.post("/api/auth/login", {
    data: { email, password: PASSWORD },
    headers: { origin: app.url },
  });
  expect(login.status()).toBe(200);
}

/** The verification link mailed to `email` (the file outbox of DATA_DIR), as a path. */
async function verificationPath(email: string): Promise<string> {
  const outbox = path.join(app.dataDir, "outbox");
  for (let i = 0; i < 100; i++) {
    let names: string[] = [];
    try {
      names = readdirSync(outbox).filter((n) => n.endsWith(".eml"));
    } catch {
      names = [];
    }
    for (const name of names) {
      const raw = readFileSync(path.join(outbox, name), "utf8");
      if (!raw.toLowerCase().includes(`to: ${email}`)) continue;
      const body = raw
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      const match = body.match(
        /https?:\/\/[^/\s]+(\/api\/social\/verify-email\/[A-Za-z0-9_-]{43}\?lang=[a-z]{2})/,
      );
      if (match?.[1]) return match[1];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no verification mail for ${email}`);
}

/** Screenshots of the current page at both sizes (the viewport is restored after). */
async function shoot(page: Page, name: string) {
  const before = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size.name}.png`), fullPage: false });
  }
  if (before) await page.setViewportSize(before);
}

async function storyFiles(): Promise<string[]> {
  const root = path.join(app.dataDir, "files", "stories");
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

describe("social area in real browsers", () => {
  let ana: Page;
  let bob: Page;
  let storyImageUrl = "";

  it("a new account verifies its address, picks a username and posts a story", async () => {
    ana = await person();
    await signUp(ana, "ana@example.com");
    // First visit before opening the mail: the banner and the username form.
    await ana.goto("/en/app/social", { waitUntil: "networkidle" });
    await expect.poll(() => ana.getByRole("heading", { name: P.verify.title }).count()).toBe(1);
    await expect.poll(() => ana.getByRole("heading", { name: P.setup.title }).count()).toBe(1);
    await shoot(ana, "social-first-visit");

    // Posting is refused until the address is verified.
    await ana.goto("/en/social/stories", { waitUntil: "networkidle" });
    await expect.poll(() => ana.getByText(S.compose.needVerified).count()).toBe(1);

    await ana.goto(await verificationPath("ana@example.com"), { waitUntil: "networkidle" });
    // English is this server's default language: its paths have no prefix.
    expect(new URL(ana.url()).pathname).toBe("/app/social");
    await expect.poll(() => ana.getByText(P.verify.done).count()).toBe(1);
    expect(await ana.getByRole("heading", { name: P.verify.title }).count()).toBe(0);
    // The link is single use.
    const again = await ana.request.get(await verificationPath("ana@example.com"), { maxRedirects: 0 });
    expect(again.headers().location).toContain("verified=0");

    await ana.getByLabel(P.setup.username).fill("Ana Souza");
    await expect.poll(() => ana.getByText("Your username will be: anasouza").count()).toBe(1);
    await ana.getByLabel(P.setup.bio).fill("Fotos de viagem https://example.com");
    await ana.getByRole("button", { name: P.setup.save }).click();
    await expect.poll(() => ana.locator(".profile-card__name").textContent()).toBe("@anasouza");
    const bioLink = ana.locator(".profile-card__bio a");
    expect(await bioLink.getAttribute("rel")).toBe("nofollow ugc noopener");
    await shoot(ana, "social-home");

    await ana.goto("/en/social/stories", { waitUntil: "networkidle" });
    await expect.poll(() => ana.getByText(S.empty).count()).toBe(1);
    const image = path.join(path.dirname(clockFile), "sunset.png");
    await sharp({
      create: { width: 1200, height: 1600, channels: 3, background: { r: 240, g: 120, b: 40 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="1200" height="1600"><circle cx="600" cy="700" r="300" fill="#ffd23f"/></svg>',
          ),
        },
      ])
      .png()
      .toFile(image);
    await ana.locator('input[type="file"]').setInputFiles(image);
    // The preview is the picture's spec §3 upload result { base64, name } (issue 11 item 7), already
    // resized to fit 600x600 as it will be sent.
    const preview = ana.getByTestId("story-preview");
    await expect.poll(() => preview.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    expect(await preview.getAttribute("title")).toBe("sunset.png");
    expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      450, 600,
    ]);
    await ana.getByLabel(S.compose.caption).fill("Pôr do sol <b>lindo</b> https://example.com/sol");
    await shoot(ana, "stories-compose");
    await ana.getByRole("button", { name: S.compose.submit }).click();
    await expect.poll(() => ana.locator(".story-tile").count()).toBe(1);
    await expect.poll(() => ana.getByText(S.compose.posted).count()).toBe(1);
    storyImageUrl = (await ana.locator(".story-tile img").getAttribute("src")) ?? "";
    expect(storyImageUrl).toMatch(/^\/api\/media\/img\/[0-9a-f-]{36}\/anasouza$/);
    const served = await ana.request.get(storyImageUrl);
    expect(served.status()).toBe(200);
    const meta = await sharp(await served.body()).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(600);
    expect(await storyFiles()).toHaveLength(1);
    await shoot(ana, "stories-page");
  });

  it("another person watches it full screen: progress, arrows, swipe down to close; and reports it", async () => {
    bob = await person(390, 844);
    await signUp(bob, "bob@example.com");
    await bob.goto(await verificationPath("bob@example.com"), { waitUntil: "networkidle" });
    await bob.getByLabel(P.setup.username).fill("bob");
    await bob.getByRole("button", { name: P.setup.save }).click();
    await expect.poll(() => bob.locator(".profile-card__name").textContent()).toBe("@bob");
    // The social home's feed shows the fresh story.
    await expect.poll(() => bob.locator(".discover-item--story").count()).toBe(1);

    await bob.goto("/en/social/stories", { waitUntil: "networkidle" });
    await bob.locator(".story-tile__open").first().click();
    const viewer = bob.getByRole("dialog", { name: S.viewer.label });
    await expect.poll(() => viewer.count()).toBe(1);
    // User text is text: the tags show as typed, the address is a nofollow link.
    await expect
      .poll(() => viewer.locator(".story-viewer__caption").textContent())
      .toBe("Pôr do sol <b>lindo</b> https://example.com/sol");
    expect(await viewer.locator(".story-viewer__caption b").count()).toBe(0);
    expect(await viewer.locator(".story-viewer__caption a").getAttribute("rel")).toBe(
      "nofollow ugc noopener",
    );
    expect(await viewer.locator(".story-viewer__fill--active").count()).toBe(1);
    await bob.waitForTimeout(700);
    await shoot(bob, "story-viewer");

    // Report it: the dialog, then the thanks.
    await viewer.getByRole("button", { name: S.viewer.report }).click();
    await bob.getByLabel(S.report.reason).selectOption("spam");
    await shoot(bob, "story-report");
    await bob.getByRole("button", { name: S.report.send }).click();
    await expect.poll(() => bob.getByText(S.report.sent).count()).toBe(1);

    // Swipe down closes.
    const box = await viewer.locator(".story-viewer__stage").boundingBox();
    if (!box) throw new Error("no stage");
    const x = box.x + box.width / 2;
    const y = box.y + 100;
    await bob.mouse.move(x, y);
    await bob.mouse.down();
    await bob.mouse.move(x, y + 60, { steps: 4 });
    await bob.mouse.move(x, y + 200, { steps: 4 });
    await bob.mouse.up();
    await expect.poll(() => viewer.count()).toBe(0);

    // Arrow right past the last story closes too.
    await bob.locator(".story-tile__open").first().click();
    await expect.poll(() => viewer.count()).toBe(1);
    await bob.keyboard.press("ArrowRight");
    await expect.poll(() => viewer.count()).toBe(0);
  });

  it("the admin screens: discover config and list, and the reported story in the review queue", async () => {
    const admin = await person();
    const login = await admin.request.post("/api/admin/session/login", {
      data: ADMIN,
      headers: { origin: app.url },
    });
    expect(login.status()).toBe(200);
    await admin.goto("/-priv/mda/socialmanager/post-discover/config", { waitUntil: "networkidle" });
    await expect.poll(() => admin.getByTestId("discover-config-form").count()).toBe(1);
    await admin.getByLabel(en.adminSocial.config.pinnedLimit).fill("3");
    await admin.getByRole("button", { name: en.admin.common.save }).click();
    await expect.poll(() => admin.getByText(en.adminSocial.config.saved).count()).toBe(1);
    await shoot(admin, "admin-discover-config");

    await admin.goto("/-priv/mda/socialmanager/post-discover/list", { waitUntil: "networkidle" });
    await admin.getByRole("button", { name: en.adminSocial.list.create }).click();
    await admin.getByLabel(en.adminSocial.list.title, { exact: true }).fill("Summer party");
    await admin.getByLabel(en.adminSocial.list.text).fill("Join the summer party room tonight");
    await admin.getByLabel(en.adminSocial.list.url).fill("https://example.com/party");
    await admin.getByRole("button", { name: en.admin.common.save }).click();
    await expect.poll(() => admin.getByTestId("discover-list").locator("tbody tr").count()).toBe(1);
    await shoot(admin, "admin-discover-list");

    // The pinned post leads Bob's feed.
    await bob.goto("/en/app/social", { waitUntil: "networkidle" });
    await expect
      .poll(() => bob.locator(".discover-item--pinned").first().textContent())
      .toContain("Summer party");
    await shoot(bob, "social-feed");

    // Bob's report is in the review queue as a story, with the image copy.
    const queue = await (await admin.request.get("/api/admin/reviews")).json();
    const item = queue.items.find((i: { kind: string }) => i.kind === "story");
    expect(item).toBeTruthy();
    await admin.goto("/-priv/mda/safecontrol", { waitUntil: "networkidle" });
    await admin
      .locator(`[data-item="${item.id}"], [data-testid="reported-story"]`)
      .first()
      .waitFor({ timeout: 5000 })
      .catch(() => undefined);
    await expect.poll(() => admin.getByTestId("reported-story").count()).toBe(1);
    expect(await admin.getByRole("button", { name: en.adminSocial.review.takedown }).count()).toBe(1);
    await shoot(admin, "admin-review-queue");
  });

  it("anyone may read the stories pages: canonical URLs, /1 redirects, a bad page is 404", async () => {
    const visitor = await person(390, 844);
    const res = await visitor.goto("/en/social/stories", { waitUntil: "networkidle" });
    expect(res?.status()).toBe(200);
    expect(await visitor.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/social\/stories$/);
    await expect.poll(() => visitor.getByText(S.compose.needLogin).count()).toBe(1);
    expect(await visitor.locator(".story-tile").count()).toBe(1);
    // English is the default language here: its unprefixed paths are the real ones.
    const one = await visitor.request.get("/social/stories/1", { maxRedirects: 0 });
    expect(one.status()).toBe(301);
    expect(one.headers().location).toMatch(/\/social\/stories$/);
    expect((await visitor.request.get("/social/stories/abc")).status()).toBe(404);
    // The social home itself is for logged-in people only.
    await visitor.goto("/en/app/social", { waitUntil: "networkidle" });
    expect(new URL(visitor.url()).pathname).toContain("/app/auth/login");
  });

  it("a day later the story is gone from every list, its image is 404 and its file deleted", async () => {
    writeFileSync(clockFile, String(24 * 60 * 60 * 1000 + 60_000));
    await ana.goto("/en/social/stories", { waitUntil: "networkidle" });
    await expect.poll(() => ana.locator(".story-tile").count()).toBe(0);
    await expect.poll(() => ana.getByText(S.empty).count()).toBe(1);
    expect((await ana.request.get(storyImageUrl)).status()).toBe(404);
    await bob.goto("/en/app/social", { waitUntil: "networkidle" });
    expect(await bob.locator(".discover-item--story").count()).toBe(0);
    // The expiry job (every second here) deletes the file.
    await expect.poll(() => storyFiles(), { timeout: 10_000 }).toHaveLength(0);
    // Past the last page is 404.
    expect((await ana.request.get("/social/stories/2")).status()).toBe(404);
  });
});
