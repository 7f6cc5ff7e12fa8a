import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * A fresh secret token: 32 random bytes (256 bits, above the 128 bits of ASVS 5 V7.2.3), base64url
 * so it fits in cookies and URLs without escaping.
 */
export function generateToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/**
 * What the database keeps instead of a token (sessions, reset links): SHA-256 is enough because the
 * token already has 256 bits of entropy, so there is nothing to brute-force and no need for a slow hash.
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A purpose-bound sub-key of the process secret, so one use can never be replayed as another. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac("sha256", secret).update(`acaso:${purpose}`).digest();
}

/** Keyed hash of a client IP: tells sessions apart without storing where anyone is. */
export function hashIp(secret: string, ip: string | undefined): string | null {
  if (!ip) return null;
  return createHmac("sha256", deriveKey(secret, "ip-hash:v1")).update(ip).digest("hex").slice(0, 32);
}

/** HMAC signature of a value, base64url. */
export function sign(key: Buffer, value: string): string {
  return createHmac("sha256", key).update(value).digest("base64url");
}

/** Constant-time string comparison (different lengths compare unequal without leaking where). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  if (left.length !== right.length) return false;
  return timingSafeEqual(left, right);
}
