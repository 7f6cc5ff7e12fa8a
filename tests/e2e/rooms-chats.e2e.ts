// Issue 14 in real browsers: two logged-in strangers become friends in a video chat and then talk in
// Chats (typing, delivered and read marks, the header's unread badge); a chat room read and written
// by three people. The cross-node room test is in rooms-scaleout.e2e.ts.
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import en from "#app/i18n/locales/en/index.ts";
import { expectStatus, pressStart } from "./chat-helpers.ts";
import { launchBrowser, newStranger, type RunningApp, type Stranger, startApp } from "./fixtures.ts";
import { adminClient, createRoom, PASSWORD, screenshot, shareSession, signedUp } from "./rooms-helpers.ts";

const D = en.directChats;
const ADMIN = "rooms-admin@example.com";

describe("social area in real browsers", () => {
  let app: RunningApp;
  let browser: Browser;
  const open: Stranger[] = [];

  beforeAll(async () => {
    app = await startApp({ ADMIN_EMAIL: ADMIN, ADMIN_PASSWORD: PASSWORD, ADMIN_REQUIRE_2FA: "false" });
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** A logged-in person (own browser context) on `path`. */
  async function person(name: string, path: string, viewport?: { width: number; height: number }) {
    const stranger = await newStranger(browser, { baseURL: app.url, ...(viewport ? { viewport } : {}) });
    open.push(stranger);
    const { client } = await signedUp(app, name);
    await shareSession(client, stranger.context, app.url);
    await stranger.page.goto(path, { waitUntil: "networkidle" });
    return stranger.page;
  }

  it("two logged-in strangers become friends in the video chat, then talk in Chats with typing and read marks", async () => {
    const [a, b] = await Promise.all([person("ana", "/en/chat"), person("bo", "/en/chat")]);
    await pressStart(a);
    await pressStart(b);
    await Promise.all([expectStatus(a, "connected"), expectStatus(b, "connected")]);

    // One press is a request; the other side sees it and presses too.
    await a.getByTestId("add-friend").click();
    await expect.poll(() => a.getByTestId("add-friend").getAttribute("data-phase")).toBe("sent");
    await expect.poll(() => b.getByTestId("add-friend").getAttribute("data-phase")).toBe("asked");
    await screenshot(b, "friend-asked-1366");
    await b.getByTestId("add-friend").click();
    await expect.poll(() => b.getByTestId("friend-added").isVisible()).toBe(true);
    await expect.poll(() => a.getByTestId("friend-added").isVisible()).toBe(true);

    // B waits on another page; A writes from Chats.
    await b.goto("/en/app", { waitUntil: "networkidle" });
    await a.goto("/en/app/social/chats", { waitUntil: "networkidle" });
    await a.getByTestId("conversation").first().click();
    await a.getByTestId("dm-input").waitFor();
    await a.getByTestId("dm-input").fill("Hello from the video chat! https://example.com/x");
    await a.getByTestId("dm-input").press("Enter");
    await expect.poll(() => a.getByTestId("dm-mark").last().getAttribute("data-mark")).toBe("sent");

    // The header's badge on B's page says one unread message (polled every 20 s at most).
    await expect.poll(() => b.getByTestId("unread-badge").textContent(), { timeout: 30_000 }).toContain("1");
    await b.getByTestId("header-social").click();
    await b.goto("/en/app/social/chats", { waitUntil: "networkidle" });
    await expect.poll(() => b.getByTestId("conversation-unread").textContent()).toBe("1");
    await b.getByTestId("conversation").first().click();
    await expect
      .poll(() => b.getByTestId("dm-messages").textContent(), { timeout: 10_000 })
      .toContain("Hello from the video chat!");
    // Links are text-safe links: nofollow, ugc, noopener.
    expect(
      await b.locator("[data-testid=dm-messages] a[href='https://example.com/x']").getAttribute("rel"),
    ).toBe("nofollow ugc noopener");
    // Opening the conversation read it: A sees the read mark, B's badge goes.
    await expect
      .poll(() => a.getByTestId("dm-mark").last().getAttribute("data-mark"), { timeout: 10_000 })
      .toBe("read");
    await expect.poll(() => b.getByTestId("unread-badge").count(), { timeout: 30_000 }).toBe(0);

    // Typing shows on the other side.
    await b.getByTestId("dm-input").pressSequentially("Hi An", { delay: 30 });
    await expect
      .poll(() => a.getByTestId("dm-typing").textContent(), { timeout: 10_000 })
      .toContain(D.typing.replace("{{name}}", "").trim());
    await b.getByTestId("dm-input").press("Enter");
    await expect
      .poll(() => a.getByTestId("dm-messages").textContent(), { timeout: 10_000 })
      .toContain("Hi An");
    await screenshot(a, "chats-1366");
    await a.setViewportSize({ width: 390, height: 844 });
    await screenshot(a, "chats-390");

    // Block: B can no longer write to A.
    b.once("dialog", (dialog) => void dialog.accept());
    await b.getByTestId("dm-block").click();
    await expect.poll(() => b.getByTestId("dm-block").textContent()).toBe(D.unblock);
    await a.getByTestId("dm-input").fill("still there?");
    await a.getByTestId("dm-input").press("Enter");
    await expect.poll(() => a.locator(".composer__error").textContent()).toBe(D.errors.blocked);
  });

  it("an anonymous stranger pressing Add as friend gets the login modal", async () => {
    const anon = await newStranger(browser, { baseURL: app.url });
    open.push(anon);
    await anon.page.goto("/en/chat", { waitUntil: "networkidle" });
    const b = await person("cy", "/en/chat");
    await pressStart(anon.page);
    await pressStart(b);
    await Promise.all([expectStatus(anon.page, "connected"), expectStatus(b, "connected")]);
    await anon.page.getByTestId("add-friend").click();
    await expect
      .poll(() => anon.page.locator("#login-modal-title").isVisible(), { timeout: 10_000 })
      .toBe(true);
    await screenshot(anon.page, "friend-login-modal-1366");
  });

  it("three people in a room: history, live messages, presence, mentions; anonymous readers; screenshots", async () => {
    const admin = await adminClient(app.url, ADMIN);
    const roomId = await createRoom(admin, "Travel");
    await createRoom(admin, "Music", { language: "pt", slowModeSeconds: 5 });
    const path = `/en/app/social/chat-room?room=${roomId}`;
    const [a, b] = await Promise.all([person("dani", path), person("eli", path)]);
    const reader = await newStranger(browser, { baseURL: app.url, viewport: { width: 390, height: 844 } });
    open.push(reader);
    await reader.page.goto(path, { waitUntil: "networkidle" });

    for (const page of [a, b]) await page.getByTestId("room-input").waitFor();
    await a.getByTestId("room-input").fill("Anyone been to Lisbon? <script>alert(1)</script>");
    await a.getByTestId("room-input").press("Enter");
    for (const page of [b, reader.page]) {
      await expect
        .poll(() => page.getByTestId("room-messages").textContent(), { timeout: 10_000 })
        .toContain("Anyone been to Lisbon? <script>alert(1)</script>");
    }
    // Shown as text: no element was made from it.
    expect(await b.locator("[data-testid=room-messages] script").count()).toBe(0);
    await expect.poll(() => a.getByTestId("room-count").textContent()).toContain("3");
    // The anonymous reader is asked to log in instead of a text box.
    expect(await reader.page.getByTestId("room-input").count()).toBe(0);

    await b.getByTestId("room-input").fill("Yes! Great food.");
    await b.getByTestId("room-input").press("Enter");
    await expect
      .poll(() => a.getByTestId("room-messages").textContent(), { timeout: 10_000 })
      .toContain("Great food");

    // A newcomer gets the history.
    const late = await person("fay", path);
    await expect.poll(() => late.getByTestId("room-message").count(), { timeout: 10_000 }).toBe(2);

    await screenshot(a, "room-1366");
    await screenshot(reader.page, "room-anonymous-390");
    await a.setViewportSize({ width: 390, height: 844 });
    await screenshot(a, "room-390");
    await a.goto("/en/app/social/chat-room", { waitUntil: "networkidle" });
    await expect.poll(() => a.getByTestId("room-list").textContent()).toContain("Travel");
    await screenshot(a, "room-list-390");
    await a.setViewportSize({ width: 1366, height: 800 });
    await screenshot(a, "room-list-1366");
  });

  it("the admin rooms screen lists, edits and moderates rooms", async () => {
    const admin = await adminClient(app.url, ADMIN);
    const roomId = await createRoom(admin, "Cinema");
    const stranger = await newStranger(browser, { baseURL: app.url, viewport: { width: 1366, height: 800 } });
    open.push(stranger);
    await shareSession(admin, stranger.context, app.url);
    await stranger.page.goto("/en/-priv/mda/socialmanager/rooms", { waitUntil: "networkidle" });
    await expect.poll(() => stranger.page.getByTestId("admin-rooms").textContent()).toContain("Cinema");
    const row = stranger.page.locator("tr", { hasText: "Cinema" });
    await row.getByRole("button", { name: en.adminRooms.moderate }).click();
    await stranger.page.getByTestId("room-moderation").waitFor();
    await screenshot(stranger.page, "admin-rooms-1366");
    await stranger.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(stranger.page, "admin-rooms-390");
    stranger.page.once("dialog", (dialog) => void dialog.accept());
    await row.getByTestId("room-close-toggle").click();
    await expect.poll(() => row.textContent()).toContain(en.adminRooms.closed);
    const audit = await admin.get(`/api/admin/audit?targetId=${roomId}`);
    expect(JSON.stringify(audit.json)).toContain("rooms.close");
  });
});
