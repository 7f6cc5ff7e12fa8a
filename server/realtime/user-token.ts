import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/**
 * The realtime user token `ut` (spec §4.6 "Realtime auth", §7.1 GET /api/auth/rt-connection/ut).
 * Short-lived and stateless: `<payload base64url>.<HMAC-SHA256 base64url>` keyed by a secret derived
 * from config.sessionSecret, so any node of a scaled-out deployment can verify it.
 *
 * Until accounts exist it binds only the browser's local ident. Hook for later: pass `userId` when
 * the HTTP request has a logged-in session; verifyUserToken returns it and setUt stores it on the
 * socket (socket.data.auth.userId).
 */
export const USER_TOKEN_TTL_MS = 15 * 60 * 1000;

const claimsSchema = z.object({
  v: z.literal(1),
  /** userLocalIdent */
  lid: z.string().min(1).max(64),
  /** account id, once accounts exist */
  uid: z.string().min(1).max(64).optional(),
  /** expiry, ms since the epoch */
  exp: z.number().int(),
});

export type UserTokenClaims = { ident: string; userId?: string | undefined; expiresAt: number };

const keys = new Map<string, KeyObject>();
function key(secret: string): KeyObject {
  let made = keys.get(secret);
  if (!made) {
    // A purpose-bound sub-key: a token can never be confused with a session cookie signature. Made
    // once per secret, as a KeyObject (security/key-objects.ts): every reconnection presents a token.
    if (keys.size >= 16) keys.clear();
    made = createSecretKey(createHmac("sha256", secret).update("acaso:realtime-user-token:v1").digest());
    keys.set(secret, made);
  }
  return made;
}

function sign(secret: string, payload: string): string {
  return createHmac("sha256", key(secret)).update(payload).digest("base64url");
}

export function issueUserToken(
  secret: string,
  claims: { ident: string; userId?: string | undefined },
  now: number = Date.now(),
  ttlMs: number = USER_TOKEN_TTL_MS,
): { ut: string; expiresAt: number } {
  const expiresAt = now + ttlMs;
  const body: z.infer<typeof claimsSchema> = { v: 1, lid: claims.ident, exp: expiresAt };
  if (claims.userId) body.uid = claims.userId;
  const payload = Buffer.from(JSON.stringify(body)).toString("base64url");
  return { ut: `${payload}.${sign(secret, payload)}`, expiresAt };
}

/** The claims of a valid, unexpired token; null for anything else (never throws). */
export function verifyUserToken(
  secret: string,
  ut: string,
  now: number = Date.now(),
): UserTokenClaims | null {
  const [payload, signature, ...rest] = ut.split(".");
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = claimsSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    if (!claims.success || claims.data.exp <= now) return null;
    return { ident: claims.data.lid, userId: claims.data.uid, expiresAt: claims.data.exp };
  } catch {
    return null;
  }
}
