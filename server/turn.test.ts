import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { iceServersFor, MAX_TURN_TTL_SECONDS, turnCredentials } from "./turn.ts";

const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const settings = {
  urls: ["turn:turn.example.org:3478?transport=udp", "turns:turn.example.org:5349"],
  secret: "north-wind",
  ttlSeconds: 600,
  stunUrls: ["stun:turn.example.org:3478"],
};

describe("TURN REST credentials", () => {
  it("builds username = expiry:ident and credential = base64 HMAC-SHA1(secret, username)", () => {
    const { username, credential, expiresAt } = turnCredentials(settings, "user-42", now);
    expect(expiresAt).toBe(now / 1000 + 600);
    expect(username).toBe(`${now / 1000 + 600}:user-42`);
    expect(credential).toBe(createHmac("sha1", "north-wind").update(username).digest("base64"));
    // A known vector, computed independently with `openssl dgst -sha1 -hmac north-wind -binary | base64`.
    expect(turnCredentials({ secret: "north-wind", ttlSeconds: 1 }, "a", 0).credential).toBe(
      "QArrinF4jo7jx2RHpjI35tL57KI=",
    );
  });

  it("caps the lifetime at one hour", () => {
    const { expiresAt } = turnCredentials({ ...settings, ttlSeconds: 86_400 }, "x", now);
    expect(expiresAt - now / 1000).toBe(MAX_TURN_TTL_SECONDS);
  });

  it("keeps colons out of the ident part", () => {
    expect(turnCredentials(settings, "a:b", now).username).toBe(`${now / 1000 + 600}:a_b`);
  });

  it("hands out STUN and TURN servers, never the secret", () => {
    const servers = iceServersFor(settings, "u", now);
    expect(servers).toHaveLength(2);
    expect(servers[1]?.urls).toEqual(settings.urls);
    expect(JSON.stringify(servers)).not.toContain("north-wind");
    expect(iceServersFor(undefined, "u")).toEqual([]);
  });
});
