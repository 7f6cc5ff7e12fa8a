// Browser tests of accounts (issue 6): sign-up -> login -> account page -> avatar -> logout with the
// real robot check solved by the widget; Google sign-in through a real OpenID Connect provider on
// loopback (npm oidc-provider); password reset through a real SMTP server on loopback (npm
// smtp-server); the guards with the return path; the admin area. Runs against the production build.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "#app/i18n/locales/en/index.ts";
import pt from "#app/i18n/locales/pt/index.ts";
import { formErrorMessage } from "#common/form-errors.ts";
import { type LoopbackOidcProvider, startOidcProvider } from "../helpers/oidc-provider.ts";
import { freePort, launchBrowser, newStranger, type RunningApp, startApp } from "./fixtures.ts";

const ADMIN = { email: "boss@example.com", password: "admin pass phrase 42" };
const PASSWORD = "correct horse battery";
const A = en.auth;

/** A real SMTP server on loopback that keeps every message it receives. */
async function startSmtp() {
  const messages: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link's path in a mail, undoing quoted-printable (soft line breaks, =XX escapes). */
function resetPath(raw: string): string {
  const body = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const match = body.match(
    /https?:\/\/[^/\s]+((?:\/[a-z]{2})?\/app\/auth\/reset-password\/[A-Za-z0-9_-]{43})/,
  );
  if (!match?.[1]) throw new Error(`no reset link in:\n${raw}`);
  return match[1];
}

/** The verification link's path in the newest sign-up mail to `email` (the social area mails it). */
async function verifyPath(email: string): Promise<string> {
  for (const until = Date.now() + 15_000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
    for (const mail of [...smtp.messages].reverse()) {
      if (!mail.to.includes(email)) continue;
      const body = mail.raw
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      const match = body.match(
        /https?:\/\/[^/\s]+(\/api\/social\/verify-email\/[A-Za-z0-9_-]{43}\?lang=[a-z]{2})/,
      );
      if (match?.[1]) return match[1];
    }
  }
  throw new Error(`no verification mail for ${email}`);
}

/** Screenshots of the "check your inbox" state (taken at the first sign-up). */
const SHOTS = "/tmp/signup-shots";
let shot = false;

let app: RunningApp;
let browser: Browser;
let idp: LoopbackOidcProvider;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  // The app's own URL must be known before it starts: it is the provider's redirect URI, and
  // the browser must stay on one host so the pending sign-in cookie comes back.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  idp = await startOidcProvider({
    clientId: "acaso-e2e",
    clientSecret: "acaso-e2e-secret",
    account: { sub: "google-e2e-1", email: "gina@example.com", name: "Gina Google" },
  });
  idp.attach(`${base}/app/auth/oauth2/google/redirect`);
  smtp = await startSmtp();
  app = await startApp({
    PORT: String(port),
    SITE_URL: base,
    DEFAULT_LOCALE: "pt",
    OAUTH_GOOGLE_CLIENT_ID: "acaso-e2e",
    OAUTH_GOOGLE_CLIENT_SECRET: "acaso-e2e-secret",
    OAUTH_GOOGLE_ISSUER: idp.issuer,
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The guards are tested here; the TOTP second factor in admin.e2e.ts.
    ADMIN_REQUIRE_2FA: "false",
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await idp?.close();
  await smtp?.close();
});

const me = async (page: Page) =>
  ((await (await page.request.get(`${app.url}/api/auth/me`)).json()) as { user: { email: string } | null })
    .user;

/** Fills and sends the login form of the page, or of one part of it (the modal). */
async function logIn(page: Page | Locator, email: string, password: string) {
  await page.getByLabel(A.fields.email).fill(email);
  await page.getByLabel(A.fields.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: A.login.submit, exact: true }).click();
}

/**
 * Opens a page and waits until its script ran: after hydration the layout asks /api/auth/me, so a
 * quiet network means buttons now answer clicks.
 */
async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: "networkidle" });
}

/** The page is hydrated and its robot check widget is defined (it loads after hydration). */
async function widgetReady(page: Page) {
  await page.waitForFunction(() => customElements.get("altcha-widget") !== undefined);
  await page.locator("altcha-widget input[type=checkbox]").first().waitFor({ state: "attached" });
}

/** Signs up through the login page's form; the robot check runs in the browser (altcha widget). */
async function signUp(page: Page, email: string, name: string) {
  await open(page, `${app.url}/en/app/auth/login`);
  // A click before hydration does nothing (seen on a loaded machine): click until the form switches.
  const toSignup = page.getByRole("button", { name: A.login.noAccount });
  await expect
    .poll(
      async () => {
        if (await toSignup.isVisible()) await toSignup.click();
        return page.locator("h1").textContent();
      },
      { timeout: 20_000 },
    )
    .toBe(A.signup.title);
  await page.getByLabel(A.fields.displayName).fill(name);
  await page.getByLabel(A.fields.email).fill(email);
  await page.getByLabel(A.fields.password, { exact: true }).fill(PASSWORD);
  await widgetReady(page);
  await page.getByRole("button", { name: A.signup.submit }).click();
  // Issue 17 finding 12 (decision 046): "check your inbox", the same for any address; no session.
  await expect
    .poll(() => page.locator("h1").textContent(), { timeout: 30_000 })
    .toBe(A.signup.checkInboxTitle);
  await expect
    .poll(() => page.getByTestId("signup-check-inbox").textContent())
    .toContain(A.signup.checkInbox.replace("{{email}}", email));
  expect(await me(page)).toBeNull();
  const viewport = page.viewportSize();
  if (!shot) {
    shot = true;
    mkdirSync(SHOTS, { recursive: true });
    for (const size of [
      { name: "phone", width: 390, height: 844 },
      { name: "desktop", width: 1280, height: 800 },
    ]) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.screenshot({ path: path.join(SHOTS, `signup-check-inbox-${size.name}.png`) });
    }
    if (viewport) await page.setViewportSize(viewport);
  }
  // The mailed link (in the page's language) verifies the address and signs in.
  await page.goto(`${app.url}${await verifyPath(email)}`, { waitUntil: "networkidle" });
  expect(new URL(page.url()).pathname).toBe("/en/app/social");
  expect((await me(page))?.email).toBe(email);
}

describe("e-mail and password", () => {
  it("sign up -> log out -> log in -> account page -> avatar -> log out", async () => {
    const { context, page } = await newStranger(browser, { camera: false });
    await signUp(page, "ana@example.com", "Ana");
    // The header learned about the session from /api/auth/me.
    await expect.poll(() => page.getByTestId("header-account").textContent()).toBe(A.nav.account);
    await page.request.post(`${app.url}/api/auth/logout`, { headers: { origin: app.url } });
    expect(await me(page)).toBeNull();

    // The guard sends the anonymous visitor to the login page, keeping where they were going.
    await open(page, `${app.url}/en/app/user/account`);
    expect(new URL(page.url()).pathname).toBe("/en/app/auth/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/en/app/user/account");
    expect(await page.locator("h1").textContent()).toBe(en.site.pages.authLogin.title);
    await logIn(page, "ana@example.com", "wrong password 123");
    await expect.poll(() => page.locator(".form-errors").textContent()).not.toBe("");
    expect(new URL(page.url()).pathname).toBe("/en/app/auth/login");
    await logIn(page, "ana@example.com", PASSWORD);
    await page.waitForURL(`${app.url}/en/app/user/account`);
    expect(await page.locator("h1").textContent()).toBe(A.account.title);
    expect(await page.getByLabel(A.fields.displayName, { exact: true }).inputValue()).toBe("Ana");
    await expect.poll(() => page.locator(".sessions li").count()).toBe(1);

    // A 1200x800 picture: the browser resizes it to fit 600x600 before sending.
    const png = await page.evaluate(() => {
      const canvas = document.createElement("canvas");
      canvas.width = 1200;
      canvas.height = 800;
      const ctx = canvas.getContext("2d");
      if (!ctx) throw new Error("no 2d context");
      ctx.fillStyle = "#3a7";
      ctx.fillRect(0, 0, 1200, 800);
      ctx.fillStyle = "#fff";
      ctx.fillRect(100, 100, 300, 300);
      return canvas.toDataURL("image/png").split(",")[1] ?? "";
    });
    await page
      .getByLabel(A.account.avatarChoose)
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from(png, "base64") });
    await expect.poll(() => page.getByRole("status").textContent()).toBe(A.account.avatarUploaded);
    const avatar = page.locator("img.avatar");
    const src = (await avatar.getAttribute("src")) ?? "";
    expect(src).toMatch(/^\/api\/media\/img\/[0-9a-f-]{36}\/ana$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(400);
    const served = await page.request.get(`${app.url}${src}`);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toMatch(/^image\/(jpeg|png|webp)$/);
    expect((await me(page))?.email).toBe("ana@example.com");

    // A logged-in visitor who opens the login page goes straight to the return path.
    await open(page, `${app.url}/en/app/auth/login?redirect=%2Fen%2Fcontact`);
    expect(new URL(page.url()).pathname).toBe("/en/contact");

    await open(page, `${app.url}/en/app/user/account`);
    await page.getByRole("button", { name: A.account.logout }).click();
    await page.waitForURL(`${app.url}/`);
    expect(await me(page)).toBeNull();
    await open(page, `${app.url}/en/app/user/account`);
    expect(new URL(page.url()).pathname).toBe("/en/app/auth/login");
    await context.close();
  });

  it("resets a forgotten password through a real SMTP server", async () => {
    const { context, page } = await newStranger(browser, { camera: false });
    await signUp(page, "bruno@example.com", "Bruno");
    await page.request.post(`${app.url}/api/auth/logout`, { headers: { origin: app.url } });

    await open(page, `${app.url}/en/app/auth/login`);
    await page.getByRole("link", { name: A.login.forgot }).click();
    await page.waitForURL(`${app.url}/en/app/auth/forgot-password`);
    expect(await page.locator("h1").textContent()).toBe(en.site.pages.authForgotPassword.title);
    const before = smtp.messages.length;
    await page.getByLabel(A.fields.email).fill("bruno@example.com");
    await widgetReady(page);
    await page.getByRole("button", { name: A.reset.requestSubmit }).click();
    await expect
      .poll(() => page.getByRole("status").textContent(), { timeout: 30_000 })
      .toBe(A.reset.requestSent);
    await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(before + 1);
    const mail = smtp.messages[before];
    expect(mail?.to).toEqual(["bruno@example.com"]);
    const link = resetPath(mail?.raw ?? "");
    expect(link).toMatch(/^\/en\/app\/auth\/reset-password\//);

    await open(page, `${app.url}${link}`);
    expect(await page.locator("h1").textContent()).toBe(en.site.pages.authResetPassword.title);
    await page.getByLabel(A.fields.newPassword).fill("a brand new secret");
    await page.getByRole("button", { name: A.reset.confirmSubmit }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toContain(A.reset.done);

    // The link is single use.
    await open(page, `${app.url}${link}`);
    await page.getByLabel(A.fields.newPassword).fill("another new secret");
    await page.getByRole("button", { name: A.reset.confirmSubmit }).click();
    await expect.poll(() => page.locator(".form-errors").count()).toBe(1);

    await open(page, `${app.url}/en/app/auth/login`);
    await logIn(page, "bruno@example.com", PASSWORD);
    await expect.poll(() => page.locator(".form-errors").count()).toBe(1);
    await logIn(page, "bruno@example.com", "a brand new secret");
    await page.waitForURL(`${app.url}/en/app`);
    expect((await me(page))?.email).toBe("bruno@example.com");

    // Without its token segment the reset page does not exist.
    expect((await page.request.get(`${app.url}/en/app/auth/reset-password`)).status()).toBe(404);
    await context.close();
  });
});

describe("Google sign-in", () => {
  it("signs in through the loopback OpenID Connect provider and returns to the guarded page", async () => {
    const { context, page } = await newStranger(browser, { camera: false });
    await open(page, `${app.url}/en/app/user/account`);
    expect(new URL(page.url()).pathname).toBe("/en/app/auth/login");
    await page.getByRole("link", { name: A.login.withGoogle }).click();
    await page.waitForURL(`${app.url}/en/app/user/account`, { timeout: 30_000 });
    expect(await page.locator("h1").textContent()).toBe(A.account.title);
    expect(await page.getByLabel(A.fields.displayName, { exact: true }).inputValue()).toBe("Gina Google");
    expect(await me(page)).toMatchObject({ email: "gina@example.com" });
    await context.close();
  });

  it("shows the provider's error on the login page", async () => {
    const { context, page } = await newStranger(browser, { camera: false });
    await open(page, `${app.url}/en/app/auth/oauth2/google/redirect?code=x&state=forged`);
    expect(new URL(page.url()).pathname).toBe("/en/app/auth/login");
    expect(new URL(page.url()).searchParams.get("error")).toBe("oauthCodeRequired");
    expect(await page.locator(".form-errors").textContent()).not.toBe("");
    expect(await me(page)).toBeNull();
    await context.close();
  });
});

describe("guards and the admin area", () => {
  it("sends anonymous visitors to the login page of their language with the return path", async () => {
    for (const [url, login] of [
      ["/app/social", "/app/auth/login"],
      ["/de/app/social/chats", "/de/app/auth/login"],
      ["/app/user/account", "/app/auth/login"],
    ] as const) {
      const res = await fetch(`${app.url}${url}`, { redirect: "manual" });
      expect(res.status, url).toBe(302);
      expect(res.headers.get("location")).toBe(`${login}?${new URLSearchParams({ redirect: url })}`);
    }
    const res = await fetch(`${app.url}/-priv/mda/safecontrol`, { redirect: "manual" });
    expect(res.headers.get("location")).toBe("/-priv/mda/login");
    // An unsafe return path is never followed.
    const { context, page } = await newStranger(browser, { camera: false });
    await open(page, `${app.url}/app/auth/login?redirect=%2F%2Fevil.example%2F`);
    expect(await page.locator("h1").textContent()).toBe(pt.site.pages.authLogin.title);
    await context.close();
  });

  it("refuses a normal user and lets the administrator from ADMIN_EMAIL in", async () => {
    const { context, page } = await newStranger(browser, { camera: false });
    await signUp(page, "carla@example.com", "Carla");
    const res = await page.request.get(`${app.url}/-priv/mda`, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe("/-priv/mda/login");
    await open(page, `${app.url}/en/-priv/mda`);
    expect(new URL(page.url()).pathname).toBe("/en/-priv/mda/login");
    expect(await page.locator("h1").textContent()).toBe(en.site.pages.adminLogin.title);
    // The admin login page (issue 12) has its own form; its second factor is tested in admin.e2e.ts.
    const adminLogIn = async (email: string, password: string) => {
      await page.getByLabel(en.admin.login.email).fill(email);
      await page.getByLabel(en.admin.login.password).fill(password);
      await page.getByRole("button", { name: en.admin.login.submit }).click();
    };
    await adminLogIn("carla@example.com", PASSWORD);
    await expect
      .poll(() => page.getByTestId("admin-error").textContent())
      .toBe(formErrorMessage({ field: "_form", typeError: "noPermission" }, "en"));
    expect(new URL(page.url()).pathname).toBe("/en/-priv/mda/login");

    await adminLogIn(ADMIN.email, ADMIN.password);
    await page.waitForURL(`${app.url}/en/-priv/mda`);
    expect(await page.locator("h1").textContent()).toBe(en.site.pages.admin.title);
    expect((await page.request.get(`${app.url}/-priv/mda/safecontrol`, { maxRedirects: 0 })).status()).toBe(
      200,
    );
    // Logged in as admin, the admin login page sends on to the admin area.
    await open(page, `${app.url}/-priv/mda/login`);
    expect(new URL(page.url()).pathname).toBe("/-priv/mda");
    await context.close();
  });
});

describe("login modal (spec §4.2)", () => {
  const modal = (page: Page) => page.getByRole("dialog", { name: A.modal.title });

  it("opens from the header's log-in link, shows the mapped error, then logs in in place", async () => {
    const { context, page } = await newStranger(browser, { camera: false });
    await signUp(page, "dora@example.com", "Dora");
    await page.request.post(`${app.url}/api/auth/logout`, { headers: { origin: app.url } });

    await open(page, `${app.url}/en/contact`);
    const header = page.getByTestId("header-account");
    expect(await header.textContent()).toBe(A.nav.login);
    // Without JavaScript the link is the login page.
    expect(await header.getAttribute("href")).toBe("/en/app/auth/login");
    await header.click();
    await modal(page).waitFor();
    expect(new URL(page.url()).pathname).toBe("/en/contact");

    await logIn(modal(page), "dora@example.com", "wrong password 123");
    // Spec §8: a wrong password is invalidUser, even though it comes with a 401 (issue 11 item 2).
    await expect
      .poll(() => modal(page).locator(".form-errors").textContent())
      .toBe(formErrorMessage({ field: "_form", typeError: "invalidUser" }, "en"));
    expect(await modal(page).isVisible()).toBe(true);

    await logIn(modal(page), "dora@example.com", PASSWORD);
    await modal(page).waitFor({ state: "detached" });
    await expect.poll(() => header.textContent()).toBe(A.nav.account);
    expect(new URL(page.url()).pathname).toBe("/en/contact");
    // The optional success message appears 1 s after the login (spec §4.2).
    await expect.poll(() => page.getByRole("status").filter({ hasText: A.modal.loggedIn }).count()).toBe(1);
    expect((await me(page))?.email).toBe("dora@example.com");
    await context.close();
  });

  it("opens from a link to a login-only area and goes there after the login", async () => {
    const { context, page } = await newStranger(browser, { camera: false });
    await signUp(page, "eva@example.com", "Eva");
    await page.request.post(`${app.url}/api/auth/logout`, { headers: { origin: app.url } });

    await open(page, `${app.url}/en/contact`);
    const social = page.getByTestId("header-social");
    expect(await social.getAttribute("href")).toBe("/en/app/social");
    await social.click();
    await modal(page).waitFor();
    // The visitor stays where they were until the login succeeds.
    expect(new URL(page.url()).pathname).toBe("/en/contact");
    await logIn(modal(page), "eva@example.com", PASSWORD);
    await modal(page).waitFor({ state: "detached" });
    // The success callback (1 s later) opens the page the link pointed at.
    await page.waitForURL(`${app.url}/en/app/social`);
    await expect.poll(() => page.locator("h1").textContent()).toBe(en.site.pages.social.title);
    expect(await page.getByTestId("header-account").textContent()).toBe(A.nav.account);
    await context.close();
  });

  it("takes a logged-in visitor straight to the login-only area, no modal", async () => {
    const { context, page } = await newStranger(browser, { camera: false });
    await signUp(page, "fabio@example.com", "Fabio");
    await open(page, `${app.url}/en/contact`);
    await expect.poll(() => page.getByTestId("header-account").textContent()).toBe(A.nav.account);
    await page.getByTestId("header-social").click();
    await page.waitForURL(`${app.url}/en/app/social`);
    await expect.poll(() => page.locator("h1").textContent()).toBe(en.site.pages.social.title);
    expect(await modal(page).count()).toBe(0);
    await context.close();
  });
});
