// Issue 17 finding 5: the CSP and HSTS on every response of the production build — pages, error
// pages, API answers and Engine.IO's own handshake and polling responses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type RunningApp, startApp } from "../../tests/e2e/fixtures.ts";

let app: RunningApp;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Served over https by its proxy: HSTS and upgrade-insecure-requests are sent.
  app = await startApp({ PORT: String(port), SITE_URL: "https://acaso.example" });
});
afterAll(async () => {
  await app?.stop();
});

const headersOf = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(`${base}${path}`, { redirect: "manual", ...init });
  await res.arrayBuffer();
  return res.headers;
};

describe("security headers (issue 17 finding 5)", () => {
  it.each(["/en", "/en/no-such-page", "/%E0%A4%A", "/api/auth/me", "/healthz"])(
    "%s carries the CSP, HSTS and the frame refusal",
    async (path) => {
      const headers = await headersOf(path);
      expect(headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
      expect(headers.get("content-security-policy")).toContain("connect-src 'self' wss://acaso.example");
      expect(headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
      expect(headers.get("x-frame-options")).toBe("DENY");
    },
  );

  it("puts the header's nonce on every script of the page", async () => {
    const res = await fetch(`${base}/en`);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("sends the headers on Engine.IO's handshake and polling responses", async () => {
    const headers = await headersOf("/socket.io/?EIO=4&transport=polling");
    expect(headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
  });
});
