import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  clearCookie,
  isSecureSite,
  readCookieHeader,
  serializeCookie,
  sessionCookieName,
  sessionCookieOptions,
} from "./cookies.ts";
import { retryAfterMinutes } from "./throttle.ts";
import { deriveKey, generateToken, hashIp, hashToken, safeEqual } from "./tokens.ts";

describe("tokens", () => {
  it("are 256-bit random, URL-safe and never repeat", () => {
    const a = generateToken();
    const b = generateToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, "base64url")).toHaveLength(32);
    expect(a).not.toBe(b);
  });

  it("are stored as their SHA-256", () => {
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(hashToken("abc")).not.toBe(hashToken("abd"));
  });

  it("hashes IPs with a key, so the same IP differs between installations", () => {
    expect(hashIp("secret-one-secret-one-secret-one", "10.0.0.1")).not.toBe(
      hashIp("secret-two-secret-two-secret-two", "10.0.0.1"),
    );
    expect(hashIp("s".repeat(32), undefined)).toBeNull();
  });

  it("hashes an address exactly as before the key was cached (stored bans keep matching)", () => {
    const secret = "secret-one-secret-one-secret-one";
    const before = (ip: string) =>
      createHmac("sha256", deriveKey(secret, "ip-hash:v1")).update(ip).digest("hex").slice(0, 32);
    for (const ip of ["10.0.0.1", "2001:db8::1", "10.0.0.1"]) expect(hashIp(secret, ip)).toBe(before(ip));
  });

  it("compares in constant time and tells different strings apart", () => {
    expect(safeEqual("abc", "abc")).toBe(true);
    expect(safeEqual("abc", "abd")).toBe(false);
    expect(safeEqual("abc", "abcd")).toBe(false);
  });
});

describe("session cookie", () => {
  it("is __Host- prefixed and Secure under HTTPS", () => {
    const secure = isSecureSite("https://acaso.example");
    expect(secure).toBe(true);
    const header = serializeCookie(sessionCookieName(secure), "tok", sessionCookieOptions(secure, 3600));
    expect(header).toBe("__Host-acaso_session=tok; Path=/; Max-Age=3600; HttpOnly; Secure; SameSite=Lax");
  });

  it("is plain, still HttpOnly and SameSite=Lax, over HTTP", () => {
    const secure = isSecureSite("http://localhost:3000");
    expect(secure).toBe(false);
    const header = serializeCookie(sessionCookieName(secure), "tok", sessionCookieOptions(secure));
    expect(header).toBe("acaso_session=tok; Path=/; HttpOnly; SameSite=Lax");
  });

  it("is cleared with the same attributes and Max-Age=0", () => {
    expect(clearCookie("__Host-acaso_session", true)).toBe(
      "__Host-acaso_session=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax",
    );
  });

  it("refuses values that would break the header", () => {
    expect(() => serializeCookie("a", "x; Domain=evil", sessionCookieOptions(false))).toThrow();
  });

  it("is read from a Cookie header", () => {
    expect(readCookieHeader("a=1; acaso_session=tok; b=2", "acaso_session")).toBe("tok");
    expect(readCookieHeader("xacaso_session=tok", "acaso_session")).toBeUndefined();
    expect(readCookieHeader(undefined, "acaso_session")).toBeUndefined();
  });
});

describe("retry message", () => {
  it("rounds up to whole minutes and never says 0", () => {
    expect(retryAfterMinutes(1)).toBe(1);
    expect(retryAfterMinutes(60_000)).toBe(1);
    expect(retryAfterMinutes(60_001)).toBe(2);
    expect(retryAfterMinutes(15 * 60_000)).toBe(15);
  });
});
