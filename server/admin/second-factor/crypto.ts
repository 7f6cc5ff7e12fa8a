import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { deriveKey } from "../../auth/tokens.ts";

/**
 * TOTP secrets are kept encrypted (AES-256-GCM, key derived from SESSION_SECRET for this purpose
 * only) so a leaked table or backup alone cannot mint codes. Format: "v1.<iv>.<ciphertext+tag>".
 */
export function encryptSecret(sessionSecret: string, base32: string): string {
  const key = deriveKey(sessionSecret, "totp-secret:v1");
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(base32, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `v1.${iv.toString("base64url")}.${body.toString("base64url")}`;
}

export function decryptSecret(sessionSecret: string, stored: string): string {
  const [version, iv, body] = stored.split(".");
  if (version !== "v1" || !iv || !body) throw new Error("unknown TOTP secret format");
  const data = Buffer.from(body, "base64url");
  const decipher = createDecipheriv(
    "aes-256-gcm",
    deriveKey(sessionSecret, "totp-secret:v1"),
    Buffer.from(iv, "base64url"),
  );
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
    "utf8",
  );
}

/** Recovery codes: 12 characters of an unambiguous alphabet (~60 bits), shown as xxxx-xxxx-xxxx. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const RECOVERY_CODE_COUNT = 10;

export function generateRecoveryCode(): string {
  let code = "";
  // Rejection sampling keeps every character equally likely.
  while (code.length < 12) {
    for (const byte of randomBytes(16)) {
      if (byte < 248 && code.length < 12) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** What a person typed, in the stored form: lower case, no spaces or dashes. */
export function normalizeRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, "");
}

export function looksLikeRecoveryCode(input: string): boolean {
  return /^[a-z0-9]{12}$/.test(normalizeRecoveryCode(input)) && !/^\d+$/.test(normalizeRecoveryCode(input));
}

/** Keyed hash: the codes have ~60 bits, so a fast HMAC is enough (no offline guessing without the key). */
export function hashRecoveryCode(sessionSecret: string, code: string): string {
  return createHmac("sha256", deriveKey(sessionSecret, "recovery-code:v1"))
    .update(normalizeRecoveryCode(code))
    .digest("hex");
}
