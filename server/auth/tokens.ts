import {
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";

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
  let memo = ipHashes.get(secret);
  if (!memo) {
    if (ipHashes.size >= 16) ipHashes.clear();
    memo = { key: createSecretKey(deriveKey(secret, "ip-hash:v1")), hashes: new Map() };
    ipHashes.set(secret, memo);
  }
  let hash = memo.hashes.get(ip);
  if (hash === undefined) {
    // The sub-key is made once (a KeyObject: Node 24 otherwise converts the key on every call, which
    // costs more than the HMAC), and recent addresses are remembered: a reconnect storm hashes the
    // same addresses again and again (bench/README.md "reconnect storm").
    hash = createHmac("sha256", memo.key).update(ip).digest("hex").slice(0, 32);
    if (memo.hashes.size >= 10_000) memo.hashes.clear();
    memo.hashes.set(ip, hash);
  }
  return hash;
}
const ipHashes = new Map<string, { key: KeyObject; hashes: Map<string, string> }>();

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
