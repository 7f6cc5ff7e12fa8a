import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import {
  addCspSources,
  buildCsp,
  cspHeaderName,
  NONCE_PLACEHOLDER,
  replaceNonce,
  staticSecurityHeaders,
} from "./csp.ts";

const config = (env: Record<string, string> = {}) =>
  loadConfig({ SESSION_SECRET: "x".repeat(40), DATA_DIR: "/tmp/acaso-csp-test", ...env });

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split("; ").map((part) => {
      const [name, ...values] = part.split(" ");
      return [name, values];
    }),
  ) as Record<string, string[]>;

describe("Content-Security-Policy (issue 17 finding 5)", () => {
  it("is strict: nonce, no inline or eval scripts, no plugins, no framing, socket of the site", () => {
    const policy = directives(buildCsp(config({ SITE_URL: "https://acaso.example" }), "abc"));
    expect(policy["script-src"]).toContain("'nonce-abc'");
    expect(policy["script-src"]).toContain("'strict-dynamic'");
    expect(policy["script-src"]).toContain("'wasm-unsafe-eval'");
    expect(policy["script-src"]).not.toContain("'unsafe-eval'");
    expect(policy["script-src"]).not.toContain("'unsafe-inline'");
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["connect-src"]).toEqual(["'self'", "wss://acaso.example"]);
    expect(policy["worker-src"]).toEqual(["'self'", "blob:"]);
    expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:"]);
    expect(policy["media-src"]).toEqual(["'self'", "blob:", "data:", "https:"]);
    expect(policy["frame-src"]).toBeUndefined();
    expect(policy["upgrade-insecure-requests"]).toEqual([]);
    expect(directives(buildCsp(config(), "n"))["connect-src"]).toEqual(["'self'", "ws://localhost:3000"]);
  });

  it("adds TikTok embeds, the analytics tag and Google sign-in only when configured", () => {
    const plain = buildCsp(config(), "n");
    expect(plain).not.toContain("tiktok");
    expect(plain).not.toContain("googletagmanager");
    const policy = directives(
      buildCsp(
        config({
          VIDEO_PROVIDER: "tiktok",
          ANALYTICS_ID: "G-TEST123",
          OAUTH_GOOGLE_CLIENT_ID: "id",
          OAUTH_GOOGLE_CLIENT_SECRET: "secret",
        }),
        "n",
      ),
    );
    expect(policy["frame-src"]).toEqual(["https://www.tiktok.com"]);
    expect(policy["script-src"]).toContain("https://www.googletagmanager.com");
    expect(policy["connect-src"]).toContain("https://*.google-analytics.com");
    expect(policy["form-action"]).toEqual(["'self'", "https://accounts.google.com"]);
  });

  it("lets a feature add sources per directive", () => {
    addCspSources({ "frame-src": ["https://ads.example"] });
    addCspSources((c) => ({ "img-src": [`${c.SITE_URL}/ad-pixels`] }));
    const policy = directives(buildCsp(config(), "n"));
    expect(policy["frame-src"]).toEqual(["https://ads.example"]);
    expect(policy["img-src"]).toContain("http://localhost:3000/ad-pixels");
  });

  it("swaps a stored page's nonce for the response's", () => {
    const html = `<script nonce="old">x</script>`;
    expect(replaceNonce(html, "old", "new")).toBe(`<script nonce="new">x</script>`);
    expect(buildCsp(config())).toContain(`'nonce-${NONCE_PLACEHOLDER}'`);
  });

  it("sends HSTS only on https, and only reports in development", () => {
    expect(staticSecurityHeaders(config({ SITE_URL: "https://acaso.example" }))).toHaveProperty(
      "Strict-Transport-Security",
    );
    expect(staticSecurityHeaders(config())).not.toHaveProperty("Strict-Transport-Security");
    expect(cspHeaderName(config({ NODE_ENV: "development" }))).toBe("Content-Security-Policy-Report-Only");
    expect(cspHeaderName(config())).toBe("Content-Security-Policy");
  });
});
