import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startApp } from "../tests/e2e/fixtures.ts";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.ACASO_BUILD_DIR ?? "build");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

// Issue 5: the TURN secret never reaches the browser — not in the built client bundle, not in any
// page or loader data the server sends.
describe("TURN secret", () => {
  it("is absent from the built client bundle", () => {
    const files = filesUnder(path.join(buildDir, "client"));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = readFileSync(file, "latin1");
      expect(text, file).not.toContain("TURN_SECRET");
      expect(text, file).not.toContain("static-auth-secret");
    }
  });

  it("is absent from what the server sends to browsers", async () => {
    const secret = `sentinel-${Math.random().toString(36).slice(2)}-turn-secret`;
    const app = await startApp({
      TURN_URLS: "turn:127.0.0.1:3478",
      TURN_SECRET: secret,
      HIDE_IP_DEFAULT: "true",
    });
    try {
      for (const page of [
        "/",
        "/chat",
        "/en/app/random-video-chat",
        "/contato",
        "/en/chat.data",
        "/__manifest",
      ]) {
        const body = await (await fetch(`${app.url}${page}`)).text();
        expect(body, page).not.toContain(secret);
      }
      const config = await (await fetch(`${app.url}/en/chat`)).text();
      // The public default of hide-my-IP does reach the page (sanity: the config is there at all).
      expect(config).toContain("hideIpDefault");
    } finally {
      await app.stop();
    }
  });
});
