/**
 * Test support (not used by the app): an Express app built from the auth router on a free loopback
 * port, with an injectable clock, and a tiny cookie-keeping HTTP client.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import express from "express";
import { pino } from "pino";
import type { Database } from "#db/client.ts";
import { loadConfig } from "#server/config.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import { type Auth, createAuth } from "./http.ts";
import type { LoginThrottleLimits } from "./throttle.ts";

export type TestAuthServer = {
  url: string;
  auth: Auth;
  clock: { now: number };
  close(): Promise<void>;
};

export async function startAuthServer(
  database: Database,
  options: {
    env?: Record<string, string>;
    mailer?: Mailer;
    loginLimits?: LoginThrottleLimits;
    defer?: (task: () => Promise<void>) => void;
  } = {},
): Promise<TestAuthServer> {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "acaso-auth-"));
  const config = loadConfig({
    NODE_ENV: "test",
    SITE_URL: url,
    DATA_DIR: dataDir,
    DEFAULT_LOCALE: "pt",
    ALTCHA_COST: "1",
    ALTCHA_MAX_NUMBER: "20",
    SESSION_SECRET: "test-secret-test-secret-test-secret-1234",
    ...options.env,
  });
  const clock = { now: Date.now() };
  const auth = createAuth({
    config,
    signupsPerIpHour: 1000,
    database,
    logger: pino({ level: "silent" }),
    now: () => clock.now,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.loginLimits ? { loginLimits: options.loginLimits } : {}),
    ...(options.defer ? { defer: options.defer } : {}),
  });
  if (!options.defer) trackQueuedWork(url, auth);
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(auth.originCheck);
  app.use(auth.router());
  handler = app;
  return {
    url,
    auth,
    clock,
    async close() {
      queuedWork.delete(url);
      await auth.settled();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser stand-in: keeps cookies per name, sends a same-origin Origin on mutating requests. */
export class Client {
  cookies = new Map<string, string>();
  base: string;
  constructor(base: string) {
    this.base = base;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const index = pair?.indexOf("=") ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => a.trim().toLowerCase() === "max-age=0");
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = { method, redirect: "manual", headers: { ...headers } };
    const h = init.headers as Record<string, string>;
    if (this.cookies.size > 0) h.cookie = this.cookieHeader();
    if (method !== "GET" && method !== "HEAD" && !("origin" in h)) h.origin = this.base;
    if (body instanceof Uint8Array) {
      init.body = new Blob([new Uint8Array(body)]);
      h["content-type"] ??= "application/octet-stream";
    } else if (body !== undefined) {
      init.body = JSON.stringify(body);
      h["content-type"] = "application/json";
    }
    const res = await fetch(new URL(pathname, this.base), init);
    this.store(res);
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    // biome-ignore lint/suspicious/noExplicitAny: test convenience, each test asserts the shape it reads
    return { status: res.status, headers: res.headers, json: json as any };
  }

  get(pathname: string) {
    return this.request("GET", pathname);
  }
  post(pathname: string, body?: unknown, headers?: Record<string, string>) {
    return this.request("POST", pathname, body ?? {}, headers);
  }

  /** Solves the robot check the way the widget does, and returns its payload. */
  async altcha(): Promise<string> {
    const { json: challenge } = await this.get("/api/auth/altcha/challenge");
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error("altcha not solved");
    return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  }

  /** The sign-up request alone: since issue 17 finding 12 it answers "check your inbox", no session. */
  async signup(email: string, password: string, extra: Record<string, unknown> = {}) {
    return this.post("/api/auth/signup", { email, password, altcha: await this.altcha(), ...extra });
  }

  /**
   * A new account, signed in: the sign-up request, its queued work finished (the server must be
   * known to `trackQueuedWork`), then a password login — allowed before the address is verified
   * (decision 046). Returns the login answer (200 with the user).
   */
  async register(email: string, password: string, extra: Record<string, unknown> = {}) {
    const made = await this.signup(email, password, extra);
    if (made.status !== 200) return made;
    const settled = queuedWork.get(this.base);
    if (!settled) throw new Error(`register: no queued-work tracker for ${this.base}`);
    await settled();
    return this.post("/api/auth/login", { email, password });
  }
}

/** Per server URL: waits for that server's queued sign-up work (see `Client.register`). */
const queuedWork = new Map<string, () => Promise<void>>();

/** Lets `Client.register` against `url` wait for the queued work of this Auth (`auth.settled`). */
export function trackQueuedWork(url: string, auth: Pick<Auth, "settled">): void {
  queuedWork.set(url, () => auth.settled());
}
