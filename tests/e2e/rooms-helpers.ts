import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { Client } from "#server/auth/test-server.ts";
import type { RunningApp } from "./fixtures.ts";

export const PASSWORD = "correct horse battery staple";
let counter = 0;

/** The verification link mailed to `email` (the mail outbox of the node's DATA_DIR). */
async function verificationToken(app: RunningApp, email: string): Promise<string | null> {
  const outbox = path.join(app.dataDir, "outbox");
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith(".eml")).sort();
  for (const name of names.reverse()) {
    const raw = await readFile(path.join(outbox, name), "utf8");
    if (!raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
    const body = raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    const match = body.match(/\/api\/social\/verify-email\/([A-Za-z0-9_-]{43})/);
    if (match?.[1]) return match[1];
  }
  return null;
}

/**
 * A new account signed up through the API (robot check solved as the widget does), its address
 * verified with the mailed link and a username chosen: what writing in rooms and chats needs.
 */
export async function signedUp(app: RunningApp, name: string): Promise<{ client: Client; email: string }> {
  counter += 1;
  const email = `${name}-${counter}-${Date.now()}@example.com`;
  const baseUrl = app.url;
  const client = new Client(baseUrl);
  const made = await client.signup(email, PASSWORD, { displayName: name });
  if (made.status !== 200 && made.status !== 201) {
    throw new Error(`signup failed: ${made.status} ${JSON.stringify(made.json)}`);
  }
  const login = await client.post("/api/auth/login", { email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.json)}`);
  // The sign-up mails the link (in the background); ask again if it has not come within 2 s.
  const waitForToken = async (ms: number) => {
    for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
      const found = await verificationToken(app, email);
      if (found) return found;
    }
    return null;
  };
  let token = await waitForToken(2000);
  if (!token) {
    await client.post("/api/social/verify-email/resend");
    token = await waitForToken(5000);
  }
  if (!token) throw new Error(`no verification mail for ${email}`);
  const opened = await client.get(`/api/social/verify-email/${token}`);
  if (opened.status !== 303) throw new Error(`verification failed: ${opened.status}`);
  const username = `${name}${counter}${Date.now().toString(36).slice(-4)}`;
  const set = await client.request("PATCH", "/api/social/profile", { username });
  if (set.status !== 200) throw new Error(`username refused: ${JSON.stringify(set.json)}`);
  return { client, email };
}

/** Puts an API client's session cookies into a browser context (same host). */
export async function shareSession(client: Client, context: BrowserContext, baseUrl: string) {
  const url = new URL(baseUrl);
  const cookies = (client as unknown as { cookies: Map<string, string> }).cookies;
  await context.addCookies(
    [...cookies.entries()].map(([name, value]) => ({ name, value, domain: url.hostname, path: "/" })),
  );
}

/** The administrator of ADMIN_EMAIL (second factor off in these tests) signed in through the API. */
export async function adminClient(baseUrl: string, email: string): Promise<Client> {
  const client = new Client(baseUrl);
  const login = await client.post("/api/admin/session/login", { email, password: PASSWORD });
  if (login.status !== 200)
    throw new Error(`admin login failed: ${login.status} ${JSON.stringify(login.json)}`);
  return client;
}

export async function createRoom(admin: Client, name: string, extra: Record<string, unknown> = {}) {
  const made = await admin.post("/api/admin/rooms", {
    name,
    description: `${name} talk`,
    language: "en",
    ...extra,
  });
  if (made.status !== 200) throw new Error(`room not created: ${made.status} ${JSON.stringify(made.json)}`);
  return made.json.id as string;
}

/** Screenshots for people to look at, when ACASO_SCREENSHOTS names a directory (never in the repo). */
export async function screenshot(page: Page, name: string) {
  const dir = process.env.ACASO_SCREENSHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
}
