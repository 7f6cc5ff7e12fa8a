import { createHmac } from "node:crypto";
import type { TurnConfig } from "./config.ts";
import { secretKeyOf } from "./security/key-objects.ts";

/** What RTCPeerConnection accepts as one entry of `iceServers`. */
export type IceServer = { urls: string | string[]; username?: string; credential?: string };

/** TURN_URLS, TURN_SECRET, TURN_TTL_SECONDS and STUN_URLS, parsed by server/config.ts. */
export type TurnSettings = TurnConfig;

export const MAX_TURN_TTL_SECONDS = 3600;

/**
 * Time-limited TURN credentials by the TURN REST API scheme that coturn implements
 * (draft-uberti-behave-turn-rest): username = "<expiry unix seconds>:<ident>",
 * credential = base64(HMAC-SHA1(secret, username)). The secret never leaves the server.
 */
export function turnCredentials(
  settings: Pick<TurnSettings, "secret" | "ttlSeconds">,
  ident: string,
  nowMs: number = Date.now(),
): { username: string; credential: string; expiresAt: number } {
  const ttl = Math.min(Math.max(1, Math.floor(settings.ttlSeconds)), MAX_TURN_TTL_SECONDS);
  const expiresAt = Math.floor(nowMs / 1000) + ttl;
  // A colon inside the ident would shift coturn's parsing of the expiry; keep it out.
  const username = `${expiresAt}:${ident.replaceAll(":", "_").slice(0, 64)}`;
  const credential = createHmac("sha1", secretKeyOf(settings.secret)).update(username).digest("base64");
  return { username, credential, expiresAt };
}

/** The iceServers handed to one user for one match: STUN, plus TURN with fresh credentials. */
export function iceServersFor(
  settings: TurnSettings | undefined,
  ident: string,
  nowMs?: number,
): IceServer[] {
  if (!settings) return [];
  const servers: IceServer[] = [];
  if (settings.stunUrls.length > 0) servers.push({ urls: settings.stunUrls });
  if (settings.urls.length > 0 && settings.secret) {
    const { username, credential } = turnCredentials(settings, ident, nowMs);
    servers.push({ urls: settings.urls, username, credential });
  }
  return servers;
}
