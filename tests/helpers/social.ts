import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Database } from "#db/client.ts";
import { getAuth } from "#server/auth/http.ts";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import { getSocial } from "#server/social/http.ts";
import { createMemoryStorage, type FileStorage } from "#server/storage/index.ts";
import { type AdminTestServer, type Client, startAdminTestServer } from "./admin.ts";

export type SocialTestServer = AdminTestServer & {
  /** The social clock: move `clock.now` to move time for stories, discover and verification links. */
  clock: { now: number };
  outboxDir: string;
  storage: FileStorage;
  /** The verification tokens mailed to this address so far (from the file outbox), oldest first. */
  verificationTokens(email: string): Promise<string[]>;
  /** A signed-in user whose address is verified (the link mailed and opened), with a username. */
  verifiedUser(username?: string): Promise<Client & { userId: string }>;
};

let counter = 0;

/**
 * A real app server (API and sockets, no pages) whose social area runs on a movable clock. The
 * clock is installed by creating the database's Social before the server does (getSocial caches
 * one per database).
 */
export async function startSocialTestServer(
  database: Database,
  options: { env?: Record<string, string>; storage?: FileStorage } = {},
): Promise<SocialTestServer> {
  const clock = { now: Date.now() };
  let outboxDir = "";
  const storage = options.storage ?? createMemoryStorage();
  const server = await startAdminTestServer(database, {
    ...options,
    storage,
    env: { HAS_STORIES_PAGES: "true", ...options.env },
    beforeStart(config) {
      outboxDir = path.join(config.dataDir, "outbox");
      const services = { config, database, logger: createLogger(config), storage };
      getAuth(services);
      getSocial(services, { now: () => clock.now });
    },
  });
  async function verificationTokens(email: string) {
    let names: string[] = [];
    try {
      names = (await readdir(outboxDir)).filter((n) => n.endsWith(".eml")).sort();
    } catch {
      return [];
    }
    const tokens: string[] = [];
    for (const name of names) {
      const raw = await readFile(path.join(outboxDir, name), "utf8");
      if (!raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
      const body = raw
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      const match = body.match(/\/api\/social\/verify-email\/([A-Za-z0-9_-]{43})/);
      if (match?.[1]) tokens.push(match[1]);
    }
    return tokens;
  }
  return {
    ...server,
    clock,
    outboxDir,
    storage,
    verificationTokens,
    async verifiedUser(username) {
      const client = await server.user();
      const me = await client.get("/api/auth/me");
      const userId = me.json.user.id as string;
      const sent = await client.post("/api/social/verify-email/resend");
      if (sent.status !== 200) throw new Error(`resend failed: ${sent.status}`);
      const [token] = await verificationTokens(me.json.user.email);
      if (!token) throw new Error("no verification mail");
      const opened = await client.get(`/api/social/verify-email/${token}`);
      if (opened.status !== 303) throw new Error(`verify failed: ${opened.status}`);
      const name = username ?? `tester${++counter}${Date.now().toString(36)}`;
      const set = await client.request("PATCH", "/api/social/profile", { username: name });
      if (set.status !== 200) throw new Error(`username failed: ${JSON.stringify(set.json)}`);
      return Object.assign(client, { userId });
    },
  };
}

export { loadConfig };
