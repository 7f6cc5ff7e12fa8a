import type { BrowserContext, Page } from "playwright-core";
import { Client } from "#server/auth/test-server.ts";
import { signUpByMail } from "../helpers/signup-mail.ts";
import type { RunningApp } from "./fixtures.ts";

export const PASSWORD = "correct horse battery staple";
let counter = 0;

/**
 * A new account signed up through the API (robot check solved as the widget does) and signed in by
 * the link of its sign-up mail, which also verifies the address (decision 046), with a username
 * chosen: what writing in rooms and chats needs.
 */
export async function signedUp(app: RunningApp, name: string): Promise<{ client: Client; email: string }> {
  counter += 1;
  const email = `${name}-${counter}-${Date.now()}@example.com`;
  const client = new Client(app.url);
  await signUpByMail(client, app.dataDir, email, PASSWORD, { displayName: name });
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
