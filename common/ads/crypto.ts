/**
 * Authenticated encryption of the ad config (spec §3 "delivered encrypted", decision 029): AES-256-GCM
 * through Web Crypto, which Node 24 and every browser have, so both sides share this module. The key
 * reaches the page separately (root loader), so the JSON of /api/sda/config/data alone shows no zone
 * ids to the makers of ad-block lists. It is obfuscation, not secrecy: the page can read it.
 *
 * Wire format: base64url(iv[12] || ciphertext || tag[16]).
 */

const IV_BYTES = 12;

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("not base64url");
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function importKey(key: string): Promise<CryptoKey> {
  const raw = fromBase64Url(key);
  if (raw.byteLength !== 32) throw new Error("the key must be 32 bytes");
  return crypto.subtle.importKey("raw", raw, { name: "AES-GCM" }, false, ["encrypt", "decrypt"]);
}

/** The key (base64url, 32 bytes) derived from a server secret, the same on every node. */
export async function deriveSdaKey(secret: string): Promise<string> {
  const material = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const bytes = await crypto.subtle.sign("HMAC", material, new TextEncoder().encode("acaso:sda-config:v1"));
  return toBase64Url(new Uint8Array(bytes));
}

export async function encryptSdaConfig(plain: string, key: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    await importKey(key),
    new TextEncoder().encode(plain),
  );
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv, 0);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return toBase64Url(out);
}

/** Throws when the text was changed, cut, or sealed with another key (GCM's tag). */
export async function decryptSdaConfig(sealed: string, key: string): Promise<string> {
  const bytes = fromBase64Url(sealed);
  if (bytes.byteLength < IV_BYTES + 16) throw new Error("too short");
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: bytes.slice(0, IV_BYTES) },
    await importKey(key),
    bytes.slice(IV_BYTES),
  );
  return new TextDecoder().decode(plain);
}
