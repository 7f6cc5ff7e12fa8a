// Issue 17 finding 1: every request body is capped early, per route, with a 413 through the
// product's error handling — against the production build as `npm start` runs it.
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type RunningApp, startApp } from "../../tests/e2e/fixtures.ts";

let app: RunningApp;
let base: string;
const VIDEO_MAX_BYTES = 1_000_000;
const AVATAR_MAX_BYTES = 50_000;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  app = await startApp({
    PORT: String(port),
    SITE_URL: base,
    DEFAULT_LOCALE: "pt",
    VIDEO_MAX_BYTES: String(VIDEO_MAX_BYTES),
    AVATAR_MAX_BYTES: String(AVATAR_MAX_BYTES),
  });
});

afterAll(async () => {
  await app?.stop();
});

/** Resident memory of the server process, in bytes. */
function serverRss(): number {
  const status = readFileSync(`/proc/${app.process.pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? "0");
  return kb * 1024;
}

type Outcome = { status: number; body: string; sentBeforeAnswer: number };

/**
 * Streams up to `total` bytes as a chunked body (no Content-Length), or with the given headers,
 * and stops as soon as the server answers or drops the connection.
 */
function streamBody(
  path: string,
  total: number,
  headers: Record<string, string> = {},
  sendBody = true,
): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered: number | undefined;
    const req = httpRequest(`${base}${path}`, {
      method: "POST",
      headers: { origin: base, "content-type": "application/x-www-form-urlencoded", ...headers },
    });
    req.on("response", (res) => {
      answered = sent;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, sentBeforeAnswer: answered ?? sent }));
      res.on("error", reject);
    });
    req.on("error", (error) => {
      // The server may close its side before the client has read the answer: not an answer.
      if (answered === undefined) reject(error);
    });
    if (!sendBody) {
      req.flushHeaders();
      return;
    }
    const chunk = Buffer.alloc(64 * 1024, "a");
    // One chunk per turn of the event loop: an answer that arrived is read before the next write
    // (the server closes right after its 413, and a write into the closed connection is an EPIPE
    // that would hide the answer).
    const pump = () => {
      if (answered !== undefined || req.destroyed) return;
      if (sent >= total) {
        req.end();
        return;
      }
      sent += chunk.length;
      if (req.write(chunk)) setImmediate(pump);
      else req.once("drain", pump);
    };
    pump();
  });
}

describe("request body caps (issue 17 finding 1)", () => {
  it("refuses a chunked 200 MB body to a page action (/contato) with 413 without reading it", async () => {
    const before = serverRss();
    const outcome = await streamBody("/contato", 200_000_000, { "transfer-encoding": "chunked" });
    expect(outcome.status).toBe(413);
    // The product's error page, not a bare message.
    expect(outcome.body).toContain("<html");
    // Answered after the cap (100 kB) plus what socket buffers hold, not after the whole body.
    expect(outcome.sentBeforeAnswer).toBeLessThan(20_000_000);
    expect(serverRss() - before).toBeLessThan(60_000_000);
  });

  it("refuses a chunked body to /api/sys/log past its cap with a JSON 413", async () => {
    // The server closes the connection right after its 413 (it never reads the rest), so a client
    // still writing may see the close (EPIPE) before it parsed the answer: such a try says nothing.
    const attempt = () =>
      streamBody("/api/sys/log", 50_000_000, {
        "transfer-encoding": "chunked",
        "content-type": "text/plain",
      });
    let outcome: Outcome | undefined;
    for (let tries = 0; outcome === undefined; tries += 1) {
      outcome = await attempt().catch((error: NodeJS.ErrnoException) => {
        if (tries < 4 && (error.code === "EPIPE" || error.code === "ECONNRESET")) return undefined;
        throw error;
      });
    }
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body)).toMatchObject({ status: 413 });
    expect(outcome.sentBeforeAnswer).toBeLessThan(20_000_000);
  });

  it("drops the connection about a second after its 413 when the client never stops sending", async () => {
    // A client that ignores the answer and keeps streaming (an attacker): the rest of the body is
    // thrown away for LINGER_MS (so an honest client can read the 413), then the connection goes.
    const result = await new Promise<{ status: number; msAfterAnswer: number }>((resolve, reject) => {
      let answeredAt = 0;
      let status = 0;
      const req = httpRequest(`${base}/contato`, {
        method: "POST",
        headers: {
          origin: base,
          "content-type": "application/x-www-form-urlencoded",
          "transfer-encoding": "chunked",
        },
      });
      const chunk = Buffer.alloc(16 * 1024, "a");
      const timer = setInterval(() => {
        if (!req.destroyed) req.write(chunk);
      }, 2);
      const finish = () => {
        clearInterval(timer);
        if (!answeredAt) reject(new Error("closed before the 413 was read"));
        else resolve({ status, msAfterAnswer: Date.now() - answeredAt });
      };
      req.on("response", (res) => {
        answeredAt = Date.now();
        status = res.statusCode ?? 0;
        res.resume();
      });
      req.on("error", finish);
      req.on("close", finish);
      setTimeout(() => {
        clearInterval(timer);
        req.destroy();
        reject(new Error("still open 10 s after the 413"));
      }, 10_000).unref();
    });
    expect(result.status).toBe(413);
    expect(result.msAfterAnswer).toBeGreaterThan(500);
    expect(result.msAfterAnswer).toBeLessThan(5000);
  });

  it("answers a declared Content-Length over the cap at once, before any body byte", async () => {
    const outcome = await streamBody("/contato", 0, { "content-length": "2000000000" }, false);
    expect(outcome.status).toBe(413);
    expect(outcome.sentBeforeAnswer).toBe(0);
  });

  it("caps the admin video upload by VIDEO_MAX_BYTES and the avatar by AVATAR_MAX_BYTES", async () => {
    const video = await streamBody(
      "/api/admin/videos",
      0,
      {
        "content-length": String(VIDEO_MAX_BYTES + 4_000_000),
        "content-type": "multipart/form-data; boundary=x",
      },
      false,
    );
    expect(video.status).toBe(413);
    const avatar = await streamBody(
      "/api/auth/account/avatar",
      0,
      { "content-length": String(AVATAR_MAX_BYTES + 1), "content-type": "image/png" },
      false,
    );
    expect(avatar.status).toBe(413);
    // Under the caps, the request goes on to the route (here: refused for want of a session).
    const small = await streamBody(
      "/api/auth/account/avatar",
      0,
      { "content-length": "0", "content-type": "image/png" },
      false,
    );
    expect(small.status).toBe(401);
  });

  it("caps an Express JSON route while streaming", async () => {
    const outcome = await streamBody("/api/auth/login", 10_000_000, {
      "transfer-encoding": "chunked",
      "content-type": "application/json",
    });
    expect(outcome.status).toBe(413);
    expect(outcome.sentBeforeAnswer).toBeLessThan(20_000_000);
  });

  it("still takes a normal form post and keeps serving afterwards", async () => {
    const res = await fetch(`${base}/contato`, {
      method: "POST",
      headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: "name=&email=x&message=",
    });
    expect(res.status).toBe(400);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});

describe("control characters in page forms (issue 17 finding 3)", () => {
  it("answers a contact message with NUL with a form error, never a 500", async () => {
    const form = new URLSearchParams({
      name: "Ana\u0000",
      email: "ana@example.com",
      subject: "Hello",
      message: "A message that is long enough\u0000",
    });
    const res = await fetch(`${base}/contato`, {
      method: "POST",
      headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    expect(res.status).toBe(400);
    expect(app.output()).not.toContain("Failed query");
  });
});
