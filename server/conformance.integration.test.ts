// Issue 11 (spec conformance) and issue 17 findings 2, 8, 10, 11, against the real entry point on
// the production build (as `npm start` runs it), with the structured log read from its output.
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { io as connect } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pt from "#app/i18n/locales/pt/index.ts";
import { localizedPath, PAGE_IDS, pageDef } from "#app/i18n/route-table.ts";
import { LOCALES } from "#common/locales.ts";
import { buildHandshakeQuery, generateIceKey, LIMITS } from "#common/protocol/index.ts";
import { freePort, type RunningApp, startApp } from "../tests/e2e/fixtures.ts";
import { signUpByMail } from "../tests/helpers/signup-mail.ts";
import { Client } from "./auth/test-server.ts";

const ADMIN = { email: "root@example.com", password: "admin pass phrase 42" };

/** A loopback port where nothing listens: an OpenID issuer that cannot be reached. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

type LogLine = { level: number; msg: string; [key: string]: unknown };

let app: RunningApp;
let base: string;

/** Every line the server printed, each of which must be one JSON object (the structured log). */
function logLines(of: RunningApp = app): LogLine[] {
  return of
    .output()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`printed outside the structured log: ${line}`);
      }
    });
}

/** Log lines written since `mark` (a count of lines taken before the request). */
const since = (mark: number, of: RunningApp = app) => logLines(of).slice(mark);

/**
 * The log lines of requests since `mark`, once the access line of `path` is in (the output arrives
 * through a pipe, after the response): what a request logged, error lines included, is there by then.
 */
async function loggedFor(mark: number, path: string, of: RunningApp = app): Promise<LogLine[]> {
  const accessLine = (l: LogLine) => (l.req as { url?: string } | undefined)?.url === path;
  await expect.poll(() => since(mark, of).some(accessLine)).toBe(true);
  return since(mark, of);
}

async function page(path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${path}`, { redirect: "manual", ...init });
  return { res, html: await res.text() };
}

const errorMessage = (html: string) => /data-testid="error-message">([^<]*)</.exec(html)?.[1];

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const common = { LOG_LEVEL: "info", DEFAULT_LOCALE: "pt", ALTCHA_COST: "1", ALTCHA_MAX_NUMBER: "20" };
  app = await startApp({
    ...common,
    PORT: String(port),
    SITE_URL: base,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    OAUTH_GOOGLE_CLIENT_ID: "acaso-test",
    OAUTH_GOOGLE_CLIENT_SECRET: "acaso-test-secret",
    OAUTH_GOOGLE_ISSUER: `http://127.0.0.1:${await closedPort()}`,
  });
});

afterAll(async () => {
  await app?.stop();
});

describe("errors through the product's error page (issue 11 item 4, issue 17 finding 11)", () => {
  it("answers TRACE with 405 and the error page, logged at info, no stack printed", async () => {
    const mark = logLines().length;
    // fetch refuses to send TRACE at all; node:http sends what an attacker would.
    const { status, headers, html } = await new Promise<{
      status: number;
      headers: Record<string, unknown>;
      html: string;
    }>((resolve, reject) => {
      const req = httpRequest(`${base}/`, { method: "TRACE" }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, html: body }));
      });
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(405);
    expect(String(headers.allow)).toContain("GET");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(errorMessage(html)).toBe("Method Not Allowed");
    const lines = await loggedFor(mark, "/");
    expect(lines.some((l) => l.level === 30 && l.msg === "request refused" && l.method === "TRACE")).toBe(
      true,
    );
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it.each([
    ["/%E0%A4%A", "Algo deu errado"],
    ["/en/%E0%A4%A", "Something went wrong"],
    ["/app/alternativa-a-%E0%A4%A", "Algo deu errado"],
    ["/%00", "Algo deu errado"],
    ["/en/x%0Ay", "Something went wrong"],
  ])("answers %s with a 400 error page in the language of its prefix", async (path, title) => {
    const mark = logLines().length;
    const { res, html } = await page(path);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(html).toContain(`<title>${title} | Acaso</title>`);
    expect(errorMessage(html)).toMatch(/^Bad Request/);
    expect((await loggedFor(mark, path)).filter((l) => l.level >= 50)).toEqual([]);
  });

  it("answers a malformed /api URL with JSON", async () => {
    const res = await fetch(`${base}/api/x%E0`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 400 });
  });

  it("ignores a language cookie it cannot decode instead of failing", async () => {
    const res = await fetch(`${base}/`, {
      headers: { cookie: "i18n_redirected=%E0%A4%A" },
      redirect: "manual",
    });
    expect(res.status).toBe(200);
  });

  it("logs a 404 at info level with its path", async () => {
    const mark = logLines().length;
    expect((await page("/en/no/such/page")).res.status).toBe(404);
    const line = (await loggedFor(mark, "/en/no/such/page")).find(
      (l) => l.msg === "not found: /en/no/such/page",
    );
    expect(line?.level).toBe(30);
  });

  it("answers a POST to an unknown path with 404 and no error log (issue 11 item 8)", async () => {
    const mark = logLines().length;
    const { res, html } = await page("/api/sda/no-such-route", {
      method: "POST",
      headers: { origin: base, "content-type": "application/json" },
      body: JSON.stringify({ sdaId: "x" }), // /api/sda/frequency is a real route now (issue 13)
    });
    expect(res.status).toBe(404);
    expect(errorMessage(html)).toBe("Page not found: /api/sda/no-such-route");
    const lines = await loggedFor(mark, "/api/sda/no-such-route");
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(lines.some((l) => l.msg === "not found: /api/sda/no-such-route")).toBe(true);
    // A page without an action: the router's 405, at info.
    const mark2 = logLines().length;
    const other = await page("/en/contact/nothing-here", { method: "POST", headers: { origin: base } });
    expect([404, 405]).toContain(other.res.status);
    expect((await loggedFor(mark2, "/en/contact/nothing-here")).filter((l) => l.level >= 50)).toEqual([]);
  });
});

describe("third-party sign-in pages (issue 11 item 4)", () => {
  // An unconfigured provider (google without its settings) is the same 404: tests/e2e/site.e2e.ts
  // checks it in every language on an app without providers.
  it.each([
    "/app/auth/oauth2/foo/login",
    "/en/app/auth/oauth2/foo/redirect",
    "/de/app/auth/oauth2/facebook/redirect?code=x&state=y",
  ])("an unknown provider is a 404: %s", async (path) => {
    const res = await fetch(`${base}${path}`, { redirect: "manual" });
    expect(res.status).toBe(404);
    expect(errorMessage(await res.text())).toMatch(/^Page Not Found: /);
  });

  it("an unreachable issuer sends the visitor back to the login page with a translated message", async () => {
    const mark = logLines().length;
    const res = await fetch(`${base}/app/auth/oauth2/google/login?redirect=/app/social`, {
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    const location = res.headers.get("location") ?? "";
    expect(location).toBe("/app/auth/login?error=providerUnavailable&redirect=%2Fapp%2Fsocial");
    const { html } = await page(location);
    expect(html).toContain(pt.auth.login.providerUnavailable);
    expect((await loggedFor(mark, "/app/auth/login")).filter((l) => l.level >= 50)).toEqual([]);
    const en = await fetch(`${base}/en/app/auth/oauth2/google/login`, { redirect: "manual" });
    expect(en.headers.get("location")).toBe("/en/app/auth/login?error=providerUnavailable");
  });
});

describe("logged-in pages (issue 17 findings 2, 10, 11)", () => {
  let user: Client;
  let admin: Client;

  beforeAll(async () => {
    user = new Client(base);
    await signUpByMail(user, app.dataDir, "reader@example.com", "correct horse battery");
    admin = new Client(base);
    expect((await admin.post("/api/auth/login", ADMIN)).status).toBe(200);
  });

  it("marks the account page private, not the home page", async () => {
    const account = await user.get("/app/user/account");
    expect(account.status).toBe(200);
    expect(account.headers.get("cache-control")).toBe("private, no-store");
    const anonymous = await fetch(`${base}/app/user/account`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("cache-control")).toBe("private, no-store");
    expect((await fetch(`${base}/-priv/mda/login`)).headers.get("cache-control")).toBe("private, no-store");
    expect((await fetch(`${base}/en/app/social/chat-room`)).headers.get("cache-control")).toBe(
      "private, no-store",
    );
    expect((await fetch(`${base}/`)).headers.get("cache-control") ?? "").not.toContain("private");
  });

  it.each([
    ["//evil.example", "/app"],
    ["/%5Cevil.example", "/app"],
    ["https://evil.example/", "/app"],
    ["/app/%E2%82%AC?x=%C3%A7", "/app/%E2%82%AC?x=%C3%A7"],
    ["/app/user/account", "/app/user/account"],
  ])("the login page's ?redirect=%s leads a logged-in visitor to %s", async (value, expected) => {
    const res = await user.get(`/app/auth/login?redirect=${value}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(expected);
  });

  it("sends anyone but a verified administrator away from every admin page, in every language (issue 12)", async () => {
    const adminPages = PAGE_IDS.filter((id) => pageDef(id).section === "private");
    expect(adminPages.length).toBeGreaterThan(15);
    const anonymous = new Client(base);
    for (const id of adminPages) {
      expect(pageDef(id).guard, id).toBe("admin");
      for (const lang of LOCALES) {
        const path = localizedPath(id, lang, "pt");
        if (!path) continue;
        const login = localizedPath("adminLogin", lang, "pt");
        // The password alone is not enough: this administrator has no second factor yet, so only
        // the enrolment screen opens.
        for (const [who, client] of [
          ["anonymous", anonymous],
          ["normal user", user],
          ["administrator without a second factor", admin],
        ] as const) {
          const res = await client.get(path);
          if (client === admin && id === "adminSecurity") {
            expect(res.status, `${who} ${path}`).toBe(200);
            continue;
          }
          expect(res.status, `${who} ${path}`).toBe(302);
          expect(new URL(res.headers.get("location") ?? "", base).pathname, `${who} ${path}`).toBe(login);
          expect(JSON.stringify(res.json ?? ""), `${who} ${path}`).not.toContain("@example.com");
        }
      }
    }
  });

  // Finding 11: control characters in a return path are a forged link: 400 on the product's error
  // page (in the page's language), for a logged-in visitor, an anonymous one and the admin login.
  it.each(["/%09/evil.example", "%0A/app/social", "/app%0A/social", "/app%00", "/%0D%0ASet-Cookie:x=1"])(
    "the login pages answer ?redirect=%s with 400 on the error page",
    async (value) => {
      for (const [client, path] of [
        [user, `/app/auth/login?redirect=${value}`],
        [admin, `/-priv/mda/login?redirect=${value}`],
      ] as const) {
        const res = await client.get(path);
        expect(res.status, path).toBe(400);
        expect(res.headers.get("location"), path).toBeNull();
      }
      for (const path of [
        `/en/app/auth/login?redirect=${value}`,
        `/-priv/mda/login?redirect=${value}`,
        `/app/auth/oauth2/google/login?redirect=${value}`,
      ]) {
        const { res, html } = await page(path);
        expect(res.status, path).toBe(400);
        expect(res.headers.get("location"), path).toBeNull();
        expect(html, path).toContain(path.startsWith("/en/") ? "Something went wrong" : "Algo deu errado");
      }
    },
  );

  it("the admin login's ?redirect= stays on this site too", async () => {
    for (const value of ["//evil.example/x", "/%5Cevil.example", "https://evil.example/", "/€"]) {
      const res = await admin.get(`/-priv/mda/login?redirect=${value}`);
      expect(res.status).toBe(302);
      const location = res.headers.get("location") ?? "";
      expect(location.startsWith("/") && !location.startsWith("//")).toBe(true);
      expect(new URL(location, base).origin).toBe(base);
    }
  });

  it("does not write a password-reset token to the access log (finding 8)", async () => {
    const token = "Tk9UX0FfUkVBTF9UT0tFTl8xMjM0NTY3ODkwMTIzNDU2Nzg5";
    await page(`/app/auth/reset-password/${token}`);
    await page(`/en/app/auth/reset-password/${token}?x=1`);
    await expect.poll(() => app.output()).toContain("/en/app/auth/reset-password/[redacted]");
    expect(app.output()).not.toContain(token);
  });
});

describe("client log endpoint (issue 11 item 1)", () => {
  it.each(["text/plain", "application/json"])("takes the spec §3 entry as %s", async (type) => {
    const name = `conformance-${type.replace("/", "-")}`;
    const res = await fetch(`${base}/api/sys/log`, {
      method: "POST",
      headers: { "content-type": type, origin: base },
      body: JSON.stringify({
        type: "error",
        name,
        text: "rtc-connection: failed",
        level: 5,
        data: { matchId: "m1" },
        browser: { userAgent: "test" },
      }),
    });
    expect(res.status).toBe(204);
    await expect
      .poll(() => logLines().some((l) => (l.clientLog as { name?: string })?.name === name))
      .toBe(true);
  });
});

describe("socket handshake URI limit (issue 11 item 6)", () => {
  const tryConnect = (query: Record<string, string>) =>
    new Promise<{ ok: true } | { ok: false; message: string; data: unknown }>((resolve) => {
      const socket = connect(base, {
        path: "/socket.io",
        transports: ["websocket"],
        reconnection: false,
        query,
      });
      socket.once("connect", () => {
        socket.disconnect();
        resolve({ ok: true });
      });
      socket.once("connect_error", (error: Error & { data?: unknown }) => {
        socket.disconnect();
        resolve({ ok: false, message: error.message, data: error.data });
      });
    });

  it("refuses a handshake URI over 2,000 characters with a clear error", async () => {
    const mark = logLines().length;
    const result = await tryConnect({
      v: "1",
      k: generateIceKey(),
      padding: "x".repeat(LIMITS.handshakeUriChars),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toMatch(/^uriTooLong: /);
    expect(result.data).toMatchObject({ code: "uriTooLong", limit: 2000 });
    await expect
      .poll(() => since(mark).some((l) => l.msg === "socket refused: handshake URI too long"))
      .toBe(true);
  });

  it("lets in the longest user data the client builds (it keeps itself under the limit)", async () => {
    const interests = Array.from(
      { length: LIMITS.interests },
      (_, i) => `${i}${"猫".repeat(LIMITS.interestChars - 1)}`,
    );
    const query = buildHandshakeQuery(
      { ident: "i".repeat(LIMITS.identChars), cameraEnabled: true, lang: "pt", interests },
      generateIceKey(),
    );
    expect(await tryConnect(query as Record<string, string>)).toEqual({ ok: true });
  });
});

describe("the structured log", () => {
  it("is all the server printed: one JSON object per line", () => {
    expect(() => logLines(app)).not.toThrow();
  });
});
